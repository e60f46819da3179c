import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeVendorObjects } from '../src/db/schema.js';
import {
  DEV_STRIPE,
  PaymentVendorError,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentGateway,
} from '../src/services/orders/payments/index.js';
import { startPaymentsApp, testOrder, type PaymentsTestApp } from './payments-harness.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * Stripe end to end against its stand-in: the real `stripe` SDK creates a manual-capture PaymentIntent,
 * the browser's confirm call (what v3.js sends: publishable key + client secret + card) authorises it,
 * signed webhooks arrive and are verified by `constructEvent`, then capture and refund — with idempotency
 * keys that never move money twice.
 */

let database: TestDatabase;
let harness: PaymentsTestApp;
let stripe: PaymentGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startPaymentsApp(database);
  stripe = harness.gateways.STRIPE!;
});

afterAll(async () => {
  await harness?.app.close();
  await database?.drop();
});

const nextYear = new Date().getUTCFullYear() + 1;

/** What v3.js posts when the buyer presses pay. */
function confirmInBrowser(
  intentId: string,
  clientSecret: string,
  number: string,
  key: string = DEV_STRIPE.publishableKey,
) {
  return harness.app.inject({
    method: 'POST',
    url: `/orders/fake/stripe/v1/payment_intents/${intentId}/confirm`,
    headers: { 'content-type': 'application/json' },
    payload: {
      key,
      client_secret: clientSecret,
      payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: nextYear, cvc: '123' } },
      return_url: 'http://localhost:3000/showroom-order-online/checkout',
    },
  });
}

async function startPaid(order: OrderForPayment): Promise<OrderForPayment> {
  const start = await stripe.start(order, { idempotencyKey: `payment-${order.number}` });
  if (start.vendor !== 'STRIPE') throw new Error('expected a Stripe start');
  const confirmed = await confirmInBrowser(start.paymentIntentId, start.clientSecret, '4242 4242 4242 4242');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...order, stripePaymentIntentId: start.paymentIntentId };
}

const captures = async (intentId: string) =>
  (
    await harness.app.db
      .select()
      .from(fakeVendorObjects)
      .where(and(eq(fakeVendorObjects.vendor, 'stripe'), eq(fakeVendorObjects.kind, 'event')))
  ).filter(
    (row) =>
      (row.data as { type?: string }).type === 'payment_intent.succeeded' &&
      String((row.data as { delivery: { body: string } }).delivery.body).includes(intentId),
  ).length;

