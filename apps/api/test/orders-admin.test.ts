import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockVehicles } from '../src/db/schema.js';
import { confirm, hold, history, ORDERS, orderRow, payWithStripe, place, placeBody } from './orders-support.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

/** The back office's orders (ADR 026 §4): admin only, every read and write audited, money moved through the vendor. */

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, headers: AuthHeaders = as.admin) => app.inject({ url: `${ORDERS}${url}`, headers });
const post = (url: string, payload: Record<string, unknown>, headers: AuthHeaders = as.admin) => app.inject({ method: 'POST', url: `${ORDERS}${url}`, headers, payload });
const statusOf = async (id: number) => (await app.db.select({ status: stockVehicles.status }).from(stockVehicles).where(eq(stockVehicles.id, id)))[0]!.status;

/** A Stripe order paid, placed and (optionally) confirmed. */
async function stripeOrder(confirmed: boolean) {
  const held = await hold(app);
  const intent = await payWithStripe(app, held);
  expect((await place(app, placeBody(held, 'STRIPE', { stripe_payment_intent_id: intent }))).statusCode).toBe(201);
  if (confirmed) expect((await confirm(app, held.order_number, { lock_id: held.lock_id })).statusCode).toBe(200);
  await app.orders.payments.settleStandIns();
  return held;
}

describe('who may use the back office', () => {
  it('admins only: 401 without a token, 403 for other roles', async () => {
    for (const [url, method] of [['/admin/orders', 'GET'], ['/admin/orders/LX-DEMO-0001', 'GET'], ['/admin/hold_settings', 'GET']] as const) {
      expect((await app.inject({ method, url: `${ORDERS}${url}` })).statusCode).toBe(401);
      for (const role of ['editor', 'sales', 'viewer'] as const) expect((await app.inject({ method, url: `${ORDERS}${url}`, headers: as[role] })).statusCode, `${role} ${url}`).toBe(403);
    }
    expect((await post('/admin/orders/LX-DEMO-0002/cancel', { reason: 'x' }, as.sales)).statusCode).toBe(403);
  });
});

describe('GET /admin/orders', () => {
  it('lists the seeded demo orders, filters and pages them, and audits who looked', async () => {
    const all = await get('/admin/orders?items=100');
    expect(all.statusCode, all.body).toBe(200);
    const numbers = all.json().data.map((row: { order_number: string }) => row.order_number);
    expect(numbers).toEqual(expect.arrayContaining(['LX-DEMO-0001', 'LX-DEMO-0002', 'LX-DEMO-0003', 'LX-DEMO-0004']));
    expect(all.json().meta).toMatchObject({ total: numbers.length, page: 1, items: 100 });

    const confirmed = (await get('/admin/orders?filter[state]=confirmed')).json();
    expect(confirmed.data.every((row: { state: string }) => row.state === 'confirmed')).toBe(true);
    expect(confirmed.data.map((row: { order_number: string }) => row.order_number)).toContain('LX-DEMO-0001');
    const one = (await get('/admin/orders?filter[number]=lx-demo-0003')).json();
    expect(one.data.map((row: { order_number: string; state: string }) => [row.order_number, row.state])).toEqual([['LX-DEMO-0003', 'expired']]);
    const noPayment = (await get('/admin/orders?filter[vendor]=NO_PAYMENT_WITH_CONFIRMATION_EMAIL&sort=created_at')).json();
    expect(noPayment.data.map((row: { order_number: string }) => row.order_number)).toEqual(['LX-DEMO-0001', 'LX-DEMO-0002']);
    const paged = (await get('/admin/orders?items=1&page=2&sort=number')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, items: 1, total: numbers.length });
    const future = (await get('/admin/orders?filter[created_at_gteq]=2999-01-01')).json();
    expect(future.data).toEqual([]);
    expect((await get('/admin/orders?filter[created_at_gteq]=2026-02-30')).statusCode).toBe(400);
    expect((await get('/admin/orders?filter[created_at_gteq]=2026-05-02&filter[created_at_lteq]=2026-05-01')).statusCode).toBe(400);
    expect((await get('/admin/orders?filter[state]=lost')).statusCode).toBe(400);

    const audit = await auditRows(app, 'orders');
    expect(audit.some((row) => row.action === 'view' && row.actorEmail === 'admin@test.example')).toBe(true);
  });
});

