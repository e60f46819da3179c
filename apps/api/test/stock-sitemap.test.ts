import { showroomPath, type Vehicle } from '@lux/stock-locator';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockVehicles } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
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

interface Summary {
  data: Array<{ file: number; after: number; count: number; lastmod: string }>;
  meta: { total: number; size: number };
}
interface Page {
  data: Array<{ id: string; path: string; lastmod: string }>;
  meta: { next: string | null };
}

async function get<T>(url: string): Promise<T> {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** The listing's unsold vehicles as the database holds them, in id order. */
const unsold = () =>
  app.db
    .select({ id: stockVehicles.id, createdAt: stockVehicles.createdAt })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.listing, 'lux-il'), ne(stockVehicles.status, 'sold')))
    .orderBy(asc(stockVehicles.id));

describe('GET /stock/public_api/listing/:listing/sitemap', () => {
  it('splits the unsold vehicles into files of `size`, each with its start, count and newest lastmod', async () => {
    const vehicles = await unsold();
    expect(vehicles.length).toBeGreaterThan(20);
    const size = 7;
    const summary = await get<Summary>(`/stock/public_api/listing/lux-il/sitemap?size=${size}`);
    expect(summary.meta).toEqual({ total: vehicles.length, size });
    expect(summary.data).toHaveLength(Math.ceil(vehicles.length / size));
    summary.data.forEach((file, index) => {
      const run = vehicles.slice(index * size, (index + 1) * size);
      const newest = Math.max(...run.map((vehicle) => vehicle.createdAt.getTime()));
      expect(file).toEqual({
        file: index + 1,
        after: run[0]!.id - 1,
        count: run.length,
        lastmod: new Date(newest).toISOString(),
      });
    });
  });

  it('makes one file of everything by default, and none for a listing without vehicles', async () => {
    const vehicles = await unsold();
    const summary = await get<Summary>('/stock/public_api/listing/lux-il/sitemap');
    expect(summary.meta).toEqual({ total: vehicles.length, size: 50_000 });
    expect(summary.data).toHaveLength(1);
    expect(await get<Summary>('/stock/public_api/listing/nothing-here/sitemap')).toEqual({
      data: [],
      meta: { total: 0, size: 50_000 },
    });
  });
});

describe('GET /stock/public_api/listing/:listing/sitemap/vehicles', () => {
  it('reads each file of the summary exactly, in id order, with no vehicle twice or missing', async () => {
    const vehicles = await unsold();
    const summary = await get<Summary>('/stock/public_api/listing/lux-il/sitemap?size=50');
    const seen: string[] = [];
    for (const file of summary.data) {
      const page = await get<Page>(
        `/stock/public_api/listing/lux-il/sitemap/vehicles?after=${file.after}&items=${file.count}`,
      );
      expect(page.data).toHaveLength(file.count);
      expect(
        page.data
          .map((row) => row.lastmod)
          .sort()
          .at(-1),
      ).toBe(file.lastmod);
      seen.push(...page.data.map((row) => row.id));
    }
    expect(seen).toEqual(vehicles.map((vehicle) => String(vehicle.id)));
  });

  it('gives the canonical showroom path, the one the showroom page redirects to', async () => {
    const page = await get<Page>('/stock/public_api/listing/lux-il/sitemap/vehicles?items=25');
    expect(page.data).toHaveLength(25);
    for (const row of page.data) {
      const one = await get<{
        data: { id: string; attributes: Omit<Vehicle, 'id'> & { created_at: string } };
      }>(`/stock/public_api/listing/lux-il/vehicle/${row.id}`);
      expect(row.path).toBe(showroomPath({ ...one.data.attributes, id: one.data.id }));
      expect(row.path).toMatch(new RegExp(`^/showroom/[^/?#]+-${row.id}$`));
      expect(row.lastmod).toBe(one.data.attributes.created_at);
    }
  });

  it('pages with `next` until the end', async () => {
    const vehicles = await unsold();
    const ids: string[] = [];
    let after = '0';
    for (let pages = 0; pages < 100; pages++) {
      const page = await get<Page>(
        `/stock/public_api/listing/lux-il/sitemap/vehicles?after=${after}&items=64`,
      );
      ids.push(...page.data.map((row) => row.id));
      if (page.meta.next === null) break;
      expect(page.meta.next).toBe(page.data.at(-1)!.id);
      after = page.meta.next;
    }
    expect(ids).toEqual(vehicles.map((vehicle) => String(vehicle.id)));
  });

  it('leaves a vehicle out once it is sold', async () => {
    const [first] = await unsold();
    const before = await get<Page>(
      `/stock/public_api/listing/lux-il/sitemap/vehicles?after=${first!.id - 1}&items=1`,
    );
    expect(before.data[0]!.id).toBe(String(first!.id));
    await app.db.update(stockVehicles).set({ status: 'sold' }).where(eq(stockVehicles.id, first!.id));
    const after = await get<Page>(
      `/stock/public_api/listing/lux-il/sitemap/vehicles?after=${first!.id - 1}&items=1`,
    );
    expect(after.data[0]!.id).not.toBe(String(first!.id));
    const summary = await get<Summary>('/stock/public_api/listing/lux-il/sitemap');
    expect(summary.meta.total).toBe((await unsold()).length);
  });
});

describe('hostile input', () => {
  it.each([
    '/stock/public_api/listing/lux-il/sitemap?size=0',
    '/stock/public_api/listing/lux-il/sitemap?size=50001',
    '/stock/public_api/listing/lux-il/sitemap?size=1e3',
    '/stock/public_api/listing/lux-il/sitemap?size=Infinity',
    '/stock/public_api/listing/lux-il/sitemap?size=99999999999',
    '/stock/public_api/listing/Not%20A%20Listing/sitemap',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?after=-1',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?after=2147483648',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?after=NaN',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?after=01',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?items=0',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?items=50001',
    '/stock/public_api/listing/lux-il/sitemap/vehicles?items=2.5',
  ])('%s → 400 in the error envelope', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(onlyError(response.body).status).toBe('400');
  });

  it('takes the largest id PostgreSQL holds', async () => {
    const page = await get<Page>('/stock/public_api/listing/lux-il/sitemap/vehicles?after=2147483647');
    expect(page).toEqual({ data: [], meta: { next: null } });
  });
});
