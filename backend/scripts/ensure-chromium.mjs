// The end-to-end tests drive Debian's Chromium. When it is missing and we are root, this installs the chromium
// package and only the packages it depends on: no recommended ones (apt's default pulled in 125, systemd and
// avahi among them), and never an upgrade of a package already installed: if chromium would need one, it stops
// and says so. With Chromium present it does nothing and prints nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const install = ['install', '-y', '-qq', '--no-install-recommends', '--no-upgrade', 'chromium'];
const command = `apt-get ${install.filter((arg) => arg !== '-qq').join(' ')}`;

if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    fail(`Chromium is missing at ${path}: run "sudo ${command}" or set CHROMIUM_PATH.`);
  }
  say(
    `Chromium is missing at ${path}: installing Debian's chromium and the packages it depends on (${command})…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8' });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };

  apt(['update', '-qq']);
  // A dry run first: "Inst name (version …)" is a new package, "Inst name [installed version] (…)" an upgrade.
  const planned = apt(['--simulate', ...install])
    .split('\n')
    .filter((line) => line.startsWith('Inst '));
  const upgrades = planned.filter((line) => /^Inst \S+ \[/.test(line)).map((line) => line.split(' ')[1]);
  if (upgrades.length > 0) {
    fail(
      `installing chromium would upgrade ${upgrades.length} installed package(s) (${upgrades.join(', ')}); ` +
        `nothing was changed. Upgrade them yourself, or install Chromium and set CHROMIUM_PATH.`,
    );
  }
  apt(install);
  if (!existsSync(path)) fail(`apt-get installed chromium but ${path} is still missing: set CHROMIUM_PATH.`);
  say(`installed chromium and ${planned.length - 1} package(s) it depends on; nothing upgraded.`);
}

function say(message) {
  process.stdout.write(`[setup] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[setup] ${message}\n`);
  process.exit(1);
}
