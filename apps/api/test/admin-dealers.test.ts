import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockVehicles } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Dealer = { id: string; attributes: Record<string, unknown> & { dealer_code: string; name_he: string } };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const dealer = (overrides: Record<string, unknown> = {}) => ({
  dealer_code: 'TST01',
  ci_code: 'IL-TST01',
  brands: ['land_rover', 'jaguar'],
  name_he: 'לוקס מוטורס מבחן',
  name_en: 'Lux Motors Test',
  address_he: 'הבדיקה 1',
  address_en: '1 HaBdika St',
  city_he: 'מודיעין',
  city_en: 'Modiin',
  state_he: 'מחוז המרכז',
  state_en: 'Central District',
  postcode: '7170001',
  phone: '08-9700000',
  email: 'tst01@lux-motors.co.il',
  latitude: 31.9,
  longitude: 35.0,
  opening_hours: 'א׳–ה׳ 9:00–18:00',
  contact_info: [{ type: 'phone', icon: 'phone', label: '08-9700000', href: 'tel:+97289700000' }],
  services: [{ icon: 'car', label: 'מכירת רכב חדש' }],
  ...overrides,
});
const post = (payload: Record<string, unknown>, headers: AuthHeaders = as.admin) => app.inject({ method: 'POST', url: '/content/dealers', headers, payload });

describe('back-office dealers', () => {
  it('creates a retailer that the public lists show at once, and audits it', async () => {
    const response = await post(dealer());
    expect(response.statusCode, response.body).toBe(200);
    const created = (response.json() as { data: Dealer }).data;
    const publicList = (await app.inject('/content/dealers?items=50&filter[brand_name_eq]=jaguar')).json() as { data: Array<{ attributes: { dealer_code: string } }> };
    expect(publicList.data.map((d) => d.attributes.dealer_code)).toContain('TST01');
    const [audit] = await auditRows(app, 'dealer', created.id);
    expect(audit).toMatchObject({ action: 'create', before: null, after: { dealer_code: 'TST01', postcode: '7170001' } });
  });

  it('lists every column privately: paged, sorted by name, code or city, searched', async () => {
    const page = await app.inject({ url: '/content/dealers/manage?sort=-code&items=5&page=1', headers: as.editor });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { data: Dealer[]; meta: { total: number; pages: number } };
    expect(body.meta.total).toBe(26);
    expect(body.meta.pages).toBe(6);
    const codes = body.data.map((d) => d.attributes.dealer_code);
    expect(codes).toEqual([...codes].sort().reverse());
    const found = (await app.inject({ url: '/content/dealers/manage?filter[q]=modiin', headers: as.admin })).json() as { data: Dealer[] };
    expect(found.data.map((d) => d.attributes.dealer_code)).toEqual(['TST01']);
    expect((await app.inject({ url: `/content/dealers/${found.data[0]!.id}`, headers: as.editor })).json().data.attributes.dealer_code).toBe('TST01');
    // The public routes beside it are not retailer ids.
    expect((await app.inject({ method: 'PUT', url: '/content/dealers/by_postcode', headers: as.admin, payload: dealer() })).statusCode).toBe(404);
    expect((await app.inject({ url: '/content/dealers/manage', headers: as.sales })).statusCode).toBe(403);
    expect((await app.inject('/content/dealers/manage')).statusCode).toBe(401);
  });

  it('refuses bad columns with a pointer and a duplicate code with 409', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ postcode: '12345' }, '/postcode'],
      [{ latitude: 95 }, '/latitude'],
      [{ longitude: 200 }, '/longitude'],
      [{ brands: ['ferrari'] }, '/brands/0'],
      [{ brands: [] }, '/brands'],
      [{ email: 'nope' }, '/email'],
      [{ dealer_code: 'has space' }, '/dealer_code'],
      [{ name_he: '' }, '/name_he'],
      [{ contact_info: [{ type: 'fax', icon: 'x', label: 'x', href: 'tel:1' }] }, '/contact_info/0/type'],
    ];
    for (const [overrides, pointer] of cases) {
      const response = await post(dealer({ dealer_code: 'BAD01', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(onlyError(response.body).source?.['pointer'], JSON.stringify(overrides)).toBe(pointer);
    }
    const auditCount = (await auditRows(app, 'dealer')).length;
    const duplicate = await post(dealer({ dealer_code: 'ELT01' }));
    expect(duplicate.statusCode).toBe(409);
    expect(onlyError(duplicate.body).source).toEqual({ pointer: '/dealer_code' });
    expect(await auditRows(app, 'dealer')).toHaveLength(auditCount);
    expect((await post(dealer({ dealer_code: 'X1' }), as.editor)).statusCode).toBe(403);
  });

  it('updates a retailer, bumping the stock version so cached stock indexes rebuild', async () => {
    const version = async () => Number(((await app.db.execute(sql`select version from stock_data_version where id = 1`)) as unknown as { rows: Array<{ version: string }> }).rows[0]!.version);
    const [row] = (await app.inject({ url: '/content/dealers/manage?filter[q]=TST01', headers: as.admin })).json().data as Dealer[];
    const before = await version();
    const put = await app.inject({ method: 'PUT', url: `/content/dealers/${row!.id}`, headers: as.admin, payload: dealer({ name_he: 'לוקס מוטורס מודיעין', brands: ['land_rover'] }) });
    expect(put.statusCode, put.body).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const jaguar = (await app.inject('/content/dealers?items=50&filter[brand_name_eq]=jaguar')).json() as { data: Array<{ attributes: { dealer_code: string } }> };
    expect(jaguar.data.map((d) => d.attributes.dealer_code)).not.toContain('TST01');
    const audit = await auditRows(app, 'dealer', row!.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', before: { name_he: 'לוקס מוטורס מבחן' }, after: { name_he: 'לוקס מוטורס מודיעין' } });
  });

  it('keeps the code of a retailer with vehicles in stock (409), and deletes a retailer', async () => {
    const [vehicle] = await app.db.select({ dealerCode: stockVehicles.dealerCode }).from(stockVehicles).where(sql`${stockVehicles.dealerCode} is not null`).limit(1);
    const [owner] = (await app.inject({ url: `/content/dealers/manage?filter[q]=${vehicle!.dealerCode}`, headers: as.admin })).json().data as Dealer[];
    const rename = await app.inject({
      method: 'PUT',
      url: `/content/dealers/${owner!.id}`,
      headers: as.admin,
      payload: dealer({ ...owner!.attributes, dealer_code: 'NEW99' }),
    });
    expect(rename.statusCode).toBe(409);
    expect(onlyError(rename.body).detail).toMatch(/vehicles in stock/);

    const [test] = (await app.inject({ url: '/content/dealers/manage?filter[q]=TST01', headers: as.admin })).json().data as Dealer[];
    const removed = await app.inject({ method: 'DELETE', url: `/content/dealers/${test!.id}`, headers: as.admin });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/content/dealers/${test!.id}`, headers: as.admin })).statusCode).toBe(404);
    expect((await auditRows(app, 'dealer', test!.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    expect(await app.db.select().from(stockVehicles).where(eq(stockVehicles.dealerCode, 'TST01'))).toEqual([]);
  });
});
