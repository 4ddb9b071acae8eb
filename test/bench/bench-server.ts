import { resolve } from 'node:path';
import { Client } from 'pg';
import {
  canConnect,
  freePort,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '@outreach/backend/platform/database/embedded-postgres';

export const log = (line: string) => process.stdout.write(`${line}\n`);

/** The server a bench creates its databases on; embedded is set when it had to be started. */
export interface BenchServer {
  adminUrl: string;
  embedded: EmbeddedServer | null;
}

/** The PostgreSQL at url, or, when it is unreachable, embedded-postgres under .data/bench-postgres. */
export async function benchServer(url: string): Promise<BenchServer> {
  if (await canConnect(url)) return { adminUrl: url, embedded: null };
  log(`PostgreSQL at ${url} is unreachable; starting embedded-postgres under .data/bench-postgres`);
  const embedded = await startEmbeddedPostgres(resolve('.data/bench-postgres'), await freePort());
  return { adminUrl: embedded.adminUrl, embedded };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs work on a short-lived connection of its own, as CREATE and DROP DATABASE need. */
export async function admin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A date as yyyymmddhhmmss, for names of databases and result files. */
export const stampOf = (date: Date): string => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
