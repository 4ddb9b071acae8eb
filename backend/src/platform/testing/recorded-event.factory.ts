import type { EventMetadata, RecordedEvent } from '../event-store/event-store.port';

export interface RecordedEventFields extends Partial<Omit<RecordedEvent, 'type' | 'data' | 'metadata'>> {
  metadata?: Partial<EventMetadata>;
}

/** An event as a store reads it back: the ids default to the event id, everything else to fixed values. */
export function recordedEvent<Event extends { type: string; data: unknown }>(
  { type, data }: Event,
  { metadata, ...fields }: RecordedEventFields = {},
): RecordedEvent<Event['type'], Event['data']> {
  const eventId = fields.eventId ?? 'e1';
  return {
    streamId: 'stream-1',
    streamVersion: 0,
    position: '1',
    ...fields,
    eventId,
    type,
    data,
    metadata: {
      eventId,
      actorUserId: null,
      correlationId: eventId,
      causationId: null,
      recordedAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
      ...metadata,
    },
  };
}