describe('Stripe gateway against the local stand-in', () => {
  it('creates a manual-capture intent, is authorised by the browser, captured, then refunded — each step a verified webhook', async () => {
    const order = testOrder();
    const start = await stripe.start(order, { idempotencyKey: `payment-${order.number}` });
    expect(start).toMatchObject({
      vendor: 'STRIPE',
      publishableKey: DEV_STRIPE.publishableKey,
      jsUrl: '/api/orders/fake/stripe/v3.js',
    });
    if (start.vendor !== 'STRIPE') return;
    expect(start.clientSecret).toMatch(new RegExp(`^${start.paymentIntentId}_secret_`));
    const paying = { ...order, stripePaymentIntentId: start.paymentIntentId };
    expect(await stripe.retrieve(paying)).toEqual({
      status: 'pending',
      amount: 50_000,
      currency: 'ILS',
      reference: start.paymentIntentId,
    });

    const confirmed = await confirmInBrowser(start.paymentIntentId, start.clientSecret, '4242424242424242');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      id: start.paymentIntentId,
      status: 'requires_capture',
      amount_capturable: 50_000,
    });
    expect(confirmed.json()).not.toHaveProperty('metadata');
    await harness.settle();
    expect(harness.events('stripe', start.paymentIntentId).map((e) => [e.type, e.status])).toEqual([
      ['payment_intent.amount_capturable_updated', 'authorised'],
    ]);
    expect(await stripe.authorize(paying)).toMatchObject({ status: 'authorised' });

    expect(await stripe.capture(paying, `capture-${order.number}`)).toMatchObject({
      status: 'captured',
      amount: 50_000,
    });
    await harness.settle();
    const refunded = await stripe.refund(paying, `refund-${order.number}`);
    expect(refunded).toMatchObject({ status: 'refunded', reference: start.paymentIntentId });
    await harness.settle();
    expect(harness.events('stripe', start.paymentIntentId).map((e) => e.status)).toEqual([
      'authorised',
      'captured',
      'refunded',
    ]);
    const [captured] = harness.events('stripe', start.paymentIntentId).filter((e) => e.status === 'captured');
    expect(captured).toMatchObject({
      vendor: 'STRIPE',
      amount: 50_000,
      currency: 'ILS',
      type: 'payment_intent.succeeded',
    });
    expect(captured!.eventId).toMatch(/^evt_/);
  });

  it('captures once for one idempotency key, and a second capture with another key changes nothing', async () => {
    const order = await startPaid(testOrder());
    const key = `capture-${order.number}`;
    const [first, second] = await Promise.all(
      [stripe.capture(order, key), stripe.capture(order, key)].map((p) => p.catch((error: unknown) => error)),
    );
    // Run together, one may meet the other still in progress (Stripe answers 409 then; the SDK retries it).
    const answers = [first, second].filter((answer) => !(answer instanceof Error));
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toMatchObject({ status: 'captured' });
    expect(await stripe.capture(order, key)).toMatchObject({ status: 'captured' });
    expect(await stripe.capture(order, `capture-${order.number}-again`)).toMatchObject({
      status: 'captured',
    });
    await harness.settle();
    expect(await captures(order.stripePaymentIntentId!)).toBe(1);
    expect(
      harness.events('stripe', order.stripePaymentIntentId!).filter((e) => e.status === 'captured'),
    ).toHaveLength(1);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses the key for other parameters', async () => {
    const order = testOrder();
    const a = await stripe.start(order, { idempotencyKey: `payment-${order.number}` });
    const b = await stripe.start(order, { idempotencyKey: `payment-${order.number}` });
    expect(b).toEqual(a);
    const other = await stripe
      .start({ ...order, amount: 60_000 }, { idempotencyKey: `payment-${order.number}` })
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(PaymentVendorError);
    expect(other).toMatchObject({ status: 400 });
  });

  it('declines 4000 0000 0000 0002 with a card error, tells the API, and lets the buyer try another card', async () => {
    const order = testOrder();
    const start = await stripe.start(order, { idempotencyKey: `payment-${order.number}` });
    if (start.vendor !== 'STRIPE') return;
    const declined = await confirmInBrowser(start.paymentIntentId, start.clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(declined.json().errors[0]).toMatchObject({ status: '402' });
    await harness.settle();
    expect(harness.events('stripe', start.paymentIntentId).map((e) => e.status)).toEqual(['failed']);
    const paying = { ...order, stripePaymentIntentId: start.paymentIntentId };
    expect(await stripe.retrieve(paying)).toMatchObject({ status: 'failed' });
    expect(
      (await confirmInBrowser(start.paymentIntentId, start.clientSecret, '4242 4242 4242 4242')).statusCode,
    ).toBe(200);
    expect(await stripe.retrieve(paying)).toMatchObject({ status: 'authorised' });
  });

  it('refuses the browser without the client secret, and the server API without the secret key', async () => {
    const order = testOrder();
    const start = await stripe.start(order, { idempotencyKey: `payment-${order.number}` });
    if (start.vendor !== 'STRIPE') return;
    const wrongSecret = await confirmInBrowser(
      start.paymentIntentId,
      `${start.paymentIntentId}_secret_nope`,
      '4242424242424242',
    );
    expect(wrongSecret.statusCode).toBe(404);
    const noKey = await harness.app.inject({
      method: 'POST',
      url: '/orders/fake/stripe/v1/payment_intents',
      payload: 'amount=100&currency=ils',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().error).toMatchObject({ type: 'invalid_request_error' });
    const publishable = await harness.app.inject({
      method: 'POST',
      url: `/orders/fake/stripe/v1/payment_intents/${start.paymentIntentId}/capture`,
      headers: {
        authorization: `Bearer ${DEV_STRIPE.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(publishable.statusCode).toBe(401);
  });

  it('voids an authorisation, and refunding an uncaptured one voids it too', async () => {
    const voided = await startPaid(testOrder());
    expect(await stripe.void(voided, `void-${voided.number}`)).toMatchObject({ status: 'voided' });
    expect(await stripe.void(voided, `void-${voided.number}-again`)).toMatchObject({ status: 'voided' });
    const refunded = await startPaid(testOrder());
    expect(await stripe.refund(refunded, `refund-${refunded.number}`)).toMatchObject({ status: 'voided' });
    await harness.settle();
    expect(harness.events('stripe', voided.stripePaymentIntentId!).map((e) => e.status)).toEqual([
      'authorised',
      'voided',
    ]);
    const capture = await stripe.capture(voided, `capture-${voided.number}`).catch((error: unknown) => error);
    expect(capture).toBeInstanceOf(PaymentVendorError);
    expect(capture).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('retries a webhook the API refused until it is taken', async () => {
    harness.failNext('stripe', 2);
    const order = await startPaid(testOrder());
    await harness.settle();
    const attempts = harness.received.filter(
      (r) =>
        r.vendor === 'stripe' && (r.status === 503 || r.event?.reference === order.stripePaymentIntentId),
    );
    expect(attempts.map((r) => r.status)).toEqual([503, 503, 200]);
  });
});

describe('Stripe webhook signatures', () => {
  const body = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_700_000_000,
    data: { object: { id: 'pi_test_1', object: 'payment_intent', amount: 500, currency: 'ils' } },
  });
  const sign = (payload: string, secret: string, t = Math.floor(Date.now() / 1000)) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
  const parse = (payload: string, header?: string) =>
    stripe.parseWebhook({
      rawBody: Buffer.from(payload),
      headers: header === undefined ? {} : { 'stripe-signature': header },
    });

  it('accepts a valid signature and maps the event', async () => {
    expect(await parse(body, sign(body, DEV_STRIPE.webhookSecret))).toMatchObject({
      vendor: 'STRIPE',
      eventId: 'evt_test_1',
      reference: 'pi_test_1',
      status: 'captured',
      amount: 500,
      currency: 'ILS',
    });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing header', async () => {
    const tampered = body.replace('"amount":500', '"amount":5');
    await expect(parse(tampered, sign(body, DEV_STRIPE.webhookSecret))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(parse(body, sign(body, 'whsec_someone_else'))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      parse(body, sign(body, DEV_STRIPE.webhookSecret, Math.floor(Date.now() / 1000) - 301)),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(parse(body)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('answers null for a genuine event it does not act on', async () => {
    const created = body.replace('payment_intent.succeeded', 'payment_intent.created');
    expect(await parse(created, sign(created, DEV_STRIPE.webhookSecret))).toBeNull();
  });

  it('the stand-in signs what it sends: the orders webhook saw only verified events', async () => {
    await harness.settle();
    const stripeDeliveries = harness.received.filter((r) => r.vendor === 'stripe' && r.status !== 503);
    expect(stripeDeliveries.length).toBeGreaterThan(5);
    expect(stripeDeliveries.every((r) => r.status === 200)).toBe(true);
  });
});

describe('Stripe stand-in state', () => {
  it('survives a restart: a new app on the same database knows the intent and sends what was left unsent', async () => {
    const order = await startPaid(testOrder());
    await harness.settle();
    // An event an earlier process stored but never got to send (it stopped first).
    const events = await harness.app.db
      .select()
      .from(fakeVendorObjects)
      .where(and(eq(fakeVendorObjects.vendor, 'stripe'), eq(fakeVendorObjects.kind, 'event')));
    const sent = events.find(
      (row) =>
        (row.data as { type?: string }).type === 'payment_intent.amount_capturable_updated' &&
        JSON.stringify(row.data).includes(order.stripePaymentIntentId!),
    )!;
    const delivery = (sent.data as { delivery: Record<string, unknown> }).delivery;
    const body = String(delivery['body']).replace(sent.id, 'evt_left_unsent_by_a_crash');
    await harness.app.db
      .insert(fakeVendorObjects)
      .values({
        vendor: 'stripe',
        id: 'evt_left_unsent_by_a_crash',
        kind: 'event',
        data: {
          ...sent.data,
          delivery: { ...delivery, body, state: 'pending', attempts: 0, nextAt: Date.now() },
        },
      });
    await harness.app.close();

    harness = await startPaymentsApp(database);
    stripe = harness.gateways.STRIPE!;
    await harness.settle();
    expect(harness.received.map((r) => r.event?.eventId)).toEqual(['evt_left_unsent_by_a_crash']);
    expect(await stripe.retrieve(order)).toMatchObject({
      status: 'authorised',
      reference: order.stripePaymentIntentId,
    });
    expect(await stripe.capture(order, `capture-${order.number}`)).toMatchObject({ status: 'captured' });
  });
});