describe('GET /admin/orders/:number', () => {
  it('shows the order with its history and hold; no vendor view for an order without payment', async () => {
    const answer = await get('/admin/orders/LX-DEMO-0001');
    expect(answer.statusCode, answer.body).toBe(200);
    const { order, transitions, hold: held, payment } = answer.json().data;
    expect(order).toMatchObject({ order_number: 'LX-DEMO-0001', state: 'confirmed', payment_status: 'not_required', customer_email: 'noa.levi@example.com' });
    expect(transitions.map((t: { to_state: string }) => t.to_state)).toEqual(['initialised', 'created', 'confirmed']);
    expect(held).toMatchObject({ expires_at: null, live: true, previous_status: 'stock' });
    expect(payment).toMatchObject({ available: false, status: null });
    expect((await get('/admin/orders/LX-NOPE-0000')).statusCode).toBe(404);
    expect((await auditRows(app, 'orders', 'LX-DEMO-0001')).map((row) => row.action)).toContain('view');
  });

  it("shows the vendor's own view of a paid order's money", async () => {
    const held = await stripeOrder(false);
    const { order, payment } = (await get(`/admin/orders/${held.order_number}`)).json().data;
    expect(order).toMatchObject({ state: 'created', payment_status: 'authorised', vendor: 'STRIPE' });
    expect(payment).toMatchObject({ available: true, status: 'authorised', amount: 500_000, currency: 'ILS', reference: order.stripe_payment_intent_id });
  });
});

describe('cancel and refund', () => {
  it('cancelling a placed order releases the car and voids the held payment at the vendor (audited)', async () => {
    const held = await stripeOrder(false);
    const cancelled = await post(`/admin/orders/${held.order_number}/cancel`, { reason: 'הלקוח ביקש לבטל' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', payment_status: 'voided' });
    expect(await statusOf(held.vehicle_id)).toBe('stock');
    const [from, to, cause] = (await history(app, held.order_number)).at(-1)!;
    expect([from, to, cause]).toEqual(['created', 'cancelled', 'admin cancel']);
    const vendor = (await get(`/admin/orders/${held.order_number}`)).json().data.payment;
    expect(vendor.status).toBe('voided');
    const [audit] = (await auditRows(app, 'orders', held.order_number)).filter((row) => row.action === 'cancel');
    expect(audit).toMatchObject({ actorEmail: 'admin@test.example', before: { state: 'created' }, after: { state: 'cancelled', reason: 'הלקוח ביקש לבטל' } });
    // An ended order cannot be cancelled again.
    const again = await post(`/admin/orders/${held.order_number}/cancel`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('order_state');
  });

  it('refunds a confirmed order through the vendor: refunded, the car released; nothing else can be refunded', async () => {
    const held = await stripeOrder(true);
    expect((await orderRow(app, held.order_number))).toMatchObject({ state: 'confirmed', paymentStatus: 'captured' });
    const refunded = await post(`/admin/orders/${held.order_number}/refund`, { reason: 'refund requested' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ state: 'refunded', payment_status: 'refunded' });
    expect(await statusOf(held.vehicle_id)).toBe('stock');
    await app.orders.payments.settleStandIns();
    expect((await history(app, held.order_number)).map(([, to]) => to)).toEqual(['initialised', 'paid', 'created', 'confirmed', 'refunded']);
    expect((await auditRows(app, 'orders', held.order_number)).map((row) => row.action)).toContain('refund');

    const unpaid = await post('/admin/orders/LX-DEMO-0001/refund', { reason: 'x' });
    expect(unpaid.statusCode).toBe(409);
    expect((await post('/admin/orders/LX-DEMO-0002/cancel', {})).statusCode).toBe(400);
  });

  it('cancelling a confirmed order refunds its captured payment', async () => {
    const held = await stripeOrder(true);
    const cancelled = await post(`/admin/orders/${held.order_number}/cancel`, { reason: 'לא הגיע לחתימה' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', payment_status: 'refunded' });
  });
});

describe('hold settings', () => {
  it('reads the default and bounds, and audits a change', async () => {
    expect((await get('/admin/hold_settings')).json().data).toEqual({ hold_seconds: 900, default: 900, min: 30, max: 86_400 });
    const put = await app.inject({ method: 'PUT', url: `${ORDERS}/admin/hold_settings`, headers: as.admin, payload: { hold_seconds: 600 } });
    expect(put.json().data.hold_seconds).toBe(600);
    expect((await get('/admin/hold_settings')).json().data.hold_seconds).toBe(600);
    const [audit] = await auditRows(app, 'settings', 'order_online.hold_seconds');
    expect(audit).toMatchObject({ action: 'update', before: { value: '900' }, after: { value: '600' } });
  });
});
