import { sql } from 'kysely';
import { Client, type ClientConfig, type Pool } from 'pg';
import {
  START,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@outreach/backend/platform/event-store/event-store.port';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { applyBatch } from './apply-batch';
import { readOrderedBatch } from './batch-reader';
import {
  notifyPayload,
  projectionBatch,
  PROJECTION_BATCHES_CHANNEL,
  type ProjectionBatch,
} from './projection-batch';
import { projectionContext, type ProjectionContext } from './projection-context';
import { ProjectionError, RebuildInProgress } from './projection-errors';
import { errorContext, type ProjectionLogger } from './projection-logger';
import { generationSchema, ownerLockKey, reactorLockKey, readState } from './projection-schema';
import type { Projector } from './projector';
import type { Reactor } from './reactor';
import { rebuildProjection } from './rebuild-projection';
import { WakeSignal } from './wake-signal';

export interface ProjectionRunnerOptions {
  pool: Pool;
  eventStore: EventStore;
  projectors: readonly Projector[];
  /** Reactors run beside the projectors, with the same ownership, batching and retries, on checkpoints of their own. */
  reactors?: readonly Reactor[];
  /** Events read per live batch. */
  batchSize?: number;
  /** Events read per batch while building a generation (first start or version change). */
  rebuildBatchSize?: number;
  /** Fallback poll when no wake() arrives. */
  pollIntervalMs?: number;
  /** How often a standby tries to take over a projector another process owns. */
  standbyRetryMs?: number;
  /** In-process push after each committed batch that applied handled events. */
  publish?: (batch: ProjectionBatch) => void;
  /** One pg_notify('projection_batches', json) per committed batch, for API processes elsewhere. */
  notify?: boolean;
  logger?: ProjectionLogger;
}

export type ProjectorPhase = 'standby' | 'starting' | 'live' | 'disabled';

export interface ProjectorRunState {
  name: string;
  kind: 'projector' | 'reactor';
  phase: ProjectorPhase;
  owner: boolean;
  generation: number | null;
  checkpoint: Position | null;
}

type Subject = { kind: 'projector'; projector: Projector } | { kind: 'reactor'; reactor: Reactor };

interface Worker {
  name: string;
  subject: Subject;
  phase: ProjectorPhase;
  owned: boolean;
  /** Bumped on every takeover so a loop from an earlier ownership stops instead of running beside the new one. */
  lease: number;
  generation: number;
  checkpoint: Position;
  loop: Promise<void> | null;
  /** Consecutive failed attempts; sets the retry backoff and resets on the next committed batch. */
  failures: number;
}

class Stale extends Error {}
class OwnershipLost extends Error {}

const MAX_BACKOFF_MS = 30_000;
const WAKE_RETRY_WINDOW_MS = 2_000;
const WAKE_RETRY_MS = 20;

/**
 * Keeps projectors caught up with the log. Each projector has one active owner across processes: the
 * holder of its advisory lock on this runner's dedicated connection. Others stand by and retry.
 * A batch's read-model writes and its checkpoint commit in one transaction that first locks the
 * projector's projection_state row and checks the checkpoint, so even two writers could not apply
 * an event twice.
 */
export class ProjectionRunner {
  private readonly ctx: ProjectionContext;
  private readonly workers = new Map<string, Worker>();
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly pollIntervalMs: number;
  private readonly standbyRetryMs: number;
  private readonly notify: boolean;
  private readonly listeners = new Set<(batch: ProjectionBatch) => void>();
  private readonly newEvents = new WakeSignal();
  private readonly lifecycle = new WakeSignal();
  private readonly commits = new WakeSignal();
  /**
   * A rebuild holds two pooled connections (its advisory lock, then the switch transaction) while it reads the
   * log through a third; several at once on a small pool each wait for a connection another one holds.
   */
  private rebuilds: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private wokenAt = 0;
  private supervisor: Promise<void> | null = null;
  private lockClient: Client | null = null;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.ctx = projectionContext(options.pool, options.eventStore, options.logger);
    this.batchSize = positive(options.batchSize ?? 5_000, 'batchSize');
    this.rebuildBatchSize = positive(options.rebuildBatchSize ?? 10_000, 'rebuildBatchSize');
    this.pollIntervalMs = positive(options.pollIntervalMs ?? 500, 'pollIntervalMs');
    this.standbyRetryMs = positive(options.standbyRetryMs ?? 500, 'standbyRetryMs');
    this.notify = options.notify ?? false;
    if (options.publish) this.listeners.add(options.publish);
    const subjects: Subject[] = [
      ...options.projectors.map((projector) => ({ kind: 'projector' as const, projector })),
      ...(options.reactors ?? []).map((reactor) => ({ kind: 'reactor' as const, reactor })),
    ];
    for (const subject of subjects) {
      const name = subject.kind === 'projector' ? subject.projector.name : subject.reactor.name;
      if (this.workers.has(name)) throw new ProjectionError(`${name} is registered twice`);
      this.workers.set(name, {
        name,
        subject,
        phase: 'standby',
        owned: false,
        lease: 0,
        generation: 0,
        checkpoint: START,
        loop: null,
        failures: 0,
      });
    }
  }

  /** Takes ownership of every projector nobody else owns and keeps trying for the rest; returns after the first attempt. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.claim();
    this.supervisor = this.supervise();
  }

  /** Finishes the batches under way, releases every lock and closes the lock connection. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.lifecycle.fire();
    this.newEvents.fire();
    await this.supervisor;
    await Promise.all([...this.workers.values()].map((worker) => worker.loop?.catch(() => undefined)));
    const client = this.lockClient;
    this.lockClient = null;
    for (const worker of this.workers.values()) {
      worker.owned = false;
      if (worker.phase !== 'disabled') worker.phase = 'standby';
    }
    // Closing the session releases all of its advisory locks at once.
    await client?.end().catch(() => undefined);
  }

  /** New events were appended (in this process): read now instead of at the next poll. */
  wake(): void {
    this.wokenAt = Date.now();
    this.newEvents.fire();
  }

  /** Adds an in-process push listener; returns its removal. */
  onBatch(listener: (batch: ProjectionBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the checkpoint once the projection (owned here or elsewhere) has applied `position`. */
  waitFor(projection: ProjectionName, position: Position, timeoutMs = 15_000): Promise<Position> {
    return this.waitForCheckpoint(
      projection,
      async () => (await readState(this.ctx.db, projection))?.checkpoint,
      position,
      timeoutMs,
    );
  }

  /** Resolves with the checkpoint once the reactor (owned here or elsewhere) has reacted to `position`. */
  waitForReactor(reactor: string, position: Position, timeoutMs = 15_000): Promise<Position> {
    return this.waitForCheckpoint(
      reactor,
      async () => {
        const { rows } = await sql<{ checkpoint: string }>`
          SELECT checkpoint FROM reactor_state WHERE name = ${reactor}
        `.execute(this.ctx.db);
        return rows[0]?.checkpoint;
      },
      position,
      timeoutMs,
    );
  }

  private async waitForCheckpoint(
    name: string,
    checkpointNow: () => Promise<Position | undefined>,
    position: Position,
    timeoutMs: number,
  ): Promise<Position> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = this.commits.version;
      const checkpoint = await checkpointNow();
      if (checkpoint !== undefined && checkpoint >= position) return checkpoint;
      if (Date.now() >= deadline) {
        throw new ProjectionError(
          `${name} did not reach ${position || 'START'} within ${timeoutMs} ms (at ${checkpoint === undefined ? 'not started' : checkpoint || 'START'})`,
        );
      }
      await this.commits.wait(Math.min(25, Math.max(1, deadline - Date.now())), seen);
    }
  }

  runState(): ProjectorRunState[] {
    return [...this.workers.values()].map((worker) => ({
      name: worker.name,
      kind: worker.subject.kind,
      phase: worker.phase,
      owner: worker.owned,
      generation: worker.phase === 'live' ? worker.generation : null,
      checkpoint: worker.phase === 'live' ? worker.checkpoint : null,
    }));
  }

  private async supervise(): Promise<void> {
    while (!this.stopped) {
      await this.pause(this.standbyRetryMs);
      if (this.stopped) return;
      await this.claim();
    }
  }

  /** Sleeps, but never past stop(). */
  private pause(ms: number): Promise<void> {
    return this.stopped ? Promise.resolve() : this.lifecycle.wait(ms);
  }

  private async claim(): Promise<void> {
    try {
      const client = await this.lockConnection();
      const waiting = [...this.workers.values()].filter(
        (worker) => !worker.owned && worker.phase !== 'disabled',
      );
      if (waiting.length === 0) {
        // Owners probe their lock connection so a silently dead one hands over promptly.
        await client.query('SELECT 1');
        return;
      }
      for (const worker of waiting) {
        if (this.stopped || this.lockClient !== client) return;
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [lockKeyOf(worker)],
        );
        if (rows[0].locked) this.takeOver(worker);
      }
    } catch (error) {
      this.ctx.logger.warn(errorContext(error), 'projection lock connection failed; retrying');
      this.lockLost(this.lockClient);
    }
  }

  private async lockConnection(): Promise<Client> {
    if (this.lockClient) return this.lockClient;
    const client = new Client({
      ...(this.options.pool.options as ClientConfig),
      application_name: `projection-runner:${process.pid}`,
      keepAlive: true,
    });
    client.on('error', (error) => {
      this.ctx.logger.warn(errorContext(error), 'projection lock connection lost');
      this.lockLost(client);
    });
    client.on('end', () => this.lockLost(client));
    this.lockClient = client;
    try {
      await client.connect();
    } catch (error) {
      this.lockLost(client);
      throw error;
    }
    return client;
  }

  private lockLost(client: Client | null): void {
    if (!client || this.lockClient !== client) return;
    this.lockClient = null;
    client.end().catch(() => undefined);
    for (const worker of this.workers.values()) {
      if (!worker.owned) continue;
      worker.owned = false;
      worker.phase = 'standby';
      this.ctx.logger.warn({ projection: worker.name }, 'projection ownership lost; standing by');
    }
    this.newEvents.fire();
  }

  private takeOver(worker: Worker): void {
    worker.owned = true;
    worker.phase = 'starting';
    worker.lease += 1;
    const lease = worker.lease;
    const previous = worker.loop;
    this.ctx.logger.info({ projection: worker.name }, 'projection owned');
    worker.loop = (async () => {
      await previous?.catch(() => undefined);
      await this.runOwned(worker, lease);
    })();
  }

  private owns(worker: Worker, lease: number): boolean {
    return !this.stopped && worker.owned && worker.lease === lease;
  }

  private async runOwned(worker: Worker, lease: number): Promise<void> {
    const { name } = worker;
    while (this.owns(worker, lease)) {
      try {
        if (worker.phase !== 'live' && !(await this.prepare(worker, lease))) return;
        await this.follow(worker, lease);
      } catch (error) {
        if (error instanceof Stale) {
          worker.phase = 'starting';
          continue;
        }
        if (error instanceof OwnershipLost || !this.owns(worker, lease)) return;
        worker.failures += 1;
        worker.phase = 'starting';
        const delay = Math.min(this.pollIntervalMs * 2 ** worker.failures, MAX_BACKOFF_MS);
        this.ctx.logger.error(
          { projection: name, failures: worker.failures, retryInMs: delay, ...errorContext(error) },
          'projection batch failed',
        );
        const message = String(error instanceof Error ? error.message : error);
        await (
          worker.subject.kind === 'projector'
            ? sql`UPDATE projection_state SET last_error = ${message}, last_error_at = now() WHERE name = ${name}`
            : sql`UPDATE reactor_state SET last_error = ${message}, last_error_at = now() WHERE name = ${name}`
        )
          .execute(this.ctx.db)
          .catch(() => undefined);
        await this.pause(delay);
      }
    }
  }

  private oneRebuildAtATime<T>(rebuild: () => Promise<T>): Promise<T> {
    const turn = this.rebuilds.then(rebuild, rebuild);
    this.rebuilds = turn.catch(() => undefined);
    return turn;
  }

  /** Loads the projector's state, building a generation first when there is none or the code's version is newer. */
  private async prepare(worker: Worker, lease: number): Promise<boolean> {
    if (worker.subject.kind === 'reactor') return this.prepareReactor(worker, worker.subject.reactor);
    const { projector } = worker.subject;
    for (;;) {
      if (!this.owns(worker, lease)) return false;
      const state = await readState(this.ctx.db, projector.name);
      if (state && state.version > projector.version) {
        this.ctx.logger.error(
          { projection: projector.name, stored: state.version, code: projector.version },
          'a newer version of this projector is live; this runner releases it to a runner with newer code',
        );
        worker.phase = 'disabled';
        worker.owned = false;
        await this.lockClient
          ?.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [ownerLockKey(projector.name)])
          .catch(() => undefined);
        return false;
      }
      if (state && state.version === projector.version) {
        worker.generation = state.active_generation;
        worker.checkpoint = state.checkpoint;
        worker.phase = 'live';
        return true;
      }
      try {
        this.ctx.logger.info(
          { projection: projector.name, from: state?.version ?? null, to: projector.version },
          'building projection generation',
        );
        await this.oneRebuildAtATime(() =>
          rebuildProjection(this.ctx, projector, {
            batchSize: this.rebuildBatchSize,
            notify: this.notify,
            publish: (batch) => this.publish(batch),
            onProgress: () => {
              if (!this.owns(worker, lease)) throw new OwnershipLost();
            },
          }),
        );
      } catch (error) {
        if (!(error instanceof RebuildInProgress)) throw error;
        await this.pause(this.standbyRetryMs);
      }
    }
  }

  private async follow(worker: Worker, lease: number): Promise<void> {
    let readAhead: Promise<RecordedEvent[]> | null = null;
    while (this.owns(worker, lease)) {
      const seen = this.newEvents.version;
      const events = await (readAhead ?? this.read(worker.checkpoint, this.batchSize));
      readAhead = null;
      if (!this.owns(worker, lease)) return;
      if (events.length === 0) {
        // A woken read can come up empty while an older transaction anywhere in the cluster holds the
        // log's visibility horizon back; re-read soon instead of waiting for the fallback poll.
        const retrySoon = Date.now() - this.wokenAt < WAKE_RETRY_WINDOW_MS;
        await this.newEvents.wait(
          retrySoon ? Math.min(WAKE_RETRY_MS, this.pollIntervalMs) : this.pollIntervalMs,
          seen,
        );
        continue;
      }
      const last = events[events.length - 1].position;
      if (events.length === this.batchSize) {
        readAhead = this.read(last, this.batchSize);
        readAhead.catch(() => undefined);
      }
      const batch = await this.commit(worker, events);
      worker.checkpoint = last;
      worker.failures = 0;
      this.commits.fire();
      if (batch) this.publish(batch);
    }
  }

  private read(after: Position, maxCount: number): Promise<RecordedEvent[]> {
    return readOrderedBatch(this.ctx.eventStore, after, maxCount);
  }

  /** A new reactor starts at the beginning of the log: what it reacts to (a process's own events) is all there. */
  private async prepareReactor(worker: Worker, reactor: Reactor): Promise<boolean> {
    await sql`INSERT INTO reactor_state (name) VALUES (${reactor.name}) ON CONFLICT (name) DO NOTHING`.execute(
      this.ctx.db,
    );
    const { rows } = await sql<{
      checkpoint: string;
    }>`SELECT checkpoint FROM reactor_state WHERE name = ${reactor.name}`.execute(this.ctx.db);
    worker.checkpoint = rows[0].checkpoint;
    worker.generation = 0;
    worker.phase = 'live';
    return true;
  }

  /**
   * Reacts first, then moves the checkpoint if nobody else did: a crash or a lost lock in between repeats the
   * reaction (at least once), never skips it.
   */
  private async commitReaction(worker: Worker, reactor: Reactor, events: RecordedEvent[]): Promise<null> {
    const handles = new Set(reactor.handles);
    const handled = events.filter((event) => handles.has(event.type));
    if (handled.length > 0) await reactor.react(handled);
    const last = events[events.length - 1].position;
    await this.ctx.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ checkpoint: string }>`
        SELECT checkpoint FROM reactor_state WHERE name = ${reactor.name} FOR UPDATE
      `.execute(trx);
      if (rows[0]?.checkpoint !== worker.checkpoint) throw new Stale();
      await sql`
        UPDATE reactor_state SET checkpoint = ${last}, updated_at = now(), last_error = NULL, last_error_at = NULL
        WHERE name = ${reactor.name}
      `.execute(trx);
    });
    return null;
  }

  private commit(worker: Worker, events: RecordedEvent[]): Promise<ProjectionBatch | null> {
    if (worker.subject.kind === 'reactor') return this.commitReaction(worker, worker.subject.reactor, events);
    const { projector } = worker.subject;
    const last = events[events.length - 1].position;
    return this.ctx.db.transaction().execute(async (trx) => {
      // Every writer of this projection (live batches, a rebuild's switch) takes this row lock first.
      const state = await readState(trx, projector.name, true);
      if (
        !state ||
        state.version !== projector.version ||
        state.active_generation !== worker.generation ||
        state.checkpoint !== worker.checkpoint
      ) {
        throw new Stale();
      }
      const applied = await applyBatch(
        trx,
        projector,
        generationSchema(projector.name, worker.generation),
        events,
      );
      await sql`
        UPDATE projection_state SET checkpoint = ${last}, updated_at = now(), last_error = NULL, last_error_at = NULL
        WHERE name = ${projector.name}
      `.execute(trx);
      if (applied.handled === 0) return null;
      const batch = projectionBatch(projector.name, last, applied.keys);
      if (this.notify) {
        await sql`SELECT pg_notify(${PROJECTION_BATCHES_CHANNEL}, ${notifyPayload(batch)})`.execute(trx);
      }
      return batch;
    });
  }

  private publish(batch: ProjectionBatch): void {
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch (error) {
        this.ctx.logger.error(
          { projection: batch.projection, ...errorContext(error) },
          'projection push listener failed',
        );
      }
    }
  }
}

function lockKeyOf(worker: Worker): string {
  return worker.subject.kind === 'projector' ? ownerLockKey(worker.name) : reactorLockKey(worker.name);
}

function positive(value: number, name: string): number {
  if (!Number.isFinite(value) || value <= 0)
    throw new ProjectionError(`${name} must be a positive number, got ${value}`);
  return value;
}
