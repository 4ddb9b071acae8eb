import { sql } from 'kysely';
import { START, type Position } from '@outreach/backend/platform/event-store/event-store.port';
import { applyBatch } from './apply-batch';
import { readBatches } from './batch-reader';
import type { ProjectionContext } from './projection-context';
import { ReplayTargetInvalid } from './projection-errors';
import { assertIdentifier, createProjectorSchema } from './projection-schema';
import type { Projector } from './projector';

export interface ReplayRange {
  /** Exclusive; START replays from the first event. */
  from: Position;
  /** Inclusive; 'head' is the newest event readable when the replay starts. */
  to: Position | 'head';
  /** A new schema the analyst names; it must not exist yet. */
  into: string;
  batchSize?: number;
}

export interface ReplayResult {
  name: string;
  schema: string;
  from: Position;
  to: Position;
  events: number;
  handled: number;
  durationMs: number;
}

const RESERVED_SCHEMA = /^(public|information_schema|pg_.*|proj_.*)$/;

/**
 * Runs the projector's own code over a range of the log into a scratch schema: no checkpoint, no
 * state change, no pushes. The live projection is untouched.
 */
export async function replayProjection(
  ctx: ProjectionContext,
  projector: Projector,
  range: ReplayRange,
): Promise<ReplayResult> {
  const started = Date.now();
  const schema = assertIdentifier(range.into, 'Replay schema');
  if (RESERVED_SCHEMA.test(schema)) {
    throw new ReplayTargetInvalid(
      `Schema "${schema}" is reserved; name a scratch schema such as replay_${projector.name.replace(/-/g, '_')}`,
    );
  }
  const existing = await sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${schema}) AS found
  `.execute(ctx.db);
  if (existing.rows[0].found) {
    throw new ReplayTargetInvalid(`Schema "${schema}" already exists; drop it or choose another name`);
  }
  const to = range.to === 'head' ? await ctx.eventStore.headPosition() : range.to;
  if (to !== START && range.from > to) {
    throw new ReplayTargetInvalid(`--from ${range.from} is after --to ${to}`);
  }

  await ctx.db.transaction().execute((trx) => createProjectorSchema(trx, projector, schema));
  let events = 0;
  let handled = 0;
  try {
    if (to !== START) {
      for await (const batch of readBatches(ctx.eventStore, range.from, range.batchSize ?? 10_000, to)) {
        const applied = await ctx.db
          .transaction()
          .execute((trx) => applyBatch(trx, projector, schema, batch));
        events += batch.length;
        handled += applied.handled;
      }
    }
  } catch (error) {
    // A half-filled scratch schema would look like a result; remove it so a failure is never mistaken for data.
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(ctx.db).catch(() => undefined);
    throw error;
  }
  return {
    name: projector.name,
    schema,
    from: range.from,
    to,
    events,
    handled,
    durationMs: Date.now() - started,
  };
}
