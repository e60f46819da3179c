import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorBody } from '../../http/errors.js';
import type { StripeSettings } from '../orders/payments/config.js';
import type { WebhookOutbox } from '../orders/payments/stand-ins/outbox.js';
import {
  AnyBody,
  ORDERS_TAG,
  VendorError,
  VendorJson,
  header,
  randomToken,
  sendScript,
  strict,
  vendorError,
} from '../orders/payments/stand-ins/http.js';
import { idempotent, vendorStore, type StoredAnswer } from '../orders/payments/stand-ins/store.js';
import { stripeJsSource } from './stripe.browser.js';
import { judgeCard, TEST_PAYMENT_METHODS } from './stripe.cards.js';
import { parseStripeForm } from './stripe.form.js';

/**
 * The embedded default's Stripe: the PaymentIntents API the `stripe` SDK calls (form-encoded, `Bearer`
 * secret key, `Idempotency-Key`, Stripe's error objects and status codes), the confirm call Stripe.js
 * makes with the publishable key and the client secret, and `v3.js`, a Stripe.js stand-in with a payment
 * element. Objects live in `fake_vendor_objects`; events go signed (`Stripe-Signature`) to the orders
 * service's webhook, retried while it refuses them.
 */

export interface FakeStripeOptions {
  keys: Pick<StripeSettings, 'secretKey' | 'publishableKey' | 'webhookSecret'>;
  outbox: WebhookOutbox;
  /** The orders service's Stripe webhook (the "endpoint" configured in this stand-in's dashboard). */
  webhookUrl: string;
}

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'manual' | 'automatic' | 'automatic_async';
  client_secret: string;
  currency: string;
  status: string;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  metadata: Record<string, string>;
  [field: string]: unknown;
};
type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  [field: string]: unknown;
};

const IdParams = (prefix: string) =>
  Type.Object(
    {
      id: Type.String({
        pattern: `^${prefix}_[A-Za-z0-9]{1,64}$`,
        maxLength: 80,
        examples: [`${prefix}_3Lux00000000000000000000`],
      }),
    },
    strict,
  );
const StripeQuery = Type.Object(
  {
    'expand[0]': Type.Optional(Type.String({ maxLength: 100 })),
    'expand[]': Type.Optional(Type.String({ maxLength: 100 })),
    client_secret: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'With the publishable key: what Stripe.js reads an intent with.',
      }),
    ),
    key: Type.Optional(Type.String({ maxLength: 200 })),
  },
  strict,
);
const StripeErrorBody = VendorError(
  { error: Type.Object({}, { additionalProperties: true }) },
  "Stripe's error object (`type`, `code`, `message`, `param`) and the API's envelope.",
);
const errors = {
  400: StripeErrorBody,
  401: StripeErrorBody,
  402: StripeErrorBody,
  404: StripeErrorBody,
  409: StripeErrorBody,
  415: StripeErrorBody,
  429: StripeErrorBody,
  500: StripeErrorBody,
};

