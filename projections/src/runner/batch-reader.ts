import type {
  EventStore,
  Position,
  RecordedEvent,
} from '@outreach/backend/platform/event-store/event-store.port';

/**
 * Reads one batch and checks it is in log order after `after`: a projector folding events out of order
 * would silently store wrong rows, so a misbehaving store must stop the projection instead.
 */
export async function readOrderedBatch(
  eventStore: EventStore,
  after: Position,
  maxCount: number,
): Promise<RecordedEvent[]> {
  const events = await eventStore.readAll({ after, maxCount });
  let previous = after;
  for (const event of events) {
    if (event.position <= previous) {
      throw new Error(
        `The event store returned ${event.position} after ${previous || 'START'}: events out of log order`,
      );
    }
    previous = event.position;
  }
  return events;
}

/**
 * Yields the log after `after` (up to and including `to`) in batches, reading the next batch while the
 * caller applies the current one so the database and the projector work in parallel.
 */
export async function* readBatches(
  eventStore: EventStore,
  after: Position,
  batchSize: number,
  to?: Position,
): AsyncGenerator<RecordedEvent[]> {
  let pending = readOrderedBatch(eventStore, after, batchSize);
  for (;;) {
    const events = await pending;
    let batch = events;
    let done = events.length < batchSize;
    if (to !== undefined) {
      const beyond = events.findIndex((event) => event.position > to);
      if (beyond >= 0) {
        batch = events.slice(0, beyond);
        done = true;
      }
    }
    if (!done) {
      pending = readOrderedBatch(eventStore, events[events.length - 1].position, batchSize);
      // The caller may stop early; a failed read-ahead nobody awaits must not become an unhandled rejection.
      pending.catch(() => undefined);
    }
    if (batch.length > 0) yield batch;
    if (done) return;
  }
}
