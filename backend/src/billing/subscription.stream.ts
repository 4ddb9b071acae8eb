import type { EventStore, RecordedEvent } from '../platform/event-store/event-store.port';
import { evolve, initialState, type SubscriptionState } from './subscription.decider';
import { subscriptionStreamId, type SubscriptionEvent } from './subscription.events';

const evolveRecorded = (state: SubscriptionState, event: RecordedEvent): SubscriptionState =>
  evolve(state, event as unknown as SubscriptionEvent);

/** The user's subscription stream folded through the decider, with the version an append expects. */
export function loadSubscription(
  store: EventStore,
  userId: string,
): Promise<{ state: SubscriptionState; version: number }> {
  return store.aggregate(subscriptionStreamId(userId), evolveRecorded, initialState());
}
