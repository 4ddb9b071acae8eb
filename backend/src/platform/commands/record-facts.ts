import { randomUUID } from 'node:crypto';
import type { EventStore } from '../event-store/event-store.port';
import type { CommandMetadata } from './command-metadata';
import type { DomainEvent, Recorded } from './decider';
import { recordedOf, toNewEvent } from './execute-command';

export interface RecordedFacts<Event extends DomainEvent> {
  /** Position of the last fact: the checkpoint the caller answers for read-your-writes. */
  checkpoint: string;
  events: Recorded<Event>[];
}

/**
 * Appends facts that no rule reads back (a search made, a link clicked): nothing to decide, so no stream is folded
 * and concurrent writers never conflict (expected version 'any'). Event ids derive from `key` (the request's
 * idempotency key, or an id the caller derives from the request), so a repeated request records its facts once and
 * answers the original positions. Anything a later command must check goes through executeCommand instead.
 */
export async function recordFacts<Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  facts: Event[],
  meta: CommandMetadata,
  key: string = meta.idempotencyKey ?? randomUUID(),
): Promise<RecordedFacts<Event>> {
  const newEvents = facts.map((fact, index) => toNewEvent(fact, meta, key, streamId, index));
  const result = await store.append(streamId, newEvents, { expected: 'any' });
  return {
    checkpoint: result.lastPosition,
    events: newEvents.map((event, index) =>
      recordedOf<Event>(
        event,
        streamId,
        result.nextExpectedVersion - newEvents.length + 1 + index,
        result.positions[index],
      ),
    ),
  };
}
