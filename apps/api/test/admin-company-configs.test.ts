import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ONLINE_CONFIG_TYPES } from '../src/services/stock/company-config.admin.routes.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Config = { id: string; type: string; attributes: { company: string; config_type: string; data: Record<string, unknown>; version: string } };
type Errors = { errors: Array<{ status: string; detail: string; source?: { pointer?: string; parameter?: string } }> };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const url = (type: string, query = '') => `/stock/admin/company_configs/${type}${query}`;
const get = (type: string, headers: AuthHeaders | Record<string, never> = as.admin, query = '') => app.inject({ url: url(type, query), headers });
const put = (type: string, payload: unknown, headers: AuthHeaders | Record<string, never> = as.admin, query = '') =>
  app.inject({ method: 'PUT', url: url(type, query), headers, payload: payload as Record<string, unknown> });
const configOf = (response: LightMyRequestResponse) => (response.json() as { data: Config }).data;
const pointers = (response: LightMyRequestResponse) => (response.json() as Errors).errors.map((error) => error.source?.pointer);
const seeded = async (type: string) => structuredClone(configOf(await get(type)).attributes.data);

describe('admin company configs: access', () => {
  it('needs a token (401) and the admin role (403) to read or write', async () => {
    for (const response of [await get('order_online', {}), await put('order_online', { data: {} }, {})]) {
      expect(response.statusCode).toBe(401);
      expect(onlyError(response.body).status).toBe('401');
    }
    for (const role of ['editor', 'sales', 'viewer'] as const) {
      expect((await get('order_online', as[role])).statusCode).toBe(403);
      expect((await put('order_online', { data: await seeded('order_online') }, as[role])).statusCode).toBe(403);
    }
  });
});

