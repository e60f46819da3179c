import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
const allowed = 'https://www.lux.example';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, { env: { CORS_ORIGINS: `${allowed},http://localhost:3000` } });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('security headers', () => {
  it('sets helmet headers on API responses', async () => {
    const response = await app.inject('/content/settings');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS only for configured origins', async () => {
    const ok = await app.inject({ url: '/content/settings', headers: { origin: allowed } });
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    const other = await app.inject({ url: '/content/settings', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers CORS preflight for an allowed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/content/settings',
      headers: { origin: allowed, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
  });
});
