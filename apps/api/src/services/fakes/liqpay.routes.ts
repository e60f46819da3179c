import { randomInt } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, errorResponses, sendError } from '../../http/errors.js';
import type { LiqpaySettings } from '../orders/payments/config.js';
import {
  decodeLiqpayData,
  encodeLiqpayData,
  liqpaySignature,
  liqpaySignatureMatches,
} from '../orders/payments/liqpay.js';
import type { WebhookOutbox } from '../orders/payments/stand-ins/outbox.js';
import { ORDERS_TAG, VendorJson, strict } from '../orders/payments/stand-ins/http.js';
import { vendorStore } from '../orders/payments/stand-ins/store.js';
import {
  checkoutCsp,
  checkoutPage,
  FIELD_ERRORS,
  pageLocale,
  resultPage,
  type FieldName,
  type PageLocale,
} from './liqpay.pages.js';
import { judgeCard } from './stripe.cards.js';

/**
 * The embedded default's LiqPay (API 3): the hosted checkout (`POST /api/3/checkout` with data + signature,
 * a payment page, then back to `result_url`), `POST /api/request` for `status`, `hold_completion` and
 * `refund`, and the server callback to `server_url` (data + signature, form-encoded) on every change of a
 * payment, retried while the API refuses it. Test cards as in Stripe's test mode. Payments are kept in
 * `fake_vendor_objects` under their `order_id`.
 */

export interface FakeLiqpayOptions {
  keys: Pick<LiqpaySettings, 'publicKey' | 'privateKey'>;
  outbox: WebhookOutbox;
}

type Payment = Record<string, unknown> & {
  order_id: string;
  status: string;
  amount: number;
  currency: string;
  server_url?: string;
  result_url?: string;
};

const Signed = {
  data: Type.String({ minLength: 1, maxLength: 20_000, description: 'base64(JSON)' }),
  signature: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'base64(sha1(private_key + data + private_key))',
  }),
};
const Html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
const HtmlOrJson = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: ErrorEnvelope } },
});
const HOLDS = ['hold_wait', 'success', 'reversed'];
/** Fields that stay with the stand-in (the callback and the status answer carry the rest, as LiqPay's do). */
const INTERNAL = new Set(['server_url', 'result_url']);
const publicView = (payment: Payment) =>
  Object.fromEntries(Object.entries(payment).filter(([key]) => !INTERNAL.has(key)));

