import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeLiqpayData,
  DEV_LIQPAY,
  encodeLiqpayData,
  liqpaySignature,
  liqpaySignatureMatches,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentGateway,
} from '../src/services/orders/payments/index.js';
import { JSDOM, startPaymentsApp, testOrder, type PaymentsTestApp } from './payments-harness.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * LiqPay end to end against its stand-in: the signed checkout form (action hold), the hosted page and the
 * buyer's card, the server callback (data + signature) the gateway verifies, then hold_completion and
 * refund through api/request. The signature rule is checked against a vector computed with openssl.
 */

let database: TestDatabase;
let harness: PaymentsTestApp;
let liqpay: PaymentGateway;
const RESULT_URL = 'http://localhost:3000/showroom-order-online/success';

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startPaymentsApp(database);
  liqpay = harness.gateways.LIQPAY!;
});

afterAll(async () => {
  await harness?.app.close();
  await database?.drop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, fields: Record<string, string>, accept = 'text/html') =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    payload: form(fields),
  });
const page = (html: string) => new JSDOM(html).window.document;

async function started(order: OrderForPayment = testOrder()) {
  const start = await liqpay.start(order, {
    idempotencyKey: `liqpay-${order.number}`,
    resultUrl: RESULT_URL,
  });
  if (start.vendor !== 'LIQPAY') throw new Error('expected a LiqPay start');
  return { start, order: { ...order, liqpayOrderId: start.liqpayOrderId } };
}

const pay = (data: string, signature: string, card = '4242 4242 4242 4242') =>
  post('/orders/fake/liqpay/api/3/checkout/pay', {
    data,
    signature,
    decision: 'pay',
    card,
    expiry: `12/${(new Date().getUTCFullYear() + 1) % 100}`,
    cvv: '123',
  });

describe('LiqPay signatures', () => {
  it('matches a vector computed with openssl: base64(sha1(private_key + data + private_key))', () => {
    // printf '%s' "$priv$data$priv" | openssl sha1 -binary | base64
    const privateKey = 'a4825234f4bae72a0be04eafe9e8e2bada209255';
    const data = encodeLiqpayData({
      public_key: 'i00000000',
      version: '3',
      action: 'pay',
      amount: '3',
      currency: 'UAH',
      description: 'test',
      order_id: '000001',
    });
    expect(data).toBe(
      'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9',
    );
    expect(liqpaySignature(privateKey, data)).toBe('wR+UZDC4jjeL/qUOvIsofIWpZh8=');
    expect(liqpaySignatureMatches(privateKey, data, 'wR+UZDC4jjeL/qUOvIsofIWpZh8=')).toBe(true);
    expect(liqpaySignatureMatches(privateKey, data, 'wR+UZDC4jjeL/qUOvIsofIWpZh9=')).toBe(false);
    expect(liqpaySignatureMatches(`${privateKey}x`, data, 'wR+UZDC4jjeL/qUOvIsofIWpZh8=')).toBe(false);
    expect(decodeLiqpayData(data)).toMatchObject({ order_id: '000001' });
    expect(decodeLiqpayData('not base64 json!')).toBeNull();
  });
});

