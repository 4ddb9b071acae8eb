import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppendFigures } from './append-scenario';
import { parseBenchOptions, type BenchOptions, type ScenarioName, type SystemName } from './bench-options';
import { markdownReport, type BenchResults } from './bench-report';
import { admin, benchServer, log, stampOf, withDatabase } from './bench-server';
import type { CatchUpFigures } from './bench-system';
import { startCpuMeasurement, type CpuFigures } from './cpu-usage';
import type { WorkerTask } from './bench-worker';
import { round } from './latency-stats';
import type { PushLagFigures } from './push-lag-scenario';

const TASK_TIMEOUT_MS = 15 * 60_000;

/** A forked bench-worker.ts answering tasks over IPC. */
class Worker {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  constructor(readonly name: string) {
    this.child = fork(join(__dirname, 'bench-worker.ts'), [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: { id: number; result?: unknown; error?: string }) => {
      const pending = this.waiting.get(reply.id);
      if (!pending) return;
      this.waiting.delete(reply.id);
      if (reply.error !== undefined) pending.reject(new Error(`[${this.name}] ${reply.error}`));
      else pending.resolve(reply.result);
    });
    this.child.on('exit', (code) => {
      for (const pending of this.waiting.values())
        pending.reject(new Error(`[${this.name}] worker exited with ${code}`));
      this.waiting.clear();
    });
  }

  run<T>(message: WorkerTask): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`[${this.name}] ${message.task} took longer than ${TASK_TIMEOUT_MS / 60_000} min`));
      }, TASK_TIMEOUT_MS);
      this.waiting.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolvePromise(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.child.send({ id, message });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || !this.child.connected) return;
    await this.run({ task: 'close' }).catch(() => undefined);
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** Flushes dirty pages so a checkpoint does not land inside the next measurement. */
const checkpoint = (adminUrl: string) => admin(adminUrl, (client) => client.query('CHECKPOINT'));

function emmettVersion(): string {
  // The package's exports hide package.json; its entry point sits in dist/ next to it.
  const entry = require.resolve('@event-driven-io/emmett-postgresql');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

const fmt = (value: number | null, digits = 0) =>
  value === null || !Number.isFinite(value) ? '–' : round(value, digits).toLocaleString('en-US');

const cpuText = (cpu: CpuFigures) =>
  `CPU % of a core: worker ${fmt(cpu.worker)}, postgres ${fmt(cpu.postgres)}, machine ${fmt(cpu.machine)}`;

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const startedAt = new Date();
  const stamp = stampOf(startedAt);
  const { adminUrl, embedded } = await benchServer(options.databaseUrl);

  const serverVersion = await admin(
    adminUrl,
    async (client) => (await client.query('SHOW server_version')).rows[0].server_version,
  );
  const settings = await admin(adminUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT name, setting FROM pg_settings WHERE name IN ('shared_buffers', 'synchronous_commit', 'fsync')`,
    );
    return Object.fromEntries(rows.map((row: { name: string; setting: string }) => [row.name, row.setting]));
  });
  const environment: Record<string, string | number> = {
    date: startedAt.toISOString(),
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    postgres: `${serverVersion}${embedded ? ' (embedded)' : ''}`,
    'synchronous_commit/fsync': `${settings.synchronous_commit}/${settings.fsync}`,
    emmett: emmettVersion(),
  };
  const background = startCpuMeasurement();
  await new Promise((done) => setTimeout(done, 1000));
  const idle = background();
  Object.assign(environment, { 'machine CPU before run (% of a core)': round(idle.machine, 0) });
  log(
    `# bench ${Object.entries(environment)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  log(`# options ${JSON.stringify({ ...options, databaseUrl: undefined })}`);

  const databases: string[] = [];
  const database = async (system: SystemName, scenario: string): Promise<string> => {
    const name = `bench_${stamp}_${system}_${scenario}`;
    if (!databases.includes(name)) {
      await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      databases.push(name);
    }
    return withDatabase(adminUrl, name);
  };
  const wants = (scenario: ScenarioName) => options.scenarios.includes(scenario);
  const workers = new Map<SystemName, Worker>(options.systems.map((system) => [system, new Worker(system)]));
  const worker = (system: SystemName) => workers.get(system) as Worker;
  let runnerWorker: Worker | null = null;

  const results: BenchResults = {
    environment,
    options: { ...options, databaseUrl: undefined },
    appends: {},
    catchUp: { events: options.events },
    push: {},
  };

  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await runnerWorker?.stop().catch(() => undefined);
    await Promise.all([...workers.values()].map((w) => w.stop().catch(() => undefined)));
    if (!options.keepDatabases) {
      for (const name of databases) {
        await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(
          (error) => log(`could not drop ${name}: ${String(error)}`),
        );
      }
    } else if (databases.length > 0) {
      log(`kept databases: ${databases.join(', ')}`);
    }
    await embedded?.stop();
  };
  process.once('SIGINT', () => {
    log('interrupted: dropping the bench databases');
    void cleanup().finally(() => process.exit(130));
  });

  try {
    if (wants('appends')) await runAppends(options, adminUrl, database, worker, results);
    if (wants('rebuild')) await runCatchUp(options, adminUrl, database, worker, results);
    if (wants('push')) await runPush(options, database, worker, results);
    if (wants('notify') && options.systems.includes('ours') && options.notifyPollMs.length > 0) {
      runnerWorker = new Worker('ours-runner');
      await runNotify(options, database, worker('ours'), runnerWorker, results);
    }
  } finally {
    await cleanup();
  }

  const markdown = markdownReport(results);
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', `bench-${stamp}`);
  writeFileSync(`${file}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${file}.md`, markdown);
  log('');
  log(markdown);
  log(`saved ${file}.json and ${file}.md`);
}

