import { randomUUID } from 'node:crypto';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fakeVendorObjects, orders, orderTransitions, stockVehicles, vehicleHolds } from '../src/db/schema.js';
import { DEV_PAYPAL, DEV_STRIPE, webhookRequest } from '../src/services/orders/payments/index.js';

/** What the orders tests share: a buyer, the journey's calls, the stand-ins' browser parts, webhooks seen. */

export const COMPANY = 'lux-il';
export const ORDERS = '/orders';

export const buyer = (extra: Record<string, unknown> = {}) => ({
  first_name: 'ישראל',
  last_name: 'ישראלי',
  email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
  phone: '050-1234567',
  ...extra,
});

/** A seeded car with this status that no hold touches, not among `skip`. */
export async function freeCar(app: FastifyInstance, status = 'stock', skip: number[] = []): Promise<number> {
  const held = (await app.db.select({ id: vehicleHolds.vehicleId }).from(vehicleHolds)).map((row) => row.id);
  const [row] = await app.db
    .select({ id: stockVehicles.id })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.status, status), [...held, ...skip].length > 0 ? notInArray(stockVehicles.id, [...held, ...skip]) : undefined))
    .orderBy(asc(stockVehicles.id))
    .limit(1);
  if (!row) throw new Error(`No free car with status ${status}`);
  return row.id;
}

export interface Held {
  order_number: string;
  lock_id: string;
  vehicle_id: number;
  expires_at: string;
  amount: number;
}

export async function hold(app: FastifyInstance, vehicleId?: number): Promise<Held> {
  const id = vehicleId ?? (await freeCar(app));
  const response = await app.inject({ method: 'POST', url: `${ORDERS}/buy_online/orders/init`, payload: { vehicle_id: id, company_uuid: COMPANY } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Held;
}

export const orderRow = async (app: FastifyInstance, number: string) => (await app.db.select().from(orders).where(eq(orders.number, number)))[0]!;

/** The order's history as [from, to, cause] rows. */
export async function history(app: FastifyInstance, number: string) {
  const order = await orderRow(app, number);
  const rows = await app.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, order.id)).orderBy(asc(orderTransitions.id));
  return rows.map((row) => [row.fromState, row.toState, row.cause] as const);
}

const nextYear = new Date().getUTCFullYear() + 1;

