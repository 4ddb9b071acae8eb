/**
 * The product as Playwright sees it: the same launcher as `npm start`, on its own port and, when the
 * machine has PostgreSQL, on a fresh database so every run starts empty.
 */
import { join } from 'node:path';
import { Client } from 'pg';
import { canConnect } from '../../backend/src/platform/database/embedded-postgres';
import { run } from '../../backend/scripts/start';

const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL && (await canConnect(MACHINE_POSTGRES))) {
    const name = `e2e_${Date.now()}_${process.pid}`;
    const client = new Client({ connectionString: MACHINE_POSTGRES });
    await client.connect();
    const stale = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'e2e\\_%'",
    );
    // Without FORCE: a database another run's server still holds connections to is in use, so it stays; only
    // the ones left by finished or killed runs go. A database made in the last hour is left alone too: another
    // run may have just created it and not connected yet (two runs side by side lost theirs that way).
    const hourAgo = Date.now() - 3_600_000;
    for (const { datname } of stale.rows) {
      const createdAt = Number(/^e2e_(\d+)_/.exec(datname)?.[1] ?? 0);
      if (createdAt > hourAgo) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
  }
  process.env.EMBEDDED_PG_DIR ??= join(__dirname, '..', '..', '.data', 'e2e-pg');
  process.env.RUNTIME_INFO_FILE ??= join(__dirname, '..', '..', '.data', 'e2e-runtime.json');
  process.env.LOG_DIR ??= join(__dirname, '..', '..', '.data', 'e2e-logs');
  run();
}

void main();
