import { Inject, Injectable, Logger } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import type { ProjectionName } from '../realtime/projections.contract';
import { DATABASE } from './database';

/** How long a command waits at most for a read model to apply what its caller wrote before it. */
export const CATCH_UP_MS = 3_000;
/** Events older than this are taken as applied already: only a stalled projection lags that far. */
const RECENT_MS = 10 * 60 * 1000;
const POLL_MS = 10;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a command is about to read from a read model, and whose writes it must see there. */
export interface CatchUp {
  projection: ProjectionName;
  actorUserId: string;
  /** The event types the read model is built from (of those, the actor's newest is waited for). */
  types: readonly string[];
  now: Date;
  /**
   * A position the read model must reach whoever caused it (another read model's row, say), so two read models a
   * screen combines agree; waited for with the actor's newest event, whichever is later.
   */
  atLeast?: string | null;
}

/**
 * Read-your-writes for a command that must read a read model (a usage count, a user's settings): waits until the
 * projection's checkpoint has passed the caller's newest event of the given types (found through the log's actor
 * index, among the last RECENT_MS), bounded by CATCH_UP_MS. A projection stalled beyond that is logged and the
 * command goes on with what the read model holds: a stuck projector must not stop every command.
 */
@Injectable()
export class ReadModelCatchUp {
  private readonly logger = new Logger('ReadModelCatchUp');

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async caughtUp({ projection, actorUserId, types, now, atLeast = null }: CatchUp): Promise<void> {
    const newest = await this.store.newestActorPosition({
      actorUserId,
      types: [...types],
      since: new Date(now.getTime() - RECENT_MS),
    });
    const target = newest !== null && (atLeast === null || newest > atLeast) ? newest : atLeast;
    if (target === null) return;
    const deadline = Date.now() + CATCH_UP_MS;
    for (;;) {
      const { rows } = await sql<{ checkpoint: string | null }>`
        SELECT CASE WHEN to_regclass('projection_state') IS NULL THEN NULL
               ELSE (SELECT checkpoint FROM projection_state WHERE name = ${projection}) END AS checkpoint
      `.execute(this.db);
      const checkpoint = rows[0]?.checkpoint ?? null;
      if (checkpoint !== null && checkpoint >= target) return;
      if (Date.now() >= deadline) {
        this.logger.warn(
          `${projection} is at ${checkpoint || 'START'}, behind ${target}, after ${CATCH_UP_MS} ms: the command reads what it has`,
        );
        return;
      }
      await pause(POLL_MS);
    }
  }
}
