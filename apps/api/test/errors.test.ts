import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, {
    // No route takes a body yet; these stand in for future ones so the body errors are exercised.
    beforeReady: (instance) =>
      instance.register(async (scope) => {
        scope.post(
          '/test/echo',
          {
            schema: {
              body: Type.Object({
                name: Type.String({ minLength: 1 }),
                nested: Type.Optional(Type.Object({ n: Type.Integer() })),
              }),
            },
          },
          async (request) => request.body,
        );
        scope.get('/test/explode', async () => {
          throw new Error('password=hunter2 at /srv/secret.ts:12');
        });
      }),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Every failure must be a JSON envelope: never HTML, never a stack trace. */
function expectEnvelope(response: Awaited<ReturnType<FastifyInstance['inject']>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const error = onlyError(response.body);
  expect(error.status).toBe(String(status));
  expect(error.title).toBeTruthy();
  expect(error.detail).toBeTruthy();
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|stack/i);
  return error;
}

describe('error envelope', () => {
  it('400 for malformed JSON, on any route', async () => {
    for (const url of ['/test/echo', '/content/settings']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(expectEnvelope(response, 400).detail).toMatch(/JSON/);
    }
  });

  it('400 pointing at the body field that failed validation', async () => {
    const missing = await app.inject({ method: 'POST', url: '/test/echo', payload: { other: 1 } });
    expect(expectEnvelope(missing, 400).source).toEqual({ pointer: '/name' });
    const nested = await app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'a', nested: { n: 'x' } },
    });
    const error = expectEnvelope(nested, 400);
    expect(error.source).toEqual({ pointer: '/nested/n' });
    expect(error.detail).toContain('body/nested/n');
  });

  it('415 for a content type without a parser', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectEnvelope(response, 415);
  });

  it('413 for a body over 1 MB', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectEnvelope(response, 413);
  });

  it('400 for bad query and path parameters', async () => {
    expect(expectEnvelope(await app.inject('/content/settings?namespace=%20'), 400).source).toEqual({
      parameter: 'namespace',
    });
    expect(
      expectEnvelope(await app.inject('/content/public_api/pages/by_path/?locale=de'), 400).source,
    ).toEqual({ parameter: 'locale' });
    const tooLong = await app.inject(`/content/public_api/pages/by_path/${'a'.repeat(2100)}`);
    expect(expectEnvelope(tooLong, 400).source).toEqual({ parameter: '*' });
    // PostgreSQL text cannot hold NUL: a page path with a control character is refused, not a 500.
    for (const path of ['models%00', 'a%0Ab']) {
      expect(expectEnvelope(await app.inject(`/content/public_api/pages/by_path/${path}`), 400).source).toEqual({ parameter: '*' });
    }
  });

  it('400 for a URL with broken percent-encoding', async () => {
    expectEnvelope(await app.inject('/content/public_api/pages/by_path/%E0%A4%A'), 400);
  });

  it('405 with an Allow header for a wrong method on an existing path', async () => {
    for (const [method, url] of [
      ['DELETE', '/health'],
      ['POST', '/content/public_api/pages/by_path/models/defender'],
      ['PUT', '/content/settings'],
      ['GET', '/test/echo'],
      // A plugin's root route answers at `/prefix` and `/prefix/`; fastify announces only the first.
      ['POST', '/documentation'],
      ['DELETE', '/documentation/'],
    ] as const) {
      const response = await app.inject({ method, url });
      const error = expectEnvelope(response, 405);
      expect(error.detail).toContain(method);
      expect(response.headers['allow'], `${method} ${url}`).toBe(url === '/test/echo' ? 'POST' : 'GET, HEAD');
    }
  });

  it('404 for unknown paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/no/such/route?x=1' });
      expect(expectEnvelope(response, 404).detail).toBe(`Route ${method} /no/such/route not found.`);
      expect(response.headers['allow']).toBeUndefined();
    }
    // Close to a real route is still unknown: the wildcard route needs its trailing slash.
    expectEnvelope(await app.inject('/content/public_api/pages/by_path'), 404);
  });

  it('500 with a generic detail and the request id; the cause stays in the log', async () => {
    const response = await app.inject('/test/explode');
    const error = expectEnvelope(response, 500);
    expect(error.detail).toBe(
      `An unexpected error occurred (request id ${response.headers['x-request-id']}).`,
    );
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('secret');
  });

  it('HEAD on a GET route works and carries no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/content/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
