/**
 * `npm start`: the whole product on embedded defaults. Starts PostgreSQL under .data/ unless DATABASE_URL is
 * set, migrates, builds the frontend when it is stale, then runs the API and the projection runner as
 * supervised child processes (a child that dies is restarted; one that keeps dying ends the run) and prints a
 * short summary. SIGINT, SIGTERM and SIGHUP stop the API and the runner first, then the database.
 *
 * The children's JSON logs go to .data/logs/ (LOG_DIR), or to the terminal with `npm start -- --verbose` and
 * always when NODE_ENV=production, where a real supervisor collects stdout.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Client } from 'pg';
import {
  canConnect,
  EmbeddedServer,
  freePort,
  startEmbeddedPostgres,
  stopLeftoverPostgres,
} from '../src/platform/database/embedded-postgres';
import { runningChild, watchParent } from '../src/platform/process/child-process';
import { describeExit, Supervisor, SupervisorOutcome } from '../src/platform/process/supervisor';
import { DATA, DEV_JWT_SECRET_FILE, ROOT, writeRuntimeInfo } from '../src/platform/config/dev-runtime';
import { migrateAll } from './migrate';

const say = (line: string) => process.stdout.write(`[start] ${line}\n`);
const complain = (line: string) => process.stderr.write(`[start] ${line}\n`);
const shown = (path: string) => {
  const inside = relative(ROOT, path);
  return inside.startsWith('..') ? path : inside;
};

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function devSecret(): string {
  const file = DEV_JWT_SECRET_FILE;
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildFrontendIfStale(): string {
  const frontend = join(ROOT, 'frontend');
  const dist = join(frontend, 'dist');
  const index = join(dist, 'index.html');
  const sources = Math.max(
    newestMtime(join(frontend, 'src')),
    newestMtime(join(frontend, 'public')),
    statSync(join(frontend, 'index.html')).mtimeMs,
  );
  // The server render's bundle (site context) is built by the same command and must be as fresh as the page.
  const serverBundle = join(frontend, 'dist-ssr', 'entry-server.cjs');
  const stale = (file: string) => !existsSync(file) || statSync(file).mtimeMs < sources;
  if (stale(index) || stale(serverBundle)) {
    say('building the frontend…');
    const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('frontend build failed');
  }
  return dist;
}

/** A log file for one child, opened once per start; the previous start's file is kept as NAME.previous.log. */
function openLog(dir: string, name: string): { fd: number; path: string } {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.log`);
  if (existsSync(path)) renameSync(path, join(dir, `${name}.previous.log`));
  return { fd: openSync(path, 'a', 0o600), path };
}

/** True once /health answers; false when the supervisor stopped first or the time ran out. */
async function waitForHealth(url: string, supervisor: Supervisor, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !supervisor.isStopping) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** What the demo directory holds, as the API loaded it before listening (DIRECTORY_PRELOAD), for the summary. */
async function demoDirectory(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ companies: number; people: number; jobs: number }>(
      "SELECT companies, people, jobs FROM directory_meta WHERE id = 'demo'",
    );
    const meta = rows[0];
    if (!meta) return 'the bundled demo directory loads on the first search';
    const count = (n: number) => Number(n).toLocaleString('en-US');
    return (
      `${count(meta.companies)} companies, ${count(meta.people)} people and ${count(meta.jobs)} jobs loaded ` +
      '(the bundled demo directory: sample data, not real people)'
    );
  } catch {
    return 'the bundled demo directory loads on the first search';
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main(argv: string[]): Promise<void> {
  const verbose = argv.includes('--verbose');
  const production = process.env.NODE_ENV === 'production';
  const logsOnTerminal = production || verbose;
  const logDir = resolve(ROOT, process.env.LOG_DIR ?? join(DATA, 'logs'));
  mkdirSync(DATA, { recursive: true });

  // Until the children run, a stop signal is remembered and honoured between the setup steps, so nothing
  // started so far (the embedded database) is left behind.
  let embedded: EmbeddedServer | undefined;
  let supervisor: Supervisor | undefined;
  let requested: SupervisorOutcome | undefined;
  let ending: Promise<void> | undefined;

  const end = (outcome: SupervisorOutcome): Promise<void> =>
    (ending ??= (async () => {
      if (supervisor) await supervisor.stop(outcome);
      const final = supervisor ? await supervisor.finished : outcome;
      if (embedded) {
        say('stopping PostgreSQL…');
        await embedded.stop();
      }
      if (final.code === 0) say('stopped');
      else complain(`stopped: ${final.reason}`);
      process.exit(final.code);
    })());
  const requestStop = (outcome: SupervisorOutcome) => {
    requested ??= outcome;
    if (supervisor) void end(outcome);
  };
  const setupInterrupted = async (): Promise<boolean> => {
    if (!requested) return false;
    await end(requested);
    return true;
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!requested)
        say(`${signal} received: stopping the API and the projection runner, then the database…`);
      requestStop({ code: 0, reason: signal });
    });
  }
  // npm does not pass every signal on, and a parent killed outright passes none: a start whose parent is gone
  // stops everything rather than run on unseen.
  watchParent(() => {
    complain('the process that ran npm start is gone: stopping…');
    requestStop({ code: 1, reason: 'the parent process (npm) is gone' });
  });

  try {
    await setUp();
  } catch (error) {
    await end({ code: 1, reason: error instanceof Error ? error.message : String(error) });
  }

  async function setUp(): Promise<void> {
    let databaseUrl = process.env.DATABASE_URL;
    let dataSummary: string;
    if (!databaseUrl) {
      const dataDir = process.env.EMBEDDED_PG_DIR ?? join(DATA, 'pg');
      // A server a killed start left on this data directory would hold the preferred port.
      await stopLeftoverPostgres(dataDir);
      const preferred = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
      const port = (await canConnect(`postgres://postgres:postgres@127.0.0.1:${preferred}/postgres`, 500))
        ? await freePort()
        : preferred;
      say(`starting embedded PostgreSQL (data in ${shown(dataDir)}, port ${port})…`);
      const pgLog = logsOnTerminal ? undefined : openLog(logDir, 'postgres');
      embedded = await startEmbeddedPostgres(dataDir, port, {
        detached: true,
        log: pgLog ? (text) => writeSync(pgLog.fd, text) : undefined,
      });
      void embedded.exited.then((exit) => {
        if (ending) return;
        const reason = `embedded PostgreSQL ${describeExit(exit)}`;
        complain(`${reason}: stopping the API and the projection runner…`);
        embedded = undefined;
        requestStop({ code: 1, reason });
      });
      if (await setupInterrupted()) return;
      databaseUrl = await ensureDatabase(embedded.adminUrl, 'outreach');
      dataSummary = `PostgreSQL in ${shown(dataDir)} (port ${port})`;
    } else {
      dataSummary = `PostgreSQL at ${withoutPassword(databaseUrl)} (DATABASE_URL)`;
    }

    await migrateAll(databaseUrl);
    if (await setupInterrupted()) return;

    const port = Number(process.env.PORT ?? 3000);
    const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      PROJECTIONS: 'external',
      FRONTEND_DIST: process.env.FRONTEND_DIST ?? buildFrontendIfStale(),
      JWT_SECRET: process.env.JWT_SECRET ?? (production ? undefined : devSecret()),
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? (production ? undefined : 'admin@example.com'),
      SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
    };
    if (await setupInterrupted()) return;

    const logs = logsOnTerminal
      ? undefined
      : { api: openLog(logDir, 'api'), runner: openLog(logDir, 'runner') };
    // Each child in its own process group, so a Ctrl+C reaches only this process, which stops them in order;
    // the IPC channel tells a child when this process is gone (see stopWhenParentGoes).
    const node = (entry: string, log: { fd: number } | undefined): ChildProcess =>
      spawn(process.execPath, ['--require', '@swc-node/register', join(ROOT, entry)], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: log ? ['ignore', log.fd, log.fd, 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    supervisor = new Supervisor({
      children: [
        {
          name: 'the API',
          start: () => runningChild(node('backend/src/main.ts', logs?.api)),
          hint: logs ? `its log: ${shown(logs.api.path)}` : undefined,
        },
        {
          name: 'the projection runner',
          start: () => runningChild(node('projections/src/main.ts', logs?.runner)),
          hint: logs ? `its log: ${shown(logs.runner.path)}` : undefined,
        },
      ],
      log: say,
    });
    supervisor.start();
    void supervisor.finished.then((outcome) => end(outcome));
    if (requested) {
      void end(requested);
      return;
    }

    if (!(await waitForHealth(`http://127.0.0.1:${port}`, supervisor))) {
      if (!supervisor.isStopping) {
        await end({
          code: 1,
          reason: `the API did not answer ${publicUrl}/health within 120 s${logs ? ` (its log: ${shown(logs.api.path)})` : ''}`,
        });
      }
      return;
    }
    // Development tools (npm run token, the projections CLI) read where this run's database is; the embedded
    // server may have moved to a free port.
    if (!production) writeRuntimeInfo({ databaseUrl, publicUrl, pid: process.pid });

    const standIns = [
      ...(process.env.GOOGLE_CLIENT_ID ? [] : ['Google']),
      ...(process.env.MICROSOFT_CLIENT_ID ? [] : ['Outlook']),
    ];
    const storage = process.env.S3_BUCKET
      ? `files in the S3 bucket ${process.env.S3_BUCKET}`
      : `files in ${shown(resolve(ROOT, process.env.STORAGE_DIR ?? '.data/storage'))}`;
    const summary = [
      `ready: open ${publicUrl}`,
      ...(!production && standIns.length > 0
        ? [
            `  sign in  ${standIns.join(' and ')} sign-in use${standIns.length === 1 ? 's' : ''} the local ` +
              `development identity provider; sign in as ${env.ADMIN_EMAILS} to see /admin`,
          ]
        : []),
      `  data     ${dataSummary}; ${storage}`,
      `  demo     ${await demoDirectory(databaseUrl)}`,
      logs
        ? `  logs     ${shown(logs.api.path)}, ${shown(logs.runner.path)} (npm start -- --verbose shows them here)`
        : '  logs     JSON lines on this terminal',
      `  stop     Ctrl+C (or kill -TERM ${process.pid})`,
    ];
    for (const line of summary) say(line);
  }
}

export function run(argv: string[] = process.argv.slice(2)): void {
  main(argv).catch((error) => {
    complain(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

if (require.main === module) run();