describe('LiqPay gateway against the local stand-in', () => {
  it('signs a hold, shows the hosted page, holds on Pay, calls back, completes the hold and refunds', async () => {
    const { start, order } = await started();
    expect(start.actionUrl).toBe('/api/orders/fake/liqpay/api/3/checkout');
    expect(liqpaySignature(DEV_LIQPAY.privateKey, start.data)).toBe(start.signature);
    expect(decodeLiqpayData(start.data)).toEqual({
      version: 3,
      public_key: DEV_LIQPAY.publicKey,
      action: 'hold',
      amount: 500,
      currency: 'ILS',
      description: order.description,
      order_id: start.liqpayOrderId,
      language: 'he',
      server_url: 'http://lux-api.internal/orders/webhooks/liqpay',
      result_url: RESULT_URL,
    });
    expect(await liqpay.retrieve(order)).toMatchObject({ status: 'pending' });

    const checkout = await post('/orders/fake/liqpay/api/3/checkout', {
      data: start.data,
      signature: start.signature,
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['content-type']).toMatch(/^text\/html/);
    expect(checkout.headers['content-security-policy']).toMatch(/form-action 'self' http:\/\/localhost:3000/);
    expect(checkout.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const doc = page(checkout.body);
    expect(doc.documentElement.lang).toBe('he');
    expect(doc.documentElement.dir).toBe('rtl');
    expect(getByLabelText(doc.body, 'מספר כרטיס').getAttribute('autocomplete')).toBe('cc-number');
    expect(getByLabelText(doc.body, 'תוקף (MM/YY)')).toBeTruthy();
    expect(getByLabelText(doc.body, 'קוד אבטחה (CVV)')).toBeTruthy();
    expect(getByRole(doc.body, 'button', { name: /^לתשלום/ })).toBeTruthy();
    expect(getByRole(doc.body, 'button', { name: 'ביטול' })).toBeTruthy();
    expect(doc.querySelector('form')!.getAttribute('action')).toBe('checkout/pay');

    const paid = await pay(start.data, start.signature);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers['location']).toBe(RESULT_URL);
    await harness.settle();
    expect(await liqpay.retrieve(order)).toMatchObject({
      status: 'authorised',
      amount: 50_000,
      currency: 'ILS',
      reference: start.liqpayOrderId,
    });

    expect(await liqpay.capture(order, `capture-${order.number}`)).toMatchObject({
      status: 'captured',
      amount: 50_000,
    });
    expect(await liqpay.capture(order, `capture-${order.number}`)).toMatchObject({ status: 'captured' });
    expect(await liqpay.refund(order, `refund-${order.number}`)).toMatchObject({ status: 'refunded' });
    await harness.settle();
    expect(harness.events('liqpay', start.liqpayOrderId).map((e) => [e.type, e.status])).toEqual([
      ['hold.hold_wait', 'authorised'],
      ['hold.success', 'captured'],
      ['hold.reversed', 'refunded'],
    ]);
    expect(harness.events('liqpay', start.liqpayOrderId)[0]).toMatchObject({
      amount: 50_000,
      currency: 'ILS',
    });
  });

  it('never completes a hold twice: the payment keeps one completion and one callback for it', async () => {
    const { start, order } = await started();
    await pay(start.data, start.signature);
    await Promise.all([liqpay.capture(order, 'a'), liqpay.capture(order, 'b'), liqpay.capture(order, 'c')]);
    await harness.settle();
    expect(harness.events('liqpay', start.liqpayOrderId).filter((e) => e.status === 'captured')).toHaveLength(
      1,
    );
  });

  it('a declined card fails the payment (with a callback), and the buyer may pay again', async () => {
    const { start, order } = await started();
    const declined = await pay(start.data, start.signature, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(303);
    await harness.settle();
    expect(await liqpay.retrieve(order)).toMatchObject({ status: 'failed' });
    await pay(start.data, start.signature);
    await harness.settle();
    expect(harness.events('liqpay', start.liqpayOrderId).map((e) => e.status)).toEqual([
      'failed',
      'authorised',
    ]);
  });

  it('asks again for a mistyped card, with the error tied to its field', async () => {
    const { start } = await started(testOrder({ locale: 'en' }));
    const again = await pay(start.data, start.signature, '4242 4242 4242 4241');
    expect(again.statusCode).toBe(422);
    const doc = page(again.body);
    expect(doc.documentElement.lang).toBe('en');
    const card = getByLabelText(doc.body, 'Card number');
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(card.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'The card number is not valid.',
    );
    expect(getByRole(doc.body, 'alert')).toBeTruthy();
    expect(getByRole(doc.body, 'button', { name: /^Pay/ })).toBeTruthy();
  });

  it('Cancel goes back without paying; a released hold is voided', async () => {
    const { start, order } = await started();
    const cancelled = await post('/orders/fake/liqpay/api/3/checkout/pay', {
      data: start.data,
      signature: start.signature,
      decision: 'cancel',
    });
    expect(cancelled.statusCode).toBe(303);
    expect(await liqpay.retrieve(order)).toMatchObject({ status: 'pending' });
    await pay(start.data, start.signature);
    expect(await liqpay.void(order, `void-${order.number}`)).toMatchObject({ status: 'voided' });
    expect(await liqpay.void(order, `void-${order.number}`)).toMatchObject({ status: 'voided' });
    await harness.settle();
    expect(harness.events('liqpay', start.liqpayOrderId).map((e) => e.status)).toEqual([
      'authorised',
      'voided',
    ]);
  });

  it('refuses a checkout whose data or signature is not the merchant’s', async () => {
    const { start } = await started();
    const forged = encodeLiqpayData({ ...decodeLiqpayData(start.data)!, amount: 1 });
    const json = await post(
      '/orders/fake/liqpay/api/3/checkout',
      { data: forged, signature: start.signature },
      'application/json',
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].status).toBe('400');
    const html = await post('/orders/fake/liqpay/api/3/checkout', {
      data: forged,
      signature: start.signature,
    });
    expect(html.statusCode).toBe(400);
    expect(queryByRole(page(html.body).body, 'alert')?.textContent).toMatch(/signature/);
    const api = await post(
      '/orders/fake/liqpay/api/request',
      { data: forged, signature: start.signature },
      'application/json',
    );
    expect(api.json()).toMatchObject({ result: 'error', err_code: 'invalid_signature' });
  });
});

describe('LiqPay callbacks', () => {
  it('accepts a signed callback and refuses a tampered one, a foreign signature or no signature', async () => {
    const data = encodeLiqpayData({
      version: 3,
      public_key: DEV_LIQPAY.publicKey,
      action: 'hold',
      status: 'hold_wait',
      order_id: 'LUX-X-1',
      payment_id: 7,
      amount: 500,
      currency: 'ILS',
      end_date: 1_700_000_000_000,
    });
    const body = (d: string, s: string) => Buffer.from(form({ data: d, signature: s }));
    const parse = (raw: Buffer) =>
      liqpay.parseWebhook({ rawBody: raw, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(await parse(body(data, liqpaySignature(DEV_LIQPAY.privateKey, data)))).toMatchObject({
      vendor: 'LIQPAY',
      reference: 'LUX-X-1',
      status: 'authorised',
      amount: 50_000,
      eventId: 'LUX-X-1:7:hold_wait',
      occurredAt: new Date(1_700_000_000_000),
    });
    const tampered = encodeLiqpayData({ ...decodeLiqpayData(data)!, amount: 5 });
    await expect(parse(body(tampered, liqpaySignature(DEV_LIQPAY.privateKey, data)))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(parse(body(data, liqpaySignature('someone-else', data)))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(parse(Buffer.from(form({ data })))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('every callback the stand-in sent was verified', async () => {
    await harness.settle();
    const callbacks = harness.received.filter((r) => r.vendor === 'liqpay');
    expect(callbacks.length).toBeGreaterThan(5);
    expect(callbacks.every((r) => r.status === 200)).toBe(true);
  });
});
