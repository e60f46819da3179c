import { createHash, timingSafeEqual } from 'node:crypto';
import type { LiqpaySettings } from './config.js';
import { toMajorNumber, toMinor } from './money.js';
import { callVendor, type Fetch } from './transport.js';
import {
  PaymentVendorError,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentEvent,
  type PaymentGateway,
  type VendorPayment,
  type VendorPaymentStatus,
} from './types.js';

/**
 * LiqPay API 3: every message is `data` = base64(JSON) with `signature` = base64(sha1(private_key + data +
 * private_key)). The buyer pays on LiqPay's hosted checkout (a form POST of data + signature) with
 * `action: hold`, which only blocks the amount; `hold_completion` takes it when the order is confirmed,
 * `refund` releases a hold or gives a completed payment back, `status` reads it — all through
 * `POST {api}/api/request`. LiqPay tells the API through `server_url` (data + signature, form-encoded).
 * LiqPay has no idempotency keys: the merchant's `order_id` is the key, and a repeated call finds the
 * payment already in the state asked for.
 */

export interface LiqpayGatewayOptions {
  settings: LiqpaySettings;
  /** The stand-in's base URL when `settings.apiUrl` is null. */
  standInUrl: string;
  fetch: Fetch;
  timeoutMs: number;
  /** Where the browser posts the checkout form (the stand-in's page, or LiqPay's `/api/3/checkout`). */
  checkoutUrl: string;
  /** Where LiqPay calls back: the orders service's `/webhooks/liqpay`. */
  serverUrl: string;
  /** Languages the checkout page speaks; others fall back to English. */
  languages: readonly string[];
}

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1').update(`${privateKey}${data}${privateKey}`, 'utf8').digest('base64');
}

