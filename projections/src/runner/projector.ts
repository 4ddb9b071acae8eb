import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';

/** A read model: the event types it folds, the tables it owns (DB), and how a whole batch lands in them. */
export interface Projector<DB = unknown> {
  /**
   * Stable identifier, declared with its audience and cache tags in projections.contract; also names the generation
   * schemas (`proj_<name>_g<n>`, '-' becomes '_').
   */
  readonly name: ProjectionName;
  /** Bump when tables or handlers change meaning; the runner then rebuilds into a new generation. */
  readonly version: number;
  readonly description: string;
  readonly handles: readonly string[];
  /** Tables exposed to readers as a view of the same name in public; migrate() may add internal ones. */
  readonly tables: readonly string[];
  /** Creates the tables with unqualified names; the runner has set search_path to the target schema. */
  migrate(trx: Transaction<DB>): Promise<void>;
  /**
   * Applies events of handled types in log order, idempotently (guarded by position), writing only
   * its own unqualified tables. Returns the read-model keys it touched, or null for "anything".
   */
  apply(trx: Transaction<DB>, events: RecordedEvent[]): Promise<string[] | null>;
}
