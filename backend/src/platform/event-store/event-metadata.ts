import { randomUUID } from 'node:crypto';
import { DuplicateEventIdMismatch, WrongExpectedVersion } from '../errors/domain-error';
import {
  START,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
} from './event-store.port';
import type { Upcaster } from './upcasting';

/** Fills what the caller left out; new events are written at the current schema version of their type. */
export function completeMetadata(event: NewEvent, upcaster: Upcaster, now = new Date()): EventMetadata {
  const given = event.metadata ?? {};
  const eventId = given.eventId ?? randomUUID();
  return {
    eventId,
    actorUserId: given.actorUserId ?? null,
    correlationId: given.correlationId ?? eventId,
    causationId: given.causationId ?? null,
    recordedAt: given.recordedAt ?? now.toISOString(),
    schemaVersion: given.schemaVersion ?? upcaster.currentVersion(event.type),
  };
}

export function assertDistinctEventIds(metadata: EventMetadata[]): void {
  const seen = new Set<string>();
  for (const { eventId } of metadata) {
    if (seen.has(eventId)) throw new DuplicateEventIdMismatch(eventId);
    seen.add(eventId);
  }
}

export function assertValidExpectedVersion(expected: unknown): void {
  if (expected === 'no_stream' || expected === 'stream_exists' || expected === 'any') return;
  if (typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= -1) return;
  throw new Error(`Invalid expected version: ${String(expected)}`);
}

/** An append of no events writes nothing, yet still holds the caller to its expected version of the stream. */
export function appendedNothing(streamId: string, expected: ExpectedVersion, actual: number): AppendResult {
  const satisfied =
    expected === 'any' ||
    (expected === 'no_stream' && actual === -1) ||
    (expected === 'stream_exists' && actual >= 0) ||
    expected === actual;
  if (!satisfied) throw new WrongExpectedVersion(streamId, expected, actual);
  return { nextExpectedVersion: actual, positions: [], lastPosition: START };
}

/** A multi-stream append names each stream once: two parts for one stream would race their own versions. */
export function assertDistinctStreams(batches: { streamId: string }[]): void {
  const seen = new Set<string>();
  for (const { streamId } of batches) {
    if (seen.has(streamId)) throw new Error(`appendMany names stream ${streamId} more than once`);
    seen.add(streamId);
  }
}
