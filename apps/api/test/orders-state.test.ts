import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState, orders, orderTransitions, paymentWebhookEvents, stockVehicles, vehicleHolds } from '../src/db/schema.js';
import { stripeSignatureHeader } from '../src/services/fakes/stripe.routes.js';
import { DEV_STRIPE } from '../src/services/orders/payments/index.js';
import { canMove, transition, TRANSITIONS } from '../src/services/orders/state.js';
import {
  approveWithPaypal,
  confirm,
  hold,
  history,
  ORDERS,
  orderRow,
  payWithLiqpay,
  payWithStripe,
  place,
  placeBody,
  replay,
  stripeCaptures,
  webhookRecorder,
} from './orders-support.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The order state table (ADR 026 §4) and what vendor events do to orders: with the real gateways and the
 * local vendors (their signed webhooks, as delivered), a replayed or late event changes an order at most
 * once, and a forged one not at all.
 */

let database: TestDatabase;
let app: FastifyInstance;
const webhooks = webhookRecorder();

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database, { beforeReady: webhooks.beforeReady });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const settle = () => app.orders.payments.settleStandIns();

/** The moves B§4 and ADR 026 §4 allow, written out independently of the table under test. */
const ALLOWED: Array<[OrderState, OrderState]> = [
  ['initialised', 'paid'],
  ['initialised', 'created'],
  ['initialised', 'cancelled'],
  ['initialised', 'expired'],
  ['paid', 'created'],
  ['paid', 'cancelled'],
  ['created', 'confirmed'],
  ['created', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['confirmed', 'refunded'],
];
const allowed = (from: OrderState, to: OrderState) => ALLOWED.some(([f, t]) => f === from && t === to);

async function bareOrder(state: OrderState) {
  const [row] = await app.db
    .insert(orders)
    .values({ number: `T-${randomUUID().slice(0, 13).toUpperCase()}`, state, vendorUuid: 'lux-il', lockId: randomUUID(), vehicleVin: 'SALTEST0000000000' })
    .returning();
  return row!;
}

describe('the state table', () => {
  it('allows exactly the documented moves, and nothing out of an ended order', () => {
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) expect(canMove(from, to), `${from} → ${to}`).toBe(allowed(from, to));
    }
    expect(TRANSITIONS.cancelled).toEqual([]);
    expect(TRANSITIONS.expired).toEqual([]);
    expect(TRANSITIONS.refunded).toEqual([]);
  });

  it('moves an order in the database only where allowed, each move recorded once with its cause', async () => {
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        const order = await bareOrder(from);
        const moved = await app.db.transaction((tx) => transition(tx, order, to, { cause: 'test', actor: 'tester', data: { from, to } }));
        expect(moved.moved, `${from} → ${to}`).toBe(allowed(from, to));
        const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
        expect(stored!.state, `${from} → ${to}`).toBe(allowed(from, to) ? to : from);
        const rows = await app.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, order.id));
        expect(rows.map((row) => [row.fromState, row.toState, row.cause, row.actor])).toEqual(allowed(from, to) ? [[from, to, 'test', 'tester']] : []);
      }
    }
  });

  it('of two movers from the same state only one wins (UPDATE … WHERE state = from)', async () => {
    const order = await bareOrder('initialised');
    const results = await Promise.all([
      app.db.transaction((tx) => transition(tx, order, 'paid', { cause: 'one' })),
      app.db.transaction((tx) => transition(tx, order, 'cancelled', { cause: 'two' })),
    ]);
    expect(results.filter((result) => result.moved)).toHaveLength(1);
    expect(results.find((result) => !result.moved)).toMatchObject({ reason: 'lost_race' });
    expect(await app.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, order.id))).toHaveLength(1);
  });
});

/** A Stripe event as Stripe signs it, for an intent of ours. */
function stripeEvent(type: string, intent: { id: string; amount: number; status: string }) {
  const body = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: intent.id, object: 'payment_intent', amount: intent.amount, currency: 'ils', status: intent.status, capture_method: 'manual' } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(DEV_STRIPE.webhookSecret, body) } };
}

const post = (event: { body: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: `${ORDERS}/webhooks/stripe`, headers: event.headers, payload: event.body });
const statusOf = async (id: number) => (await app.db.select({ status: stockVehicles.status }).from(stockVehicles).where(eq(stockVehicles.id, id)))[0]!.status;
/** Deliveries about a payment: LiqPay's carry it inside their base64 `data`. */
const webhooksFor = (reference: string) =>
  webhooks.seen.filter((seen) => {
    const data = new URLSearchParams(seen.body).get('data');
    const liqpay = seen.url.endsWith('/liqpay') && data ? Buffer.from(data, 'base64').toString('utf8') : '';
    return seen.body.includes(reference) || liqpay.includes(reference);
  });

