/**
 * `npm start` as a developer and a supervisor see it: the real npm script, its API and projection runner
 * children, and signals sent by pid. Fresh databases keep it off the developer's .data/.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@outreach/backend/platform/database/embedded-postgres';
import { createTestDatabase, TestDatabase } from '@outreach/backend/platform/testing/test-database';

const ROOT = join(__dirname, '..', '..');
const PAGE = '<!doctype html><title>Outreach test page</title>';

interface Product {
  npm: ChildProcess;
  port: number;
  logDir: string;
  output: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every process below pid, from ps: pid, parent and command line. */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map(([, child, parent, args]) => ({ pid: Number(child), ppid: Number(parent), args }));
  const found: { pid: number; args: string }[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, args: row.args });
      queue.push(row.pid);
    }
  }
  return found;
}

/** Running, as opposed to gone or a zombie that nobody reaped yet. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function until<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = 90_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  let work: string;
  const products: Product[] = [];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'npm-start-'));
    // As root the embedded server runs as the postgres user, which must reach its data directory in here.
    chmodSync(work, 0o755);
    mkdirSync(join(work, 'frontend'));
    writeFileSync(join(work, 'frontend', 'index.html'), PAGE);
  });

  afterAll(() => {
    // A failed test must not leave its product running: whatever is still there is killed by pid.
    for (const product of products) {
      for (const { pid } of product.npm.pid ? descendants(product.npm.pid) : []) {
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
      if (product.npm.pid && alive(product.npm.pid)) product.npm.kill('SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  });

  async function start(name: string, env: Record<string, string>): Promise<Product> {
    const port = await freePort();
    const logDir = join(work, name, 'logs');
    let output = '';
    let stderr = '';
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? work,
        NODE_ENV: 'development',
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        FRONTEND_DIST: join(work, 'frontend'),
        RUNTIME_INFO_FILE: join(work, name, 'runtime.json'),
        LOG_DIR: logDir,
        JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
        // The demo directory loads on the first search: each API start (and restart) is quicker.
        DIRECTORY_PRELOAD: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stderr += chunk.toString();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const product = { npm, port, logDir, output: () => output, stderr: () => stderr, exited };
    products.push(product);
    return product;
  }

  const child = (product: Product, entry: string) =>
    until(`a process running ${entry}`, () =>
      descendants(product.npm.pid as number).find((process) => process.args.includes(entry)),
    );

  /** The JSON log lines of one child at warn level or above. */
  const warnings = (product: Product, name: string) =>
    readFileSync(join(product.logDir, `${name}.log`), 'utf8')
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line));

  /** SIGTERM to npm alone: every process of the tree, restarted ones included, is gone once npm has exited. */
  async function stopWithNpm(product: Product, signal: NodeJS.Signals) {
    const tree = descendants(product.npm.pid as number);
    expect(tree.length).toBeGreaterThanOrEqual(3);
    product.npm.kill(signal);
    const exit = await product.exited;
    await until('every process of the tree to be gone', () => tree.every(({ pid }) => !alive(pid)), 15_000);
    return { exit, tree };
  }

  it(
    'restarts the API and the runner when each is killed with SIGKILL, answers again, and leaves no process ' +
      'behind when npm gets SIGTERM',
    async () => {
      const tdb: TestDatabase = await createTestDatabase();
      try {
        const product = await start('machine', { DATABASE_URL: tdb.url });
        await until('the ready line', () => product.output().includes('[start] ready: open'));
        expect(product.output()).toContain(`logs     ${join(product.logDir, 'api.log')}`);

        // curl's Accept: */* gets the page; a client naming JSON, and an API route, keep their JSON answers.
        const page = await fetch(`http://127.0.0.1:${product.port}/`, { headers: { accept: '*/*' } });
        expect(page.status).toBe(200);
        expect(await page.text()).toBe(PAGE);
        const json = await fetch(`http://127.0.0.1:${product.port}/`, {
          headers: { accept: 'application/json' },
        });
        expect(json.status).toBe(404);
        const api = await fetch(`http://127.0.0.1:${product.port}/contacts`, { headers: { accept: '*/*' } });
        expect(api.status).toBe(401);
        expect(await api.json()).toMatchObject({ code: 'HTTP.401' });

        const firstApi = await child(product, 'backend/src/main.ts');
        process.kill(firstApi.pid, 'SIGKILL');
        await until('the API to be restarted', () => product.output().includes('restarted the API (pid'));
        expect(product.output()).toContain(
          'the API was killed by SIGKILL; restarting it in 0.5 s (crash 1; 5 within 60 s end the run)',
        );
        await until('the restarted API to answer', () => healthy(product.port));
        expect((await child(product, 'backend/src/main.ts')).pid).not.toBe(firstApi.pid);

        const firstRunner = await child(product, 'projections/src/main.ts');
        process.kill(firstRunner.pid, 'SIGKILL');
        await until('the runner to be restarted', () =>
          product.output().includes('restarted the projection runner (pid'),
        );
        await until(
          'the restarted runner to start',
          () =>
            readFileSync(join(product.logDir, 'runner.log'), 'utf8').split('projection runner started')
              .length -
              1 ===
            2,
        );
        expect(await healthy(product.port)).toBe(true);

        const { exit } = await stopWithNpm(product, 'SIGTERM');
        expect(exit.code).toBe(0);
        expect(product.output()).toContain('[start] stopped');
        expect(product.stderr()).toBe('');
      } finally {
        await tdb.drop();
      }
    },
    180_000,
  );

  it(
    'on embedded PostgreSQL, stops the API and the runner before the database on SIGINT, with no error or ' +
      'warning anywhere',
    async () => {
      const product = await start('embedded', {
        EMBEDDED_PG_DIR: join(work, 'embedded', 'pg'),
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      await until('the ready line', () => product.output().includes('[start] ready: open'), 150_000);
      const postgres = descendants(product.npm.pid as number).find((process) =>
        process.args.includes(join(work, 'embedded', 'pg')),
      );
      expect(postgres).toBeDefined();

      const { exit, tree } = await stopWithNpm(product, 'SIGINT');
      expect(exit.code).toBe(0);
      expect(tree.map(({ pid }) => pid)).toContain(postgres?.pid);
      expect(product.output()).toMatch(
        /SIGINT received: stopping the API and the projection runner, then the database…\n\[start\] stopping PostgreSQL…\n\[start\] stopped\n/,
      );
      expect(product.stderr()).toBe('');
      expect(warnings(product, 'api')).toEqual([]);
      expect(warnings(product, 'runner')).toEqual([]);
      // Connections closed before the server stopped: no client was cut off by the shutdown.
      const serverLog = readFileSync(join(product.logDir, 'postgres.log'), 'utf8');
      expect(serverLog).toContain('received fast shutdown request');
      expect(serverLog).not.toMatch(/^.*(ERROR|FATAL|WARNING|PANIC):.*$/m);
    },
    240_000,
  );

  it('ends with a non-zero exit and the reason when the API cannot start, never a hang', async () => {
    const tdb: TestDatabase = await createTestDatabase();
    try {
      const product = await start('misconfigured', { DATABASE_URL: tdb.url, JWT_SECRET: 'too-short' });
      let timer: NodeJS.Timeout | undefined;
      const exit = await Promise.race([
        product.exited,
        new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), 60_000))),
      ]);
      clearTimeout(timer);
      expect(exit).toEqual({ code: 1, signal: null });
      expect(product.stderr()).toContain(
        '[start] stopped: the API exited with code 2, which means its configuration is wrong; restarting ' +
          `cannot help (its log: ${join(product.logDir, 'api.log')})`,
      );
      expect(readFileSync(join(product.logDir, 'api.log'), 'utf8')).toContain('JWT_SECRET');
      expect(existsSync(join(work, 'misconfigured', 'runtime.json'))).toBe(false);
    } finally {
      await tdb.drop();
    }
  }, 90_000);
});