type DatabaseFor = (system: SystemName, scenario: string) => Promise<string>;
type WorkerFor = (system: SystemName) => Worker;

async function runAppends(
  options: BenchOptions,
  adminUrl: string,
  database: DatabaseFor,
  worker: WorkerFor,
  results: BenchResults,
): Promise<void> {
  log(`\n## appends: ${options.warmup} s warm-up + ${options.seconds} s per cell, pool ${options.poolSize}`);
  for (const system of options.systems) {
    await worker(system).run({
      task: 'prime',
      system,
      url: await database(system, 'append'),
      poolSize: options.poolSize,
    });
  }
  log('(each system primed with 1 s of appends)');
  let cellIndex = 0;
  for (const eventsPerAppend of options.eventsPerAppend) {
    for (const writers of options.writers) {
      // Alternate which system goes first so neither always runs on a warmer or busier server.
      const order = cellIndex % 2 === 0 ? options.systems : [...options.systems].reverse();
      for (const system of order) {
        const url = await database(system, 'append');
        await checkpoint(adminUrl);
        const figures = await worker(system).run<AppendFigures>({
          task: 'append',
          system,
          url,
          poolSize: options.poolSize,
          cell: {
            cell: `a${cellIndex}`,
            writers,
            eventsPerAppend,
            streamsPerWriter: options.streamsPerWriter,
            warmupSeconds: options.warmup,
            seconds: options.seconds,
          },
        });
        (results.appends[system] ??= []).push(figures);
        log(
          `${system.padEnd(6)} ${eventsPerAppend} ev × ${String(writers).padStart(2)} writers: ${fmt(figures.appendsPerSecond)} appends/s, ` +
            `${fmt(figures.eventsPerSecond)} events/s, p50 ${fmt(figures.latencyMs.p50, 2)} ms, p99 ${fmt(figures.latencyMs.p99, 2)} ms` +
            (figures.errors > 0 ? `, ${figures.errors} errors (${figures.firstError})` : '') +
            (figures.cpu ? `; ${cpuText(figures.cpu)}` : ''),
        );
      }
      cellIndex += 1;
    }
  }
}

