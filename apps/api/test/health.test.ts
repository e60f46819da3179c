import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // A tiny limit proves /health is exempt while everything else is counted.
  // inject() calls come from 127.0.0.1, which is exempt by default; 'none' counts them too.
  app = await startApp(database, { env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_ALLOWLIST: 'none' } });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /health', () => {
  it('reports the database driver in use and how long `select 1` took', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'ok',
      database: {
        driver: process.env['DATABASE_URL'] ? 'postgres' : 'pglite',
        latency_ms: expect.any(Number),
      },
    });
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with the error envelope, without the cause, when the database fails', async () => {
    const spy = vi
      .spyOn(app.db, 'execute')
      .mockRejectedValueOnce(new Error('connection refused at 10.0.0.5:5432'));
    try {
      const response = await app.inject('/health');
      expect(response.statusCode).toBe(503);
      expect(onlyError(response.body)).toEqual({
        status: '503',
        title: 'Service Unavailable',
        detail: 'The database is not reachable.',
      });
      expect(response.body).not.toContain('10.0.0.5');
    } finally {
      spy.mockRestore();
    }
  });

  it('is not rate limited, unlike the other routes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject('/health')).statusCode).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await app.inject('/content/settings')).statusCode);
    expect(statuses).toEqual([200, 200]);

    const limited = await app.inject('/content/settings');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(onlyError(limited.body)).toMatchObject({
      status: '429',
      title: 'Too Many Requests',
      detail: expect.stringMatching(/rate limit/i),
    });
    // Unknown paths are counted too, so probing for routes is not free.
    expect((await app.inject('/no/such/route')).statusCode).toBe(429);
    expect((await app.inject('/health')).statusCode).toBe(200);
  });
});

describe('rate-limit allow-list', () => {
  it('never limits the trusted callers (the site servers), loopback by default', async () => {
    const trusted = await startApp(database, { env: { RATE_LIMIT_MAX: '1' } });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await trusted.inject('/content/settings')).statusCode).toBe(200);
      }
      const stranger = await trusted.inject({ url: '/content/settings', remoteAddress: '203.0.113.9' });
      expect(stranger.statusCode).toBe(200);
      const limited = await trusted.inject({ url: '/content/settings', remoteAddress: '203.0.113.9' });
      expect(limited.statusCode).toBe(429);
    } finally {
      await trusted.close();
    }
  });
});
