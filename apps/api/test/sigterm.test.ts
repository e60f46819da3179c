import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords } from '../src/db/schema.js';
import {
  ApiProcess,
  call,
  freePort,
  openDb,
  prepareApi,
  sleep,
  type ApiSetup,
} from './pipeline-crash-harness.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * Issue 16 item 3: on SIGTERM the API (the real `src/main.ts` in a child process) stops accepting
 * connections, answers every request already in flight — here, consent records whose bodies are still
 * arriving, so they are in flight for as long as the test wants, and each writes to the database — closes
 * its keep-alive connections as soon as they are idle, closes the database and exits 0, well within
 * close-with-grace's 10 s. (Requests that race the signal are not asserted on: a connection still in the
 * kernel's accept queue when the listener closes is reset, which is what refusing new work means in TCP.)
 */

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** A request whose body is sent in two halves: `finish()` sends the rest; `answer` settles with the response. */
function trickle(port: number, path: string, body: string, agent: Agent) {
  const bytes = Buffer.from(body, 'utf8');
  const half = Math.floor(bytes.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
  });
  const connected = new Promise<void>((resolve) =>
    req.once('socket', (socket) => socket.once('connect', () => resolve())),
  );
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          socket: req.socket as Socket,
        }),
      );
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, half));
  return { answer, connected, finish: () => req.end(bytes.subarray(half)) };
}

const closed = (socket: Socket) =>
  socket.destroyed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));

const choice = () =>
  JSON.stringify({
    consent_id: randomUUID(),
    action: 'accept_all',
    strategy: 'basic',
    status: 'accepted',
    scopes: ['statistic', 'marketing'],
    policy_version: '2026-11',
    locale: 'he',
    page_path: '/models/defender',
  });

let database: TestDatabase;
let setup: ApiSetup;
let api: ApiProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = await prepareApi(database);
});

afterAll(async () => {
  await api?.kill();
  await database?.drop();
});

describe('SIGTERM with requests in flight', () => {
  it(
    'answers every one, refuses new connections, and exits 0 with the database closed',
    { timeout: 240_000 },
    async () => {
      const metricsPort = await freePort();
      // At info, fastify logs each request as it arrives: the test waits for all of them before the signal.
      api = new ApiProcess(setup, { API_METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' }, 'api');
      await api.ready();
      const port = setup.port;
      // main.ts opened the metrics listener on its own port; /health was counted there, by its route.
      const metrics = await call(metricsPort, 'GET', '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.body).toMatch(
        /^lux_api_http_requests_total\{method="GET",route="\/health",status_class="2xx"\} [1-9]/m,
      );
      const agent = new Agent({ keepAlive: true, maxSockets: 50 });
      // An idle keep-alive connection: answered long before the signal.
      const idleAgent = new Agent({ keepAlive: true });
      const idle = await new Promise<Socket>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/health', agent: idleAgent }, (res) => {
          res.resume();
          res.on('end', () => resolve(req.socket as Socket));
        });
        req.on('error', reject);
        req.end();
      });

      // Writes whose bodies are half sent: the API has their headers and waits for the rest.
      const writes = Array.from({ length: 12 }, () => trickle(port, '/forms/consents', choice(), agent));
      await Promise.all(writes.map((write) => write.connected));
      const arrived = () =>
        api!
          .tail(400)
          .split('\n')
          .filter((line) => line.includes('"incoming request"') && line.includes('"url":"/forms/consents"'))
          .length;
      await expect.poll(arrived, { timeout: 30_000 }).toBe(writes.length);

      const signalled = Date.now();
      api.child.kill('SIGTERM');
      // The idle connection is closed and new connections are refused while the writes are still open.
      await closed(idle);
      await sleep(200);
      await expect(call(port, 'GET', '/health', { timeoutMs: 2_000 })).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      // The metrics listener stays up until the in-flight requests are answered (they are counted too).
      expect((await call(metricsPort, 'GET', '/metrics')).status).toBe(200);
      expect(api.running).toBe(true);

      for (const write of writes) write.finish();
      const answers = await Promise.all(writes.map((write) => write.answer));
      for (const answer of answers)
        expect({ status: answer.status, body: answer.body }).toMatchObject({
          status: 201,
          body: expect.stringContaining('"consent_id"'),
        });

      const { code, signal } = await api.exited;
      await expect(call(metricsPort, 'GET', '/metrics', { timeoutMs: 2_000 })).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect({ code, signal, log: code === 0 ? '' : api.tail() }).toEqual({ code: 0, signal: null, log: '' });
      expect(Date.now() - signalled).toBeLessThan(8_000);
      agent.destroy();
      idleAgent.destroy();

      // Every answered write is in the database, which the API closed cleanly (PGlite opens again).
      const handle = await openDb(database);
      try {
        const [row] = await handle.db.select({ n: count() }).from(consentRecords);
        expect(row?.n).toBe(12);
      } finally {
        await handle.close();
      }
    },
  );
});
