import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Setting = { id: string; type: string; attributes: { key: string; value: string; updated_at: string } };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const create = (key: string, value: string, headers: AuthHeaders = as.admin) =>
  app.inject({ method: 'POST', url: '/forms/settings', headers, payload: { key, value } });

describe('GET /forms/settings', () => {
  it('pages, sorts and filters on the server with meta {total, page, items, pages}', async () => {
    const response = await app.inject({ url: '/forms/settings?items=5&page=2&filter[namespace]=price', headers: as.editor });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Setting[]; meta: { total: number; page: number; items: number; pages: number } };
    expect(body.meta).toMatchObject({ page: 2, items: 5 });
    expect(body.meta.pages).toBe(Math.ceil(body.meta.total / 5));
    expect(body.data).toHaveLength(5);
    expect(body.data.every((s) => s.attributes.key.startsWith('price.'))).toBe(true);
    const keys = body.data.map((s) => s.attributes.key);
    expect(keys).toEqual([...keys].sort());

    const desc = (await app.inject({ url: '/forms/settings?sort=-key&items=100', headers: as.admin })).json() as { data: Setting[] };
    const all = desc.data.map((s) => s.attributes.key);
    expect(all).toEqual([...all].sort().reverse());

    const found = (await app.inject({ url: '/forms/settings?filter[key_cont]=APP_NAME', headers: as.admin })).json() as { data: Setting[] };
    expect(found.data.map((s) => s.attributes.key)).toEqual(['meta.app_name', 'meta.app_name:ar', 'meta.app_name:en', 'meta.app_name:ru']);
    // '_' is literal, not a LIKE wildcard.
    const literal = (await app.inject({ url: '/forms/settings?filter[key_cont]=app_', headers: as.admin })).json() as { data: Setting[] };
    expect(literal.data.every((s) => s.attributes.key.includes('app_'))).toBe(true);
  });

  it('refuses items over 100 and unknown sort keys with a 400 naming the parameter', async () => {
    const big = await app.inject({ url: '/forms/settings?items=101', headers: as.admin });
    expect(big.statusCode).toBe(400);
    expect(onlyError(big.body).source).toEqual({ parameter: 'items' });
    const sort = await app.inject({ url: '/forms/settings?sort=value', headers: as.admin });
    expect(sort.statusCode).toBe(400);
    expect(onlyError(sort.body).source).toEqual({ parameter: 'sort' });
  });

  it('needs a token (401) and the admin or editor role (403)', async () => {
    const anonymous = await app.inject('/forms/settings');
    expect(anonymous.statusCode).toBe(401);
    expect(onlyError(anonymous.body).status).toBe('401');
    expect((await app.inject({ url: '/forms/settings', headers: as.sales })).statusCode).toBe(403);
    expect((await app.inject({ url: '/forms/settings', headers: as.viewer })).statusCode).toBe(403);
  });
});

