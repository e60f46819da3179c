#!/usr/bin/env node
// Usage: node tools/scripts/with-postgres.mjs <command> [args...]
//
// Starts a throwaway PostgreSQL server for the duration of one command: a fresh cluster in a temp
// folder, listening on a free port on 127.0.0.1 only, with trust authentication. The command gets
// DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres and inherits stdio. Afterwards (also on
// failure, Ctrl-C or SIGTERM) the server is stopped and the folder removed; the exit code is the
// command's. Plain Node, no dependencies, so it runs before anything is installed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;
const log = (message) => console.error(`[with-postgres] ${message}`);

/** Set when SIGINT/SIGTERM arrives; start-up steps check it so cleanup still happens in order. */
let interruptedBy = null;
let child = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interruptedBy = signal;
    // The command decides how to stop; we wait for it and clean up afterwards.
    if (child && child.exitCode === null) child.kill(signal);
  });
}

/** Runs a program and resolves with its exit code (signals count as failure). */
function run(program, args, options = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn(program, args, { stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    proc.stdout?.on('data', (chunk) => (output += chunk));
    proc.stderr?.on('data', (chunk) => (output += chunk));
    proc.on('error', reject);
    proc.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

function checkInterrupted() {
  if (interruptedBy) throw new Error(`interrupted by ${interruptedBy}`);
}

function versionOf(name) {
  return Number.parseFloat(name) || 0;
}

/** Debian/Ubuntu keep each major version under /usr/lib/postgresql/<v>/bin; prefer the highest. */
function findServerBinaries() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => versionOf(b) - versionOf(a));
    for (const version of versions) {
      const bin = join(base, version, 'bin');
      if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) {
        return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
      }
    }
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) {
      return { initdb: join(dir, 'initdb'), pgCtl: join(dir, 'pg_ctl') };
    }
  }
  return null;
}

async function ensureServerBinaries() {
  const found = findServerBinaries();
  if (found) return found;
  if (!isRoot) {
    log('PostgreSQL server programs (initdb, pg_ctl) were not found.');
    log('Install them, for example `sudo apt-get install -y postgresql` (Debian/Ubuntu)');
    log('or `brew install postgresql@16` (macOS), or run the command with your own DATABASE_URL.');
    process.exit(1);
  }
  log('PostgreSQL not found; installing it with apt-get (running as root)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const { code } = await run('apt-get', args, { env, stdio: 'inherit' });
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${code}`);
  }
  const installed = findServerBinaries();
  if (!installed) throw new Error('PostgreSQL was installed but initdb/pg_ctl are still missing');
  return installed;
}

/** Asks the OS for a free port by binding port 0; the tiny race until postgres binds it is acceptable. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Numeric uid/gid of an OS user, read from /etc/passwd (no `id` binary needed). */
function lookupUser(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function main() {
  const { initdb, pgCtl } = await ensureServerBinaries();

  // initdb refuses to run as root, so as root the server runs as the `postgres` OS user that the
  // Debian package creates, in folders it owns.
  let asServerUser = (program, args) => [program, args];
  let owner = null;
  if (isRoot) {
    owner = lookupUser('postgres');
    if (!owner) throw new Error('running as root needs a `postgres` OS user to own the server; none exists');
    asServerUser = (program, args) => ['runuser', ['-u', 'postgres', '--', program, ...args]];
  }

  const root = await mkdtemp(join(tmpdir(), 'lux-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'sockets');
  const logFile = join(root, 'server.log');
  await mkdir(socketDir);
  if (owner) {
    await chown(root, owner.uid, owner.gid);
    await chown(socketDir, owner.uid, owner.gid);
  }
  // The server user may not be able to enter our working directory; give its programs one it owns.
  const serverCwd = { cwd: root };

  let started = false;
  const stopServer = async () => {
    if (started) {
      const [program, args] = asServerUser(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
      const { code, output } = await run(program, args, serverCwd);
      if (code !== 0) log(`pg_ctl stop failed (exit ${code}): ${output.trim()}`);
      started = false;
    }
    await rm(root, { recursive: true, force: true });
  };

  try {
    const port = await freePort();
    checkInterrupted();

    let [program, args] = asServerUser(initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    let result = await run(program, args, serverCwd);
    if (result.code !== 0) throw new Error(`initdb failed (exit ${result.code}):\n${result.output}`);
    checkInterrupted();

    // Durability settings are off: the data lives only as long as this one command.
    const serverOptions = [
      "-c listen_addresses='127.0.0.1'",
      `-p ${port}`,
      `-k '${socketDir}'`,
      '-c max_connections=200',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    [program, args] = asServerUser(pgCtl, [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      serverOptions,
    ]);
    started = true;
    result = await run(program, args, serverCwd);
    if (result.code !== 0) {
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl start failed (exit ${result.code}):\n${result.output}\n${serverLog}`);
    }
    checkInterrupted();

    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL ready at ${databaseUrl}`);
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    const exitCode = await new Promise((resolve) => {
      child.on('error', (error) => {
        log(`could not run ${command[0]}: ${error.message}`);
        resolve(127);
      });
      // Shell convention: a command killed by a signal exits with 128 + the signal's number.
      const signalNumbers = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
      child.on('exit', (code, signal) => resolve(code ?? 128 + (signalNumbers[signal] ?? 1)));
    });
    return exitCode;
  } finally {
    await stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(error.message);
    process.exit(interruptedBy ? 130 : 1);
  },
);
