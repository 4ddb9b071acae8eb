import { EventStore, RecordedEvent } from '../platform/event-store/event-store.port';
import { evolve, initialState, State } from './user.decider';
import { UserEvent, userStreamId } from './user.events';

const evolveRecorded = (state: State, event: RecordedEvent): State =>
  evolve(state, event as unknown as UserEvent);

export function loadUser(store: EventStore, userId: string): Promise<{ state: State; version: number }> {
  return store.aggregate(userStreamId(userId), evolveRecorded, initialState());
}
