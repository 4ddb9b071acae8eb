import { Pool } from 'pg';
import { listen, type Listener } from '@outreach/backend/platform/database/listen';
import { APPENDED_CHANNEL } from '@outreach/backend/platform/event-store/appended-signal';
import { clubsListProjector } from '@outreach/projections/clubs-list/clubs-list.projector';
import { listenProjectionBatches } from '@outreach/projections/runner/projection-batch-listener';
import { ProjectionRunner } from '@outreach/projections/runner/projection-runner';
import { readState } from '@outreach/projections/runner/projection-schema';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { projectionContext } from '@outreach/projections/runner/projection-context';
import type { SystemName } from './bench-options';
import type { BenchSystem, PushBatch, PushPipeline, PushSettings } from './bench-system';
import { runAppendCell, type AppendCell } from './append-scenario';
import { EmmettSystem } from './emmett-system';
import { OurSystem, quietLogger } from './our-system';
import { startCpuMeasurement } from './cpu-usage';
import { sleep } from './latency-stats';
import { measurePushLag, preparePushClubs, type PushLagSettings } from './push-lag-scenario';

/*
 * One worker process per system, driven over IPC by bench.ts. Separate processes keep Emmett's global pg
 * type parsers (bigint, JSON revivers) away from our code and give each system a fresh heap and JIT.
 */

export type WorkerTask =
  | { task: 'append'; system: SystemName; url: string; poolSize: number; cell: AppendCell }
  | { task: 'seed'; system: SystemName; url: string; poolSize: number; events: number; clubs: number }
  | {
      task: 'catch-up';
      system: SystemName;
      url: string;
      poolSize: number;
      batchSize: number;
      capSeconds: number;
    }
  | {
      task: 'push';
      system: SystemName;
      url: string;
      poolSize: number;
      label: string;
      mode: 'in-process' | 'notify';
      settings: PushLagSettings & PushSettings;
    }
  | { task: 'push-prepare'; system: SystemName; url: string; poolSize: number; clubs: number }
  | { task: 'prime'; system: SystemName; url: string; poolSize: number }
  | { task: 'runner-start'; url: string; poolSize: number; pollMs: number }
  | { task: 'runner-stop' }
  | { task: 'close' };

const systems = new Map<string, BenchSystem>();

/** signalAppends: our appends NOTIFY es_appended, as the API's do when the runner is a separate process. */
async function systemFor(
  name: SystemName,
  url: string,
  poolSize: number,
  signalAppends = false,
): Promise<BenchSystem> {
  const existing = systems.get(url);
  if (existing) return existing;
  const system =
    name === 'ours'
      ? await OurSystem.open(url, poolSize, { signalAppends })
      : await EmmettSystem.open(url, poolSize);
  systems.set(url, system);
  return system;
}

let standalone: {
  runner: ProjectionRunner;
  appended: Listener;
  pool: Pool;
  store: PostgresEventStore;
} | null = null;

/** The separate projection process of production (projections/src/main.ts): notify on, woken by es_appended. */
async function startStandaloneRunner(url: string, poolSize: number, pollMs: number): Promise<void> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  const store = new PostgresEventStore(pool);
  const runner = new ProjectionRunner({
    pool,
    eventStore: store,
    projectors: [clubsListProjector],
    notify: true,
    pollIntervalMs: pollMs,
    logger: quietLogger,
  });
  await runner.start();
  const appended = await listen({
    connection: { connectionString: url },
    channel: APPENDED_CHANNEL,
    onNotification: () => runner.wake(),
    onReconnect: () => runner.wake(),
  });
  await runner.waitFor(clubsListProjector.name, await store.headPosition(), 60_000);
  standalone = { runner, appended, pool, store };
}

/** The API side of the NOTIFY path: LISTEN projection_batches and forward each batch to the sockets. */
async function notifyPipeline(url: string, publish: (batch: PushBatch) => void): Promise<PushPipeline> {
  const pool = new Pool({ connectionString: url, max: 1 });
  const db = projectionContext(pool, new PostgresEventStore(pool)).db;
  const listener = await listenProjectionBatches({ connection: { connectionString: url }, onBatch: publish });
  return {
    afterAppend: () => undefined,
    caughtUp: async (position, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = await readState(db, clubsListProjector.name);
        if (state && state.checkpoint >= position) return true;
        if (Date.now() >= deadline) return false;
        await sleep(10);
      }
    },
    stop: async () => {
      await listener.stop();
      await pool.end();
    },
  };
}

async function run(message: WorkerTask): Promise<unknown> {
  switch (message.task) {
    case 'append': {
      const system = await systemFor(message.system, message.url, message.poolSize);
      const cpu = startCpuMeasurement(new URL(message.url).pathname.slice(1));
      const figures = await runAppendCell(system, message.cell);
      return { ...figures, cpu: cpu() };
    }
    case 'seed': {
      const system = await systemFor(message.system, message.url, message.poolSize);
      const started = performance.now();
      await system.seed(message.events, message.clubs);
      return { seconds: (performance.now() - started) / 1000 };
    }
    case 'catch-up': {
      const system = await systemFor(message.system, message.url, message.poolSize);
      const cpu = startCpuMeasurement(new URL(message.url).pathname.slice(1));
      const figures = await system.catchUp({ batchSize: message.batchSize, capSeconds: message.capSeconds });
      return { figures, cpu: cpu() };
    }
    case 'prime': {
      // Warms the pool, the server's caches and the JIT, and gives the tables rows before the first cell.
      const system = await systemFor(message.system, message.url, message.poolSize);
      await runAppendCell(system, {
        cell: 'prime',
        writers: 4,
        eventsPerAppend: 1,
        streamsPerWriter: 50,
        warmupSeconds: 0,
        seconds: 1,
      });
      return null;
    }
    case 'push-prepare': {
      // Only the cross-process run prepares ahead of the push task; its appends signal the runner process.
      return preparePushClubs(
        await systemFor(message.system, message.url, message.poolSize, true),
        message.clubs,
      );
    }
    case 'push': {
      const system = await systemFor(
        message.system,
        message.url,
        message.poolSize,
        message.mode === 'notify',
      );
      if (message.mode === 'in-process') await preparePushClubs(system, message.settings.clubs);
      const cpu = startCpuMeasurement(new URL(message.url).pathname.slice(1));
      const figures = await measurePushLag(system, message.label, message.settings, (publish) =>
        message.mode === 'notify'
          ? notifyPipeline(message.url, publish)
          : system.startPush(publish, message.settings),
      );
      return { ...figures, cpu: cpu() };
    }
    case 'runner-start':
      await startStandaloneRunner(message.url, message.poolSize, message.pollMs);
      return null;
    case 'runner-stop':
      if (standalone) {
        await standalone.runner.stop();
        await standalone.appended.stop();
        await standalone.store.close();
        await standalone.pool.end();
        standalone = null;
      }
      return null;
    case 'close':
      for (const system of systems.values()) await system.close();
      systems.clear();
      return null;
    default: {
      const _never: never = message;
      throw new Error(`Unknown task ${JSON.stringify(_never)}`);
    }
  }
}

process.on('message', (raw: { id: number; message: WorkerTask }) => {
  run(raw.message).then(
    (result) => process.send?.({ id: raw.id, result }),
    (error: unknown) =>
      process.send?.({
        id: raw.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