/** Stripe: the payment of the held car, then what Stripe.js posts when the buyer presses pay. */
export async function payWithStripe(app: FastifyInstance, held: Held, card = '4242 4242 4242 4242') {
  const start = await app.inject({
    method: 'POST',
    url: `${ORDERS}/buy_online/payment`,
    payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, company_uuid: COMPANY },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { payment_intent_id: intent, client_secret: secret } = start.json().data as { payment_intent_id: string; client_secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: `${ORDERS}/fake/stripe/v1/payment_intents/${intent}/confirm`,
    payload: {
      key: DEV_STRIPE.publishableKey,
      client_secret: secret,
      payment_method_data: { type: 'card', card: { number: card, exp_month: 12, exp_year: nextYear, cvc: '123' } },
      return_url: 'http://localhost:3000/showroom-order-online/checkout',
    },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return intent;
}

/** PayPal: the order for the held car, approved by the buyer in PayPal's window. */
export async function approveWithPaypal(app: FastifyInstance, held: Held) {
  const created = await app.inject({
    method: 'POST',
    url: `${ORDERS}/buy_online/paypal/create_order`,
    payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, company_uuid: COMPANY, amount_value: (held.amount / 100).toFixed(2), amount_currency_code: 'ILS' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const paypalOrderId = created.json().data.paypal_order_id as string;
  const approved = await app.inject({ method: 'POST', url: `${ORDERS}/fake/paypal/checkoutnow/${paypalOrderId}/approve`, payload: { client_id: DEV_PAYPAL.clientId } });
  expect(approved.statusCode, approved.body).toBe(200);
  return paypalOrderId;
}

/** LiqPay: the checkout data for the held car, paid on the hosted page. */
export async function payWithLiqpay(app: FastifyInstance, held: Held) {
  const query = new URLSearchParams({ lock_id: held.lock_id, vehicle_id: String(held.vehicle_id), company_uuid: COMPANY, language: 'he', result_url: '/showroom-order-online/success' });
  const checkout = await app.inject({ url: `${ORDERS}/buy_online/liqpay/checkout_data?${query}` });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { data, signature } = checkout.json().data as { data: string; signature: string };
  const paid = await app.inject({
    method: 'POST',
    url: `${ORDERS}/fake/liqpay/api/3/checkout/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ data, signature, decision: 'pay', card: '4242 4242 4242 4242', expiry: `12/${nextYear % 100}`, cvv: '123' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')).order_id as string;
}

export function placeBody(held: Held, vendor: string, extra: Record<string, unknown> = {}) {
  const lead = buyer();
  return {
    lock_id: held.lock_id,
    vehicle_id: held.vehicle_id,
    vendor,
    finance_option: 'cash',
    customer_email: lead.email,
    lead_attributes: lead,
    metadata: { payment_option: { type: 'cash' }, terms_accepted_at: new Date().toISOString() },
    locale: 'he',
    ...extra,
  };
}

export const place = (app: FastifyInstance, body: Record<string, unknown>) => app.inject({ method: 'POST', url: `${ORDERS}/buy_online/orders`, payload: body });
export const confirm = (app: FastifyInstance, number: string, access: Record<string, string>) =>
  app.inject({ method: 'PUT', url: `${ORDERS}/buy_online/orders/${number}/confirm`, payload: access });

/** Every webhook request that reached the orders service, as it came (for replays). */
export interface SeenWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
  status?: number;
}

/** Records webhook deliveries with their raw bytes; pass `beforeReady` to startApp. */
export function webhookRecorder() {
  const seen: SeenWebhook[] = [];
  const pending = new WeakMap<object, SeenWebhook>();
  return {
    seen,
    beforeReady(app: FastifyInstance) {
      app.addHook('preHandler', async (request) => {
        if (!request.url.startsWith(`${ORDERS}/webhooks/`)) return;
        const headers = Object.fromEntries(
          Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' && !['content-length', 'host'].includes(name) ? [[name, value]] : [])),
        );
        const entry = { url: request.url, headers, body: webhookRequest(request).rawBody.toString('utf8') };
        seen.push(entry);
        pending.set(request, entry);
      });
      app.addHook('onResponse', async (request, reply) => {
        const entry = pending.get(request);
        if (entry) entry.status = reply.statusCode;
      });
    },
  };
}

export const replay = (app: FastifyInstance, webhook: SeenWebhook): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: webhook.url, headers: webhook.headers, payload: webhook.body });

/** Captures the stand-in made of this Stripe intent (each capture emits one payment_intent.succeeded event). */
export async function stripeCaptures(app: FastifyInstance, intentId: string): Promise<number> {
  const events = await app.db.select().from(fakeVendorObjects).where(and(eq(fakeVendorObjects.vendor, 'stripe'), eq(fakeVendorObjects.kind, 'event')));
  return events.filter((row) => {
    const body = String((row.data as { delivery?: { body?: string } }).delivery?.body ?? '');
    return body.includes('"payment_intent.succeeded"') && body.includes(intentId);
  }).length;
}

/** The decoded text parts of a stored e-mail (base64 or quoted-printable), by content type. */
export function mailParts(raw: string): { type: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw.slice(raw.search(/\r?\n\r?\n/))];
  return chunks.map((part) => {
    const chunk = part.replace(/^\r?\n/, '');
    const split = chunk.search(/\r?\n\r?\n/);
    const head = split < 0 ? chunk : chunk.slice(0, split);
    const body = split < 0 ? '' : chunk.slice(split).replace(/^\r?\n\r?\n/, '');
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return { type, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
    if (encoding !== 'quoted-printable') return { type, body };
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return { type, body: Buffer.from(bytes).toString('utf8') };
  });
}
