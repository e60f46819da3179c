import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { collectRoutes, operationsOf } from './support/routes.js';

let database: TestDatabase;
let app: FastifyInstance;
const collected = collectRoutes();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, { env: { CONTENT_PREFIX: '/cms' }, beforeReady: collected.beforeReady });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Fastify's `:param` and `*` in OpenAPI's `{param}` form, as @fastify/swagger writes them. */
function openApiPath(url: string) {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 titled "Lux platform API", with a tag per service in use', async () => {
    const response = await app.inject('/documentation/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Lux platform API');
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual(['system', 'content', 'catalogue', 'media', 'stock', 'forms', 'orders', 'identity']);
  });

  it('documents every registered route, with its error responses', async () => {
    const doc = (await app.inject('/documentation/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    const operations = operationsOf(collected.routes)
      .filter(({ url }) => !url.startsWith('/documentation'))
      .map(({ method, url }) => ({ method: method.toLowerCase(), path: openApiPath(url) }));
    // Guards the filter itself: the routes that exist today must be among those checked.
    expect(operations).toEqual(
      expect.arrayContaining([
        { method: 'get', path: '/health' },
        { method: 'get', path: '/cms/settings' },
        { method: 'get', path: '/cms/public_api/pages/by_path/{*}' },
      ]),
    );
    for (const { method, path } of operations) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path} is missing from the document`).toBeDefined();
      expect(operation!.tags?.length, `${path} has no tag`).toBeGreaterThan(0);
      expect(
        Object.keys(operation!.responses).some((code) => /^2\d\d$/.test(code)),
        `${method.toUpperCase()} ${path} documents no success`,
      ).toBe(true);
      expect(
        Object.keys(operation!.responses).some((code) => code.startsWith('5')),
        `${path} documents no 5xx`,
      ).toBe(true);
    }
  });

  it('describes the page route parameters', async () => {
    const doc = (await app.inject('/documentation/json')).json();
    const operation = doc.paths['/cms/public_api/pages/by_path/{*}'].get;
    const parameters = Object.fromEntries(
      operation.parameters.map((p: { in: string; name: string }) => [`${p.in}:${p.name}`, p]),
    );
    expect(parameters['path:*']).toBeDefined();
    expect(parameters['query:locale'].schema.enum).toEqual(['he', 'en', 'ar', 'ru']);
    expect(parameters['query:locale'].required).toBeFalsy();
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '404', '429', '500']);
  });

  it('serves the browsable docs with a CSP that lets Swagger UI load its own assets', async () => {
    const page = await app.inject('/documentation');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect((await app.inject('/documentation/static/swagger-ui-bundle.js')).statusCode).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The API itself keeps the locked-down policy.
    const api = await app.inject('/health');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