describe('Stripe through the local vendor', () => {
  it('pays once, however often the events come and in whatever order; captures once on confirmation', async () => {
    const held = await hold(app);
    const intent = await payWithStripe(app, held);
    await settle();
    let order = await orderRow(app, held.order_number);
    expect(order).toMatchObject({ state: 'paid', paymentStatus: 'authorised', vendor: 'STRIPE', stripePaymentIntentId: intent, holdExpiresAt: null });
    const [kept] = await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.lockId, held.lock_id));
    expect(kept!.expiresAt).toBeNull();
    expect((await app.inject(`${ORDERS}/buy_online/holds/${held.lock_id}`)).json().data.state).toBe('paid');
    // A paid hold is not the buyer's to drop: the order is cancelled instead (which releases the money).
    const drop = await app.inject({ method: 'DELETE', url: `${ORDERS}/buy_online/holds/${held.lock_id}` });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().errors[0].code).toBe('order_state');

    // The authorisation arrived once from the vendor; three more deliveries of it change nothing.
    const authorised = webhooksFor(intent).find((seen) => seen.body.includes('"payment_intent.amount_capturable_updated"'));
    expect(authorised?.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await replay(app, authorised!);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ replay: true, order_number: held.order_number });
    }
    expect((await history(app, held.order_number)).map(([, to]) => to)).toEqual(['initialised', 'paid']);

    const placed = await place(app, placeBody(held, 'STRIPE', { stripe_payment_intent_id: intent }));
    expect(placed.statusCode, placed.body).toBe(201);
    const confirmed = await confirm(app, held.order_number, { lock_id: held.lock_id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.order).toMatchObject({ state: 'confirmed', payment_status: 'captured' });
    await settle();

    // Every event of this payment, delivered again three times, newest first.
    const events = webhooksFor(intent);
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (let round = 0; round < 3; round++) {
      for (const event of [...events].reverse()) expect((await replay(app, event)).statusCode).toBe(200);
    }
    order = await orderRow(app, held.order_number);
    expect(order).toMatchObject({ state: 'confirmed', paymentStatus: 'captured' });
    const moves = await history(app, held.order_number);
    expect(moves.map(([from, to]) => `${from}→${to}`)).toEqual(['null→initialised', 'initialised→paid', 'paid→created', 'created→confirmed']);
    expect(moves[1]![2]).toMatch(/^webhook:stripe:evt_/);
    expect(await stripeCaptures(app, intent)).toBe(1);
    // One row per event the orders service acts on (authorised, captured), however often each came.
    const recorded = await app.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.orderId, order.id));
    expect(recorded.map((row) => row.eventType).sort()).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
  });

  it('out of order: a void before the authorisation ends the order once, and the late authorisation changes nothing', async () => {
    const held = await hold(app);
    const start = await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/payment`, payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, company_uuid: 'lux-il' } });
    const intent = { id: start.json().data.payment_intent_id as string, amount: held.amount };
    const voided = stripeEvent('payment_intent.canceled', { ...intent, status: 'canceled' });
    const authorised = stripeEvent('payment_intent.amount_capturable_updated', { ...intent, status: 'requires_capture' });
    for (let i = 0; i < 3; i++) {
      expect((await post(voided)).statusCode).toBe(200);
      expect((await post(authorised)).statusCode).toBe(200);
    }
    const order = await orderRow(app, held.order_number);
    expect(order).toMatchObject({ state: 'cancelled', paymentStatus: 'voided' });
    expect((await history(app, held.order_number)).map(([from, to]) => `${from}→${to}`)).toEqual(['null→initialised', 'initialised→cancelled']);
    expect(await statusOf(held.vehicle_id)).toBe('stock');
    expect(await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.lockId, held.lock_id))).toEqual([]);
  });

  it('in order: authorised then voided — each applied once, the car released', async () => {
    const held = await hold(app);
    const start = await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/payment`, payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, company_uuid: 'lux-il' } });
    const intent = { id: start.json().data.payment_intent_id as string, amount: held.amount };
    const authorised = stripeEvent('payment_intent.amount_capturable_updated', { ...intent, status: 'requires_capture' });
    const voided = stripeEvent('payment_intent.canceled', { ...intent, status: 'canceled' });
    for (const event of [authorised, authorised, voided, authorised, voided, voided]) expect((await post(event)).statusCode).toBe(200);
    expect((await history(app, held.order_number)).map(([from, to]) => `${from}→${to}`)).toEqual(['null→initialised', 'initialised→paid', 'paid→cancelled']);
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'cancelled', paymentStatus: 'voided' });
    expect(await statusOf(held.vehicle_id)).toBe('stock');
  });

  it('an authorisation of another amount is not taken as payment', async () => {
    const held = await hold(app);
    const start = await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/payment`, payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, company_uuid: 'lux-il' } });
    const event = stripeEvent('payment_intent.amount_capturable_updated', { id: start.json().data.payment_intent_id, amount: 100, status: 'requires_capture' });
    expect((await post(event)).statusCode).toBe(200);
    expect((await orderRow(app, held.order_number)).state).toBe('initialised');
  });

  it('a forged or altered event is refused with 400 and changes nothing', async () => {
    const held = await hold(app);
    const start = await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/payment`, payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, company_uuid: 'lux-il' } });
    const intent = { id: start.json().data.payment_intent_id as string, amount: held.amount, status: 'requires_capture' };
    const genuine = stripeEvent('payment_intent.amount_capturable_updated', intent);
    const altered = { headers: genuine.headers, body: genuine.body.replace('"livemode":false', '"livemode":true') };
    const body = stripeEvent('payment_intent.amount_capturable_updated', intent).body;
    const wrongSecret = { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader('whsec_someone_else', body) } };
    const unsigned = { body, headers: { 'content-type': 'application/json' } };
    const stale = { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(DEV_STRIPE.webhookSecret, body, Math.floor(Date.now() / 1000) - 3600) } };
    const before = (await app.db.select().from(paymentWebhookEvents)).length;
    for (const forged of [altered, wrongSecret, unsigned, stale]) {
      const answer = await post(forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].status).toBe('400');
    }
    expect((await app.db.select().from(paymentWebhookEvents)).length).toBe(before);
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'initialised', paymentStatus: 'pending' });
    for (const vendor of ['paypal', 'liqpay']) {
      const answer = await app.inject({ method: 'POST', url: `${ORDERS}/webhooks/${vendor}`, headers: { 'content-type': 'application/json' }, payload: { event_type: 'PAYMENT.AUTHORIZATION.CREATED', id: 'WH-1' } });
      expect(answer.statusCode, vendor).toBe(400);
    }
    expect((await app.db.select().from(paymentWebhookEvents)).length).toBe(before);
  });
});

