import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canConnect, freePort, startEmbeddedPostgres, EmbeddedServer } from '../database/embedded-postgres';
import { TEST_SERVER_FILE } from './test-server';

const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

declare global {
  var __EMBEDDED_TEST_PG__: EmbeddedServer | undefined;
}

/** Uses TEST_DATABASE_URL, else the machine's PostgreSQL, else starts embedded-postgres for this run. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(dirname(TEST_SERVER_FILE), { recursive: true });
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && (await canConnect(MACHINE_POSTGRES))) adminUrl = MACHINE_POSTGRES;
  if (!adminUrl) {
    const server = await startEmbeddedPostgres(join(dirname(TEST_SERVER_FILE), 'test-pg'), await freePort());
    globalThis.__EMBEDDED_TEST_PG__ = server;
    adminUrl = server.adminUrl;
    process.stdout.write(`\nTests use embedded PostgreSQL at ${adminUrl}\n`);
  }
  writeFileSync(TEST_SERVER_FILE, JSON.stringify({ adminUrl }));
}