describe('writing settings', () => {
  it('creates, updates and deletes, each with its audit row, and the public site sees it at once', async () => {
    const created = await create('footer.note:en', 'Hello');
    expect(created.statusCode).toBe(200);
    const setting = (created.json() as { data: Setting }).data;
    expect(setting.attributes).toMatchObject({ key: 'footer.note:en', value: 'Hello' });

    const publicValue = async () =>
      ((await app.inject('/content/settings?namespace=footer')).json() as { data: Setting[] }).data.find((s) => s.attributes.key === 'footer.note:en')
        ?.attributes.value;
    expect(await publicValue()).toBe('Hello');

    const updated = await app.inject({
      method: 'PUT',
      url: `/forms/settings/${setting.id}`,
      headers: as.admin,
      payload: { value: '{"a":1}', expected_updated_at: setting.attributes.updated_at },
    });
    expect(updated.statusCode).toBe(200);
    expect(await publicValue()).toBe('{"a":1}');

    const one = await app.inject({ url: `/forms/settings/${setting.id}`, headers: as.editor });
    expect((one.json() as { data: Setting }).data.attributes.value).toBe('{"a":1}');

    const removed = await app.inject({ method: 'DELETE', url: `/forms/settings/${setting.id}`, headers: as.admin });
    expect(removed.statusCode).toBe(200);
    expect(await publicValue()).toBeUndefined();

    const audit = await auditRows(app, 'setting', setting.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[0]).toMatchObject({ actorEmail: 'admin@test.example', before: null, after: { key: 'footer.note:en', value: 'Hello' } });
    expect(audit[1]).toMatchObject({ before: { value: 'Hello' }, after: { value: '{"a":1}' } });
    expect(audit[2]).toMatchObject({ before: { value: '{"a":1}' }, after: null });
    expect(audit[0]!.requestId).toEqual(expect.any(String));
  });

  it('refuses a duplicate key with 409 and writes no audit row', async () => {
    const before = (await auditRows(app, 'setting')).length;
    const response = await create('price.symbol', '$');
    expect(response.statusCode).toBe(409);
    expect(onlyError(response.body).source).toEqual({ pointer: '/key' });
    expect(await auditRows(app, 'setting')).toHaveLength(before);
  });

  it('refuses a value that looks like JSON but is not, pointing at /value', async () => {
    for (const value of ['{"a":', '[1,2', '  {oops}']) {
      const response = await create('footer.broken', value);
      expect(response.statusCode).toBe(400);
      const error = onlyError(response.body);
      expect(error.source).toEqual({ pointer: '/value' });
      expect(error.detail).toMatch(/not valid JSON/);
    }
    const [row] = (await app.inject({ url: '/forms/settings?filter[key_cont]=price.symbol', headers: as.admin })).json().data as Setting[];
    const put = await app.inject({ method: 'PUT', url: `/forms/settings/${row!.id}`, headers: as.admin, payload: { value: '[' } });
    expect(put.statusCode).toBe(400);
    expect(onlyError(put.body).source).toEqual({ pointer: '/value' });
  });

  it('refuses keys outside the namespaced pattern and missing fields, with a pointer', async () => {
    for (const key of ['Price.Symbol', 'price..symbol', 'price.symbol:eng', 'price symbol', '']) {
      const response = await create(key, 'x');
      expect(response.statusCode, key).toBe(400);
      expect(onlyError(response.body).source, key).toEqual({ pointer: '/key' });
    }
    // Unknown members are dropped by validation (the API's rule), never written: the id is the database's.
    const extra = await app.inject({ method: 'POST', url: '/forms/settings', headers: as.admin, payload: { key: 'a.extra', value: 'x', id: 3 } });
    expect((extra.json() as { data: Setting }).data.id).not.toBe('3');
    const missing = await app.inject({ method: 'POST', url: '/forms/settings', headers: as.admin, payload: { key: 'a.b' } });
    expect(missing.statusCode).toBe(400);
    expect(onlyError(missing.body).source).toEqual({ pointer: '/value' });
    const nul = await create('a.nul', 'x\u0000y');
    expect(nul.statusCode).toBe(400);
  });

  it('answers 409 to a stale expected_updated_at, and 404 to an unknown id', async () => {
    const setting = ((await create('footer.stale', 'one')).json() as { data: Setting }).data;
    const seen = setting.attributes.updated_at;
    const first = await app.inject({ method: 'PUT', url: `/forms/settings/${setting.id}`, headers: as.admin, payload: { value: 'two', expected_updated_at: seen } });
    expect(first.statusCode).toBe(200);
    const auditBefore = (await auditRows(app, 'setting', setting.id)).length;
    const second = await app.inject({ method: 'PUT', url: `/forms/settings/${setting.id}`, headers: as.admin, payload: { value: 'three', expected_updated_at: seen } });
    expect(second.statusCode).toBe(409);
    expect(onlyError(second.body).source).toEqual({ pointer: '/expected_updated_at' });
    expect(await auditRows(app, 'setting', setting.id)).toHaveLength(auditBefore);
    expect((await app.inject({ method: 'PUT', url: '/forms/settings/999999', headers: as.admin, payload: { value: 'x' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/forms/settings/999999', headers: as.admin })).statusCode).toBe(404);
  });

  it('lets only admins write (editor 403, no token 401)', async () => {
    expect((await create('footer.x', 'x', as.editor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/forms/settings', payload: { key: 'footer.x', value: 'x' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/forms/settings/1', headers: as.viewer })).statusCode).toBe(403);
  });
});
