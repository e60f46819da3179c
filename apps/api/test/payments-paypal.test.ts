import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeVendorObjects } from '../src/db/schema.js';
import { paypalSigner } from '../src/services/fakes/index.js';
import { vendorStore } from '../src/services/orders/payments/stand-ins/store.js';
import {
  DEV_PAYPAL,
  PaymentVendorError,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentGateway,
} from '../src/services/orders/payments/index.js';
import { startPaymentsApp, testOrder, type PaymentsTestApp } from './payments-harness.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * PayPal end to end against its stand-in: OAuth2 client credentials, an Orders v2 order with intent
 * AUTHORIZE, the buyer's approval (what sdk.js's dialog sends), authorise, capture the authorisation,
 * refund the capture — each change a webhook that the gateway verifies through PayPal's
 * verify-webhook-signature call. PayPal-Request-Id keeps a repeated capture from capturing twice.
 */

let database: TestDatabase;
let harness: PaymentsTestApp;
let paypal: PaymentGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startPaymentsApp(database);
  paypal = harness.gateways.PAYPAL!;
});

afterAll(async () => {
  await harness?.app.close();
  await database?.drop();
});

const approve = (orderId: string, clientId: string = DEV_PAYPAL.clientId) =>
  harness.app.inject({
    method: 'POST',
    url: `/orders/fake/paypal/checkoutnow/${orderId}/approve`,
    payload: { client_id: clientId },
  });

async function authorised(): Promise<OrderForPayment> {
  const order = testOrder();
  const start = await paypal.start(order, { idempotencyKey: `paypal-${order.number}` });
  if (start.vendor !== 'PAYPAL') throw new Error('expected a PayPal start');
  const paying = { ...order, paypalOrderId: start.paypalOrderId };
  expect((await approve(start.paypalOrderId)).statusCode).toBe(200);
  expect(await paypal.authorize(paying)).toMatchObject({ status: 'authorised' });
  return paying;
}

const captureObjects = async (db = harness.app.db) =>
  db
    .select()
    .from(fakeVendorObjects)
    .where(and(eq(fakeVendorObjects.vendor, 'paypal'), eq(fakeVendorObjects.kind, 'capture')));

