// Runs before `npm start` and `npm test`: installs the workspaces when node_modules is missing or
// older than package-lock.json, so a fresh clone needs no separate install step.
// `npm ci`, not `npm install`: it installs exactly what the lock pins and never writes the lock, so a fresh
// clone's package-lock.json stays as committed (`npm install` rewrites it whenever its own resolution differs,
// as npm 11 did by dropping other platforms' optional binaries). The lock carries every platform's optional
// entries (@swc/core-darwin-…, @rolldown/binding-…), which `npm ci` needs; .ci/run checks the lock is unchanged.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  process.stdout.write('[setup] installing dependencies as package-lock.json pins them (npm ci)…\n');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    process.stderr.write(
      '[setup] npm ci failed. If you changed package.json, run "npm install" to update package-lock.json and commit both.\n',
    );
    process.exit(result.status ?? 1);
  }
}
