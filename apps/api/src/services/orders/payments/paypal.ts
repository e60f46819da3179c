import type { PaypalSettings } from './config.js';
import { toMajorString, toMinor } from './money.js';
import { callVendor, headerValue, type Fetch, type JsonAnswer } from './transport.js';
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
 * PayPal over its REST API: OAuth2 client credentials (`/v1/oauth2/token`), an Orders v2 order with
 * `intent: AUTHORIZE` per order (the buyer approves it in PayPal's window), `…/authorize` after approval,
 * the authorisation captured on confirmation (`/v2/payments/authorizations/{id}/capture`), voided or its
 * capture refunded after. Every money call carries `PayPal-Request-Id`. Webhooks are verified by PayPal
 * itself (`/v1/notifications/verify-webhook-signature`). The same client talks to the local stand-in.
 */

export interface PaypalGatewayOptions {
  settings: PaypalSettings;
  /** The stand-in's base URL when `settings.apiUrl` is null. */
  standInUrl: string;
  fetch: Fetch;
  timeoutMs: number;
  /** The PayPal JS SDK's URL for the browser, before its query (client id, intent, currency are added). */
  sdkUrl: string;
}

interface Amount {
  currency_code: string;
  value: string;
}
interface Link {
  href: string;
  rel: string;
}
interface PaypalPaymentPart {
  id: string;
  status: string;
  amount?: Amount;
  links?: Link[];
  supplementary_data?: { related_ids?: { order_id?: string; authorization_id?: string } };
}
export interface PaypalOrder {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: {
    amount?: Amount;
    payments?: { authorizations?: PaypalPaymentPart[]; captures?: PaypalPaymentPart[] };
  }[];
}

/** PayPal's event types the orders service acts on. `CHECKOUT.ORDER.APPROVED` → pending: call authorize(). */
const EVENT_STATUS: Record<string, VendorPaymentStatus> = {
  'CHECKOUT.ORDER.APPROVED': 'pending',
  'PAYMENT.AUTHORIZATION.CREATED': 'authorised',
  'PAYMENT.AUTHORIZATION.VOIDED': 'voided',
  'PAYMENT.CAPTURE.COMPLETED': 'captured',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

/** The money of an order, from its newest authorisation and capture. */
export function paymentFromOrder(
  order: PaypalOrder,
  fallback: { amount: number; currency: string },
): VendorPayment {
  const unit = order.purchase_units?.[0];
  const authorization = unit?.payments?.authorizations?.at(-1);
  const capture = unit?.payments?.captures?.at(-1);
  let status: VendorPaymentStatus = 'pending';
  if (capture?.status === 'REFUNDED') status = 'refunded';
  else if (capture?.status === 'COMPLETED' || capture?.status === 'PARTIALLY_REFUNDED') status = 'captured';
  else if (capture && ['DECLINED', 'FAILED'].includes(capture.status)) status = 'failed';
  else if (authorization?.status === 'VOIDED' || order.status === 'VOIDED') status = 'voided';
  else if (authorization && ['CREATED', 'PENDING'].includes(authorization.status)) status = 'authorised';
  else if (authorization?.status === 'DENIED') status = 'failed';
  const amount = unit?.amount;
  return {
    status,
    amount: amount ? toMinor(amount.value, amount.currency_code) : fallback.amount,
    currency: amount?.currency_code ?? fallback.currency,
    reference: order.id,
  };
}

function refusal(answer: JsonAnswer, what: string): PaymentVendorError {
  const body = (answer.body ?? {}) as {
    name?: string;
    message?: string;
    details?: { issue?: string; description?: string }[];
    error?: string;
    error_description?: string;
  };
  const issue = body.details?.[0]?.issue ?? body.name ?? body.error ?? null;
  const detail =
    body.details?.[0]?.description ?? body.message ?? body.error_description ?? `HTTP ${answer.status}`;
  return new PaymentVendorError('PAYPAL', answer.status, issue, `PayPal refused ${what}: ${detail}`);
}

export function paypalGateway(options: PaypalGatewayOptions): PaymentGateway {
  const { settings, timeoutMs } = options;
  const base = (settings.apiUrl ?? options.standInUrl).replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(renew = false): Promise<string> {
    if (!renew && token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const answer = await callVendor(
      'PAYPAL',
      options.fetch,
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      timeoutMs,
    );
    const body = answer.body as { access_token?: string; expires_in?: number } | null;
    if (answer.status !== 200 || !body?.access_token) throw refusal(answer, 'the client credentials');
    // Renewed a minute early, so a token never expires between the check and PayPal reading it.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  /** One authenticated call; a 401 (token revoked or expired early) gets one retry with a new token. */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
    rawBody?: string,
  ): Promise<JsonAnswer> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken(attempt > 0)}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
      if (requestId) headers['paypal-request-id'] = requestId;
      const init: RequestInit = { method, headers };
      if (rawBody !== undefined) init.body = rawBody;
      else if (body !== undefined) init.body = JSON.stringify(body);
      const answer = await callVendor('PAYPAL', options.fetch, `${base}${path}`, init, timeoutMs);
      if (answer.status !== 401 || attempt > 0) return answer;
    }
  }

  const orderId = (order: OrderForPayment) => {
    if (!order.paypalOrderId)
      throw new PaymentVendorError(
        'PAYPAL',
        null,
        'no_paypal_order',
        `Order ${order.number} has no PayPal order`,
      );
    return order.paypalOrderId;
  };

  async function fetchOrder(id: string): Promise<PaypalOrder> {
    const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (answer.status !== 200) throw refusal(answer, `to show order ${id}`);
    return answer.body as PaypalOrder;
  }

  const view = async (order: OrderForPayment) => paymentFromOrder(await fetchOrder(orderId(order)), order);

  const gateway: PaymentGateway = {
    vendor: 'PAYPAL',

    async start(order, { idempotencyKey }) {
      const sdkUrl = `${options.sdkUrl}?${new URLSearchParams({ 'client-id': settings.clientId, intent: 'authorize', currency: order.currency, components: 'buttons' })}`;
      if (order.paypalOrderId) {
        // The buyer came back: the same PayPal order while it can still be paid (or already is); a new one after a void.
        const existing = await fetchOrder(order.paypalOrderId);
        const status = paymentFromOrder(existing, order).status;
        if (
          ['CREATED', 'APPROVED', 'PAYER_ACTION_REQUIRED'].includes(existing.status) ||
          status === 'authorised' ||
          status === 'captured'
        ) {
          return { vendor: 'PAYPAL', paypalOrderId: existing.id, clientId: settings.clientId, sdkUrl };
        }
      }
      const answer = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'AUTHORIZE',
          purchase_units: [
            {
              reference_id: order.number,
              custom_id: order.number,
              invoice_id: order.number,
              description: order.description.slice(0, 127),
              amount: { currency_code: order.currency, value: toMajorString(order.amount, order.currency) },
            },
          ],
          application_context: {
            shipping_preference: 'NO_SHIPPING',
            user_action: 'CONTINUE',
            locale: order.locale === 'he' ? 'he-IL' : 'en-US',
          },
        },
        order.paypalOrderId ? `${idempotencyKey}-after-${order.paypalOrderId}` : idempotencyKey,
      );
      if (answer.status !== 200 && answer.status !== 201) throw refusal(answer, 'the order');
      const created = answer.body as PaypalOrder;
      return { vendor: 'PAYPAL', paypalOrderId: created.id, clientId: settings.clientId, sdkUrl };
    },

    retrieve: view,

    async authorize(order, idempotencyKey = `authorize-${order.number}`) {
      const id = orderId(order);
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(id)}/authorize`,
        {},
        idempotencyKey,
      );
      if (answer.status === 200 || answer.status === 201)
        return paymentFromOrder(answer.body as PaypalOrder, order);
      const error = refusal(answer, 'the authorisation');
      // Authorised before (the answer was lost): the order says so.
      if (error.code === 'ORDER_ALREADY_AUTHORIZED' || error.code === 'ORDER_ALREADY_COMPLETED')
        return view(order);
      throw error;
    },

    async capture(order, idempotencyKey) {
      const current = await fetchOrder(orderId(order));
      const now = paymentFromOrder(current, order);
      if (now.status === 'captured' || now.status === 'refunded') return now;
      const authorization = current.purchase_units?.[0]?.payments?.authorizations?.at(-1);
      if (!authorization)
        throw new PaymentVendorError(
          'PAYPAL',
          null,
          'NOT_AUTHORIZED',
          `PayPal order ${current.id} has no authorisation to capture`,
        );
      const answer = await call(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(authorization.id)}/capture`,
        { final_capture: true, invoice_id: order.number },
        idempotencyKey,
      );
      if (answer.status !== 200 && answer.status !== 201) {
        const error = refusal(answer, 'the capture');
        if (error.code !== 'AUTHORIZATION_ALREADY_CAPTURED') throw error;
      }
      return view(order);
    },

    async void(order, idempotencyKey) {
      const current = await fetchOrder(orderId(order));
      const now = paymentFromOrder(current, order);
      if (now.status === 'voided') return now;
      const authorization = current.purchase_units?.[0]?.payments?.authorizations?.at(-1);
      // Never authorised: nothing is held on the buyer's account, so there is nothing to release.
      if (!authorization) return { ...now, status: 'voided' };
      const answer = await call(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(authorization.id)}/void`,
        {},
        idempotencyKey,
      );
      if (answer.status !== 200 && answer.status !== 204) {
        const error = refusal(answer, 'the void');
        if (error.code !== 'PREVIOUSLY_VOIDED') throw error;
      }
      return view(order);
    },

    async refund(order, idempotencyKey) {
      const current = await fetchOrder(orderId(order));
      const now = paymentFromOrder(current, order);
      if (now.status === 'refunded') return now;
      if (now.status === 'authorised' || now.status === 'pending') return gateway.void(order, idempotencyKey);
      const capture = current.purchase_units?.[0]?.payments?.captures?.at(-1);
      if (!capture)
        throw new PaymentVendorError(
          'PAYPAL',
          null,
          'NOT_CAPTURED',
          `PayPal order ${current.id} has no capture to refund`,
        );
      const answer = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        { note_to_payer: `Order ${order.number}`.slice(0, 255) },
        idempotencyKey,
      );
      if (answer.status !== 200 && answer.status !== 201) {
        const error = refusal(answer, 'the refund');
        if (error.code !== 'CAPTURE_FULLY_REFUNDED') throw error;
      }
      return view(order);
    },

    async parseWebhook(request): Promise<PaymentEvent | null> {
      const names = [
        'paypal-transmission-id',
        'paypal-transmission-time',
        'paypal-transmission-sig',
        'paypal-cert-url',
        'paypal-auth-algo',
      ] as const;
      const [id, time, sig, certUrl, algo] = names.map((name) => headerValue(request.headers, name));
      if (!id || !time || !sig || !certUrl || !algo)
        throw new WebhookSignatureError('PayPal transmission headers are missing.');
      const raw = request.rawBody.toString('utf8');
      let event: {
        id?: string;
        event_type?: string;
        create_time?: string;
        resource?: PaypalPaymentPart & { intent?: string };
      };
      try {
        event = JSON.parse(raw) as typeof event;
      } catch {
        throw new WebhookSignatureError('The PayPal webhook body is not JSON.');
      }
      // The event goes back exactly as it came: PayPal checks its signature against these bytes.
      const verifyBody = `{"transmission_id":${JSON.stringify(id)},"transmission_time":${JSON.stringify(time)},"cert_url":${JSON.stringify(certUrl)},"auth_algo":${JSON.stringify(algo)},"transmission_sig":${JSON.stringify(sig)},"webhook_id":${JSON.stringify(settings.webhookId)},"webhook_event":${raw}}`;
      const answer = await call(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        undefined,
        undefined,
        verifyBody,
      );
      if (answer.status !== 200) throw refusal(answer, 'to verify a webhook');
      if ((answer.body as { verification_status?: string } | null)?.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError('PayPal did not verify the webhook signature.');
      }
      const status = event.event_type ? EVENT_STATUS[event.event_type] : undefined;
      const resource = event.resource;
      if (!status || !resource || !event.id) return null;
      const reference = await orderOf(event.event_type!, resource);
      if (!reference) return null;
      const amount = resource.amount;
      return {
        vendor: 'PAYPAL',
        eventId: event.id,
        type: event.event_type!,
        reference,
        status,
        amount: amount ? toMinor(amount.value, amount.currency_code) : null,
        currency: amount?.currency_code ?? null,
        occurredAt: event.create_time ? new Date(event.create_time) : new Date(),
      };
    },
  };

  /** The PayPal order an event is about: the resource itself, its related ids, or (refunds) its capture's. */
  async function orderOf(type: string, resource: PaypalPaymentPart): Promise<string | null> {
    if (type.startsWith('CHECKOUT.ORDER.')) return resource.id;
    const related = resource.supplementary_data?.related_ids?.order_id;
    if (related) return related;
    const up = resource.links?.find((link) => link.rel === 'up')?.href;
    const captureId = up ? /\/v2\/payments\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined;
    if (!captureId) return null;
    const answer = await call('GET', `/v2/payments/captures/${captureId}`);
    if (answer.status !== 200) throw refusal(answer, `to show capture ${captureId}`);
    return (answer.body as PaypalPaymentPart).supplementary_data?.related_ids?.order_id ?? null;
  }

  return gateway;
}
