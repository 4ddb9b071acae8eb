import { createHash } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type CurrentRevision,
  type JSONType,
  type Position as EsdbPosition,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { DuplicateEventIdMismatch, WrongExpectedVersion } from '../../errors/domain-error';
import {
  appendedNothing,
  assertDistinctEventIds,
  assertDistinctStreams,
  assertValidExpectedVersion,
  completeMetadata,
} from '../event-metadata';
import {
  START,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type HistoryFilter,
  type HistoryPage,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
} from '../event-store.port';
import { pageHistory } from '../history-page';
import type { Upcaster } from '../upcasting';
import { PollingEventStore } from '../polling-event-store';

export interface EventStoreDbEventStoreOptions {
  upcaster?: Upcaster;
  pollIntervalMs?: number;
}

const POSITION_DIGITS = 20;
const POSITION_PATTERN = /^(\d{20})-(\d{20})$/;
const HISTORY_SCAN_PAGE = 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's revision option for an expected state; -1 is a stream that does not exist. */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  assertValidExpectedVersion(expected);
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

export function fromCurrentRevision(revision: CurrentRevision): number {
  return revision === NO_STREAM ? -1 : Number(revision);
}

/** $all commit and prepare positions, padded so strings sort in log order. */
export function formatEsdbPosition(position: EsdbPosition): Position {
  return `${position.commit.toString().padStart(POSITION_DIGITS, '0')}-${position.prepare
    .toString()
    .padStart(POSITION_DIGITS, '0')}`;
}

