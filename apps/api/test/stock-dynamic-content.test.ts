import {
  $resolveDynamicContent,
  $strategyData,
  dynamicContentSettingsReceived,
  httpGetFx,
  parseExternalStockList,
  reffineListsFromResponse,
  strategyRequested,
  type HttpGetRequest,
} from '@lux/dynamic-content';
import { and, eq, ne } from 'drizzle-orm';
import { allSettled, fork } from 'effector';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTERNAL_STOCK_API_KEY } from '../src/config.js';
import { stockVehicles } from '../src/db/schema.js';
import { DEMO_LISTING } from '../src/seed/stock.data.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

const KEY = 'x9Qe4Rt7Yu1Io3Pa6Sd8Fg2Hj5Kl0Zx-external-stock';
const REFFINE = '/stock/public_api/dynamic_content';
const EXTERNAL = '/stock/public_api/external_stock';

let database: TestDatabase;
let app: FastifyInstance;
/** Distinct nameplate names of the seeded listing's vehicles that are not sold, in code point order. */
let demoModels: string[];

/** The fewest columns a stock vehicle needs. */
function car(listing: string, vin: string, nameplateName: string, status: string) {
  return {
    listing,
    vin,
    brand: 'land_rover',
    nameplateBrandName: 'Land Rover',
    nameplateName,
    nameplateKey: 'x',
    nameplateExternalCode: 'l663',
    nameplateModelGroup: 'any_lr',
    state: 'new',
    status,
    version: 'D250',
    productionYear: 2026,
    modelYear: 2027,
    mileage: 0,
    engineType: 'diesel',
    transmission: 'automatic',
    power: 249,
    colorName: 'לבן',
    numberOfSeats: 5,
  };
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database, { env: { EXTERNAL_STOCK_API_KEY: KEY } });
  await app.db.insert(stockVehicles).values([
    car('all-sold', 'SALTEST0000000001', 'Defender 90', 'sold'),
    car('all-sold', 'SALTEST0000000002', 'Range Rover Velar', 'sold'),
    car('Small_Listing', 'SALTEST0000000003', 'Defender 90', 'stock'),
    car('Small_Listing', 'SALTEST0000000004', 'Range Rover Velar', 'sold'),
    car('Small_Listing', 'SALTEST0000000005', 'Defender 90', 'reserved'),
    // Only in a listing of its own, and on sale: the external list takes every listing.
    car('Small_Listing', 'SALTEST0000000006', 'Discovery Sport Test Edition', 'demo'),
  ]);
  const rows = await app.db
    .selectDistinct({ name: stockVehicles.nameplateName })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.listing, DEMO_LISTING), ne(stockVehicles.status, 'sold')));
  demoModels = rows.map((row) => row.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /public_api/dynamic_content/:uuids (Reffine strategy data, B§7)', () => {
  it('maps each listing to the distinct, sorted model names it has on sale', async () => {
    const response = await get(`${REFFINE}/${DEMO_LISTING}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json() as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([DEMO_LISTING]);
    expect(body[DEMO_LISTING]).toEqual(demoModels);
    expect(demoModels.length).toBeGreaterThan(5);
    expect(demoModels).toEqual(expect.arrayContaining(['Defender 110', 'F-PACE']));
  });

  it('leaves an unknown listing out, and gives [] for one whose vehicles are all sold', async () => {
    const response = await get(`${REFFINE}/${DEMO_LISTING},nobody-knows-me,all-sold,Small_Listing,all-sold`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Record<string, string[]>;
    expect(body).toEqual({
      [DEMO_LISTING]: demoModels,
      'all-sold': [],
      Small_Listing: ['Defender 90', 'Discovery Sport Test Edition'],
    });
    // Case matters: listing keys are matched exactly.
    expect((await get(`${REFFINE}/small_listing`)).json()).toEqual({});
  });

  it('accepts 20 listings and refuses 21, an empty, spaced, over-long or foreign uuid with a clear 400', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `l-${i}`);
    expect((await get(`${REFFINE}/${twenty.join(',')}`)).statusCode).toBe(200);
    // A repeat counts once.
    expect((await get(`${REFFINE}/${[...twenty, 'l-0'].join(',')}`)).statusCode).toBe(200);
    const refusals: Array<[string, RegExp]> = [
      [[...twenty, 'l-20'].join(','), /At most 20 listing uuids per request \(got 21\)/],
      [
        `${DEMO_LISTING},`,
        /Each listing uuid is 1 to 64 letters, digits, "_" or "-", joined by commas \(got ""\)/,
      ],
      [',', /got ""/],
      [encodeURIComponent('lux il'), /got "lux il"/],
      ['a'.repeat(65), /1 to 64 letters/],
      [encodeURIComponent('דגם'), /got "דגם"/],
      [encodeURIComponent("x' OR 1=1"), /1 to 64 letters/],
    ];
    for (const [uuids, detail] of refusals) {
      const response = await get(`${REFFINE}/${uuids}`);
      expect(response.statusCode, uuids).toBe(400);
      const error = onlyError(response.body);
      expect(error.detail, uuids).toMatch(detail);
      expect(error.source).toEqual({ parameter: 'uuids' });
    }
  });

  it('is what the dynamic-content lib reads: a listing with the model shows, a sold-out one the fallback, an unknown one the content', async () => {
    const body = (await get(`${REFFINE}/${DEMO_LISTING},all-sold,ghost`)).json();
    const lists = reffineListsFromResponse(body, {
      stock: DEMO_LISTING,
      sold_out: 'all-sold',
      ghost: 'ghost',
    });
    expect(lists).toEqual({ stock: demoModels, sold_out: [] });

    const scope = await libScope();
    await allSettled(strategyRequested, { scope, params: 'reffine' });
    const resolve = scope.getState($resolveDynamicContent);
    const reffine = (value: string) => resolve({ key: 'reffine', value, fallback: false }, true);
    expect(reffine('stock:f-pace')).toBe('content');
    expect(reffine('stock:Defender  110')).toBe('content');
    expect(reffine('stock:no such model')).toBe('fallback');
    expect(reffine('sold_out:range rover velar')).toBe('fallback');
    expect(reffine('ghost:range rover velar')).toBe('content');
  });
});

describe('GET /public_api/external_stock (external stock strategy list, B§7)', () => {
  it('refuses a missing or wrong api key with 401 in the error envelope, never cached', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { 'x-api-key': '' },
      { 'x-api-key': DEV_EXTERNAL_STOCK_API_KEY },
      { 'x-api-key': `${KEY}x` },
      { 'x-api-key': KEY.slice(0, -1) },
    ];
    for (const headers of attempts) {
      const response = await get(EXTERNAL, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(onlyError(response.body)).toEqual({
        status: '401',
        title: 'Unauthorized',
        detail: 'A valid api key is required in the x-api-key header.',
      });
      expect(response.body).not.toContain(KEY);
    }
  });

  it('lists every model on sale in any listing, distinct and sorted, for the configured key', async () => {
    const response = await get(EXTERNAL, { 'x-api-key': KEY });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.headers['vary']).toMatch(/x-api-key/);
    const body = response.json() as string[];
    expect(body).toEqual([...new Set([...demoModels, 'Defender 90', 'Discovery Sport Test Edition'])].sort());
    expect(parseExternalStockList(body)).toEqual(body);
  });

  it('is what the dynamic-content lib reads, with the key it sends from the settings', async () => {
    const scope = await libScope();
    await allSettled(strategyRequested, { scope, params: 'external_stock' });
    expect(scope.getState($strategyData).external_stock).toEqual(
      expect.arrayContaining(['F-PACE', 'Discovery Sport Test Edition']),
    );
    const resolve = scope.getState($resolveDynamicContent);
    expect(resolve({ key: 'external_stock', value: 'f-pace', fallback: false }, true)).toBe('content');
    expect(resolve({ key: 'external_stock', value: 'Range Rover Classic', fallback: false }, true)).toBe(
      'fallback',
    );

    const wrongKey = await libScope('not-the-key');
    await allSettled(strategyRequested, { scope: wrongKey, params: 'external_stock' });
    // A 401 leaves the list unknown: the content shows (B§5).
    expect(wrongKey.getState($strategyData).external_stock).toBeNull();
  });
});

/** The lib's model in a scope whose GETs reach this app, configured as the site's settings would be. */
async function libScope(apiKey = KEY) {
  const handler = async ({ url, headers }: HttpGetRequest) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method: 'GET', url: `${pathname}${search}`, headers: headers ?? {} });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const scope = fork({ handlers: [[httpGetFx, handler]] });
  await allSettled(dynamicContentSettingsReceived, {
    scope,
    params: {
      'dynamic_content.reffine_api_url': 'http://api.test/stock',
      'dynamic_content.reffine_listings': JSON.stringify({
        stock: DEMO_LISTING,
        sold_out: 'all-sold',
        ghost: 'ghost',
      }),
      'dynamic_content.external_stock_url': `http://api.test${EXTERNAL}`,
      'dynamic_content.external_stock_api_key': apiKey,
    },
  });
  return scope;
}
