import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function versionOf(service: 'content' | 'stock'): Promise<string> {
  const response = await app.inject(`/${service}/public_api/data_version`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json() as { data: { id: string; type: string; attributes: { version: string } } };
  expect(body.data).toMatchObject({ id: service, type: 'data_version' });
  return body.data.attributes.version;
}

describe('GET /{content,stock}/public_api/data_version (the page cache, ADR 030)', () => {
  it('stays the same while nothing changes', async () => {
    expect(await versionOf('content')).toBe(await versionOf('content'));
    expect(await versionOf('stock')).toBe(await versionOf('stock'));
  });

  it('changes when a setting changes, and only the content version does', async () => {
    const [content, stock] = [await versionOf('content'), await versionOf('stock')];
    await app.db.execute(
      sql`update settings set value = value || ' ' where key = (select min(key) from settings)`,
    );
    expect(await versionOf('content')).not.toBe(content);
    expect(await versionOf('stock')).toBe(stock);
  });

  it('changes when a vehicle changes, and when only its status does (a hold)', async () => {
    const before = await versionOf('stock');
    await app.db.execute(
      sql`update stock_vehicles set status = status where id = (select min(id) from stock_vehicles)`,
    );
    const afterEdit = await versionOf('stock');
    expect(afterEdit).not.toBe(before);
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lux.stock_status_only', 'on', true)`);
      await tx.execute(
        sql`update stock_vehicles set status = case when status = 'reserved' then 'stock' else 'reserved' end where id = (select min(id) from stock_vehicles)`,
      );
    });
    expect(await versionOf('stock')).not.toBe(afterEdit);
  });
});
