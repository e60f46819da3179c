import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

interface SettingResource {
  id: string;
  type: string;
  attributes: { key: string; value: string };
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  // Would match a LIKE 'page_not_found.%' filter, since '_' is a LIKE wildcard.
  await app.db.insert(settings).values({ key: 'pageXnotXfound.trap', value: 'x' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function list(query = '') {
  const response = await app.inject(`/content/settings${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: SettingResource[] }).data;
}

describe('GET /content/settings', () => {
  it('returns every setting as a JSON:API resource with a string id, sorted by key', async () => {
    const data = await list();
    const keys = data.map((item) => item.attributes.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain('meta.title_divider');
    expect(data.find((item) => item.attributes.key === 'meta.title_divider')).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'settings',
      attributes: { key: 'meta.title_divider', value: '|' },
    });
    expect(data.find((item) => item.attributes.key === 'price.symbol')?.attributes.value).toBe('₪');
  });

  it('keeps only the keys of one namespace (their first dot segment)', async () => {
    const data = await list('?namespace=meta');
    expect(data.map((item) => item.attributes.key)).toEqual(['meta.app_name', 'meta.app_name:ar', 'meta.app_name:en', 'meta.app_name:ru', 'meta.title_divider']);
    expect(data[0]?.attributes.value).toBe('לנד רובר ישראל');

    const price = await list('?namespace=price');
    expect(price.length).toBeGreaterThan(10);
    expect(price.every((item) => item.attributes.key.startsWith('price.'))).toBe(true);
  });

  it('matches a key without dots as its own namespace, with no wildcard in underscores', async () => {
    const data = await list('?namespace=page_not_found');
    expect(data.map((item) => item.attributes.key)).toEqual(['page_not_found']);
    expect(data[0]?.attributes.value).toBe('');
  });

  it('returns an empty list for an unknown namespace', async () => {
    expect(await list('?namespace=nothing-here')).toEqual([]);
  });

  it('rejects a namespace outside [a-z0-9_-] with a 400 naming the parameter', async () => {
    const response = await app.inject('/content/settings?namespace=Meta.Title');
    expect(response.statusCode).toBe(400);
    const error = onlyError(response.body);
    expect(error.status).toBe('400');
    expect(error.detail).toContain('querystring/namespace');
    expect(error.source).toEqual({ parameter: 'namespace' });
  });
});