async function runCatchUp(
  options: BenchOptions,
  adminUrl: string,
  database: DatabaseFor,
  worker: WorkerFor,
  results: BenchResults,
): Promise<void> {
  log(`\n## catch-up of the clubs list over ${fmt(options.events)} events, ${options.clubs} clubs`);
  for (const system of options.systems) {
    const url = await database(system, 'rebuild');
    const seeded = await worker(system).run<{ seconds: number }>({
      task: 'seed',
      system,
      url,
      poolSize: options.poolSize,
      events: options.events,
      clubs: options.clubs,
    });
    log(
      `${system.padEnd(6)} seeded ${fmt(options.events)} events in ${fmt(seeded.seconds, 1)} s (not measured)`,
    );
    await checkpoint(adminUrl);
    const { figures, cpu } = await worker(system).run<{ figures: CatchUpFigures[]; cpu: CpuFigures }>({
      task: 'catch-up',
      system,
      url,
      poolSize: options.poolSize,
      batchSize: options.rebuildBatchSize,
      capSeconds: options.catchUpCapSeconds,
    });
    results.catchUp[system] = figures;
    (results.catchUp.cpu ??= {})[system] = cpu;
    log(`${system.padEnd(6)} catch-up ${cpuText(cpu)}`);
    for (const f of figures) {
      log(
        `${system.padEnd(6)} ${f.label}: ${fmt(f.events)} events in ${fmt(f.seconds, 1)} s = ${fmt(f.eventsPerSecond)} events/s` +
          `${f.complete ? '' : ` (incomplete: ${f.note ?? 'unknown'})`}; clubs_list ${f.rows} rows, ${fmt(f.signups)} sign-ups`,
      );
    }
  }
}

function pushSettings(options: BenchOptions) {
  return {
    rate: options.pushRate,
    seconds: options.pushSeconds,
    clubs: options.pushClubs,
    maxInFlight: 1000,
    emmettBatchSize: options.emmettPushBatchSize,
    emmettPullingMs: options.emmettPushPullingMs,
  };
}

function logPush(system: string, figures: PushLagFigures): void {
  log(
    `${system.padEnd(6)} ${figures.label}: ${fmt(figures.appends)} appends at ${fmt(figures.appendsPerSecond)}/s, ${fmt(figures.pushes)} pushes, ` +
      `lag p50 ${fmt(figures.lagMs.p50, 1)} ms, p99 ${fmt(figures.lagMs.p99, 1)} ms, max ${fmt(figures.lagMs.max, 1)} ms` +
      (figures.missed > 0 ? `, ${figures.missed} never pushed` : '') +
      (figures.errors > 0 ? `, ${figures.errors} append errors (${figures.firstError})` : '') +
      (figures.cpu ? `; ${cpuText(figures.cpu)}` : ''),
  );
}

async function runPush(
  options: BenchOptions,
  database: DatabaseFor,
  worker: WorkerFor,
  results: BenchResults,
): Promise<void> {
  log(
    `\n## push lag: ${options.pushRate} appends/s for ${options.pushSeconds} s over ${options.pushClubs} clubs`,
  );
  for (const system of options.systems) {
    const url = await database(system, 'push');
    const label =
      system === 'ours'
        ? 'in-process: append → runner.wake() → batch commit → publish → socket.io'
        : `consumer + projector (batch ${options.emmettPushBatchSize}, pulling ${options.emmettPushPullingMs} ms) → emit after commit → socket.io`;
    const figures = await worker(system).run<PushLagFigures>({
      task: 'push',
      system,
      url,
      poolSize: options.poolSize,
      label,
      mode: 'in-process',
      settings: pushSettings(options),
    });
    (results.push[system] ??= []).push(figures);
    logPush(system, figures);
  }
}

async function runNotify(
  options: BenchOptions,
  database: DatabaseFor,
  api: Worker,
  runner: Worker,
  results: BenchResults,
): Promise<void> {
  log(
    `\n## push lag across processes: API process append + NOTIFY es_appended → runner process wake → NOTIFY projection_batches → API process LISTEN → socket.io`,
  );
  const url = await database('ours', 'notify');
  await api.run({
    task: 'push-prepare',
    system: 'ours',
    url,
    poolSize: options.poolSize,
    clubs: options.pushClubs,
  });
  for (const pollMs of options.notifyPollMs) {
    await runner.run({ task: 'runner-start', url, poolSize: options.poolSize, pollMs });
    try {
      const figures = await api.run<PushLagFigures>({
        task: 'push',
        system: 'ours',
        url,
        poolSize: options.poolSize,
        label: `cross-process: append → NOTIFY es_appended → runner wake() → batch commit → NOTIFY projection_batches → API LISTEN → socket.io (runner poll ${pollMs} ms)`,
        mode: 'notify',
        settings: pushSettings(options),
      });
      (results.push.ours ??= []).push(figures);
      logPush('ours', figures);
    } finally {
      await runner.run({ task: 'runner-stop' });
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
