import { sql } from 'kysely';
import { START, type Position } from '@outreach/backend/platform/event-store/event-store.port';
import { applyBatch } from './apply-batch';
import { readBatches, readOrderedBatch } from './batch-reader';
import {
  notifyPayload,
  projectionBatch,
  PROJECTION_BATCHES_CHANNEL,
  type ProjectionBatch,
} from './projection-batch';
import type { ProjectionContext } from './projection-context';
import { RebuildConflict, RebuildInProgress } from './projection-errors';
import { errorContext } from './projection-logger';
import {
  createProjectorSchema,
  dropInactiveGenerations,
  generationSchema,
  pointViewsAt,
  readState,
  rebuildLockKey,
} from './projection-schema';
import type { Projector } from './projector';

export interface RebuildOptions {
  batchSize?: number;
  /** Receives one batch with keys: null once the new generation is live, so clients refetch. */
  publish?: (batch: ProjectionBatch) => void;
  notify?: boolean;
  /** Called after each bulk batch; tests use it to act while a rebuild is under way. */
  onProgress?: (progress: { events: number; checkpoint: Position }) => void | Promise<void>;
}

export interface RebuildResult {
  name: string;
  version: number;
  generation: number;
  previousGeneration: number | null;
  checkpoint: Position;
  events: number;
  durationMs: number;
}

/**
 * Builds the projector's next generation from the start of the log, without pushes, then switches the
 * public views to it in one transaction. The switch locks the projection_state row, which every live
 * batch locks first, so the live owner is never writing while views move; it sees the new generation
 * on its next batch and continues from the new checkpoint.
 */
export async function rebuildProjection(
  ctx: ProjectionContext,
  projector: Projector,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const started = Date.now();
  const batchSize = options.batchSize ?? 10_000;
  const lockClient = await ctx.pool.connect();
  try {
    const { rows } = await lockClient.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [rebuildLockKey(projector.name)],
    );
    if (!rows[0].locked) throw new RebuildInProgress(projector.name);
    try {
      const before = await readState(ctx.db, projector.name);
      const previousGeneration = before?.active_generation ?? null;
      await dropInactiveGenerations(ctx.db, projector.name, previousGeneration);
      const generation = (previousGeneration ?? 0) + 1;
      const schema = generationSchema(projector.name, generation);
      ctx.logger.info({ projection: projector.name, generation, schema }, 'rebuild started');

      await ctx.db.transaction().execute((trx) => createProjectorSchema(trx, projector, schema));
      let checkpoint: Position = START;
      let events = 0;
      let switched: ProjectionBatch;
      try {
        for await (const batch of readBatches(ctx.eventStore, START, batchSize)) {
          await ctx.db.transaction().execute((trx) => applyBatch(trx, projector, schema, batch));
          checkpoint = batch[batch.length - 1].position;
          events += batch.length;
          await options.onProgress?.({ events, checkpoint });
        }

        switched = await ctx.db.transaction().execute(async (trx) => {
          if (!before) {
            await sql`
              INSERT INTO projection_state (name, version, active_generation, tables, checkpoint)
              VALUES (${projector.name}, ${projector.version}, ${generation}, ${sql.val([...projector.tables])}::text[], '')
              ON CONFLICT (name) DO NOTHING
            `.execute(trx);
          }
          const current = await readState(trx, projector.name, true);
          if (!current) throw new RebuildConflict(projector.name, previousGeneration, 0);
          if (before && current.active_generation !== previousGeneration) {
            throw new RebuildConflict(projector.name, previousGeneration, current.active_generation);
          }
          // The tail runs under the row lock: nothing the live owner commits can fall between build and switch.
          for (;;) {
            const tail = await readOrderedBatch(ctx.eventStore, checkpoint, batchSize);
            if (tail.length === 0) break;
            await applyBatch(trx, projector, schema, tail);
            checkpoint = tail[tail.length - 1].position;
            events += tail.length;
            if (tail.length < batchSize) break;
          }
          await pointViewsAt(trx, schema, projector.tables, before ? current.tables : []);
          await sql`
            UPDATE projection_state
            SET version = ${projector.version}, active_generation = ${generation},
                tables = ${sql.val([...projector.tables])}::text[], checkpoint = ${checkpoint},
                updated_at = now(), switched_at = now(), last_error = NULL, last_error_at = NULL
            WHERE name = ${projector.name}
          `.execute(trx);
          const pushed = projectionBatch(projector.name, checkpoint, null);
          if (options.notify) {
            await sql`SELECT pg_notify(${PROJECTION_BATCHES_CHANNEL}, ${notifyPayload(pushed)})`.execute(trx);
          }
          return pushed;
        });
      } catch (error) {
        await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(ctx.db).catch(() => undefined);
        throw error;
      }
      options.publish?.(switched);

      // A reader still inside a transaction on the old tables only delays this; a failure leaves a leftover the next rebuild drops.
      await dropInactiveGenerations(ctx.db, projector.name, generation).catch((error) =>
        ctx.logger.warn(
          { projection: projector.name, ...errorContext(error) },
          'old generation not dropped yet',
        ),
      );
      const result: RebuildResult = {
        name: projector.name,
        version: projector.version,
        generation,
        previousGeneration,
        checkpoint,
        events,
        durationMs: Date.now() - started,
      };
      ctx.logger.info({ projection: projector.name, ...result }, 'rebuild switched');
      return result;
    } finally {
      await lockClient
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [rebuildLockKey(projector.name)])
        .catch(() => undefined);
    }
  } finally {
    lockClient.release();
  }
}