describe('PayPal and LiqPay through their local vendors', () => {
  it('PayPal: approved in its window, authorised once by the call or the webhook, whichever came first', async () => {
    const held = await hold(app);
    const paypalOrderId = await approveWithPaypal(app, held);
    const authorised = await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/paypal/authorize`, payload: { lock_id: held.lock_id, paypal_order_id: paypalOrderId } });
    expect(authorised.statusCode, authorised.body).toBe(200);
    expect(authorised.json().data.order).toMatchObject({ state: 'paid', payment_status: 'authorised', vendor: 'PAYPAL' });
    await settle();
    for (const event of webhooksFor(paypalOrderId)) {
      for (let i = 0; i < 3; i++) expect((await replay(app, event)).statusCode).toBe(200);
    }
    // A second authorize call answers the order as it is.
    expect((await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/paypal/authorize`, payload: { lock_id: held.lock_id, paypal_order_id: paypalOrderId } })).statusCode).toBe(200);
    expect((await history(app, held.order_number)).map(([, to]) => to)).toEqual(['initialised', 'paid']);
    const placed = await place(app, placeBody(held, 'PAYPAL', { paypal_order_id: paypalOrderId }));
    expect(placed.statusCode, placed.body).toBe(201);
    const confirmed = await confirm(app, held.order_number, { lock_id: held.lock_id });
    expect(confirmed.json().data.order).toMatchObject({ state: 'confirmed', payment_status: 'captured' });
  });

  it('LiqPay: paid on the hosted page; its callback marks the order paid once', async () => {
    const held = await hold(app);
    const liqpayOrderId = await payWithLiqpay(app, held);
    await settle();
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'paid', paymentStatus: 'authorised', vendor: 'LIQPAY', liqpayOrderId });
    const callbacks = webhooksFor(liqpayOrderId);
    expect(callbacks.length).toBeGreaterThanOrEqual(1);
    for (const callback of callbacks) {
      for (let i = 0; i < 3; i++) expect((await replay(app, callback)).statusCode).toBe(200);
    }
    expect((await history(app, held.order_number)).map(([, to]) => to)).toEqual(['initialised', 'paid']);
  });
});
