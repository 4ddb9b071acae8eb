/**
 * Where `npm start` leaves what development tools need: the generated JWT key and this run's database. Read by
 * `npm run token` and the projections CLI, so both find the running product without DATABASE_URL.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..', '..');
export const DATA = join(ROOT, '.data');
/** RUNTIME_INFO_FILE moves it, so a second product (the Playwright run) does not hide the developer's. */
export const RUNTIME_FILE = process.env.RUNTIME_INFO_FILE ?? join(DATA, 'runtime.json');
export const DEV_JWT_SECRET_FILE = join(DATA, 'dev-jwt-secret');

export interface RuntimeInfo {
  databaseUrl: string;
  publicUrl: string;
  pid: number;
}

export function writeRuntimeInfo(info: RuntimeInfo, file = RUNTIME_FILE): void {
  writeFileSync(file, JSON.stringify(info, null, 2), { mode: 0o600 });
}

export function readRuntimeInfo(file = RUNTIME_FILE): RuntimeInfo | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
  } catch {
    return null;
  }
}

export function readDevSecret(file = DEV_JWT_SECRET_FILE): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
