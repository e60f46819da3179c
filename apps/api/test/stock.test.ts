import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SORT_OPTIONS } from '@lux/stock-locator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { stockVehicles } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { startApp, onlyError } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;

const LIST = '/stock/public_api/listing/lux-il';
/** A§3 "Listing attributes", word for word (photos, prices.list and product_card_disclaimer are checked inside). */
const LISTING_ATTRIBUTES = [
  'nameplate_brand_name', 'nameplate_name', 'nameplate_external_code', 'nameplate_model_group', 'state', 'status', 'version',
  'drivetrain', 'production_year', 'model_year', 'transmission', 'mileage', 'mileage_unit', 'engines', 'engine_type', 'capacity',
  'engine_capacity_normalized', 'battery_capacity', 'power', 'power_unit', 'color_name', 'interior_color', 'vin', 'owner_name',
  'order_number', 'long_description', 'cover_photo_medium', 'photos', 'video_url', 'config_url', 'price_metadata', 'msrp_price',
  'sale_price', 'monthly_price', 'subscribe_price', 'total_price', 'base_price', 'gross_price', 'net_price', 'price_hidden',
  'financing_options', 'prices_type', 'prices', 'features_optional', 'features_standard', 'accessories', 'number_of_seats',
  'delivery_date', 'model_display_name', 'footnote', 'disclaimers', 'product_card_disclaimer', 'publicationLists', 'availability', 'item_id',
];
/** A§3 "Owner fields". */
const OWNER_FIELDS = [
  'owner_address', 'owner_name', 'owner_city', 'owner_email', 'owner_opening_hours', 'owner_zipcode', 'owner_contact_details', 'owner_phone', 'owner_metadata',
];
/** A§3 "Market-specific groups". */
const MARKET_GROUPS = {
  avl_field: ['registration_date', 'open_market_value', 'additional_registration_fee', 'preferential_additional_registration_fee'],
  japan_used_and_approved_cars_field: [
    'date_mot_expiry', 'date_warranty_expiry', 'recycling_fee', 'repair_record', 'previous_use', 'regular_maintenance_availability',
    'maintenance_log', 'date_registered', 'on_the_road_price',
  ],
};
type Card = { id: string; attributes: Record<string, unknown> };
type Listing = {
  data: Card[];
  meta: { total: number; page: number; items: number; facets: Record<string, { value: string; count: number }[]>; ranges: Record<string, { min: number; max: number }> };
};
const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const list = async (query: string): Promise<Listing> => {
  const response = await get(`${LIST}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listing;
};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  handle = await openDatabase(loadConfig(database.env).database);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await database?.drop();
});

describe('stock listing', () => {
  it('pages 300 seeded vehicles, 12 by default, with total and facets of every checkbox filter', async () => {
    const body = await list('');
    expect(body.meta).toMatchObject({ total: 300, page: 1, items: 12 });
    expect(body.data).toHaveLength(12);
    expect(Object.keys(body.meta.facets).sort()).toEqual(
      ['brands', 'colors', 'dealers', 'engine_types', 'financing_options', 'models', 'number_of_seats', 'specific_colors', 'states', 'statuses', 'transmissions'],
    );
    expect(body.meta.facets['states']!.map((f) => f.value).sort()).toEqual(['approved', 'new', 'used']);
    expect(body.meta.facets['states']!.reduce((s, f) => s + f.count, 0)).toBe(300);
    expect(Object.keys(body.meta.ranges).sort()).toEqual(['display_price', 'mileage', 'model_year', 'msrp_price', 'power', 'production_year']);
    const car = body.data[0]!.attributes;
    expect(car['nameplate_brand_name']).toMatch(/^(Land Rover|Jaguar)$/);
    expect(String((car['photos'] as { normal: string }).normal)).toMatch(/^\/media\/api\/v2\/images\/\d+\/w\/1024\.jpg/);
  });

  it('filters with _in (double-space joined), _includes, _gteq/_lteq and counts facets under the OTHER filters', async () => {
    const query = new URLSearchParams({
      'filter[nameplate_name_in]': 'Defender 110  Range Rover Sport',
      'filter[state_in]': 'new  approved',
      'filter[sale_price_gteq]': '400000',
      'filter[sale_price_lteq]': '1500000',
      items: '12',
    }).toString();
    const body = await list(query);
    const models = ['Defender 110', 'Range Rover Sport'];
    const states = ['new', 'approved'];
    const range = sql`${stockVehicles.salePrice} between 400000 and 1500000`;
    const n = async (...where: Parameters<typeof and>) =>
      (await handle.db.select({ n: count() }).from(stockVehicles).where(and(...where)))[0]!.n;
    expect(body.meta.total).toBe(await n(inArray(stockVehicles.nameplateName, models), inArray(stockVehicles.state, states), range));
    expect(body.data.every((c) => models.includes(c.attributes['nameplate_name'] as string) && states.includes(c.attributes['state'] as string))).toBe(true);
    // The models facet ignores the model filter but keeps the others.
    for (const facet of body.meta.facets['models']!)
      expect(facet.count, facet.value).toBe(await n(eq(stockVehicles.nameplateName, facet.value), inArray(stockVehicles.state, states), range));
    for (const facet of body.meta.facets['states']!)
      expect(facet.count, facet.value).toBe(await n(eq(stockVehicles.state, facet.value), inArray(stockVehicles.nameplateName, models), range));
    expect(body.meta.facets['models']!.length).toBeGreaterThan(2);

    const black = await list('filter[color_name_includes]=' + encodeURIComponent('שחור'));
    expect(black.meta.total).toBeGreaterThan(0);
    expect(black.data.every((c) => String(c.attributes['color_name']).includes('שחור'))).toBe(true);
    const lease = await list('filter[financing_options_includes]=lease&items=5');
    expect(lease.data.every((c) => (c.attributes['financing_options'] as string[]).includes('lease'))).toBe(true);
  });

  it('applies the block brand (name or code) and similar vehicles by nameplate_name_in', async () => {
    const jaguar = await list('filter[nameplate_brand_name_eq]=Jaguar');
    expect(jaguar.meta.total).toBeGreaterThan(10);
    expect((await list('filter[nameplate_brand_name_eq]=jaguar')).meta.total).toBe(jaguar.meta.total);
    const similar = await list(`filter[nameplate_name_in]=${encodeURIComponent('Discovery')}&items=7&page=1`);
    expect(similar.data.length).toBeLessThanOrEqual(7);
    expect(similar.data.every((c) => c.attributes['nameplate_name'] === 'Discovery')).toBe(true);
  });

  it.each(SORT_OPTIONS)('sorts by %s', async (sort) => {
    const body = await list(`sort=${sort}&items=12&filter[state_in]=approved  used`);
    const a = body.data.map((c) => c.attributes);
    const pairs = a.slice(1).map((next, i) => [a[i]!, next] as const);
    const key: Record<string, [string, 1 | -1]> = {
      productionYearAsc: ['production_year', 1], productionYearDesc: ['production_year', -1],
      createdAtAsc: ['created_at', 1], createdAtDesc: ['created_at', -1],
      mileageAsc: ['mileage', 1], mileageDesc: ['mileage', -1],
      priceAsc: ['sale_price', 1], priceDesc: ['sale_price', -1],
    };
    if (sort === 'status') {
      const order = ['stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo'];
      for (const [x, y] of pairs) expect(order.indexOf(x['status'] as string)).toBeLessThanOrEqual(order.indexOf(y['status'] as string));
      return;
    }
    const [field, dir] = key[sort]!;
    for (const [x, y] of pairs) {
      if (x[field] === null || y[field] === null) continue;
      expect((x[field]! < y[field]! ? -1 : x[field]! > y[field]! ? 1 : 0) * dir).toBeLessThanOrEqual(0);
    }
  });

  it('pages without overlaps and an empty page past the end', async () => {
    const [one, two] = [await list('items=12&page=1&sort=priceAsc'), await list('items=12&page=2&sort=priceAsc')];
    const ids = new Set(one.data.map((c) => c.id));
    expect(two.data.some((c) => ids.has(c.id))).toBe(false);
    const last = await list('items=12&page=25');
    expect(last.data).toHaveLength(12);
    expect((await list('items=12&page=26')).data).toHaveLength(0);
    expect((await list('items=7&page=999999999999')).data).toHaveLength(0);
  });

  it.each(['0', '13', '-1', 'abc', '1.5', ''])('answers items=%j with a 400 that says 1 to 12', async (items) => {
    const response = await get(`${LIST}?items=${items}`);
    expect(response.statusCode).toBe(400);
    const error = onlyError(response.body);
    expect(error.detail).toBe('items must be a whole number from 1 to 12');
    expect(error.source).toEqual({ parameter: 'items' });
  });

  it('rejects unknown filters, bad bounds and unknown sorts with clear 400s', async () => {
    expect(onlyError((await get(`${LIST}?filter[vin_in]=x`)).body).detail).toContain('unknown filter');
    expect(onlyError((await get(`${LIST}?filter[mileage_gteq]=-5`)).body).detail).toBe('must be a whole number of 0 or more');
    expect(onlyError((await get(`${LIST}?sort=cheapest`)).body).detail).toBe('sort must be one of the nine sorting options');
  });

  it('serves light cards with the same paging and no facets', async () => {
    const response = await get(`${LIST}/light?items=6`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Listing;
    expect(body.data).toHaveLength(6);
    expect(body.meta.total).toBe(300);
    expect(body.meta.facets).toEqual({});
    expect(body.data[0]!.attributes['owner_name']).toBeUndefined();
  });
});

describe('one vehicle', () => {
  it('returns every listing attribute with the owner fields, and 404s in the envelope', async () => {
    const [first] = (await list('items=1')).data;
    const response = await get(`${LIST}/vehicle/${first!.id}`);
    expect(response.statusCode).toBe(200);
    const car = response.json().data.attributes;
    expect(car).toMatchObject({ vin: expect.stringMatching(/^SA[LJ][A-Z0-9]{14}$/), owner_name: expect.stringContaining('לוקס מוטורס'), owner_phone: expect.stringMatching(/^0\d-\d{7}$/) });
    expect(car.owner_metadata.display_name_lr).toContain('לנד רובר');
    expect(Object.keys(car)).toEqual(expect.arrayContaining([...LISTING_ATTRIBUTES, ...OWNER_FIELDS, ...Object.keys(MARKET_GROUPS)]));
    const missing = await get(`${LIST}/vehicle/999999`);
    expect(missing.statusCode).toBe(404);
    expect(onlyError(missing.body).detail).toBe('No vehicle 999999 in listing lux-il.');
    expect((await get(`/stock/public_api/listing/other/vehicle/${first!.id}`)).statusCode).toBe(404);
    expect((await get(`${LIST}/vehicle/abc`)).statusCode).toBe(400);
  });

  it('sends every A§3 key for every kind of car, with the market groups complete and null where data lacks', async () => {
    const one = async (where: SQL) => {
      const [row] = await handle.db.select({ id: stockVehicles.id }).from(stockVehicles).where(where).orderBy(stockVehicles.id).limit(1);
      const response = await get(`${LIST}/vehicle/${row!.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.attributes as Record<string, unknown>;
    };
    const approved = await one(sql`${stockVehicles.state} = 'approved' and not ${stockVehicles.priceHidden}`);
    const fresh = await one(sql`${stockVehicles.state} = 'new' and not ${stockVehicles.priceHidden}`);
    const hidden = await one(sql`${stockVehicles.priceHidden} and ${stockVehicles.state} <> 'new'`);
    for (const car of [approved, fresh, hidden]) {
      for (const key of [...LISTING_ATTRIBUTES, ...OWNER_FIELDS]) expect(car, `${car['state']} car lacks ${key}`).toHaveProperty([key]);
      for (const [group, fields] of Object.entries(MARKET_GROUPS)) expect(Object.keys(car[group] as object).sort(), group).toEqual([...fields].sort());
      expect(Object.keys(car['photos'] as object).sort()).toEqual(['hd', 'included', 'medium', 'normal', 'quarter_hd']);
      for (const item of (car['photos'] as { included: object[] }).included)
        expect(Object.keys(item).sort()).toEqual(['big', 'full', 'hd', 'medium', 'quarter_hd', 'sequence']);
      expect(Object.keys(car['owner_metadata'] as object).sort()).toEqual(['display_name_jag', 'display_name_lr']);
      expect(car['product_card_disclaimer']).toEqual({ description: expect.any(String) });
      for (const feature of car['features_optional'] as object[]) expect(feature).toHaveProperty('price', expect.any(Number));
      // An Israeli car has one national price, not one per Australian state.
      expect(car['price_metadata']).toBeNull();
    }
    // An approved car's avl_field is complete; its history group is filled in as far as Israel has it.
    expect(Object.values(approved['avl_field'] as object).every((value) => value !== null), JSON.stringify(approved['avl_field'])).toBe(true);
    expect(approved['japan_used_and_approved_cars_field']).toMatchObject({ date_registered: (approved['avl_field'] as { registration_date: string }).registration_date, previous_use: expect.any(String), recycling_fee: null, on_the_road_price: approved['sale_price'] });
    // A new car has no registration or history: every field is there, and null.
    expect(Object.values(fresh['avl_field'] as object).every((value) => value === null)).toBe(true);
    expect(Object.values(fresh['japan_used_and_approved_cars_field'] as object).every((value) => value === null)).toBe(true);
    // A hidden price hides every price, the on-the-road price of the history group too.
    for (const key of ['msrp_price', 'sale_price', 'monthly_price', 'subscribe_price', 'total_price', 'base_price', 'gross_price', 'net_price', 'prices'])
      expect(hidden[key], key).toBeNull();
    expect((hidden['japan_used_and_approved_cars_field'] as { on_the_road_price: unknown }).on_the_road_price).toBeNull();
    // The listing sends the same attributes as the single vehicle.
    const [card] = (await list('items=1&filter[state_in]=approved')).data;
    expect(Object.keys(card!.attributes)).toEqual(expect.arrayContaining([...LISTING_ATTRIBUTES, ...OWNER_FIELDS, ...Object.keys(MARKET_GROUPS)]));
  });

  it('seeds subscription prices and videos for some cars, passed through to the client', async () => {
    const attribute = (key: string) => sql`${stockVehicles.attributes} ->> ${key}`;
    const withKey = async (key: string) =>
      handle.db.select({ id: stockVehicles.id, value: attribute(key) }).from(stockVehicles).where(sql`${attribute(key)} is not null and not ${stockVehicles.priceHidden}`).orderBy(stockVehicles.id);
    for (const key of ['subscribe_price', 'video_url']) {
      const rows = await withKey(key);
      expect(rows.length, key).toBeGreaterThan(3);
      expect(rows.length, key).toBeLessThan(100);
      const car = (await get(`${LIST}/vehicle/${rows[0]!.id}`)).json().data.attributes;
      expect(String(car[key]), key).toBe(rows[0]!.value);
    }
    const subscribed = (await get(`${LIST}/vehicle/${(await withKey('subscribe_price'))[0]!.id}`)).json().data.attributes;
    expect(subscribed.state).toBe('new');
    expect(subscribed.subscribe_price).toBeGreaterThan(subscribed.monthly_price);
    expect((await withKey('price_metadata')).length).toBe(0);
  });

  it('finds a vehicle by config_url, and 404s an unknown one', async () => {
    const [row] = await handle.db.select({ id: stockVehicles.id, url: stockVehicles.configUrl }).from(stockVehicles).where(sql`${stockVehicles.configUrl} is not null`).limit(1);
    const response = await get(`${LIST}/vehicle?config_url=${encodeURIComponent(row!.url!)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(String(row!.id));
    expect((await get(`${LIST}/vehicle?config_url=https%3A%2F%2Fexample.com`)).statusCode).toBe(404);
  });
});

describe('a change of the stock (ADR 017 addendum 3)', () => {
  /** Searches until an answer comes from a current index (not marked no-store). */
  const settle = async () => {
    for (let i = 0; i < 200; i++) {
      const response = await get(LIST);
      if (response.headers['cache-control'] === undefined) return response;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the index was never rebuilt');
  };

  // The change goes through the app's own connection: on PGlite a second handle on the same folder is another
  // database instance in this process and would not see it.
  it('is answered at once from the previous index with current rows, marked no-store until the new index is in', async () => {
    const settled = await settle();
    const first = settled.json().data[0] as { id: string; attributes: { mileage: number } };
    await app.db.update(stockVehicles).set({ mileage: first.attributes.mileage + 1 }).where(eq(stockVehicles.id, Number(first.id)));

    const during = await get(LIST);
    expect(during.statusCode).toBe(200);
    expect(during.headers['cache-control']).toBe('no-store');
    expect(during.json().data[0]).toMatchObject({ id: first.id, attributes: { mileage: first.attributes.mileage + 1 } });
    const after = await settle();
    expect(after.json().data[0]).toMatchObject({ id: first.id, attributes: { mileage: first.attributes.mileage + 1 } });
    await app.db.update(stockVehicles).set({ mileage: first.attributes.mileage }).where(eq(stockVehicles.id, Number(first.id)));
  });
});

describe('retailers, company config and reference data', () => {
  it('finds retailers by state, by postcode and locality, and by brand', async () => {
    const byState = (await get(`${LIST}/retailers?q[state_eq]=${encodeURIComponent('מחוז חיפה')}`)).json();
    expect(byState.data.length).toBeGreaterThan(0);
    expect(byState.data.every((d: Card) => d.attributes['state'] === 'מחוז חיפה')).toBe(true);
    const byPostcode = (await get(`${LIST}/retailers?q[postcode_eq]=4951100&q[locality_eq]=Petah%20Tikva`)).json();
    expect(byPostcode.data.map((d: Card) => d.attributes['dealer_code'])).toContain('PTK01');
    const jaguar = (await get(`${LIST}/retailers?q[brand_eq]=Jaguar`)).json();
    expect(jaguar.data.every((d: Card) => (d.attributes['brands'] as string[]).includes('jaguar'))).toBe(true);
    expect((await get(`${LIST}/retailers?q[city_eq]=x`)).statusCode).toBe(400);
  });

  it('needs the Company-Config header, serves all, one key and the showroom config types', async () => {
    const missing = await get('/stock/public_api/company_config/all');
    expect(missing.statusCode).toBe(400);
    expect(onlyError(missing.body).detail).toBe('The Company-Config header is required.');
    const all = await get('/stock/public_api/company_config/all', { 'Company-Config': 'lux-il' });
    expect(all.json().data).toHaveLength(12);
    const showroom = await get('/stock/public_api/company_config/all?config_type=additional&config_type=cash&config_type=lease&config_type=subscription', { 'Company-Config': 'lux-il' });
    expect(showroom.json().data.map((i: Card) => i.attributes['config_type'])).toEqual(['additional', 'cash', 'lease', 'subscription']);
    const one = await get('/stock/public_api/company_config/lease', { 'Company-Config': 'lux-il' });
    expect(one.json().data.attributes.data.months).toBe(36);
    expect((await get('/stock/public_api/company_config/nope', { 'Company-Config': 'lux-il' })).statusCode).toBe(404);
    expect((await get('/stock/public_api/company_config/all', { 'Company-Config': 'other' })).statusCode).toBe(404);
  });

  it('serves translations, brands, nameplates, config data and trade-in options (lang default en)', async () => {
    const t = (await get('/stock/public_api/widget_translations_configs/stock-locator-he')).json();
    expect(t.data.attributes.data.reset_filter).toBe('איפוס סינון');
    expect((await get('/stock/public_api/widget_translations_configs/none')).statusCode).toBe(404);
    expect((await get('/stock/public_api/brands')).json().data.map((b: Card) => b.attributes['name'])).toEqual(['Land Rover', 'Jaguar']);
    expect((await get('/stock/nameplates')).json().data).toHaveLength(15);
    expect((await get('/stock/public_api/vehicles/config_data')).json().data.sort_options).toHaveLength(9);
    const en = (await get('/stock/trade_in/form_options')).json().data;
    expect(en.lang).toBe('en');
    expect(en.fuelTypes[0].label).toBe('Petrol');
    expect((await get('/stock/trade_in/form_options?lang=he')).json().data.fuelTypes[0].label).toBe('בנזין');
    expect((await get('/stock/trade_in/form_options?lang=xx')).statusCode).toBe(400);
  });
});
