/** The append-only log every state change goes through; adapters: PostgreSQL (default) and KurrentDB/EventStoreDB. */

/** An opaque position in the global log. Positions of one store sort as plain strings. */
export type Position = string;

/** Sorts before every real position: "read from the beginning". */
export const START: Position = '';

export type ExpectedVersion = 'no_stream' | 'stream_exists' | 'any' | number;

export interface EventMetadata {
  eventId: string;
  actorUserId: string | null;
  correlationId: string;
  causationId: string | null;
  recordedAt: string;
  schemaVersion: number;
}

/** What a caller hands to append. Missing metadata is filled in by the store (ids, time, schemaVersion 1). */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: Partial<EventMetadata>;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  streamId: string;
  /** 0 for the first event of a stream. */
  streamVersion: number;
  position: Position;
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface AppendOptions {
  expected: ExpectedVersion;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

export interface AppendResult {
  /** Version of the last event now in the stream (pass it as `expected` for the next append). */
  nextExpectedVersion: number;
  positions: Position[];
  /** Position of the last appended event: the checkpoint a command returns for read-your-writes. */
  lastPosition: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive; for backwards reads the version to start going down from. */
  fromVersion?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  after?: Position;
  maxCount: number;
}

export interface Subscription {
  /** Resolves when the subscription has stopped and its last handler call has returned. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  after?: Position;
  batchSize?: number;
  onEvents(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export type Evolve<State, Event> = (state: State, event: Event) => State;

/** An audit read: events of some streams plus everything one actor caused, filtered and paged. */
export interface HistoryFilter {
  streamIds: string[];
  /** Also events on any other stream whose metadata.actorUserId is this user. */
  actorUserId?: string;
  /** Only these event types; absent or empty means every type. */
  types?: string[];
  /** Inclusive bounds on metadata.recordedAt. */
  from?: Date;
  to?: Date;
  /** Log order, or newest first. */
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface HistoryPage {
  events: RecordedEvent[];
  /** Events matching the whole filter, across all pages. */
  total: number;
  /** Distinct event types of the streams and the actor, ignoring the type and date filters, sorted. */
  types: string[];
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several distinct streams, each at its own expected version; one result per stream, in the order
   * given, and positions in that order too. PostgreSQL writes all or nothing in one transaction; EventStoreDB has
   * no multi-stream transaction, so it appends stream after stream and a conflict leaves the earlier ones written.
   * Repeated with the same event ids, it returns the original results, as append does.
   */
  appendMany(batches: StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Several whole streams at once, keyed by stream id; a missing stream reads as an empty list. */
  readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>>;
  /** The whole log in commit order, never past a transaction that is still in flight. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event that readAll can return now (START when the log is empty). */
  headPosition(): Promise<Position>;
  /** Audit history: the streams' events and the actor's events, each once, in log order. */
  readHistory(filter: HistoryFilter): Promise<HistoryPage>;
  /**
   * Position of the actor's newest event of one of these types recorded at or after `since`, looking only at the
   * actor's most recent ACTOR_RECENT_WINDOW events (any stream); null when there is none. A cheap "what did this
   * user do last" for read-your-writes, costing the same however long the user's history is.
   */
  newestActorPosition(query: { actorUserId: string; types: string[]; since: Date }): Promise<Position | null>;
  subscribe(options: SubscribeOptions): Subscription;
  /** Folds a stream; version is -1 for a stream that does not exist. */
  aggregate<State, Event extends RecordedEvent>(
    streamId: string,
    evolve: Evolve<State, Event>,
    initial: State,
  ): Promise<{ state: State; version: number }>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

/** How many of an actor's most recent events newestActorPosition looks at. */
export const ACTOR_RECENT_WINDOW = 500;
