// The end-to-end tests drive Debian's Chromium; install it when it is missing and we may (root).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium is missing at ${path}: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
  process.stdout.write("[setup] installing Debian's chromium for the end-to-end tests…\n");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