const now = () => Math.floor(Date.now() / 1000);
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const fakeStripeRoutes: FastifyPluginAsyncTypebox<FakeStripeOptions> = async (
  app,
  { keys, outbox, webhookUrl },
) => {
  const store = vendorStore(app.db, 'stripe');
  await app.register(formbody, { bodyLimit: 64 * 1024, parser: parseStripeForm });

  const stripeError = (
    reply: FastifyReply,
    status: number,
    error: Record<string, unknown> & { message: string },
  ) => {
    reply.header('request-id', `req_${randomToken(14)}`);
    return vendorError(reply, status, error.message, { error });
  };

  /** Who is calling: the secret key (the server), the publishable key (Stripe.js, with a client secret), or nobody. */
  function caller(request: FastifyRequest): 'secret' | 'publishable' | null {
    const auth = header(request.headers.authorization) ?? '';
    const fromBody =
      typeof (request.body as Record<string, unknown> | undefined)?.['key'] === 'string'
        ? String((request.body as Record<string, unknown>)['key'])
        : undefined;
    const fromQuery = (request.query as { key?: string } | undefined)?.key;
    const key = auth.startsWith('Bearer ')
      ? auth.slice(7)
      : auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0]!
        : (fromBody ?? fromQuery ?? '');
    if (sameText(key, keys.secretKey)) return 'secret';
    if (sameText(key, keys.publishableKey)) return 'publishable';
    return null;
  }

  const unauthorised = (reply: FastifyReply) =>
    stripeError(reply.header('www-authenticate', 'Bearer realm="Stripe"'), 401, {
      type: 'invalid_request_error',
      message: 'Invalid API Key provided.',
    });

  async function emit(type: string, object: Record<string, unknown>, request: FastifyRequest) {
    const event = {
      id: `evt_${randomToken(24)}`,
      object: 'event',
      api_version: header(request.headers['stripe-version']) ?? '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: {
        id: `req_${randomToken(14)}`,
        idempotency_key: header(request.headers['idempotency-key']) ?? null,
      },
      type,
    };
    await outbox.send(
      event.id,
      { url: webhookUrl, body: JSON.stringify(event), contentType: 'application/json; charset=utf-8' },
      { type },
    );
  }

  /** Runs a POST under its Idempotency-Key (when it has one), replaying the stored answer for a repeat. */
  async function once(request: FastifyRequest, reply: FastifyReply, run: () => Promise<StoredAnswer>) {
    const key = header(request.headers['idempotency-key']);
    if (!key) {
      const answer = await run();
      return reply.code(answer.status).send(answer.body);
    }
    // Hashed: the body of a confirm carries card details, which the stand-in never keeps.
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([
          request.routeOptions.url,
          (request.params as Record<string, string>)['id'] ?? null,
          request.body ?? null,
        ]),
      )
      .digest('hex');
    const outcome = await idempotent(store, key.slice(0, 255), fingerprint, run);
    if (outcome.kind === 'in_progress') {
      return stripeError(reply, 409, {
        type: 'idempotency_error',
        message:
          'There is currently another in-progress request using this Stripe API Idempotency Key. Please try again later.',
      });
    }
    if (outcome.kind === 'mismatch') {
      return stripeError(reply, 400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      });
    }
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    const { status, body } = outcome.answer;
    if (status >= 400) reply.type('application/json; charset=utf-8');
    return reply
      .code(status)
      .header('request-id', `req_${randomToken(14)}`)
      .send(body);
  }

  const errorAnswer = (
    status: number,
    error: Record<string, unknown> & { message: string },
  ): StoredAnswer => ({ status, body: { error, errors: errorBody(status, error.message).errors } });
  const unexpectedState = (intent: Intent, action: string) =>
    errorAnswer(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
      payment_intent: intent,
    });

  async function loadIntent(id: string) {
    return (await store.get<Intent>(id, 'payment_intent'))?.data;
  }
  const missing = (reply: FastifyReply, id: string) =>
    stripeError(reply, 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'intent',
      message: `No such payment_intent: '${id}'`,
    });

  /** The intent as a caller sees it, with `latest_charge` expanded when asked; Stripe.js never sees metadata. */
  async function view(intent: Intent, who: 'secret' | 'publishable', expand: unknown[] = []) {
    const out: Record<string, unknown> = { ...intent };
    if (expand.includes('latest_charge') && intent.latest_charge)
      out['latest_charge'] =
        (await store.get<Charge>(intent.latest_charge, 'charge'))?.data ?? intent.latest_charge;
    if (who === 'publishable') delete out['metadata'];
    return out;
  }

  const schema = <T extends object>(summary: string, extra: T) => ({
    tags: [ORDERS_TAG],
    summary: `Local Stripe (embedded default): ${summary}`,
    ...extra,
  });

  app.get(
    '/v3.js',
    {
      schema: schema('Stripe.js stand-in (window.Stripe with Elements and a payment element)', {
        querystring: Type.Object({}, strict),
        response: { 200: Type.String(), ...errors },
      }),
    },
    async (_request, reply) => sendScript(reply, stripeJsSource),
  );

  app.post(
    '/v1/payment_intents',
    {
      schema: schema('create a PaymentIntent (secret key)', {
        querystring: Type.Object({}, strict),
        body: AnyBody,
        response: { 200: VendorJson('A PaymentIntent.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (caller(request) !== 'secret') return unauthorised(reply);
      const body = request.body as Record<string, unknown>;
      return once(request, reply, async () => {
        const amount = Number(body['amount']);
        const currency = String(body['currency'] ?? '').toLowerCase();
        if (!Number.isInteger(amount) || amount < 1 || amount > 99_999_999)
          return errorAnswer(400, {
            type: 'invalid_request_error',
            param: 'amount',
            message: 'Invalid integer: amount',
          });
        if (!/^[a-z]{3}$/.test(currency))
          return errorAnswer(400, {
            type: 'invalid_request_error',
            param: 'currency',
            message: 'Invalid currency',
          });
        const captureMethod = body['capture_method'] === 'manual' ? 'manual' : 'automatic';
        const id = `pi_${randomToken(24)}`;
        const metadata =
          typeof body['metadata'] === 'object' && body['metadata'] !== null
            ? (body['metadata'] as Record<string, string>)
            : {};
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount,
          amount_capturable: 0,
          amount_received: 0,
          canceled_at: null,
          cancellation_reason: null,
          capture_method: captureMethod,
          client_secret: `${id}_secret_${randomToken(25)}`,
          confirmation_method: 'automatic',
          created: now(),
          currency,
          description: typeof body['description'] === 'string' ? body['description'] : null,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
          metadata,
          payment_method: null,
          payment_method_types: Array.isArray(body['allowed_payment_method_types'])
            ? body['allowed_payment_method_types']
            : Array.isArray(body['payment_method_types'])
              ? body['payment_method_types']
              : ['card'],
          status: 'requires_payment_method',
        };
        await store.insert(id, 'payment_intent', intent);
        await emit('payment_intent.created', intent, request);
        return { status: 200, body: intent };
      });
    },
  );

  app.get(
    '/v1/payment_intents/:id',
    {
      schema: schema('retrieve a PaymentIntent (secret key, or publishable key with its client secret)', {
        params: IdParams('pi'),
        querystring: StripeQuery,
        response: { 200: VendorJson('A PaymentIntent.'), ...errors },
      }),
    },
    async (request, reply) => {
      const who = caller(request);
      if (!who) return unauthorised(reply);
      const intent = await loadIntent(request.params.id);
      if (
        !intent ||
        (who === 'publishable' && !sameText(request.query.client_secret ?? '', intent.client_secret))
      )
        return missing(reply, request.params.id);
      return view(intent, who, [request.query['expand[0]'], request.query['expand[]']]);
    },
  );

  app.post(
    '/v1/payment_intents/:id/confirm',
    {
      schema: schema(
        'confirm a PaymentIntent with card details (what Stripe.js sends: publishable key, client secret, payment_method_data[card])',
        {
          params: IdParams('pi'),
          querystring: Type.Object({}, strict),
          body: AnyBody,
          response: {
            200: VendorJson('The PaymentIntent, authorised (manual capture) or succeeded.'),
            ...errors,
          },
        },
      ),
    },
    async (request, reply) => {
      const who = caller(request);
      if (!who) return unauthorised(reply);
      const body = request.body as Record<string, unknown>;
      const found = await loadIntent(request.params.id);
      if (
        !found ||
        (who === 'publishable' && !sameText(String(body['client_secret'] ?? ''), found.client_secret))
      )
        return missing(reply, request.params.id);
      return once(request, reply, async () => {
        const intent = (await loadIntent(found.id))!;
        const confirmable = ['requires_payment_method', 'requires_confirmation'];
        if (!confirmable.includes(intent.status)) return unexpectedState(intent, 'confirmed');
        const data = (body['payment_method_data'] ?? {}) as { card?: Record<string, unknown> };
        const card = data.card ?? {};
        const pm =
          typeof body['payment_method'] === 'string'
            ? TEST_PAYMENT_METHODS[body['payment_method']]
            : undefined;
        const outcome = judgeCard(
          pm
            ? { number: pm, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' }
            : {
                number: String(card['number'] ?? ''),
                expMonth: Number(card['exp_month']),
                expYear: Number(card['exp_year']),
                cvc: String(card['cvc'] ?? ''),
              },
        );
        if (!outcome.ok) {
          const lastError = {
            type: 'card_error',
            code: outcome.code,
            ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
            ...(outcome.param ? { param: outcome.param } : {}),
            message: outcome.message,
          };
          const failed = await store.patch<Intent>(
            intent.id,
            { status: 'requires_payment_method', last_payment_error: lastError },
            { status: confirmable },
          );
          if (!failed) return unexpectedState((await loadIntent(intent.id))!, 'confirmed');
          await emit('payment_intent.payment_failed', failed.data, request);
          return errorAnswer(402, { ...lastError, payment_intent: await view(failed.data, who) });
        }
        const manual = intent.capture_method === 'manual';
        const charge: Charge = {
          id: `ch_${randomToken(24)}`,
          object: 'charge',
          amount: intent.amount,
          amount_captured: manual ? 0 : intent.amount,
          amount_refunded: 0,
          captured: !manual,
          created: now(),
          currency: intent.currency,
          paid: true,
          payment_intent: intent.id,
          payment_method_details: { type: 'card', card: { brand: outcome.brand, last4: outcome.last4 } },
          refunded: false,
          status: 'succeeded',
        };
        await store.insert(charge.id, 'charge', charge);
        const confirmed = await store.patch<Intent>(
          intent.id,
          {
            status: manual ? 'requires_capture' : 'succeeded',
            amount_capturable: manual ? intent.amount : 0,
            amount_received: manual ? 0 : intent.amount,
            latest_charge: charge.id,
            last_payment_error: null,
            payment_method: `pm_${randomToken(24)}`,
          },
          { status: confirmable },
        );
        if (!confirmed) return unexpectedState((await loadIntent(intent.id))!, 'confirmed');
        await emit(
          manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded',
          confirmed.data,
          request,
        );
        return { status: 200, body: await view(confirmed.data, who) };
      });
    },
  );

  app.post(
    '/v1/payment_intents/:id/capture',
    {
      schema: schema('capture an authorised PaymentIntent (secret key)', {
        params: IdParams('pi'),
        querystring: Type.Object({}, strict),
        body: Type.Optional(AnyBody),
        response: { 200: VendorJson('The PaymentIntent, succeeded.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (caller(request) !== 'secret') return unauthorised(reply);
      if (!(await loadIntent(request.params.id))) return missing(reply, request.params.id);
      return once(request, reply, async () => {
        const intent = (await loadIntent(request.params.id))!;
        const captured = await store.patch<Intent>(
          intent.id,
          { status: 'succeeded', amount_capturable: 0, amount_received: intent.amount },
          { status: ['requires_capture'] },
        );
        if (!captured) return unexpectedState((await loadIntent(intent.id))!, 'captured');
        if (intent.latest_charge)
          await store.patch<Charge>(intent.latest_charge, { captured: true, amount_captured: intent.amount });
        await emit('payment_intent.succeeded', captured.data, request);
        return { status: 200, body: captured.data };
      });
    },
  );

  app.post(
    '/v1/payment_intents/:id/cancel',
    {
      schema: schema('cancel a PaymentIntent, releasing an authorisation (secret key)', {
        params: IdParams('pi'),
        querystring: Type.Object({}, strict),
        body: Type.Optional(AnyBody),
        response: { 200: VendorJson('The PaymentIntent, canceled.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (caller(request) !== 'secret') return unauthorised(reply);
      if (!(await loadIntent(request.params.id))) return missing(reply, request.params.id);
      const reason = (request.body as Record<string, unknown> | undefined)?.['cancellation_reason'];
      return once(request, reply, async () => {
        const intent = (await loadIntent(request.params.id))!;
        const cancelable = [
          'requires_payment_method',
          'requires_confirmation',
          'requires_action',
          'requires_capture',
        ];
        const canceled = await store.patch<Intent>(
          intent.id,
          {
            status: 'canceled',
            canceled_at: now(),
            cancellation_reason: typeof reason === 'string' ? reason : null,
            amount_capturable: 0,
          },
          { status: cancelable },
        );
        if (!canceled) return unexpectedState((await loadIntent(intent.id))!, 'canceled');
        // Stripe releases an uncaptured charge by refunding it.
        if (intent.latest_charge)
          await store.patch<Charge>(intent.latest_charge, { refunded: true, amount_refunded: intent.amount });
        await emit('payment_intent.canceled', canceled.data, request);
        return { status: 200, body: canceled.data };
      });
    },
  );

  app.post(
    '/v1/refunds',
    {
      schema: schema('refund a captured PaymentIntent in full or in part (secret key)', {
        querystring: Type.Object({}, strict),
        body: AnyBody,
        response: { 200: VendorJson('A Refund.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (caller(request) !== 'secret') return unauthorised(reply);
      const body = request.body as Record<string, unknown>;
      return once(request, reply, async () => {
        const intent =
          typeof body['payment_intent'] === 'string' ? await loadIntent(body['payment_intent']) : undefined;
        if (!intent)
          return errorAnswer(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${String(body['payment_intent'] ?? '')}'`,
          });
        if (intent.status !== 'succeeded' || !intent.latest_charge)
          return unexpectedState(intent, 'refunded');
        const charge = (await store.get<Charge>(intent.latest_charge, 'charge'))!.data;
        const remaining = charge.amount - charge.amount_refunded;
        const amount = body['amount'] === undefined ? remaining : Number(body['amount']);
        if (remaining <= 0)
          return errorAnswer(400, {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${charge.id} has already been refunded.`,
          });
        if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
          return errorAnswer(400, {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            param: 'amount',
            message: `Refund amount (${amount}) is greater than the amount that can be refunded (${remaining}).`,
          });
        }
        const refunded = charge.amount_refunded + amount;
        const updated = await store.patch<Charge>(
          charge.id,
          { amount_refunded: refunded, refunded: refunded === charge.amount },
          { amount_refunded: [String(charge.amount_refunded)] },
        );
        if (!updated)
          return errorAnswer(409, {
            type: 'invalid_request_error',
            code: 'lock_timeout',
            message: 'This charge is being refunded by another request.',
          });
        const refund = {
          id: `re_${randomToken(24)}`,
          object: 'refund',
          amount,
          charge: charge.id,
          created: now(),
          currency: charge.currency,
          payment_intent: intent.id,
          reason: typeof body['reason'] === 'string' ? body['reason'] : null,
          status: 'succeeded',
        };
        await store.insert(refund.id, 'refund', refund);
        await emit('charge.refunded', updated.data, request);
        return { status: 200, body: refund };
      });
    },
  );
};

/** `Stripe-Signature` for one delivery attempt: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function stripeSignatureHeader(secret: string, body: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
