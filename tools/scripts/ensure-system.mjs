// Installs what the test suite needs from Debian when the machine lacks it (and we are root), or says
// clearly what to install. Browsers are never downloaded: Playwright, Storybook and Lighthouse all use
// Debian's Chromium at /usr/bin/chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let updated = false;

function aptInstall(packages) {
  if (!updated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    updated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensure(name, present, packages, hint) {
  if (present()) return true;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log(`[ensure-system] installing ${packages.join(' ')} (${name} is missing)`);
    aptInstall(packages);
    if (present()) return true;
  }
  console.error(`[ensure-system] ${name} is missing. ${hint}`);
  return false;
}

const hasPostgres = () =>
  (existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))) ||
  spawnSync('which', ['initdb']).status === 0;

const wanted = process.argv.slice(2);
const checks = {
  chromium: () => ensure('Chromium', () => existsSync('/usr/bin/chromium'), ['chromium'], 'Install it with: sudo apt-get install -y chromium'),
  postgresql: () => ensure('PostgreSQL', hasPostgres, ['postgresql'], 'Install it with: sudo apt-get install -y postgresql'),
};
const results = (wanted.length ? wanted : Object.keys(checks)).map((name) => checks[name]?.() ?? false);
process.exit(results.every(Boolean) ? 0 : 1);
