// Runs before `npm start` and `npm test`: installs the workspaces when node_modules is missing or
// older than package-lock.json, so a fresh clone needs no separate install step.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  process.stdout.write('[setup] installing dependencies (npm install)…\n');
  // Not `npm ci`: npm 11 leaves other platforms' optional binaries (@swc/core-darwin-…) out of the lock
  // file it writes, and `npm ci` then refuses that same lock file as out of sync.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