export function encodeLiqpayData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** Null when `data` is not base64 of a JSON object. */
export function decodeLiqpayData(data: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function liqpaySignatureMatches(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const PENDING = new Set([
  'prepared',
  'processing',
  'wait_accept',
  'wait_secure',
  'wait_card',
  'wait_lc',
  'wait_sender',
  'wait_qr',
  'wait_compensation',
  'invoice_wait',
  'cash_wait',
]);

/** LiqPay's payment status in our words; `reversed` is a released hold unless the hold had been completed. */
export function liqpayStatus(payment: Record<string, unknown>): VendorPaymentStatus {
  const status = String(payment['status'] ?? '');
  if (status === 'hold_wait') return 'authorised';
  if (status === 'success') return 'captured';
  if (status === 'reversed')
    return payment['completion_date'] || payment['action'] === 'pay' ? 'refunded' : 'voided';
  if (status === 'failure' || status === 'error') return 'failed';
  if (PENDING.has(status) || status.endsWith('_verify')) return 'pending';
  return 'pending';
}

export function liqpayGateway(options: LiqpayGatewayOptions): PaymentGateway {
  const { settings, timeoutMs } = options;
  const base = (settings.apiUrl ?? options.standInUrl).replace(/\/+$/, '');
  const sign = (params: Record<string, unknown>) => {
    const data = encodeLiqpayData(params);
    return { data, signature: liqpaySignature(settings.privateKey, data) };
  };

  const orderIdOf = (order: OrderForPayment) => {
    if (!order.liqpayOrderId)
      throw new PaymentVendorError(
        'LIQPAY',
        null,
        'no_liqpay_order',
        `Order ${order.number} has no LiqPay payment`,
      );
    return order.liqpayOrderId;
  };

  /** One `api/request` call; LiqPay answers 200 with `result: error` when it refuses. */
  async function request(params: Record<string, unknown>) {
    const signed = sign({ version: 3, public_key: settings.publicKey, ...params });
    const answer = await callVendor(
      'LIQPAY',
      options.fetch,
      `${base}/api/request`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(signed).toString(),
      },
      timeoutMs,
    );
    const body = (answer.body ?? {}) as Record<string, unknown>;
    if (answer.status !== 200 || body['result'] === 'error' || body['status'] === 'error') {
      const code =
        typeof body['err_code'] === 'string'
          ? body['err_code']
          : typeof body['code'] === 'string'
            ? body['code']
            : null;
      const description =
        typeof body['err_description'] === 'string' ? body['err_description'] : `HTTP ${answer.status}`;
      throw new PaymentVendorError(
        'LIQPAY',
        answer.status,
        code,
        `LiqPay refused ${String(params['action'])}: ${description}`,
      );
    }
    return body;
  }

  const toPayment = (order: OrderForPayment, body: Record<string, unknown>): VendorPayment => {
    const currency = typeof body['currency'] === 'string' ? body['currency'] : order.currency;
    const amount =
      typeof body['amount'] === 'number' || typeof body['amount'] === 'string'
        ? toMinor(body['amount'], currency)
        : order.amount;
    return {
      status: liqpayStatus(body),
      amount: Number.isFinite(amount) ? amount : order.amount,
      currency,
      reference: orderIdOf(order),
    };
  };

  async function view(order: OrderForPayment): Promise<VendorPayment> {
    try {
      return toPayment(order, await request({ action: 'status', order_id: orderIdOf(order) }));
    } catch (error) {
      // Nothing paid yet: LiqPay knows no payment for the order id.
      if (error instanceof PaymentVendorError && error.code === 'payment_not_found') {
        return {
          status: 'pending',
          amount: order.amount,
          currency: order.currency,
          reference: orderIdOf(order),
        };
      }
      throw error;
    }
  }

  /** A state-changing call; when LiqPay refuses it because it already happened, the payment's state answers. */
  async function change(
    order: OrderForPayment,
    params: Record<string, unknown>,
    done: VendorPaymentStatus[],
  ): Promise<VendorPayment> {
    try {
      await request({ ...params, order_id: orderIdOf(order) });
    } catch (error) {
      const now = await view(order);
      if (done.includes(now.status)) return now;
      throw error;
    }
    return view(order);
  }

  const gateway: PaymentGateway = {
    vendor: 'LIQPAY',

    async start(order, { idempotencyKey, resultUrl, language }) {
      // Deterministic per key: asking twice gives the same form; a new key (a retry after a failure) a new id.
      const liqpayOrderId =
        order.liqpayOrderId ??
        `${order.number}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 8)}`;
      const wanted = (language ?? order.locale).toLowerCase();
      const params: Record<string, unknown> = {
        version: 3,
        public_key: settings.publicKey,
        action: 'hold',
        amount: toMajorNumber(order.amount, order.currency),
        currency: order.currency,
        description: order.description.slice(0, 255),
        order_id: liqpayOrderId,
        language: options.languages.includes(wanted) ? wanted : 'en',
        server_url: options.serverUrl,
        ...(resultUrl ? { result_url: resultUrl } : {}),
      };
      return { vendor: 'LIQPAY', liqpayOrderId, actionUrl: options.checkoutUrl, ...sign(params) };
    },

    retrieve: view,

    async authorize(order) {
      // The buyer holds the amount on LiqPay's page; this is LiqPay's view of it.
      return view(order);
    },

    async capture(order) {
      const now = await view(order);
      if (now.status === 'captured' || now.status === 'refunded') return now;
      return change(
        order,
        { action: 'hold_completion', amount: toMajorNumber(order.amount, order.currency) },
        ['captured', 'refunded'],
      );
    },

    async void(order) {
      const now = await view(order);
      if (now.status === 'voided') return now;
      // Never held: nothing to release.
      if (now.status === 'pending' || now.status === 'failed') return { ...now, status: 'voided' };
      return change(order, { action: 'refund', amount: toMajorNumber(order.amount, order.currency) }, [
        'voided',
      ]);
    },

    async refund(order, idempotencyKey) {
      const now = await view(order);
      if (now.status === 'refunded') return now;
      if (now.status !== 'captured') return gateway.void(order, idempotencyKey);
      return change(order, { action: 'refund', amount: toMajorNumber(order.amount, order.currency) }, [
        'refunded',
      ]);
    },

    async parseWebhook(request): Promise<PaymentEvent | null> {
      const form = new URLSearchParams(request.rawBody.toString('utf8'));
      const data = form.get('data');
      const signature = form.get('signature');
      if (!data || !signature)
        throw new WebhookSignatureError('The LiqPay callback carries no data and signature.');
      if (!liqpaySignatureMatches(settings.privateKey, data, signature)) throw new WebhookSignatureError();
      const payment = decodeLiqpayData(data);
      if (!payment) throw new WebhookSignatureError('The LiqPay callback data is not base64 JSON.');
      if (payment['public_key'] !== settings.publicKey)
        throw new WebhookSignatureError('The LiqPay callback is for another merchant.');
      const orderId = payment['order_id'];
      const status = liqpayStatus(payment);
      if (typeof orderId !== 'string' || status === 'pending') return null;
      const currency = typeof payment['currency'] === 'string' ? payment['currency'] : null;
      const rawAmount = payment['amount'];
      const amount =
        currency && (typeof rawAmount === 'number' || typeof rawAmount === 'string')
          ? toMinor(rawAmount, currency)
          : null;
      const when = Number(payment['end_date'] ?? payment['create_date']);
      return {
        vendor: 'LIQPAY',
        eventId: `${orderId}:${String(payment['payment_id'] ?? '')}:${String(payment['status'])}`,
        type: `${String(payment['action'] ?? 'payment')}.${String(payment['status'])}`,
        reference: orderId,
        status,
        amount: amount !== null && Number.isFinite(amount) ? amount : null,
        currency,
        occurredAt: Number.isFinite(when) && when > 0 ? new Date(when) : new Date(),
      };
    },
  };
  return gateway;
}