export const fakeLiqpayRoutes: FastifyPluginAsyncTypebox<FakeLiqpayOptions> = async (
  app,
  { keys, outbox },
) => {
  const store = vendorStore(app.db, 'liqpay');
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  /** The merchant's message, if it is ours and signed by our private key. */
  function open(data: string, signature: string): Record<string, unknown> | null {
    if (!liqpaySignatureMatches(keys.privateKey, data, signature)) return null;
    const params = decodeLiqpayData(data);
    return params && params['public_key'] === keys.publicKey && Number(params['version']) === 3
      ? params
      : null;
  }

  async function callBack(payment: Payment) {
    if (!payment.server_url) return;
    const data = encodeLiqpayData(publicView(payment));
    const body = new URLSearchParams({ data, signature: liqpaySignature(keys.privateKey, data) }).toString();
    await outbox.send(
      `cb-${payment.order_id}-${String(payment['payment_id'])}-${payment.status}`,
      { url: payment.server_url, body, contentType: 'application/x-www-form-urlencoded' },
      { order_id: payment.order_id },
    );
  }

  function html(reply: FastifyReply, status: number, body: string, resultUrl: string | null) {
    return reply
      .code(status)
      .header('content-security-policy', checkoutCsp(resultUrl))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }
  /** Browsers get a page; API clients (and the route sweep) the error envelope. */
  function refuse(request: FastifyRequest, reply: FastifyReply, locale: PageLocale, message: string) {
    if ((request.headers.accept ?? '').includes('text/html'))
      return html(reply, 400, resultPage(locale, 'failed', null, message), null);
    return sendError(reply, 400, message);
  }
  /** What the checkout form asks for, checked like LiqPay checks it. */
  function checkout(
    params: Record<string, unknown>,
  ): { ok: true; payment: Payment } | { ok: false; message: string } {
    const amount = Number(params['amount']);
    const { currency, order_id: orderId, action, description } = params;
    if (action !== 'hold' && action !== 'pay') return { ok: false, message: 'action must be hold or pay.' };
    if (!Number.isFinite(amount) || amount <= 0)
      return { ok: false, message: 'amount must be a positive number.' };
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return { ok: false, message: 'currency must be an ISO 4217 code.' };
    if (typeof orderId !== 'string' || orderId.length === 0 || orderId.length > 255)
      return { ok: false, message: 'order_id is required (at most 255 characters).' };
    if (typeof description !== 'string' || description === '')
      return { ok: false, message: 'description is required.' };
    const url = (name: string) =>
      typeof params[name] === 'string' && /^https?:\/\//.test(params[name] as string)
        ? (params[name] as string)
        : undefined;
    return {
      ok: true,
      payment: {
        version: 3,
        public_key: keys.publicKey,
        action,
        order_id: orderId,
        liqpay_order_id: `LUX${randomInt(10 ** 9)}`,
        description,
        amount,
        currency,
        language: typeof params['language'] === 'string' ? params['language'] : 'en',
        status: 'prepared',
        type: 'buy',
        paytype: 'card',
        ...(url('server_url') ? { server_url: url('server_url') } : {}),
        ...(url('result_url') ? { result_url: url('result_url') } : {}),
      },
    };
  }

  const schema = <T extends object>(summary: string, extra: T) => ({
    tags: [ORDERS_TAG],
    summary: `Local LiqPay (embedded default): ${summary}`,
    querystring: Type.Object({}, strict),
    ...extra,
  });

  app.post(
    '/api/3/checkout',
    {
      schema: schema('the hosted checkout page for a signed payment (form: data, signature)', {
        body: Type.Object(Signed, strict),
        response: {
          200: Html('The payment page.'),
          400: HtmlOrJson('Not a valid signed payment.'),
          ...errorResponses(415, 429, 500),
        },
      }),
    },
    async (request, reply) => {
      const params = open(request.body.data, request.body.signature);
      const locale = pageLocale(params?.['language']);
      if (!params)
        return refuse(request, reply, locale, 'The data or its signature is not valid for this merchant.');
      const checked = checkout(params);
      if (!checked.ok) return refuse(request, reply, locale, checked.message);
      const { payment } = checked;
      return html(
        reply,
        200,
        checkoutPage({
          locale,
          data: request.body.data,
          signature: request.body.signature,
          description: String(payment['description']),
          amount: payment.amount,
          currency: payment.currency,
          orderId: payment.order_id,
        }),
        payment.result_url ?? null,
      );
    },
  );

  app.post(
    '/api/3/checkout/pay',
    {
      schema: schema("the buyer's answer on the payment page: pay (card fields) or cancel", {
        body: Type.Object(
          {
            ...Signed,
            decision: Type.Enum(['pay', 'cancel']),
            card: Type.Optional(Type.String({ maxLength: 40 })),
            expiry: Type.Optional(Type.String({ maxLength: 10 })),
            cvv: Type.Optional(Type.String({ maxLength: 10 })),
          },
          strict,
        ),
        response: {
          200: Html('Where the payment ended, when there is no result_url.'),
          303: { description: 'Back to result_url.', type: 'null' },
          400: HtmlOrJson('Not a valid signed payment.'),
          422: Html('The page again, with what to correct.'),
          ...errorResponses(415, 429, 500),
        },
      }),
    },
    async (request, reply) => {
      const { data, signature, decision } = request.body;
      const params = open(data, signature);
      const locale = pageLocale(params?.['language']);
      if (!params)
        return refuse(request, reply, locale, 'The data or its signature is not valid for this merchant.');
      const checked = checkout(params);
      if (!checked.ok) return refuse(request, reply, locale, checked.message);
      const wanted = checked.payment;
      const back = (outcome: 'done' | 'failed' | 'cancelled') =>
        wanted.result_url
          ? reply.header('cache-control', 'no-store').redirect(wanted.result_url, 303)
          : html(reply, 200, resultPage(locale, outcome, null), null);

      const existing = await store.get<Payment>(wanted.order_id, 'payment');
      if (existing && HOLDS.includes(existing.data.status)) return back('done');
      if (decision === 'cancel') return back('cancelled');

      const card = (request.body.card ?? '').replace(/[\s-]/g, '');
      const [month = '', year = ''] = (request.body.expiry ?? '').replace(/\s/g, '').split('/');
      const outcome = judgeCard({
        number: card,
        expMonth: Number(month),
        expYear: Number(year),
        cvc: request.body.cvv ?? '',
      });
      const fieldOf: Record<string, FieldName> = {
        incorrect_number: 'card',
        invalid_expiry_month: 'expiry',
        invalid_expiry_year: 'expiry',
        expired_card: 'expiry',
        invalid_cvc: 'cvv',
      };
      // A mistyped field is the buyer's to correct; a declined card (no `param`) ends the payment as failed.
      const field = !outcome.ok && outcome.param ? fieldOf[outcome.code] : undefined;
      if (field) {
        const errors = { [field]: FIELD_ERRORS[locale][field] };
        const page = checkoutPage({
          locale,
          data,
          signature,
          description: String(wanted['description']),
          amount: wanted.amount,
          currency: wanted.currency,
          orderId: wanted.order_id,
          errors,
          values: { card: request.body.card ?? '', expiry: request.body.expiry ?? '' },
        });
        return html(reply, 422, page, wanted.result_url ?? null);
      }

      const now = Date.now();
      const payment: Payment = {
        ...wanted,
        payment_id: randomInt(10 ** 9, 2 ** 47),
        transaction_id: randomInt(10 ** 9, 2 ** 47),
        acq_id: 414963,
        status: outcome.ok ? (wanted['action'] === 'hold' ? 'hold_wait' : 'success') : 'failure',
        create_date: now,
        end_date: now,
        is_3ds: false,
        sender_card_mask2: card.length >= 10 ? `${card.slice(0, 6)}*${card.slice(-2)}` : '',
        sender_card_type: outcome.ok ? outcome.brand : 'visa',
        sender_card_country: 376,
        sender_commission: 0,
        receiver_commission: 0,
        agent_commission: 0,
        ...(outcome.ok ? {} : { err_code: 'err_payment', err_description: outcome.message }),
      };
      // One payment per order id: a new attempt only replaces a failed one.
      const stored =
        (await store.insert(wanted.order_id, 'payment', payment)) ||
        (await store.patch<Payment>(wanted.order_id, payment, { status: ['failure'] })) !== undefined;
      if (!stored) return back('done');
      await callBack(payment);
      return back(outcome.ok ? 'done' : 'failed');
    },
  );

  app.post(
    '/api/request',
    {
      schema: schema('server API: status, hold_completion, refund (form: data, signature)', {
        body: Type.Object(Signed, strict),
        response: {
          200: VendorJson(
            '`{ result: ok, …payment }` or `{ result: error, status: error, err_code, err_description }`',
          ),
          ...errorResponses(400, 415, 429, 500),
        },
      }),
    },
    async (request) => {
      const refused = (code: string, description: string) => ({
        result: 'error',
        status: 'error',
        err_code: code,
        err_description: description,
      });
      const params = open(request.body.data, request.body.signature);
      if (!params) return refused('invalid_signature', 'Invalid signature or public_key');
      const orderId = typeof params['order_id'] === 'string' ? params['order_id'] : '';
      const found = orderId ? await store.get<Payment>(orderId, 'payment') : undefined;
      if (!found) return refused('payment_not_found', 'Payment not found');
      const payment = found.data;
      const ok = (value: Payment) => ({ result: 'ok', ...publicView(value) });
      const change = async (patch: Partial<Payment>, from: string[]) => {
        const changed = await store.patch<Payment>(
          orderId,
          { ...patch, end_date: Date.now() },
          { status: from },
        );
        if (changed) await callBack(changed.data);
        return changed?.data;
      };
      switch (params['action']) {
        case 'status':
          return ok(payment);
        case 'hold_completion': {
          if (payment.status === 'success') return ok(payment);
          if (payment.status !== 'hold_wait')
            return refused('payment_not_hold', `The payment is ${payment.status}, not on hold`);
          const amount = params['amount'] === undefined ? payment.amount : Number(params['amount']);
          if (!Number.isFinite(amount) || amount <= 0 || amount > payment.amount)
            return refused('wrong_amount', 'The amount is more than the hold');
          const done = await change({ status: 'success', amount, completion_date: Date.now() }, [
            'hold_wait',
          ]);
          return done ? ok(done) : ok((await store.get<Payment>(orderId, 'payment'))!.data);
        }
        case 'refund': {
          if (payment.status === 'reversed') return ok(payment);
          if (payment.status !== 'hold_wait' && payment.status !== 'success')
            return refused('payment_not_refundable', `The payment is ${payment.status}`);
          const done = await change({ status: 'reversed', refund_amount: payment.amount }, [
            'hold_wait',
            'success',
          ]);
          return done ? ok(done) : ok((await store.get<Payment>(orderId, 'payment'))!.data);
        }
        default:
          return refused(
            'action_not_supported',
            `The action ${String(params['action'])} is not available here`,
          );
      }
    },
  );
};