export function parseEsdbPosition(position: Position): EsdbPosition {
  const match = POSITION_PATTERN.exec(position);
  if (!match) throw new Error(`Not an EventStoreDB position: ${JSON.stringify(position)}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

/** EventStoreDB ids must be UUIDs; any other event id maps to a stable UUID, and the original stays in metadata. */
export function toEsdbEventId(eventId: string): string {
  if (UUID_PATTERN.test(eventId)) return eventId.toLowerCase();
  const hex = createHash('sha1').update(`outreach-event-id\u0000${eventId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** System records ($-prefixed event types or streams) never leave the adapter. */
export function isSystemRecord(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function comparePositions(left: EsdbPosition, right: EsdbPosition): number {
  if (left.commit !== right.commit) return left.commit < right.commit ? -1 : 1;
  if (left.prepare !== right.prepare) return left.prepare < right.prepare ? -1 : 1;
  return 0;
}

/** The event store on KurrentDB/EventStoreDB; checkpoints are $all positions. */
export class EventStoreDbEventStore extends PollingEventStore {
  constructor(
    private readonly client: EventStoreDBClient,
    options: EventStoreDbEventStoreOptions = {},
  ) {
    super(options, options.pollIntervalMs ?? 100);
  }

  static fromConnectionString(
    url: string,
    options: EventStoreDbEventStoreOptions = {},
  ): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), options);
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const expectedRevision = toExpectedRevision(options.expected);
    if (events.length === 0) return this.appendNothing(streamId, options.expected);

    const now = new Date();
    const metadata = events.map((event) => completeMetadata(event, this.upcaster, now));
    assertDistinctEventIds(metadata);
    const ids = metadata.map((meta) => meta.eventId);
    const types = events.map((event) => event.type);

    // The server deduplicates only retries at the same expected revision; the stream scan makes
    // every repeat return its original result and catches ids reused for a different append.
    const earlier = await this.findAppend(streamId, ids, types);
    if (earlier) return earlier;

    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event, index) =>
          jsonEvent({
            id: toEsdbEventId(ids[index]),
            type: event.type,
            data: (event.data ?? null) as JSONType,
            metadata: metadata[index],
          }),
        ),
        { expectedRevision },
      );
      const appended = await this.readAppend(streamId, ids, result.nextExpectedRevision);
      if (appended) {
        this.wake();
        return appended;
      }
      const deduplicated = await this.findAppend(streamId, ids, types);
      if (deduplicated) return deduplicated;
      throw new Error(`Append to ${streamId} succeeded but its events were not found in the stream`);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const racing = await this.findAppend(streamId, ids, types);
      if (racing) return racing;
      throw new WrongExpectedVersion(streamId, options.expected, fromCurrentRevision(error.actualVersion));
    }
  }

  /**
   * Not atomic: EventStoreDB transactions span one stream, so the streams are appended one after another and a
   * conflict on one leaves the streams before it written. Callers that must not half-apply put the stream most
   * likely to conflict first, or re-decide and repeat with the same event ids (repeats return the original results).
   */
  async appendMany(batches: StreamAppend[]): Promise<AppendResult[]> {
    assertDistinctStreams(batches);
    const results: AppendResult[] = [];
    for (const batch of batches) {
      results.push(await this.append(batch.streamId, batch.events, { expected: batch.expected }));
    }
    return results;
  }

  async readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
    const streams = new Map<string, RecordedEvent[]>();
    for (const streamId of streamIds) {
      if (!streams.has(streamId)) streams.set(streamId, await this.readStream(streamId));
    }
    return streams;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const fromRevision =
      options.fromVersion === undefined
        ? backwards
          ? END
          : ESDB_START
        : BigInt(Math.max(0, options.fromVersion));
    if (backwards && options.fromVersion !== undefined && options.fromVersion < 0) return [];
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision,
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      })) {
        if (resolved.event) events.push(this.toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const after = options.after ?? START;
    let cursor: EsdbPosition | undefined = after === START ? undefined : parseEsdbPosition(after);
    // fromPosition is inclusive, so each page asks for one more record than it may return.
    const pageSize = options.maxCount + 1;
    const events: RecordedEvent[] = [];
    if (options.maxCount <= 0) return events;
    for (;;) {
      let records = 0;
      let last: EsdbPosition | undefined;
      const fromPosition: ReadPosition = cursor ?? ESDB_START;
      for await (const resolved of this.client.readAll({
        fromPosition,
        direction: FORWARDS,
        maxCount: pageSize,
      })) {
        records += 1;
        const event = resolved.event;
        if (!event) continue;
        last = event.position;
        if (cursor && comparePositions(event.position, cursor) <= 0) continue;
        if (isSystemRecord(event)) continue;
        events.push(this.toRecordedEvent(event));
        if (events.length === options.maxCount) return events;
      }
      if (records < pageSize || !last) return events;
      cursor = last;
    }
  }

  async headPosition(): Promise<Position> {
    const pageSize = 100;
    let fromPosition: ReadPosition = END;
    let cursor: EsdbPosition | undefined;
    for (;;) {
      let records = 0;
      for await (const resolved of this.client.readAll({
        fromPosition,
        direction: BACKWARDS,
        maxCount: pageSize,
      })) {
        records += 1;
        const event = resolved.event;
        if (!event) continue;
        if (cursor && comparePositions(event.position, cursor) >= 0) continue;
        cursor = event.position;
        if (!isSystemRecord(event)) return formatEsdbPosition(event.position);
      }
      if (records < pageSize || !cursor) return START;
      fromPosition = cursor;
    }
  }

  /**
   * Reads the listed streams whole, and, for an actor, scans all of $all: EventStoreDB cannot look events up
   * by a metadata field, so an actor's history costs a pass over the log rather than an index lookup.
   */
  async readHistory(filter: HistoryFilter): Promise<HistoryPage> {
    const matched = new Map<string, RecordedEvent>();
    for (const streamId of new Set(filter.streamIds)) {
      for (const event of await this.readStream(streamId)) matched.set(event.eventId, event);
    }
    if (filter.actorUserId) {
      let after = START;
      for (;;) {
        const page = await this.readAll({ after, maxCount: HISTORY_SCAN_PAGE });
        for (const event of page) {
          if (event.metadata.actorUserId === filter.actorUserId && !matched.has(event.eventId))
            matched.set(event.eventId, event);
        }
        if (page.length < HISTORY_SCAN_PAGE) break;
        after = page[page.length - 1].position;
      }
    }
    return pageHistory([...matched.values()], filter);
  }

  /** Stops subscriptions and disconnects the client this store was given. */
  async close(): Promise<void> {
    await super.close();
    await this.client.dispose();
  }

  private async appendNothing(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    const actual = last ? last.streamVersion : -1;
    return appendedNothing(streamId, expected, actual);
  }

  /** The events just written, when the stream's tail holds exactly these ids. */
  private async readAppend(
    streamId: string,
    ids: string[],
    nextRevision: bigint,
  ): Promise<AppendResult | undefined> {
    const fromVersion = Number(nextRevision) - ids.length + 1;
    if (fromVersion < 0) return undefined;
    const written = await this.readStream(streamId, { fromVersion, maxCount: ids.length });
    if (written.length !== ids.length || written.some((event, index) => event.eventId !== ids[index]))
      return undefined;
    return toAppendResult(written);
  }

  /** An earlier append of these ids: its original result, a mismatch error, or undefined when none is stored. */
  private async findAppend(
    streamId: string,
    ids: string[],
    types: string[],
  ): Promise<AppendResult | undefined> {
    const wanted = new Set(ids);
    const found = new Map<string, RecordedEvent>();
    for (const event of await this.readStream(streamId)) {
      if (wanted.has(event.eventId)) found.set(event.eventId, event);
    }
    if (found.size === 0) return undefined;
    const matches = ids.map((id) => found.get(id));
    const complete = matches.every(
      (event, index) =>
        event !== undefined &&
        event.type === types[index] &&
        event.streamVersion === matches[0]!.streamVersion + index,
    );
    if (!complete) throw new DuplicateEventIdMismatch(ids.find((id) => found.has(id))!);
    return toAppendResult(matches as RecordedEvent[]);
  }

  private toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
    const stored = (isPlainObject(event.metadata) ? event.metadata : {}) as Partial<EventMetadata>;
    const eventId = typeof stored.eventId === 'string' ? stored.eventId : event.id;
    const metadata: EventMetadata = {
      eventId,
      actorUserId: stored.actorUserId ?? null,
      correlationId: stored.correlationId ?? eventId,
      causationId: stored.causationId ?? null,
      recordedAt: stored.recordedAt ?? event.created.toISOString(),
      schemaVersion: stored.schemaVersion ?? 1,
    };
    return this.upcaster.upcast({
      streamId: event.streamId,
      streamVersion: Number(event.revision),
      position: event.position ? formatEsdbPosition(event.position) : START,
      eventId,
      type: event.type,
      data: event.isJson ? event.data : decodeBinary(event.data as Uint8Array),
      metadata,
    });
  }
}

function toAppendResult(events: RecordedEvent[]): AppendResult {
  const positions = events.map((event) => event.position);
  return {
    nextExpectedVersion: events[events.length - 1].streamVersion,
    positions,
    lastPosition: positions[positions.length - 1],
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

function decodeBinary(data: Uint8Array): unknown {
  const text = Buffer.from(data).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
