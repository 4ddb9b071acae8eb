/**
 * `npm start`: the whole product on embedded defaults. Starts PostgreSQL under .data/ unless
 * DATABASE_URL is set, migrates, builds the frontend when it is stale, then runs the API and the
 * projection runner as child processes and prints the URL to open.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  canConnect,
  startEmbeddedPostgres,
  EmbeddedServer,
  freePort,
} from '../src/platform/database/embedded-postgres';
import { DATA, DEV_JWT_SECRET_FILE, ROOT, writeRuntimeInfo } from './dev-runtime';
import { migrateAll } from './migrate';

const say = (line: string) => process.stdout.write(`[start] ${line}\n`);

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
    statSync(join(frontend, 'index.html')).mtimeMs,
  );
  if (!existsSync(index) || statSync(index).mtimeMs < sources) {
    say('building the frontend…');
    const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('frontend build failed');
  }
  return dist;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become healthy in time');
}

async function main(): Promise<void> {
  mkdirSync(DATA, { recursive: true });
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const preferred = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    const port = (await canConnect(`postgres://postgres:postgres@127.0.0.1:${preferred}/postgres`, 500))
      ? await freePort()
      : preferred;
    const dataDir = process.env.EMBEDDED_PG_DIR ?? join(DATA, 'pg');
    say(`starting embedded PostgreSQL (data in ${dataDir}, port ${port})…`);
    embedded = await startEmbeddedPostgres(dataDir, port);
    databaseUrl = await ensureDatabase(embedded.adminUrl, 'outreach');
  }

  await migrateAll(databaseUrl);

  const port = Number(process.env.PORT ?? 3000);
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const production = process.env.NODE_ENV === 'production';
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
  const node = (entry: string) =>
    spawn(process.execPath, ['--require', '@swc-node/register', join(ROOT, entry)], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });

  const api = node('backend/src/main.ts');
  const runner = node('projections/src/main.ts');
  const children = [api, runner];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await embedded?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  for (const child of children) child.on('exit', (code) => !stopping && void stop(code ?? 1));

  await waitForHealth(`http://127.0.0.1:${port}`, api);
  // Development tools (npm run token, the projections CLI) read where this run's database is; the embedded
  // server may have moved to a free port.
  if (!production) writeRuntimeInfo({ databaseUrl, publicUrl, pid: process.pid });
  say(`ready: open ${publicUrl}`);
  const standIns = [
    ...(process.env.GOOGLE_CLIENT_ID ? [] : ['Google']),
    ...(process.env.MICROSOFT_CLIENT_ID ? [] : ['Outlook']),
  ];
  if (!production && standIns.length > 0) {
    say(
      `${standIns.join(' and ')} sign-in use${standIns.length === 1 ? 's' : ''} the local development identity ` +
        `provider; sign in as ${env.ADMIN_EMAILS} to see /admin`,
    );
  }
}

export function run(): void {
  main().catch((error) => {
    process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

if (require.main === module) run();
