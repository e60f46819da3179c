import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navEntries } from '../src/db/schema.js';
import { seedCatalogue } from '../src/seed/catalogue.js';
import { createPagesRepository } from '../src/services/content/pages.repository.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
const pageIds: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  // The catalogue alone (no media images: pictures stay null here; seed.test checks the links).
  await seedCatalogue(app.db);
  const repo = createPagesRepository(app.db);
  pageIds['home'] = await repo.create({ path: '/', title: 'לנד רובר ישראל' });
  pageIds['models'] = await repo.create({ path: '/models', title: 'דגמים', pageType: 'folder' });
  pageIds['defender'] = await repo.create({ path: '/models/defender', title: 'דיפנדר – כל הגרסאות' });
  pageIds['specs'] = await repo.create({ path: '/models/defender/specs', title: 'מפרט טכני' });
  pageIds['draft'] = await repo.create({ path: '/models/defender/draft', disabled: true });
  pageIds['en'] = await repo.create({ path: '/models/defender', locale: 'en', title: 'Defender' });
  // A redirection that opens in a new window, and a menu item pointing at it (B§9).
  await repo.create({ path: '/brochure', type: 'url_redirection', linkType: 'file', redirectPath: '/files/brochure.pdf', linkNewWindow: true });
  const [tools] = await app.db.insert(navEntries).values({ key: 'test-tools', labelHe: 'כלים', labelEn: 'Tools', sequence: 99 }).returning();
  await app.db.insert(navEntries).values([
    { key: 'test-brochure', labelHe: 'חוברת', labelEn: 'Brochure', url: '/brochure', parentId: tools!.id, sequence: 10 },
    { key: 'test-blank', labelHe: 'אתר', labelEn: 'Site', url: 'https://www.example.com', newWindow: true, parentId: tools!.id, sequence: 20 },
    { key: 'test-self', labelHe: 'השוואה', labelEn: 'Compare', url: '/compare?x=1', parentId: tools!.id, sequence: 30 },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function get(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /content/vehicles', () => {
  it('lists every vehicle with price, lease_price and specs, by family and nameplate', async () => {
    const body = await get('/content/vehicles');
    expect(body.meta.count).toBe(24);
    expect(body.data).toHaveLength(24);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      type: 'vehicles',
      attributes: expect.objectContaining({
        key: 'defender-90-d250-s',
        name: 'דיפנדר 90 D250 S',
        brand: 'land_rover',
        family: { key: 'defender', name: 'דיפנדר' },
        nameplate: { key: 'defender-90', code: 'l663', name: 'דיפנדר 90' },
        price: 389000,
        lease_price: 5900,
        currency: 'ILS',
        specs: expect.objectContaining({ power_hp: 249, seats: 5, engine_capacity_cc: 2997, fuel_type: 'mhev_diesel' }),
      }),
    });
    expect(body.data.at(-1).attributes.brand).toBe('jaguar');
  });

  it('loads cars by car keys, for spec-price substitution', async () => {
    const body = await get('/content/vehicles?filter[key_in]=i-pace-ev400-r-dynamic-se,range-rover-p460e-se,unknown-car&locale=en');
    const cars = body.data.map((car: { attributes: Record<string, unknown> }) => car.attributes);
    expect(cars.map((car: { key: string }) => car.key)).toEqual(['range-rover-p460e-se', 'i-pace-ev400-r-dynamic-se']);
    expect(cars[1]).toMatchObject({
      name: 'I-PACE EV400 R-Dynamic SE',
      nameplate: { code: 'x590' },
      price: 459000,
      lease_price: 6700,
      specs: { fuel_type: 'bev', engine_capacity_cc: null, consumption_l_100km: null, electric_range_km: 470 },
    });
  });

  it('filters by nameplate, family and brand', async () => {
    const keys = async (query: string) => (await get(`/content/vehicles?${query}`)).data.map((c: { attributes: { key: string } }) => c.attributes.key);
    expect(await keys('filter[nameplate_eq]=f-pace')).toEqual(['f-pace-p400e-r-dynamic-se']);
    expect(await keys('filter[family_eq]=discovery')).toHaveLength(4);
    expect(await keys('filter[brand_eq]=jaguar')).toHaveLength(6);
    expect(await keys('filter[family_eq]=nothing')).toEqual([]);
  });

  it('rejects malformed filters', async () => {
    for (const query of ['filter[key_in]=a,,b', 'filter[key_in]=DROP TABLE', 'filter[brand_eq]=bmw', 'locale=fr']) {
      const response = await app.inject(`/content/vehicles?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /content/vehicles/grouped_nameplates', () => {
  it('groups vehicles under their nameplates, with colours and "from" prices', async () => {
    const { data } = await get('/content/vehicles/grouped_nameplates?filter[family_eq]=range-rover&locale=en');
    expect(data.map((n: { attributes: { key: string } }) => n.attributes.key)).toEqual([
      'range-rover',
      'range-rover-sport',
      'range-rover-velar',
      'range-rover-evoque',
    ]);
    const rangeRover = data[0].attributes;
    expect(rangeRover).toMatchObject({ code: 'l460', name: 'Range Rover', price_from: 899000, lease_price_from: 12900, page_path: '/models/range-rover' });
    expect(rangeRover.vehicles.map((v: { key: string }) => v.key)).toEqual(['range-rover-p460e-se', 'range-rover-p530-autobiography']);
    expect(rangeRover.colours[0]).toEqual({ key: 'santorini-black', name: 'Santorini Black', hex: '#16181b', finish: 'metallic', price: 7900 });
  });

  it('names colours in Hebrew by default', async () => {
    const { data } = await get('/content/vehicles/grouped_nameplates?filter[family_eq]=defender');
    expect(data[0].attributes.colours[0]).toMatchObject({ key: 'pangea-green', name: 'ירוק פנגאה' });
  });
});

describe('GET /content/vehicles/{id}/specs', () => {
  it('gives a labelled spec sheet by car key or id, litres with one decimal', async () => {
    const byKey = await get('/content/vehicles/defender-110-d250-se/specs');
    const rows = Object.fromEntries(byKey.data.attributes.specs.map((row: { key: string }) => [row.key, row]));
    expect(rows['engine_capacity_cc']).toEqual({ key: 'engine_capacity_cc', label: 'נפח מנוע', value: 2997, unit: 'ליטר', text: '3.0 ליטר' });
    expect(rows['power_hp']).toMatchObject({ label: 'הספק', text: '249 כ״ס' });
    expect(rows['acceleration_0_100_s']).toMatchObject({ value: 8, text: '8.0 שניות' });
    expect(rows['electric_range_km']).toMatchObject({ value: null, text: '' });
    const byId = await get(`/content/vehicles/${byKey.data.id}/specs?locale=en`);
    expect(byId.data.attributes.key).toBe('defender-110-d250-se');
    expect(byId.data.attributes.specs[0]).toMatchObject({ key: 'fuel_type', label: 'Powertrain', text: 'Diesel mild hybrid (MHEV)' });
  });

  it('answers 404 for an unknown vehicle and 400 for a malformed id', async () => {
    const missing = await app.inject('/content/vehicles/no-such-car/specs');
    expect(missing.statusCode).toBe(404);
    expect(onlyError(missing.body)).toMatchObject({ detail: 'No vehicle "no-such-car".', source: { parameter: 'id' } });
    expect((await app.inject('/content/vehicles/Bad_Key/specs')).statusCode).toBe(400);
    // All digits is read as an id; past PostgreSQL's integer range it names nothing (not a database error).
    for (const id of ['2147483648', '99999999999999999999']) {
      const huge = await app.inject(`/content/vehicles/${id}/specs`);
      expect(huge.statusCode, huge.body).toBe(404);
    }
  });
});

describe('GET /content/compare/spec/{id}', () => {
  it('keys the models by car key, for a nameplate, a family or all', async () => {
    const nameplate = await get('/content/compare/spec/f-pace');
    expect(nameplate.data).toHaveLength(1);
    expect(nameplate.data[0]).toMatchObject({ id: 'f-pace', type: 'compare_spec' });
    expect(Object.keys(nameplate.data[0].attributes.models)).toEqual(['f-pace-p400e-r-dynamic-se']);
    expect(nameplate.data[0].attributes.models['f-pace-p400e-r-dynamic-se'].nameplate.code).toBe('x761');

    const family = await get('/content/compare/spec/defender?locale=en');
    expect(family.data[0].attributes.order).toHaveLength(6);
    expect(family.data[0].attributes.labels.find((l: { key: string }) => l.key === 'seats')).toEqual({ key: 'seats', label: 'Seats', unit: null });
    expect((await get('/content/compare/spec/all')).data[0].attributes.order).toHaveLength(24);
  });

  it('answers 404 for an unknown model key', async () => {
    const response = await app.inject('/content/compare/spec/xj');
    expect(response.statusCode).toBe(404);
    expect(onlyError(response.body).detail).toBe('No model or model family "xj".');
  });
});

describe('GET /content/offer_car_models', () => {
  it('lists the nameplates with an offer in the locale, with their lowest prices', async () => {
    const { data } = await get('/content/offer_car_models');
    expect(data.map((n: { attributes: { key: string } }) => n.attributes.key)).toEqual(['defender-110', 'discovery-sport', 'range-rover-velar']);
    expect(data[2].attributes).toMatchObject({ offer: 'ליסינג החל מ-6,990 ₪ לחודש', price_from: 489000, lease_price_from: 6990 });
  });
});

describe('navigation', () => {
  it('lists the menu flat, sections first, with nameplate prices', async () => {
    const { data } = await get('/content/nav_entries');
    const sections = data.filter((e: { attributes: { parent_id: string | null } }) => e.attributes.parent_id === null);
    expect(sections.map((e: { attributes: { key: string } }) => e.attributes.key)).toEqual(['nav-defender', 'nav-discovery', 'nav-range-rover', 'nav-tools', 'test-tools']);
    expect(data.slice(0, sections.length)).toEqual(sections);
    const d110 = data.find((e: { attributes: { key: string } }) => e.attributes.key === 'nav-defender-110');
    expect(d110.attributes).toMatchObject({ label: 'דיפנדר 110', parent_id: '1', nameplate: { key: 'defender-110', code: 'l663', price_from: 459000 } });
  });

  it('serves the v2 tree, opening new-window links and new-window redirections in a new tab (B§9)', async () => {
    const { data } = await get('/content/nav_entries_v2?locale=en');
    expect(data.map((s: { label: string }) => s.label)).toEqual(['Defender', 'Discovery', 'Range Rover', 'Buying tools', 'Tools']);
    expect(data[0].children.map((c: { label: string }) => c.label)).toEqual(['Defender 90', 'Defender 110', 'Defender 130']);
    // The redirection is a Hebrew page: in Hebrew its menu item opens a new tab, in English it has no such page.
    const targets = async (locale: string) =>
      (await get(`/content/nav_entries_v2?locale=${locale}`)).data.at(-1).children.map((c: { key: string; target: string }) => [c.key, c.target]);
    expect((await targets('en'))[0]).toEqual(['test-brochure', '_self']);
    const tools = await targets('he');
    expect(tools).toEqual([
      ['test-brochure', '_blank'],
      ['test-blank', '_blank'],
      ['test-self', '_self'],
    ]);
  });

  it('builds breadcrumbs from home through published ancestors, folders without a link', async () => {
    const { data } = await get(`/content/nav_entries/breadcrumbs/${pageIds['specs']}`);
    expect(data).toEqual([
      { position: 1, label: 'לנד רובר ישראל', path: '/', page_id: pageIds['home'] },
      { position: 2, label: 'דגמים', path: null, page_id: pageIds['models'] },
      // The menu's label wins over the page title.
      { position: 3, label: 'דיפנדר', path: '/models/defender', page_id: pageIds['defender'] },
      { position: 4, label: 'מפרט טכני', path: '/models/defender/specs', page_id: pageIds['specs'] },
    ]);
    const english = await get(`/content/nav_entries/breadcrumbs/${pageIds['en']}`);
    expect(english.data).toEqual([{ position: 1, label: 'Defender', path: '/models/defender', page_id: pageIds['en'] }]);
  });

  it('answers 404 for a disabled or unknown page', async () => {
    for (const id of [pageIds['draft'], 999999]) {
      const response = await app.inject(`/content/nav_entries/breadcrumbs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(onlyError(response.body).source).toEqual({ parameter: 'id' });
    }
    expect((await app.inject('/content/nav_entries/breadcrumbs/abc')).statusCode).toBe(400);
  });

  it('gives Arabic and Russian their own labels, English where none is written, and only paths they have pages for (ADR 033)', async () => {
    const repo = createPagesRepository(app.db);
    const arabic = await repo.create({ path: '/models/defender', locale: 'ar', title: 'ديفندر' });
    await repo.create({ path: '/models/defender', locale: 'ru', title: 'Defender' });
    await app.db.insert(navEntries).values({ key: 'test-untranslated', labelHe: 'מלאי', labelEn: 'Stock', url: '/models/defender', sequence: 100 });

    const menu = async (locale: string) =>
      ((await get(`/content/nav_entries_v2?locale=${locale}`)).data as Array<{ label: string; children: Array<{ label: string }> }>).map(
        (section) => [section.label, section.children.map((child) => child.label)],
      );
    // Discovery, Range Rover and the tools have no Arabic page: left out, with the heading whose items all went.
    // The brochure link is a Hebrew redirection, the example.com link is not a site path: "Tools" keeps the latter.
    expect(await menu('ar')).toEqual([
      ['ديفندر', ['ديفندر 90', 'ديفندر 110', 'ديفندر 130']],
      ['Tools', ['Site']],
      ['Stock', []],
    ]);
    expect((await menu('ru'))[0]).toEqual(['Defender', ['Defender 90', 'Defender 110', 'Defender 130']]);
    // Hebrew and English keep every entry, pages or not.
    expect((await menu('he')).map(([label]) => label)).toEqual(['דיפנדר', 'דיסקברי', "ריינג' רובר", 'כלים לרוכשים', 'כלים', 'מלאי']);
    expect((await get(`/content/nav_entries/breadcrumbs/${arabic}`)).data).toEqual([
      { position: 1, label: 'ديفندر', path: '/models/defender', page_id: arabic },
    ]);
  });
});
