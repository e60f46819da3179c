import { spawn } from 'node:child_process';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from './shutdown.mjs';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** One GET through `agent`; resolves with the whole body once the response has ended. */
function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket as Socket }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const closed = (socket: Socket) =>
  socket.destroyed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));

/** A server whose `/slow` answers after `ms` with a body long enough to arrive in several chunks. */
async function startServer(ms: number): Promise<{ server: Server; port: number; started: () => number }> {
  let started = 0;
  const server = createServer((req, res) => {
    started++;
    if (req.url === '/hang') return;
    const delay = req.url === '/slow' ? ms : 0;
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a'.repeat(64 * 1024));
      setTimeout(() => res.end('end'), 10);
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, started: () => started };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('gracefulShutdown', () => {
  it('answers every request in flight, refuses new connections, closes idle keep-alive connections', async () => {
    const { server, port, started } = await startServer(400);
    servers.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    // An idle keep-alive connection (an agent of its own, so no later request reuses it): its request is
    // long answered when the shutdown starts.
    const idleAgent = new Agent({ keepAlive: true });
    const idle = await get(port, '/fast', idleAgent);
    expect(idle.status).toBe(200);
    let firstAnswerAt = Infinity;
    const inFlight = Array.from({ length: 10 }, () =>
      get(port, '/slow', agent).then((answer) => {
        firstAnswerAt = Math.min(firstAnswerAt, Date.now());
        return answer;
      }),
    );
    // All ten have reached the server (and the idle one before them).
    await expect.poll(started).toBe(11);

    const began = Date.now();
    const shutdown = gracefulShutdown(server, { delay: 5_000 });
    // The idle connection is closed at once, before any request in flight is answered, not after them or
    // after the keep-alive time-out.
    await closed(idle.socket);
    expect(Date.now()).toBeLessThan(firstAnswerAt);
    // No new connection is accepted.
    await expect(get(port, '/fast', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(64 * 1024 + 3);
      expect(answer.body.endsWith('end')).toBe(true);
    }
    // Their keep-alive connections are closed once idle, and the shutdown ends well before its deadline.
    await Promise.all(answers.map((answer) => closed(answer.socket)));
    expect(await shutdown).toEqual({ forced: false });
    // Well before Node's 5 s keep-alive time-out, which is what a plain server.close() waits for.
    expect(Date.now() - began).toBeLessThan(4_000);
    agent.destroy();
    idleAgent.destroy();
  });

  it('answers a request that arrives on a kept-alive connection during the shutdown, with Connection: close', async () => {
    const { server, port, started } = await startServer(300);
    servers.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = get(port, '/slow', agent);
    // Queued behind the first on the same (only) socket: it reaches the server after the shutdown began.
    const second = get(port, '/fast', agent);
    await expect.poll(started).toBe(1);
    const shutdown = gracefulShutdown(server, { delay: 5_000 });
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.connection).toBe('close');
    expect(a.socket).toBe(b.socket);
    expect(await shutdown).toEqual({ forced: false });
    agent.destroy();
  });

  it('cuts what is still open at the deadline', async () => {
    const { server, port, started } = await startServer(0);
    servers.push(server);
    const hung = get(port, '/hang', false);
    await expect.poll(started).toBe(1);
    const began = Date.now();
    expect(await gracefulShutdown(server, { delay: 200 })).toEqual({ forced: true });
    expect(Date.now() - began).toBeGreaterThanOrEqual(190);
    await expect(hung).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('SIGTERM with close-with-grace, as server.mjs wires it', () => {
  it('answers the requests in flight and exits 0', async () => {
    const fixture = fileURLToPath(new URL('./shutdown.fixture.mjs', import.meta.url));
    const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // The fixture prints its port, then a line per request it receives.
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', () => resolve(Number(output.split('\n')[0])));
      child.once('exit', () => reject(new Error('the fixture exited before it listened')));
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const inFlight = Array.from({ length: 10 }, () => get(port, '/slow', agent));
    await expect
      .poll(() => output.split('\n').filter((line) => line === 'request').length, { timeout: 10_000 })
      .toBe(10);
    child.kill('SIGTERM');
    await sleep(50);
    await expect(get(port, '/fast', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    for (const answer of await Promise.all(inFlight)) expect(answer.body).toHaveLength(64 * 1024 + 3);
    expect(await exited).toBe(0);
    agent.destroy();
  });
});
