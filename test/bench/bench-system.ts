import type { SystemName } from './bench-options';

/** An event as the scenarios produce it; each system adds its own ids and metadata inside append. */
export interface BenchEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface AppendOutcome {
  /** Version of the stream's last event, 0-based (our port's convention; Emmett's is shifted by one). */
  nextVersion: number;
  /** Position of the last event as a string that sorts in log order. */
  position: string;
}

/** What a push carries to the socket: the same shape as the app's 'projection.updated'. */
export interface PushBatch {
  projection: string;
  checkpoint: string;
  keys: string[] | null;
}

export interface PushPipeline {
  /** Called after each append commits (our in-process runner wakes on it). */
  afterAppend(): void;
  /** Resolves once the pipeline has pushed every event up to `position`. */
  caughtUp(position: string, timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

export interface CatchUpFigures {
  label: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** False when the time cap stopped it before the end of the log. */
  complete: boolean;
  rows: number;
  signups: number;
  /** 'product': the system's own feature; 'comparable': a hybrid for context. */
  kind: 'product' | 'comparable';
  /** Why it is not complete, when it is not. */
  note?: string;
}

export interface PushSettings {
  /** Emmett consumer batch size and pulling frequency; our runner uses its own defaults. */
  emmettBatchSize: number;
  emmettPullingMs: number;
}

export interface BenchSystem {
  readonly name: SystemName;
  /** expected: -1 for a new stream, else the stream's current version; 'any' skips the check. */
  append(streamId: string, events: BenchEvent[], expected: number | 'any'): Promise<AppendOutcome>;
  headPosition(): Promise<string>;
  seed(events: number, clubs: number): Promise<void>;
  catchUp(options: { batchSize: number; capSeconds: number }): Promise<CatchUpFigures[]>;
  startPush(publish: (batch: PushBatch) => void, settings: PushSettings): Promise<PushPipeline>;
  close(): Promise<void>;
}

/** Emmett positions are bigints; padded, they compare as strings like ours. */
export const padPosition = (position: bigint | number | string): string => String(position).padStart(20, '0');