describe('PayPal gateway against the local stand-in', () => {
  it('creates an AUTHORIZE order, is approved by the buyer, authorised, captured and refunded — each step a verified webhook', async () => {
    const order = testOrder({ amount: 123_45 });
    const start = await paypal.start(order, { idempotencyKey: `paypal-${order.number}` });
    expect(start).toMatchObject({ vendor: 'PAYPAL', clientId: DEV_PAYPAL.clientId });
    if (start.vendor !== 'PAYPAL') return;
    expect(start.sdkUrl).toBe(
      `/api/orders/fake/paypal/sdk.js?client-id=${DEV_PAYPAL.clientId}&intent=authorize&currency=ILS&components=buttons`,
    );
    const paying = { ...order, paypalOrderId: start.paypalOrderId };
    expect(await paypal.retrieve(paying)).toEqual({
      status: 'pending',
      amount: 123_45,
      currency: 'ILS',
      reference: start.paypalOrderId,
    });

    // Before approval PayPal refuses to authorise.
    const early = await paypal.authorize(paying).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(PaymentVendorError);
    expect(early).toMatchObject({ status: 422, code: 'ORDER_NOT_APPROVED' });

    const summary = await harness.app.inject(
      `/orders/fake/paypal/checkoutnow/${start.paypalOrderId}?client_id=${DEV_PAYPAL.clientId}`,
    );
    expect(summary.json()).toMatchObject({
      id: start.paypalOrderId,
      status: 'CREATED',
      amount: { currency_code: 'ILS', value: '123.45' },
    });
    expect((await approve(start.paypalOrderId, 'someone-else')).statusCode).toBe(404);
    expect((await approve(start.paypalOrderId)).json()).toMatchObject({
      status: 'APPROVED',
      payer: { payer_id: 'LUXSANDBOXBUYER' },
    });

    expect(await paypal.authorize(paying)).toMatchObject({ status: 'authorised', amount: 123_45 });
    // The answer of a repeated authorize is the first one's (same PayPal-Request-Id), or the order's view.
    expect(await paypal.authorize(paying)).toMatchObject({ status: 'authorised' });
    expect(await paypal.authorize(paying, 'another-key')).toMatchObject({ status: 'authorised' });

    expect(await paypal.capture(paying, `capture-${order.number}`)).toMatchObject({
      status: 'captured',
      amount: 123_45,
    });
    expect(await paypal.refund(paying, `refund-${order.number}`)).toMatchObject({ status: 'refunded' });
    await harness.settle();
    expect(harness.events('paypal', start.paypalOrderId).map((e) => [e.type, e.status])).toEqual([
      ['CHECKOUT.ORDER.APPROVED', 'pending'],
      ['PAYMENT.AUTHORIZATION.CREATED', 'authorised'],
      ['PAYMENT.CAPTURE.COMPLETED', 'captured'],
      ['PAYMENT.CAPTURE.REFUNDED', 'refunded'],
    ]);
    expect(harness.events('paypal', start.paypalOrderId).at(-1)).toMatchObject({
      amount: 123_45,
      currency: 'ILS',
    });
  });

  it('captures once per PayPal-Request-Id, and never twice with another one', async () => {
    const order = await authorised();
    const before = (await captureObjects()).length;
    const key = `capture-${order.number}`;
    expect(await paypal.capture(order, key)).toMatchObject({ status: 'captured' });
    expect(await paypal.capture(order, key)).toMatchObject({ status: 'captured' });
    expect(await paypal.capture(order, `${key}-retry`)).toMatchObject({ status: 'captured' });
    expect((await captureObjects()).length).toBe(before + 1);
    // The stand-in itself replays the stored answer for the same request id.
    const authorizationId = (
      await harness.app.db
        .select()
        .from(fakeVendorObjects)
        .where(and(eq(fakeVendorObjects.vendor, 'paypal'), eq(fakeVendorObjects.kind, 'authorization')))
    ).find((row) => (row.data as { order_id: string }).order_id === order.paypalOrderId)!.id;
    const token = (
      await harness.app.inject({
        method: 'POST',
        url: '/orders/fake/paypal/v1/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${DEV_PAYPAL.clientId}:${DEV_PAYPAL.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token as string;
    const again = (requestId: string) =>
      harness.app.inject({
        method: 'POST',
        url: `/orders/fake/paypal/v2/payments/authorizations/${authorizationId}/capture`,
        headers: { authorization: `Bearer ${token}`, 'paypal-request-id': requestId },
        payload: {},
      });
    const replay = await again(key);
    expect(replay.statusCode).toBe(201);
    const fresh = await again('a-new-request-id');
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().details[0].issue).toBe('AUTHORIZATION_ALREADY_CAPTURED');
    expect((await captureObjects()).length).toBe(before + 1);
  });

  it('voids an authorisation; refund of an uncaptured one voids it; a new start after a void is a new PayPal order', async () => {
    const order = await authorised();
    const again = await paypal.start(order, { idempotencyKey: `paypal-${order.number}` });
    expect(again).toMatchObject({ paypalOrderId: order.paypalOrderId });
    expect(await paypal.void(order, `void-${order.number}`)).toMatchObject({ status: 'voided' });
    const afterVoid = await paypal.start(order, { idempotencyKey: `paypal-${order.number}` });
    expect(afterVoid).toMatchObject({ vendor: 'PAYPAL' });
    expect(afterVoid).not.toMatchObject({ paypalOrderId: order.paypalOrderId });
    expect(await paypal.void(order, `void-${order.number}-2`)).toMatchObject({ status: 'voided' });
    const other = await authorised();
    expect(await paypal.refund(other, `refund-${other.number}`)).toMatchObject({ status: 'voided' });
    await harness.settle();
    expect(harness.events('paypal', order.paypalOrderId!).map((e) => e.status)).toEqual([
      'pending',
      'authorised',
      'voided',
    ]);
  });

  it('refuses bad client credentials and bad tokens', async () => {
    const token = await harness.app.inject({
      method: 'POST',
      url: '/orders/fake/paypal/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEV_PAYPAL.clientId}:wrong`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
    const orders = await harness.app.inject({
      method: 'POST',
      url: '/orders/fake/paypal/v2/checkout/orders',
      headers: { authorization: 'Bearer A21AAnot-a-token' },
      payload: {},
    });
    expect(orders.statusCode).toBe(401);
  });
});

describe('PayPal webhook verification', () => {
  async function delivered() {
    const order = await authorised();
    await harness.settle();
    const row = (
      await harness.app.db
        .select()
        .from(fakeVendorObjects)
        .where(and(eq(fakeVendorObjects.vendor, 'paypal'), eq(fakeVendorObjects.kind, 'event')))
    ).find(
      (r) =>
        (r.data as { event_type?: string }).event_type === 'PAYMENT.AUTHORIZATION.CREATED' &&
        (r.data as { delivery: { body: string } }).delivery.body.includes(order.paypalOrderId!),
    )!;
    return { order, body: (row.data as { delivery: { body: string } }).delivery.body };
  }

  it('accepts what the stand-in signed, and refuses a tampered body, another webhook id or missing headers', async () => {
    const { order, body } = await delivered();
    const certUrl = 'http://lux-api.internal/orders/fake/paypal/v1/notifications/certs/CERT-lux-fake-1';
    const signer = paypalSigner(vendorStore(harness.app.db, 'paypal'), DEV_PAYPAL.webhookId, certUrl);
    const headers = await signer.headers(body);
    const parse = (raw: string, h: Record<string, string>) =>
      paypal.parseWebhook({ rawBody: Buffer.from(raw), headers: h });

    expect(await parse(body, headers)).toMatchObject({
      vendor: 'PAYPAL',
      reference: order.paypalOrderId,
      status: 'authorised',
      type: 'PAYMENT.AUTHORIZATION.CREATED',
    });
    await expect(parse(body.replace('"value":"500.00"', '"value":"5.00"'), headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const foreign = await paypalSigner(
      vendorStore(harness.app.db, 'paypal'),
      'WH-SOMEONEELSE',
      certUrl,
    ).headers(body);
    await expect(parse(body, foreign)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      parse(body, { ...headers, 'paypal-cert-url': 'https://evil.example/cert' }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const { ['paypal-transmission-sig']: _dropped, ...unsigned } = headers;
    await expect(parse(body, unsigned)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('every webhook the stand-in delivered was verified', async () => {
    await harness.settle();
    const deliveries = harness.received.filter((r) => r.vendor === 'paypal');
    expect(deliveries.length).toBeGreaterThan(5);
    expect(deliveries.every((r) => r.status === 200)).toBe(true);
  });
});
