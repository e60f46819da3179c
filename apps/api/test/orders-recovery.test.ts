import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentWebhookEvents } from '../src/db/schema.js';
import { orderForPayment } from '../src/services/orders/vendors.js';
import { hold, history, ORDERS, orderRow, payWithStripe, place, placeBody, stripeCaptures } from './orders-support.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The recovery pass (ADR 026 §4), each crash point set up exactly, in process: the state a crash leaves
 * between two steps is made by doing the steps before it for real (the vendor's capture, the order's
 * capture mark) and leaving out the ones after. The crash test (orders-crash.test.ts) kills a real process
 * at random points; this one pins each point down.
 */

let database: TestDatabase;
let app: FastifyInstance;
/** While set, the orders service answers vendor webhooks 503 (as when it is down); the vendor retries later. */
let webhooksDown = false;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database, {
    beforeReady: (instance) =>
      instance.addHook('onRequest', async (request, reply) => {
        if (webhooksDown && request.url.startsWith(`${ORDERS}/webhooks/`)) return reply.code(503).send({ errors: [{ status: '503', title: 'Service Unavailable', detail: 'down' }] });
      }),
  });
});

// A test that fails while the webhooks are down must not leave them down for the next one.
afterEach(() => {
  webhooksDown = false;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const stripe = () => app.orders.payments.gateways.STRIPE!;

/** A Stripe order paid and placed: `created`, its money authorised. */
async function placedOrder() {
  const held = await hold(app);
  const intent = await payWithStripe(app, held);
  await app.orders.payments.settleStandIns();
  expect((await place(app, placeBody(held, 'STRIPE', { stripe_payment_intent_id: intent }))).statusCode).toBe(201);
  return { held, intent };
}

describe('the recovery pass', () => {
  it('finishes a confirmation whose capture the vendor made but the order never recorded, without capturing again', async () => {
    const { held, intent } = await placedOrder();
    // Confirmation marked the capture and the vendor captured (with the order's key); then the process died.
    await app.db.update(orders).set({ captureRequestedAt: new Date() }).where(eq(orders.number, held.order_number));
    // Its capture webhook is not heard either: down before the capture, whose webhook the vendor may send
    // before the capture call has even answered (CI saw it confirm the order first on PostgreSQL).
    webhooksDown = true;
    const captured = await stripe().capture(orderForPayment(await orderRow(app, held.order_number)), `capture-${held.order_number}`);
    expect(captured.status).toBe('captured');
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'created', paymentStatus: 'authorised' });

    expect(await app.orders.recover()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'confirmed', paymentStatus: 'captured' });
    expect((await history(app, held.order_number)).at(-1)).toEqual(['created', 'confirmed', 'recovery: capture requested before a restart']);
    expect(await stripeCaptures(app, intent)).toBe(1);
    webhooksDown = false;
  });

  it('captures once an order whose capture was asked for but never reached the vendor', async () => {
    const { held, intent } = await placedOrder();
    await app.db.update(orders).set({ captureRequestedAt: new Date() }).where(eq(orders.number, held.order_number));
    await app.orders.recover();
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'confirmed', paymentStatus: 'captured' });
    // Recovering again, or the buyer confirming again, changes nothing.
    await app.orders.recover();
    const again = await app.inject({ method: 'PUT', url: `${ORDERS}/buy_online/orders/${held.order_number}/confirm`, payload: { lock_id: held.lock_id } });
    expect(again.json().data.order.state).toBe('confirmed');
    await app.orders.payments.settleStandIns();
    expect(await stripeCaptures(app, intent)).toBe(1);
    expect((await history(app, held.order_number)).filter(([, to]) => to === 'confirmed')).toHaveLength(1);
  });

  it('releases money an ended order still holds: a cancellation whose void never happened', async () => {
    const { held } = await placedOrder();
    // The order was cancelled (the state moved first) and the process died before the vendor's void.
    await app.db.update(orders).set({ state: 'cancelled' }).where(eq(orders.number, held.order_number));
    const order = await orderRow(app, held.order_number);
    expect((await stripe().retrieve(orderForPayment(order))).status).toBe('authorised');
    await app.orders.recover();
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'cancelled', paymentStatus: 'voided' });
    expect((await stripe().retrieve(orderForPayment(order))).status).toBe('voided');
  });

  it('records an authorisation whose webhook never came, by asking the vendor once the payment has waited a while', async () => {
    const held = await hold(app);
    webhooksDown = true;
    await payWithStripe(app, held);
    // Recent: the pass leaves it alone (the webhook may still come).
    await app.orders.recover();
    expect((await orderRow(app, held.order_number)).state).toBe('initialised');
    await app.db.update(orders).set({ updatedAt: sql`now() - interval '1 minute'` }).where(and(eq(orders.number, held.order_number)));
    await app.orders.recover();
    expect(await orderRow(app, held.order_number)).toMatchObject({ state: 'paid', paymentStatus: 'authorised' });
    expect((await history(app, held.order_number)).at(-1)).toEqual(['initialised', 'paid', 'recovery: authorisation not reported']);
    // The webhook arrives in the end (the vendor retries): nothing more happens.
    webhooksDown = false;
    const order = await orderRow(app, held.order_number);
    for (let waited = 0; (await app.db.$count(paymentWebhookEvents, eq(paymentWebhookEvents.orderId, order.id))) === 0; waited += 100) {
      if (waited > 25_000) throw new Error('The vendor never delivered the authorisation again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await history(app, held.order_number)).map(([, to]) => to)).toEqual(['initialised', 'paid']);
  });
});