describe('admin company configs: the seeded order-online configuration', () => {
  it('has all eight types, each of which passes its own validation unchanged (a save of the seed is a no-op)', async () => {
    expect(ORDER_ONLINE_CONFIG_TYPES).toHaveLength(8);
    for (const type of ORDER_ONLINE_CONFIG_TYPES) {
      const read = await get(type);
      expect(read.statusCode, type).toBe(200);
      const config = configOf(read);
      expect(config.attributes).toMatchObject({ company: 'lux-il', config_type: type });
      const saved = await put(type, { data: config.attributes.data, expected_version: config.attributes.version });
      expect(saved.statusCode, `${type}: ${saved.body}`).toBe(200);
      expect(configOf(saved).attributes.version).toBe(config.attributes.version);
    }
  });

  it('seeds the ADR 026 §3 content: four vendors, the showroom fee, eight steps, three packs, terms, slots, by_type texts', async () => {
    const online = await seeded('order_online');
    expect(online).toMatchObject({ payment_vendor_types: ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'], payment_vendor_type: 'STRIPE', currency: 'ILS' });
    const additional = (await app.inject({ url: '/stock/public_api/company_config/additional', headers: { 'Company-Config': 'lux-il' } })).json() as {
      data: { attributes: { data: { reservation: { reservation_fee: number } } } };
    };
    expect(online['reservation_fee']).toBe(additional.data.attributes.data.reservation.reservation_fee);
    expect((online['steps'] as Array<{ component_type: string }>).map((step) => step.component_type)).toEqual([
      'vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details',
    ]);
    const steps = await seeded('order_online_steps_page');
    expect((steps['service_packs'] as unknown[]).length).toBe(3);
    expect(steps['terms_html']).toMatch(/^<h3>/);
    expect(steps['appointment']).toMatchObject({ days_ahead: expect.any(Number), slots: expect.arrayContaining(['09:00']) });
    for (const type of ['order_online_checkout_page', 'order_online_success_page', 'config_order_online_checkout_page']) {
      expect(Object.keys((await seeded(type))['by_type'] as object)).toEqual(['cash', 'lease', 'subscription']);
    }
  });
});

describe('admin company configs: writing', () => {
  it('replaces the data (vendor types trimmed and upper-cased), the public config shows it at once, and the write is audited', async () => {
    const before = await get('order_online');
    const data = { ...configOf(before).attributes.data };
    const steps = data['steps'] as Array<Record<string, unknown>>;
    const next = {
      ...data,
      payment_vendor_types: [' paypal ', 'Stripe'],
      payment_vendor_type: 'paypal',
      reservation_fee: 4500,
      steps: [steps[1], steps[0], ...steps.slice(2)],
    };
    const saved = await put('order_online', { data: next, expected_version: configOf(before).attributes.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = configOf(saved).attributes.data;
    expect(stored).toMatchObject({ payment_vendor_types: ['PAYPAL', 'STRIPE'], payment_vendor_type: 'PAYPAL', reservation_fee: 4500 });
    expect(configOf(saved).attributes.version).not.toBe(configOf(before).attributes.version);

    expect(configOf(await get('order_online')).attributes.data).toEqual(stored);
    const publicOne = (await app.inject({ url: '/stock/public_api/company_config/order_online', headers: { 'Company-Config': 'lux-il' } })).json() as {
      data: { attributes: { data: unknown } };
    };
    expect(publicOne.data.attributes.data).toEqual(stored);

    const audit = (await auditRows(app, 'company_config', 'lux-il:order_online')).at(-1);
    expect(audit).toMatchObject({ action: 'update', actorEmail: 'admin@test.example', after: { reservation_fee: 4500 } });
    expect((audit?.before as Record<string, unknown>)['reservation_fee']).toBe(5000);

    // Put the seed back, so the other tests see it.
    expect((await put('order_online', { data })).statusCode).toBe(200);
  });

  it('refuses a save over a version it did not read (409 at /expected_version) and writes nothing', async () => {
    const data = await seeded('order_online_success_page');
    const audits = (await auditRows(app, 'company_config')).length;
    const stale = await put('order_online_success_page', { data: { ...data, heading: 'x' }, expected_version: '0'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(onlyError(stale.body).source).toEqual({ pointer: '/expected_version' });
    expect(await auditRows(app, 'company_config')).toHaveLength(audits);
    expect((await seeded('order_online_success_page'))['heading']).toBe(data['heading']);
  });

  it('sanitises the terms: no scripts, handlers or javascript: links; new-window links get rel', async () => {
    const data = await seeded('order_online_steps_page');
    const html = '<h3 onclick="x()">תנאים</h3><script>alert(1)</script><p>ראו <a href="javascript:alert(1)">כאן</a> ו<a href="https://lux.example/t" target="_blank">כאן</a></p><img src=x onerror=alert(1)>';
    const saved = await put('order_online_steps_page', { data: { ...data, terms_html: html } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(configOf(saved).attributes.data['terms_html']).toBe(
      '<h3>תנאים</h3><p>ראו <a>כאן</a> ו<a href="https://lux.example/t" target="_blank" rel="noopener noreferrer">כאן</a></p>',
    );
    expect((await put('order_online_steps_page', { data })).statusCode).toBe(200);
  });

  it('creates a type a company does not have yet (GET 404 before), audited as a create', async () => {
    const missing = await get('config_order_online_success_page', as.admin, '?company=acme');
    expect(missing.statusCode).toBe(404);
    expect(onlyError(missing.body).source).toEqual({ parameter: 'config_type' });
    const created = await put('config_order_online_success_page', { data: { heading: 'Thanks', body: 'We will call you.' } }, as.admin, '?company=acme');
    expect(created.statusCode, created.body).toBe(200);
    expect(configOf(created).attributes).toMatchObject({ company: 'acme', config_type: 'config_order_online_success_page' });
    const publicAll = (await app.inject({ url: '/stock/public_api/company_config/all', headers: { 'Company-Config': 'acme' } })).json() as {
      data: Array<{ attributes: { config_type: string } }>;
    };
    expect(publicAll.data.map((item) => item.attributes.config_type)).toEqual(['config_order_online_success_page']);
    const [audit] = await auditRows(app, 'company_config', 'acme:config_order_online_success_page');
    expect(audit).toMatchObject({ action: 'create', before: null, after: { heading: 'Thanks' } });
  });
});

describe('admin company configs: validation (400 naming each field, nothing stored)', () => {
  const refused = async (type: string, data: unknown) => {
    const audits = (await auditRows(app, 'company_config')).length;
    const response = await put(type, { data });
    expect(response.statusCode, response.body).toBe(400);
    expect(await auditRows(app, 'company_config')).toHaveLength(audits);
    return response;
  };

  it('order_online (and its config_ variant): vendors, default vendor, fee, currency, steps, unknown fields', async () => {
    const data = await seeded('order_online');
    const steps = data['steps'] as Array<Record<string, unknown>>;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ payment_vendor_types: ['STRIPE', 'BITCOIN'] }, '/data/payment_vendor_types/1'],
      [{ payment_vendor_types: [] }, '/data/payment_vendor_types'],
      [{ payment_vendor_types: ['PAYPAL'], payment_vendor_type: 'STRIPE' }, '/data/payment_vendor_type'],
      [{ reservation_fee: -1 }, '/data/reservation_fee'],
      [{ reservation_fee: 12.5 }, '/data/reservation_fee'],
      [{ reservation_fee: '5000' }, '/data/reservation_fee'],
      [{ currency: 'shekel' }, '/data/currency'],
      [{ steps: [] }, '/data/steps'],
      [{ steps: [steps[0], { ...steps[1], component_type: 'video' }] }, '/data/steps/1/component_type'],
      [{ steps: [steps[0], { ...steps[1], title: '' }] }, '/data/steps/1/title'],
      [{ steps: [steps[0], { key: 'extras', title: 'תוספות' }] }, '/data/steps/1/component_type'],
      [{ steps: [steps[0], { key: 'extras', title: 'תוספות', component_types: ['trade_in', 'trade_in'] }] }, '/data/steps/1/component_types'],
      [{ steps: [steps[0], steps[1], { ...steps[2], key: steps[0]!['key'] }] }, '/data/steps/2/key'],
      [{ inquiry_recipients: ['not an address'] }, '/data/inquiry_recipients/0'],
      [{ colour: 'red' }, '/data/colour'],
    ];
    for (const [patch, pointer] of cases) {
      for (const type of ['order_online', 'config_order_online']) {
        const response = await refused(type, { ...data, ...patch });
        expect(pointers(response), `${type} ${JSON.stringify(patch)}`).toContain(pointer);
      }
    }
    const combined = await put('order_online', { data: { ...data, steps: [steps[0], { key: 'extras', title: 'תוספות', component_types: ['trade_in', 'service_pack'] }] } });
    expect(combined.statusCode, combined.body).toBe(200);
    expect((await put('order_online', { data })).statusCode).toBe(200);
    const { steps: _steps, ...withoutSteps } = data;
    const missing = await refused('order_online', withoutSteps);
    expect((missing.json() as Errors).errors).toEqual([{ status: '400', title: 'Bad Request', detail: '"steps" is required.', source: { pointer: '/data/steps' } }]);
  });

  it('order_online_steps_page: step texts, packs, slots, days and keys', async () => {
    const data = await seeded('order_online_steps_page');
    const packs = data['service_packs'] as Array<Record<string, unknown>>;
    const appointment = data['appointment'] as Record<string, unknown>;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ trade_in: { description: 'no heading' } }, '/data/trade_in/heading'],
      [{ trade_in: { heading: 'x', colour: 1 } }, '/data/trade_in/colour'],
      [{ service_packs: [packs[0], { ...packs[1], id: packs[0]!['id'] }] }, '/data/service_packs/1/id'],
      [{ service_packs: [{ ...packs[0], price: -5 }] }, '/data/service_packs/0/price'],
      [{ appointment: { ...appointment, slots: ['25:00'] } }, '/data/appointment/slots/0'],
      [{ appointment: { ...appointment, days_ahead: 0 } }, '/data/appointment/days_ahead'],
      [{ terms_html: 5 }, '/data/terms_html'],
      [{ 'Bad-Key': { heading: 'x' } }, '/data'],
    ];
    for (const [patch, pointer] of cases) expect(pointers(await refused('order_online_steps_page', { ...data, ...patch })), JSON.stringify(patch)).toContain(pointer);
  });

  it('checkout and success pages: their required headings, text values, and by_type only for cash, lease and subscription', async () => {
    const checkout = await seeded('order_online_checkout_page');
    const success = await seeded('order_online_success_page');
    const { summary_title: _title, ...noSummary } = checkout;
    expect(pointers(await refused('order_online_checkout_page', noSummary))).toEqual(['/data/summary_title']);
    expect(pointers(await refused('order_online_checkout_page', { ...checkout, pay_button: 3 }))).toEqual(['/data/pay_button']);
    expect(pointers(await refused('order_online_checkout_page', { ...checkout, by_type: { leasing: {} } }))).toEqual(['/data/by_type/leasing']);
    expect(pointers(await refused('order_online_checkout_page', { ...checkout, by_type: { cash: { heading: ['x'] } } }))).toEqual(['/data/by_type/cash/heading']);
    const { body: _body, ...noBody } = success;
    expect(pointers(await refused('config_order_online_success_page', noBody))).toEqual(['/data/body']);
  });

  it('refuses a malformed request: data not an object, unknown types and companies, a malformed version', async () => {
    const data = await seeded('order_online');
    const array = await put('order_online', { data: [data] });
    expect(array.statusCode).toBe(400);
    expect(onlyError(array.body).source).toEqual({ pointer: '/data' });
    const unknownType = await get('additional');
    expect(unknownType.statusCode).toBe(400);
    expect(onlyError(unknownType.body).source).toEqual({ parameter: 'config_type' });
    const badCompany = await get('order_online', as.admin, '?company=../x');
    expect(badCompany.statusCode).toBe(400);
    expect(onlyError(badCompany.body).source).toEqual({ parameter: 'company' });
    const badVersion = await put('order_online', { data, expected_version: 'abc' });
    expect(onlyError(badVersion.body).source).toEqual({ pointer: '/expected_version' });
  });
});
