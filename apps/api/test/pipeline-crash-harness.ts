import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import type { TestDatabase } from './support/database.js';
import { mintAccessToken } from './support/tokens.js';

/**
 * The crash and outage tests run the API as a real child process (from source, through tsx, so no build
 * is needed), talk to it over HTTP only, and read its database only while it is down: PGlite is one
 * process's files, and opening them from a second process while the first runs would corrupt them.
 * (tools/scripts/processes.mjs does the same for the e2e run; an app may not import a tool, so this file
 * keeps its own few lines.)
 */

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A free TCP port on loopback, below Linux's ephemeral range (32768+): the API is restarted on the same
 * port, and in the seconds it is down an outgoing connection (our clients retry hundreds of times) could
 * otherwise be handed that port as its local one and make the restart fail with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  for (let i = 0; i < 50; i++) {
    const port = await tryPort(20_000 + Math.floor(Math.random() * 12_000));
    if (port !== undefined) return port;
  }
  const any = await tryPort(0);
  if (any === undefined) throw new Error('No free port');
  return any;
}

/**
 * Polls `check` until it returns a value other than undefined; fails with `what` after `timeoutMs`
 * (a function, to say how far things got).
 */
export async function waitFor<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  pauseMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}${cause}`,
      );
    }
    await sleep(pauseMs);
  }
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One HTTP request with a JSON body; rejects on connection errors and after `timeoutMs`. */
export function call(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; agent?: Agent; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text === '' ? null : JSON.parse(text);
          } catch {
            // not JSON: keep the text for the failure message
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** What every child of one test shares: its database, its port (so token issuers stay valid across restarts). */
export interface ApiSetup {
  database: TestDatabase;
  port: number;
  /** `Authorization` headers of an admin, signed with the key the child trusts. */
  admin: Record<string, string>;
}

/**
 * Migrates the test database and signs an admin token with the embedded provider's key, stored in the
 * database the child will read, for the issuer the child will have (its PUBLIC_API_URL).
 */
export async function prepareApi(database: TestDatabase): Promise<ApiSetup> {
  const port = await freePort();
  const handle = await openDb(database);
  try {
    await handle.migrate();
    const env = { ...database.env, API_PORT: String(port), PUBLIC_API_URL: `http://127.0.0.1:${port}` };
    // mintAccessToken reads and writes only `app.db`.
    const token = await mintAccessToken({ db: handle.db } as unknown as FastifyInstance, {
      roles: ['admin'],
      env,
      expiresIn: 3_600,
    });
    return { database, port, admin: { authorization: `Bearer ${token}` } };
  } finally {
    await handle.close();
  }
}

/** The test database, opened from the test process: only while no child runs on it (PGlite). */
export const openDb = (database: TestDatabase): Promise<DatabaseHandle> =>
  openDatabase(loadConfig({ LOG_LEVEL: 'silent', ...database.env }).database);

/** One run of `node src/main.ts` on the setup's database and port; keeps the tail of its log for failures. */
export class ApiProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly log: string[] = [];

  constructor(
    readonly setup: ApiSetup,
    env: Record<string, string>,
    readonly label: string,
  ) {
    const inherited = { ...process.env };
    // The database is the setup's alone: no inherited DATABASE_URL may point the child elsewhere.
    delete inherited['DATABASE_URL'];
    delete inherited['PGLITE_DIR'];
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        API_HOST: '127.0.0.1',
        API_PORT: String(setup.port),
        PUBLIC_API_URL: `http://127.0.0.1:${setup.port}`,
        LOG_LEVEL: 'warn',
        // Another API (tests, e2e) may hold the default local SMTP port.
        LOCAL_SMTP_PORT: '0',
        CRM_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
        // Nothing here asks for images; keep the folder out of the working tree all the same.
        MEDIA_CACHE_DIR: join(tmpdir(), 'lux-crash-test-media'),
        ...setup.database.env,
        ...env,
      },
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') this.log.push(line.slice(0, 500));
      if (this.log.length > 400) this.log.splice(0, this.log.length - 300);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves once /health answers 200; fails at once if the process exits first. */
  async ready(timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.running) {
      const answer = await call(this.setup.port, 'GET', '/health', { timeoutMs: 5_000 }).catch(() => null);
      if (answer?.status === 200) return;
      if (Date.now() > deadline)
        throw new Error(`${this.label} did not answer /health within ${timeoutMs} ms:\n${this.tail()}`);
      await sleep(150);
    }
    throw new Error(`${this.label} exited before it was ready:\n${this.tail()}`);
  }

  /** Set when the test killed it: its death is the point, not a failure. */
  killedOnPurpose = false;

  /** SIGKILL: no hooks, no graceful close, whatever was in flight is cut. */
  async kill(): Promise<void> {
    this.killedOnPurpose = true;
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM and wait for the graceful close (the database is closed cleanly); SIGKILL after 20 s. */
  async stop(): Promise<void> {
    if (!this.running) return;
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    this.child.kill('SIGTERM');
    await this.exited;
    clearTimeout(timer);
  }

  tail(lines = 40): string {
    return this.log.slice(-lines).join('\n');
  }
}

/**
 * Runs the API as a supervisor (systemd, Kubernetes) would: `start` replaces a process that exits while
 * starting — on a busy two-core machine a start can overrun Fastify's 10 s plugin time-out — up to
 * three times, and counts those exits so the test can report them.
 */
export class Supervisor {
  current: ApiProcess | null = null;
  readonly all: ApiProcess[] = [];
  readonly failedStarts: string[] = [];
  private generation = 0;

  constructor(
    readonly setup: ApiSetup,
    readonly env: Record<string, string>,
    readonly name: string,
  ) {}

  /** Starts a process and resolves once it answers, or once the test killed it on purpose meanwhile. */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const api = new ApiProcess(this.setup, this.env, `${this.name} #${++this.generation}`);
      this.current = api;
      this.all.push(api);
      try {
        await api.ready();
        return;
      } catch (error) {
        if (api.killedOnPurpose) return;
        if (api.running || attempt >= 3) throw error;
        const reason =
          /"message":"([^"]{0,160})/.exec(api.tail(400))?.[1] ?? `exit ${(await api.exited).code}`;
        this.failedStarts.push(`${api.label}: ${reason}`);
      }
    }
  }

  /** The log of the process that is (or was last) running, for failure messages. */
  tail(): string {
    return this.current ? `--- last log lines of ${this.current.label} ---\n${this.current.tail()}` : '';
  }

  async killAll(): Promise<void> {
    await Promise.all(this.all.map((api) => api.kill()));
  }
}
