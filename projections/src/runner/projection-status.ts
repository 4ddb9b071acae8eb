import { sql } from 'kysely';
import {
  parsePostgresPosition,
  PostgresEventStore,
} from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import type { Position } from '@outreach/backend/platform/event-store/event-store.port';
import type { ProjectionContext } from './projection-context';
import { ownerLockKey, type ProjectionStateRow } from './projection-schema';
import type { Projector } from './projector';

export interface ProjectionStatus {
  name: string;
  /** Version in the registered code; null for a projection stored but no longer registered. */
  codeVersion: number | null;
  /** Version of the live generation; null before the first run. */
  version: number | null;
  generation: number | null;
  checkpoint: Position | null;
  head: Position;
  /** Events after the checkpoint that the log already holds; at most `lagLimit` are counted. */
  lag: number | null;
  lagCapped: boolean;
  /** Backend pid and application name of the runner connection holding the owner lock. */
  owner: { pid: number; application: string } | null;
  updatedAt: Date | null;
  lastError: string | null;
  note: 'live' | 'not built' | 'rebuild pending' | 'code is older' | 'not registered';
}

const LAG_LIMIT = 1_000_000;

/** One row per registered or stored projection: what is live, how far behind the log, and who owns it. */
export async function projectionStatus(
  ctx: ProjectionContext,
  projectors: readonly Projector[],
  lagLimit = LAG_LIMIT,
): Promise<ProjectionStatus[]> {
  const states = await sql<ProjectionStateRow>`SELECT * FROM projection_state ORDER BY name`.execute(ctx.db);
  const byName = new Map(states.rows.map((row) => [row.name, row]));
  const names = [...new Set([...projectors.map((p) => p.name), ...byName.keys()])].sort();
  const head = await ctx.eventStore.headPosition();
  const result: ProjectionStatus[] = [];
  for (const name of names) {
    const projector = projectors.find((p) => p.name === name);
    const state = byName.get(name);
    const lag = state ? await eventsAfter(ctx, state.checkpoint, head, lagLimit) : null;
    result.push({
      name,
      codeVersion: projector?.version ?? null,
      version: state?.version ?? null,
      generation: state?.active_generation ?? null,
      checkpoint: state?.checkpoint ?? null,
      head,
      lag: lag?.count ?? null,
      lagCapped: lag?.capped ?? false,
      owner: await ownerOf(ctx, name),
      updatedAt: state?.updated_at ?? null,
      lastError: state?.last_error ?? null,
      note: !projector
        ? 'not registered'
        : !state
          ? 'not built'
          : state.version < projector.version
            ? 'rebuild pending'
            : state.version > projector.version
              ? 'code is older'
              : 'live',
    });
  }
  return result;
}

async function ownerOf(ctx: ProjectionContext, name: string): Promise<ProjectionStatus['owner']> {
  // A bigint advisory key shows in pg_locks split into classid (high 32 bits) and objid (low 32 bits), objsubid 1.
  const { rows } = await sql<{ pid: number; application: string | null }>`
    WITH k AS (SELECT hashtextextended(${ownerLockKey(name)}, 0) AS key)
    SELECT l.pid, a.application_name AS application
    FROM pg_locks l CROSS JOIN k LEFT JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND l.classid = ((k.key >> 32) & 4294967295)::oid
      AND l.objid = (k.key & 4294967295)::oid
  `.execute(ctx.db);
  return rows[0] ? { pid: rows[0].pid, application: rows[0].application ?? '' } : null;
}

async function eventsAfter(
  ctx: ProjectionContext,
  checkpoint: Position,
  head: Position,
  limit: number,
): Promise<{ count: number; capped: boolean }> {
  if (checkpoint >= head) return { count: 0, capped: false };
  if (ctx.eventStore instanceof PostgresEventStore) {
    const after = parsePostgresPosition(checkpoint);
    const until = parsePostgresPosition(head);
    const { rows } = await sql<{ count: string | number }>`
      SELECT count(*) AS count FROM (
        SELECT 1 FROM es_events
        WHERE (tx_id, global_position) > (${after.txId}::xid8, ${after.globalPosition}::bigint)
          AND (tx_id, global_position) <= (${until.txId}::xid8, ${until.globalPosition}::bigint)
        LIMIT ${limit + 1}
      ) AS behind
    `.execute(ctx.db);
    const count = Number(rows[0].count);
    return { count: Math.min(count, limit), capped: count > limit };
  }
  let count = 0;
  let after = checkpoint;
  while (count <= limit) {
    const events = await ctx.eventStore.readAll({ after, maxCount: 10_000 });
    const within = events.filter((event) => event.position <= head);
    count += within.length;
    if (within.length < events.length || events.length < 10_000) break;
    after = events[events.length - 1].position;
  }
  return { count: Math.min(count, limit), capped: count > limit };
}
