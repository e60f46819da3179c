import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, PAYMENT_VENDORS, stockVehicles, vehicleHolds } from '../src/db/schema.js';
import { COMPANY, freeCar, hold, type Held, ORDERS } from './orders-support.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { roleHeaders, type AuthHeaders } from './support/tokens.js';

/**
 * Every call of the orders service fed random bodies, parameters and queries — hostile strings and
 * plausible values mixed, real lock ids, cars and order numbers among them so the handlers are reached,
 * not only the schemas: refused (4xx in the error envelope) or served, never a 5xx.
 */

let database: TestDatabase;
let app: FastifyInstance;
let admin: AuthHeaders;
const held: Held[] = [];
const cars: number[] = [];

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  admin = (await roleHeaders(app)).admin;
  for (let i = 0; i < 4; i++) held.push(await hold(app));
  for (let i = 0; i < 4; i++) cars.push(await freeCar(app, 'stock', cars));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function expectSafe(response: LightMyRequestResponse, label: string) {
  const where = `${label} → ${response.statusCode} ${response.body.slice(0, 400)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
  const body = response.json() as { errors?: Array<Record<string, unknown>> };
  expect(body.errors?.length, where).toBeGreaterThan(0);
  for (const error of body.errors!) {
    expect(error['status'], where).toBe(String(response.statusCode));
    expect(typeof error['detail'], where).toBe('string');
    expect(String(error['detail']), where).not.toMatch(/\n\s+at |node_modules|\/src\//);
  }
}

const HOSTILE = ['', ' ', '\u0000', '\ud800', '😀', '\u200f', "' or 1=1 --", '__proto__', 'constructor', 'x'.repeat(3000), '1e309', 'NaN', '-0', '%', '../..', 'Infinity'];
const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }));
const anyValue = fc.oneof(text, fc.jsonValue({ maxDepth: 3 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const lockId = () => fc.oneof(fc.constantFrom(...held.map((h) => h.lock_id)), fc.uuid(), text, fc.constant(held[0]!.lock_id.toUpperCase()));
const vehicleId = () =>
  fc.oneof(fc.constantFrom(...cars, ...held.map((h) => h.vehicle_id)), fc.integer({ min: -5, max: 2_147_483_650 }), text, fc.double(), fc.constant('7'));
const orderNumber = () => fc.oneof(fc.constantFrom(...held.map((h) => h.order_number), 'LX-DEMO-0001', 'LX-DEMO-0002'), text);
const vendor = fc.oneof(fc.constantFrom(...PAYMENT_VENDORS, 'stripe', 'BITCOIN'), text);
const company = fc.oneof(fc.constant(COMPANY), text);
const email = fc.oneof(fc.emailAddress(), text, fc.constantFrom('sales@lux.example', 'a@b.co'));
const leadAttributes = fc.oneof(
  fc.record(
    { first_name: text, last_name: text, email, phone: fc.oneof(fc.constant('050-1234567'), text), city: text, comment: text, marketing: anyValue, extra: anyValue },
    { requiredKeys: [] },
  ),
  anyValue,
);
const metadata = fc.oneof(
  fc.record(
    {
      trade_in: fc.oneof(fc.record({ brand: text, model: text, mileage: anyValue }, { requiredKeys: [] }), anyValue),
      payment_option: fc.oneof(fc.record({ type: fc.constantFrom('cash', 'lease', 'calculator', 'x'), selectedOptionData: anyValue }, { requiredKeys: [] }), anyValue),
      service_pack: fc.oneof(fc.record({ id: text, title: text, price: anyValue }, { requiredKeys: [] }), anyValue),
      appointment: fc.oneof(fc.record({ date: fc.constantFrom('2030-01-01', '2030-13-45'), slot: fc.constantFrom('10:30', '99:99') }), anyValue),
      retailer: fc.oneof(fc.record({ dealer_code: text, name: text }, { requiredKeys: [] }), anyValue),
      terms_accepted_at: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), text),
    },
    { requiredKeys: [] },
  ),
  anyValue,
);

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const query = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
const qvalue = () => fc.oneof(text, lockId(), vehicleId().map(String), fc.constantFrom('he', 'en', 'uk', '/showroom-order-online/success', 'https://evil.example/x', COMPANY));

/** Every public call of the orders service, each with random input. */
function publicCalls(): fc.Arbitrary<Call> {
  return fc.oneof(
    fc.record({ vehicle_id: vehicleId(), company_uuid: company, extra: anyValue }, { requiredKeys: [] }).map((payload) => ({ method: 'POST' as const, url: '/buy_online/orders/init', payload })),
    fc.tuple(fc.constantFrom('GET' as const, 'DELETE' as const), lockId()).map(([method, lock]) => ({ method, url: `/buy_online/holds/${enc(lock)}` })),
    fc
      .record({ lock_id: lockId(), vehicle_id: vehicleId(), company_uuid: company, currency: fc.oneof(fc.constantFrom('ILS', 'usd'), text), capture_method: fc.oneof(fc.constantFrom('manual', 'automatic'), text) }, { requiredKeys: [] })
      .map((payload) => ({ method: 'POST' as const, url: '/buy_online/payment', payload })),
    fc
      .record({ lock_id: lockId(), vehicle_id: vehicleId(), company_uuid: company, amount_value: fc.oneof(fc.constantFrom('5000.00', '1.00', '5000'), text), amount_currency_code: text }, { requiredKeys: [] })
      .map((payload) => ({ method: 'POST' as const, url: '/buy_online/paypal/create_order', payload })),
    fc.record({ lock_id: lockId(), paypal_order_id: text }, { requiredKeys: [] }).map((payload) => ({ method: 'POST' as const, url: '/buy_online/paypal/authorize', payload })),
    fc
      .array(fc.tuple(fc.constantFrom('lock_id', 'vehicle_id', 'company_uuid', 'language', 'result_url', 'x'), qvalue()), { maxLength: 6 })
      .map((pairs) => ({ method: 'GET' as const, url: `/buy_online/liqpay/checkout_data?${query(pairs)}` })),
    fc
      .record(
        {
          lock_id: lockId(),
          vehicle_id: vehicleId(),
          vendor,
          finance_option: fc.oneof(fc.constantFrom('cash', 'lease', 'subscription', 'calculator'), text),
          customer_email: email,
          lead_attributes: leadAttributes,
          metadata,
          locale: fc.oneof(fc.constantFrom('he', 'en'), text),
          stripe_payment_intent_id: text,
          paypal_order_id: text,
          liqpay_order_id: text,
          config_url: fc.oneof(fc.webUrl(), text),
        },
        { requiredKeys: [] },
      )
      .map((payload) => ({ method: 'POST' as const, url: '/buy_online/orders', payload })),
    fc
      .tuple(orderNumber(), fc.array(fc.tuple(fc.constantFrom('lock_id', 'token', 'x'), qvalue()), { maxLength: 3 }))
      .map(([number, pairs]) => ({ method: 'GET' as const, url: `/buy_online/orders/${enc(number)}?${query(pairs)}` })),
    fc
      .tuple(orderNumber(), fc.record({ lock_id: lockId(), token: text }, { requiredKeys: [] }))
      .map(([number, payload]) => ({ method: 'PUT' as const, url: `/buy_online/orders/${enc(number)}/confirm`, payload })),
    fc
      .record(
        {
          recipients: fc.oneof(fc.array(email, { maxLength: 4 }), anyValue),
          customer_data: fc.oneof(fc.record({ name: text, email, phone: text, message: text }, { requiredKeys: [] }), anyValue),
          vehicle_data: fc.oneof(fc.record({ id: anyValue, vin: text, title: text, url: text }, { requiredKeys: [] }), anyValue),
        },
        { requiredKeys: [] },
      )
      .map((payload) => ({ method: 'PUT' as const, url: '/buy_online/orders/send_inquiry_email', payload })),
    fc
      .record({ lock_id: lockId(), vehicle_id: vehicleId(), lead_attributes: leadAttributes, vendor, metadata, locale: text }, { requiredKeys: [] })
      .map((payload) => ({ method: 'POST' as const, url: '/api/leads', payload })),
    fc
      .tuple(fc.oneof(fc.integer({ min: -3, max: 60 }).map(String), text), fc.array(fc.tuple(fc.constantFrom('lock_id', 'x'), qvalue()), { maxLength: 2 }))
      .map(([id, pairs]) => ({ method: 'GET' as const, url: `/api/leads/${enc(id)}/salesforce_data?${query(pairs)}` })),
    fc
      .record({ payment_intent: fc.oneof(fc.record({ salesforce_lead_id: anyValue, lock_id: lockId(), vehicle_id: vehicleId(), currency: text, amount: anyValue }, { requiredKeys: [] }), anyValue) }, { requiredKeys: [] })
      .map((payload) => ({ method: 'POST' as const, url: '/api/stripe/create_payment_intent', payload })),
    fc
      .tuple(fc.oneof(fc.integer({ min: -3, max: 60 }).map(String), text), fc.record({ lock_id: lockId() }, { requiredKeys: [] }))
      .map(([id, payload]) => ({ method: 'PUT' as const, url: `/api/leads/${enc(id)}/initialize_cancellation`, payload })),
  );
}

/** Webhooks with random bodies, content types and signatures. */
const webhookCalls: fc.Arbitrary<Call> = fc
  .tuple(
    fc.constantFrom('stripe', 'paypal', 'liqpay', 'bitcoin'),
    fc.oneof(anyValue.map((value) => JSON.stringify(value)), text),
    fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
    fc.record({ 'stripe-signature': fc.oneof(text, fc.constant('t=1,v1=abc')), 'paypal-transmission-id': text, 'paypal-transmission-sig': text, 'paypal-cert-url': fc.oneof(fc.webUrl(), text) }, { requiredKeys: [] }),
  )
  .map(([vendor, body, type, signatures]) => ({
    method: 'POST' as const,
    url: `/webhooks/${vendor}`,
    payload: body,
    headers: { 'content-type': type, ...Object.fromEntries(Object.entries(signatures).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v))) },
  }));

/** The back office, as an admin, with random queries and bodies. */
function adminCalls(): fc.Arbitrary<Call> {
  const ADMIN_KEYS = ['page', 'items', 'sort', 'filter[state]', 'filter[vendor]', 'filter[created_at_gteq]', 'filter[created_at_lteq]', 'filter[number]', 'filter[', '__proto__'];
  const value = fc.oneof(text, fc.integer().map(String), fc.constantFrom('-created_at', 'number', 'amount', 'confirmed', 'STRIPE', '2026-01-31', '2026-02-30', '2026-01-31T10:00:00Z', 'Infinity', '1e3'));
  return fc.oneof(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...ADMIN_KEYS), text), value), { maxLength: 6 }).map((pairs) => ({ method: 'GET' as const, url: `/admin/orders?${query(pairs)}` })),
    orderNumber().map((number) => ({ method: 'GET' as const, url: `/admin/orders/${enc(number)}` })),
    fc
      .tuple(orderNumber(), fc.constantFrom('cancel', 'refund'), fc.record({ reason: text }, { requiredKeys: [] }))
      .map(([number, action, payload]) => ({ method: 'POST' as const, url: `/admin/orders/${enc(number)}/${action}`, payload })),
    fc.record({ hold_seconds: fc.oneof(fc.integer({ min: -10, max: 100_000 }), anyValue) }, { requiredKeys: [] }).map((payload) => ({ method: 'PUT' as const, url: '/admin/hold_settings', payload })),
  );
}

/** Statuses seen per route, to show the random input reached the handlers and not only the schemas. */
const seen = new Map<string, Set<number>>();

async function send(call: Call, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: call.method,
    url: `${ORDERS}${call.url}`,
    headers: { ...headers, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as string | object }),
  });
  expectSafe(response, `${call.method} ${call.url.slice(0, 200)} ${JSON.stringify(call.payload ?? null).slice(0, 300)}`);
  const route = `${call.method} ${call.url.split('?')[0]!.replace(/\/(orders|holds|leads)\/[^/]+/, '/$1/:x').replace(/\/admin\/orders\/[^/]+/, '/admin/orders/:x')}`;
  seen.set(route, (seen.get(route) ?? new Set()).add(response.statusCode));
  return response;
}

describe('hostile input to the orders service', () => {
  it('public calls: never a 5xx, every refusal in the error envelope', async () => {
    // Besides the random ones, calls known to reach each kind of answer, so the check below cannot miss by chance.
    const known: Call[] = [
      { method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: cars[0], company_uuid: COMPANY } },
      { method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: cars[0], company_uuid: COMPANY } },
      { method: 'GET', url: `/buy_online/holds/${held[1]!.lock_id}` },
      { method: 'DELETE', url: `/buy_online/holds/${held[1]!.lock_id}` },
      { method: 'GET', url: '/buy_online/holds/6f1c2b9e-3c1a-4f7e-9d2a-0b8e5c4d3a21' },
      { method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: 'x' } },
    ];
    await fc.assert(fc.asyncProperty(publicCalls(), (call) => send(call).then(() => undefined)), { numRuns: 600, examples: known.map((call) => [call]) });
    // Past the schemas: the handlers answered with their own statuses too.
    const statuses = new Set([...seen.values()].flatMap((set) => [...set]));
    for (const status of [200, 201, 204, 400, 404, 409]) expect(statuses, JSON.stringify([...seen].map(([r, s]) => [r, [...s]]))).toContain(status);
  });

  it('vendor webhooks: a random body or signature is refused, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(webhookCalls, async (call) => {
        const response = await send(call);
        expect([400, 404, 413, 415]).toContain(response.statusCode);
      }),
      { numRuns: 200 },
    );
  });

  it('the back office: never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(adminCalls(), (call) => send(call, admin).then(() => undefined)), { numRuns: 300 });
  });

  it('after all that, holds and orders still agree: a hold per placed order, a live order per hold, its car reserved', async () => {
    const holds = await app.db.select().from(vehicleHolds);
    const all = await app.db.select().from(orders);
    const byLock = new Map(all.map((order) => [order.lockId, order]));
    for (const row of holds) {
      const order = byLock.get(row.lockId);
      expect(order, `hold of ${row.orderNumber}`).toBeDefined();
      expect(['initialised', 'paid', 'created', 'confirmed']).toContain(order!.state);
      const [car] = await app.db.select({ status: stockVehicles.status }).from(stockVehicles).where(eq(stockVehicles.id, row.vehicleId));
      expect(car!.status, `car of ${row.orderNumber}`).toBe('reserved');
    }
    for (const order of all.filter((row) => ['paid', 'created', 'confirmed'].includes(row.state))) {
      const row = holds.find((h) => h.lockId === order.lockId);
      expect(row, `hold of placed order ${order.number}`).toBeDefined();
      expect(row!.expiresAt).toBeNull();
    }
  });
});
