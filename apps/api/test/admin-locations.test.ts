import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Location = { id: string; attributes: Record<string, unknown> & { name: string; city: string; updated_at: string } };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (payload: Record<string, unknown>, headers: AuthHeaders = as.editor) => app.inject({ method: 'POST', url: '/forms/locations', headers, payload });
const list = async (query: string, headers: AuthHeaders = as.sales) => {
  const response = await app.inject({ url: `/forms/locations${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Location[]; meta: { total: number; page: number; items: number; pages: number } };
};

describe('/forms/locations', () => {
  it('creates locations (editor), lists them paged, sorted and searched (sales may read)', async () => {
    for (const [name, city] of [
      ['סניף חיפה', 'חיפה'],
      ['סניף תל אביב', 'תל אביב'],
      ['Showroom Eilat', 'אילת'],
    ] as const) {
      const response = await post({ name, city, latitude: 32.1, longitude: 34.8, phone: '03-1234567', email: 'Branch@Example.com' });
      expect(response.statusCode, response.body).toBe(200);
    }
    const all = await list('?sort=-name&items=2');
    expect(all.meta).toEqual({ total: 3, page: 1, items: 2, pages: 2 });
    expect(all.data[0]!.attributes.email).toBe('branch@example.com');
    const byCity = await list('?sort=city&items=100');
    const cities = byCity.data.map((l) => l.attributes.city);
    expect(cities).toEqual([...cities].sort());
    const found = await list('?filter[q]=חיפה');
    expect(found.data.map((l) => l.attributes.name)).toEqual(['סניף חיפה']);
    expect((await list('?filter[q]=showroom')).meta.total).toBe(1);
  });

  it('updates and deletes with audit rows holding before and after', async () => {
    const created = (await post({ name: 'זמני', city: 'ירושלים' })).json() as { data: Location };
    const id = created.data.id;
    const put = await app.inject({
      method: 'PUT',
      url: `/forms/locations/${id}`,
      headers: as.admin,
      payload: { name: 'קבוע', city: 'ירושלים', dealer_code: 'ELT01', expected_updated_at: created.data.attributes.updated_at },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as { data: Location }).data.attributes).toMatchObject({ name: 'קבוע', dealer_code: 'ELT01' });
    const stale = await app.inject({
      method: 'PUT',
      url: `/forms/locations/${id}`,
      headers: as.admin,
      payload: { name: 'x', expected_updated_at: created.data.attributes.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `/forms/locations/${id}`, headers: as.editor })).statusCode).toBe(200);
    const audit = await auditRows(app, 'location', id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { name: 'זמני' }, after: { name: 'קבוע' } });
    expect(audit[2]).toMatchObject({ after: null });
  });

  it('refuses bad coordinates, unknown retailers and bad fields with a pointer, writing nothing', async () => {
    const before = (await auditRows(app, 'location')).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', latitude: 32 }, '/longitude'],
      [{ name: 'x', longitude: 34 }, '/latitude'],
      [{ name: 'x', latitude: 91, longitude: 34 }, '/latitude'],
      [{ name: 'x', latitude: 32, longitude: -181 }, '/longitude'],
      [{ name: 'x', dealer_code: 'NOPE' }, '/dealer_code'],
      [{ name: '' }, '/name'],
      [{ city: 'x' }, '/name'],
      [{ name: 'x', email: 'not-an-email' }, '/email'],
      [{ name: 'x', phone: 'call me' }, '/phone'],
    ];
    for (const [payload, pointer] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(onlyError(response.body).source?.['pointer'], JSON.stringify(payload)).toBe(pointer);
    }
    expect(await auditRows(app, 'location')).toHaveLength(before);
  });

  it('needs a token and the right role', async () => {
    expect((await app.inject('/forms/locations')).statusCode).toBe(401);
    expect((await app.inject({ url: '/forms/locations', headers: as.viewer })).statusCode).toBe(403);
    expect((await post({ name: 'x' }, as.sales)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/forms/locations/1', headers: as.viewer })).statusCode).toBe(403);
  });
});
