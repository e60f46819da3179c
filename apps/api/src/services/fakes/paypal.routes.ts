import { randomBytes, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorBody } from '../../http/errors.js';
import type { PaypalSettings } from '../orders/payments/config.js';
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
import { paypalSdkSource } from './paypal.browser.js';
import { PAYPAL_CERT_ID, type PaypalSigner } from './paypal.signing.js';

/**
 * The embedded default's PayPal: the REST calls the API's PayPal client makes — OAuth2 client credentials,
 * Orders v2 (`intent: AUTHORIZE`), authorisations (capture, void), captures (refund), webhook signature
 * verification — with PayPal's JSON, status codes and error issues, `PayPal-Request-Id` idempotency, and
 * state in `fake_vendor_objects`. The buyer's side is `sdk.js` (a `paypal.Buttons` stand-in) with an
 * approval dialog in place of PayPal's window, which approves through `/checkoutnow/{id}/approve`. Events
 * go signed (SHA256withRSA) to the orders service's PayPal webhook.
 */

export interface FakePaypalOptions {
  credentials: Pick<PaypalSettings, 'clientId' | 'clientSecret' | 'webhookId'>;
  outbox: WebhookOutbox;
  signer: PaypalSigner;
  /** The orders service's PayPal webhook. */
  webhookUrl: string;
  /** This stand-in's URL as the API's client reaches it (for `links` and the certificate URL). */
  baseUrl: string;
}

type Amount = { currency_code: string; value: string };
type Part = { id: string; status: string; amount: Amount; order_id: string; [field: string]: unknown };
type Order = {
  id: string;
  intent: 'AUTHORIZE' | 'CAPTURE';
  status: string;
  client_id: string;
  purchase_units: Record<string, unknown>[];
  authorization_id: string | null;
  capture_id: string | null;
  create_time: string;
  update_time: string;
  payer?: Record<string, unknown>;
};

const PAYPAL_ID = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const newId = () => randomToken(17, PAYPAL_ID);
const IdParams = Type.Object(
  { id: Type.String({ pattern: '^[A-Z0-9]{10,40}$', examples: ['5O190127TN364715T'] }) },
  strict,
);
const PaypalErrorBody = VendorError(
  {
    name: Type.String(),
    message: Type.String(),
    debug_id: Type.String(),
    details: Type.Array(Type.Object({}, { additionalProperties: true })),
    links: Type.Array(Type.Unknown()),
    error: Type.String(),
    error_description: Type.String(),
  },
  "PayPal's error (`name`, `message`, `details[].issue`; OAuth's `error`) and the API's envelope.",
);
const errors = {
  400: PaypalErrorBody,
  401: PaypalErrorBody,
  404: PaypalErrorBody,
  409: PaypalErrorBody,
  415: PaypalErrorBody,
  422: PaypalErrorBody,
  429: PaypalErrorBody,
  500: PaypalErrorBody,
};
const NAMES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
};
const MESSAGES: Record<number, string> = {
  400: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  404: 'The specified resource does not exist.',
  409: 'The server has detected a conflict while processing this request.',
  422: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
};
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const iso = () => new Date().toISOString();
const { stringify } = JSON;

export const fakePaypalRoutes: FastifyPluginAsyncTypebox<FakePaypalOptions> = async (app, options) => {
  const { credentials, outbox, signer, webhookUrl, baseUrl } = options;
  const store = vendorStore(app.db, 'paypal');
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  const failure = (status: number, issue: string, description: string): StoredAnswer => ({
    status,
    body: {
      name: NAMES[status] ?? 'INTERNAL_SERVER_ERROR',
      message: MESSAGES[status] ?? description,
      debug_id: randomBytes(7).toString('hex'),
      details: [{ issue, description }],
      links: [],
      errors: errorBody(status, `${issue}: ${description}`).errors,
    },
  });
  const send = (reply: FastifyReply, answer: StoredAnswer) => {
    if (answer.status >= 400) reply.type('application/json; charset=utf-8');
    return answer.status === 204 ? reply.code(204).send() : reply.code(answer.status).send(answer.body);
  };

  /** Bearer tokens issued by `/v1/oauth2/token`, kept until they expire. */
  async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const auth = header(request.headers.authorization) ?? '';
    const token = auth.startsWith('Bearer ')
      ? await store.get<{ expiresAt: number }>(`token:${auth.slice(7)}`, 'token')
      : undefined;
    if (token && token.data.expiresAt > Date.now()) return true;
    vendorError(reply, 401, 'The access token is missing, invalid or expired.', {
      error: 'invalid_token',
      error_description: 'Token signature verification failed',
    });
    return false;
  }

  /** POSTs run once per `PayPal-Request-Id`: the same id gets the first answer again. */
  async function once(request: FastifyRequest, reply: FastifyReply, run: () => Promise<StoredAnswer>) {
    const key = header(request.headers['paypal-request-id']);
    if (!key) return send(reply, await run());
    const fingerprint = stringify([request.routeOptions.url, (request.params as { id?: string }).id ?? null]);
    // Only successes are kept: a refusal (say, authorising before the buyer approved) may be retried.
    const outcome = await idempotent(store, key.slice(0, 108), fingerprint, run, (status) => status < 400);
    if (outcome.kind === 'in_progress')
      return send(
        reply,
        failure(
          409,
          'DUPLICATE_REQUEST_ID',
          'A request with this PayPal-Request-Id is still being processed.',
        ),
      );
    if (outcome.kind === 'mismatch')
      return send(
        reply,
        failure(422, 'DUPLICATE_REQUEST_ID', 'This PayPal-Request-Id was used for another request.'),
      );
    return send(reply, outcome.answer);
  }

  const links = (path: string, extra: [string, string, string][] = []) => [
    { href: `${baseUrl}${path}`, rel: 'self', method: 'GET' },
    ...extra.map(([rel, href, method]) => ({ href: `${baseUrl}${href}`, rel, method })),
  ];
  const part = async (id: string | null, kind: string) =>
    id ? (await store.get<Part>(id, kind))?.data : undefined;
  const publicPart = (item: Part, path: string, extra: [string, string, string][] = []) => {
    const { order_id: orderId, authorization_id: authorizationId, ...rest } = item;
    return {
      ...rest,
      supplementary_data: {
        related_ids: { order_id: orderId, ...(authorizationId ? { authorization_id: authorizationId } : {}) },
      },
      links: links(path, extra),
    };
  };
  const authorizationView = (a: Part) =>
    publicPart(a, `/v2/payments/authorizations/${a.id}`, [
      ['capture', `/v2/payments/authorizations/${a.id}/capture`, 'POST'],
      ['void', `/v2/payments/authorizations/${a.id}/void`, 'POST'],
      ['up', `/v2/checkout/orders/${a.order_id}`, 'GET'],
    ]);
  const captureView = (c: Part) =>
    publicPart(c, `/v2/payments/captures/${c.id}`, [
      ['refund', `/v2/payments/captures/${c.id}/refund`, 'POST'],
      ['up', `/v2/payments/authorizations/${String(c['authorization_id'])}`, 'GET'],
    ]);

  /** The order as PayPal shows it, with its authorisation and capture inside the purchase unit. */
  async function orderView(order: Order) {
    const [authorization, capture] = [
      await part(order.authorization_id, 'authorization'),
      await part(order.capture_id, 'capture'),
    ];
    const payments = authorization
      ? {
          authorizations: [authorizationView(authorization)],
          ...(capture ? { captures: [captureView(capture)] } : {}),
        }
      : undefined;
    const [unit, ...others] = order.purchase_units;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [{ ...unit, ...(payments ? { payments } : {}) }, ...others],
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.create_time,
      update_time: order.update_time,
      links: links(`/v2/checkout/orders/${order.id}`, [
        ['approve', `/checkoutnow?token=${order.id}`, 'GET'],
        ['authorize', `/v2/checkout/orders/${order.id}/authorize`, 'POST'],
      ]),
    };
  }

  async function emit(
    eventType: string,
    resourceType: string,
    resource: Record<string, unknown>,
    summary: string,
  ) {
    const event = {
      id: `WH-${newId()}`,
      event_version: '1.0',
      create_time: iso(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [],
    };
    await outbox.send(
      event.id,
      { url: webhookUrl, body: stringify(event), contentType: 'application/json' },
      { event_type: eventType },
    );
  }

  const schema = <T extends object>(summary: string, extra: T) => ({
    tags: [ORDERS_TAG],
    summary: `Local PayPal (embedded default): ${summary}`,
    ...extra,
  });
  const noQuery = Type.Object({}, strict);

  app.get(
    '/sdk.js',
    {
      schema: schema('PayPal JS SDK stand-in (paypal.Buttons with an approval dialog)', {
        querystring: Type.Object(
          {
            'client-id': Type.Optional(Type.String({ maxLength: 200 })),
            currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
            intent: Type.Optional(Type.Enum(['authorize', 'capture'])),
            components: Type.Optional(Type.String({ maxLength: 100 })),
            locale: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' })),
            commit: Type.Optional(Type.Enum(['true', 'false'])),
          },
          strict,
        ),
        response: { 200: Type.String(), ...errors },
      }),
    },
    async (_request, reply) => sendScript(reply, paypalSdkSource),
  );

  app.post(
    '/v1/oauth2/token',
    {
      schema: schema(
        'an access token for the client id and secret (HTTP Basic, grant_type=client_credentials)',
        {
          querystring: noQuery,
          body: AnyBody,
          response: { 200: VendorJson('An OAuth2 access token.'), ...errors },
        },
      ),
    },
    async (request, reply) => {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (!sameText(header(request.headers.authorization) ?? '', expected))
        return vendorError(reply, 401, 'Client authentication failed.', {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      if ((request.body as Record<string, unknown>)['grant_type'] !== 'client_credentials')
        return vendorError(reply, 400, 'Only client_credentials is granted here.', {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL or unsupported',
        });
      const token = `A21AA${randomToken(60)}`;
      const expiresIn = 32_400;
      await store.insert(`token:${token}`, 'token', { expiresAt: Date.now() + expiresIn * 1000 });
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-LUXDEV0000000000',
        expires_in: expiresIn,
        nonce: `${iso()}${randomToken(20)}`,
      };
    },
  );

  app.post(
    '/v2/checkout/orders',
    {
      schema: schema('create an order (intent AUTHORIZE or CAPTURE)', {
        querystring: noQuery,
        body: AnyBody,
        response: { 200: VendorJson('The order.'), 201: VendorJson('The order.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      const body = request.body as { intent?: unknown; purchase_units?: unknown };
      return once(request, reply, async () => {
        if (body.intent !== 'AUTHORIZE' && body.intent !== 'CAPTURE')
          return failure(400, 'INVALID_PARAMETER_VALUE', 'intent must be AUTHORIZE or CAPTURE.');
        const units = Array.isArray(body.purchase_units)
          ? (body.purchase_units as Record<string, unknown>[])
          : [];
        const amount = units[0]?.['amount'] as Partial<Amount> | undefined;
        if (units.length !== 1 || typeof units[0] !== 'object')
          return failure(400, 'INVALID_ARRAY_MAX_ITEMS', 'Exactly one purchase unit is supported here.');
        if (
          !amount ||
          !/^[A-Z]{3}$/.test(String(amount.currency_code)) ||
          !/^\d{1,10}(\.\d{1,2})?$/.test(String(amount.value)) ||
          Number(amount.value) <= 0
        ) {
          return failure(
            400,
            'INVALID_PARAMETER_VALUE',
            'purchase_units[0].amount needs a currency_code and a positive value.',
          );
        }
        const now = iso();
        const order: Order = {
          id: newId(),
          intent: body.intent,
          status: 'CREATED',
          client_id: credentials.clientId,
          purchase_units: [
            {
              reference_id: units[0]!['reference_id'] ?? 'default',
              ...units[0],
              amount: { currency_code: amount.currency_code, value: amount.value },
            },
          ],
          authorization_id: null,
          capture_id: null,
          create_time: now,
          update_time: now,
        };
        await store.insert(order.id, 'order', order);
        return { status: 201, body: await orderView(order) };
      });
    },
  );

  const loadOrder = async (id: string) => (await store.get<Order>(id, 'order'))?.data;

  app.get(
    '/v2/checkout/orders/:id',
    {
      schema: schema('show an order', {
        params: IdParams,
        querystring: noQuery,
        response: { 200: VendorJson('The order.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      const order = await loadOrder(request.params.id);
      if (!order)
        return send(
          reply,
          failure(
            404,
            'INVALID_RESOURCE_ID',
            'Specified resource ID does not exist. Please check the resource ID and try again.',
          ),
        );
      return orderView(order);
    },
  );

  app.post(
    '/v2/checkout/orders/:id/authorize',
    {
      schema: schema('authorise an approved order', {
        params: IdParams,
        querystring: noQuery,
        body: Type.Optional(AnyBody),
        response: { 200: VendorJson('The order.'), 201: VendorJson('The order.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      return once(request, reply, async () => {
        const order = await loadOrder(request.params.id);
        if (!order) return failure(404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
        if (order.intent !== 'AUTHORIZE')
          return failure(422, 'ACTION_DOES_NOT_MATCH_INTENT', 'The order was created with intent CAPTURE.');
        if (order.status === 'COMPLETED')
          return failure(422, 'ORDER_ALREADY_AUTHORIZED', 'The order has already been authorized.');
        if (order.status !== 'APPROVED')
          return failure(422, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
        const now = iso();
        const authorization: Part = {
          id: newId(),
          status: 'CREATED',
          amount: order.purchase_units[0]!['amount'] as Amount,
          order_id: order.id,
          invoice_id: order.purchase_units[0]!['invoice_id'],
          expiration_time: new Date(Date.now() + 29 * 86_400_000).toISOString(),
          create_time: now,
          update_time: now,
        };
        await store.insert(authorization.id, 'authorization', authorization);
        const completed = await store.patch<Order>(
          order.id,
          { status: 'COMPLETED', authorization_id: authorization.id, update_time: now },
          { status: ['APPROVED'] },
        );
        if (!completed)
          return failure(422, 'ORDER_ALREADY_AUTHORIZED', 'The order has already been authorized.');
        await emit(
          'PAYMENT.AUTHORIZATION.CREATED',
          'authorization',
          authorizationView(authorization),
          `Payment authorization created for ${authorization.amount.value} ${authorization.amount.currency_code}`,
        );
        return { status: 201, body: await orderView(completed.data) };
      });
    },
  );

  const loadPart = async (id: string, kind: string) => (await store.get<Part>(id, kind))?.data;
  const notFound = () => failure(404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');

  app.get(
    '/v2/payments/authorizations/:id',
    {
      schema: schema('show an authorisation', {
        params: IdParams,
        querystring: noQuery,
        response: { 200: VendorJson('The authorization.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      const authorization = await loadPart(request.params.id, 'authorization');
      return authorization ? authorizationView(authorization) : send(reply, notFound());
    },
  );

  app.post(
    '/v2/payments/authorizations/:id/capture',
    {
      schema: schema('capture an authorisation', {
        params: IdParams,
        querystring: noQuery,
        body: Type.Optional(AnyBody),
        response: { 200: VendorJson('The capture.'), 201: VendorJson('The capture.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      return once(request, reply, async () => {
        const authorization = await loadPart(request.params.id, 'authorization');
        if (!authorization) return notFound();
        const now = iso();
        const captured = await store.patch<Part>(
          authorization.id,
          { status: 'CAPTURED', update_time: now },
          { status: ['CREATED'] },
        );
        if (!captured) {
          const now2 = (await loadPart(authorization.id, 'authorization'))!;
          return now2.status === 'VOIDED'
            ? failure(422, 'AUTHORIZATION_VOIDED', 'A voided authorization cannot be captured.')
            : failure(
                422,
                'AUTHORIZATION_ALREADY_CAPTURED',
                'Authorization has been previously captured and hence cannot be captured again.',
              );
        }
        const body = (request.body ?? {}) as Record<string, unknown>;
        const capture: Part = {
          id: newId(),
          status: 'COMPLETED',
          amount: authorization.amount,
          order_id: authorization.order_id,
          authorization_id: authorization.id,
          final_capture: true,
          invoice_id: body['invoice_id'] ?? authorization['invoice_id'],
          create_time: now,
          update_time: now,
        };
        await store.insert(capture.id, 'capture', capture);
        await store.patch<Order>(authorization.order_id, { capture_id: capture.id, update_time: now });
        await emit(
          'PAYMENT.CAPTURE.COMPLETED',
          'capture',
          captureView(capture),
          `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
        );
        return { status: 201, body: captureView(capture) };
      });
    },
  );

  app.post(
    '/v2/payments/authorizations/:id/void',
    {
      schema: schema('void an authorisation', {
        params: IdParams,
        querystring: noQuery,
        body: Type.Optional(AnyBody),
        response: { 200: VendorJson('The authorization.'), 204: Type.Null(), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      return once(request, reply, async () => {
        const authorization = await loadPart(request.params.id, 'authorization');
        if (!authorization) return notFound();
        const voided = await store.patch<Part>(
          authorization.id,
          { status: 'VOIDED', update_time: iso() },
          { status: ['CREATED'] },
        );
        if (!voided) {
          const current = (await loadPart(authorization.id, 'authorization'))!;
          return current.status === 'VOIDED'
            ? failure(
                422,
                'PREVIOUSLY_VOIDED',
                'Authorization has been previously voided and hence cannot be voided again.',
              )
            : failure(
                422,
                'PREVIOUSLY_CAPTURED',
                'Authorization has been previously captured and hence cannot be voided.',
              );
        }
        await emit(
          'PAYMENT.AUTHORIZATION.VOIDED',
          'authorization',
          authorizationView(voided.data),
          'A payment authorization was voided',
        );
        const representation = header(request.headers.prefer) === 'return=representation';
        return representation
          ? { status: 200, body: authorizationView(voided.data) }
          : { status: 204, body: null };
      });
    },
  );

  app.get(
    '/v2/payments/captures/:id',
    {
      schema: schema('show a capture', {
        params: IdParams,
        querystring: noQuery,
        response: { 200: VendorJson('The capture.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      const capture = await loadPart(request.params.id, 'capture');
      return capture ? captureView(capture) : send(reply, notFound());
    },
  );

  app.post(
    '/v2/payments/captures/:id/refund',
    {
      schema: schema('refund a capture in full', {
        params: IdParams,
        querystring: noQuery,
        body: Type.Optional(AnyBody),
        response: { 200: VendorJson('The refund.'), 201: VendorJson('The refund.'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      return once(request, reply, async () => {
        const capture = await loadPart(request.params.id, 'capture');
        if (!capture) return notFound();
        const now = iso();
        if (
          !(await store.patch<Part>(
            capture.id,
            { status: 'REFUNDED', update_time: now },
            { status: ['COMPLETED'] },
          ))
        ) {
          return failure(422, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
        }
        const refund = {
          id: newId(),
          status: 'COMPLETED',
          amount: capture.amount,
          note_to_payer: (request.body as Record<string, unknown> | undefined)?.['note_to_payer'] ?? null,
          create_time: now,
          update_time: now,
        };
        await store.insert(refund.id, 'refund', { ...refund, order_id: capture.order_id });
        const view = {
          ...refund,
          links: links(`/v2/payments/refunds/${refund.id}`, [
            ['up', `/v2/payments/captures/${capture.id}`, 'GET'],
          ]),
        };
        await emit(
          'PAYMENT.CAPTURE.REFUNDED',
          'refund',
          view,
          `A ${capture.amount.value} ${capture.amount.currency_code} capture payment was refunded`,
        );
        return { status: 201, body: view };
      });
    },
  );

  app.post(
    '/v1/notifications/verify-webhook-signature',
    {
      schema: schema("verify a webhook's transmission signature", {
        querystring: noQuery,
        body: AnyBody,
        response: { 200: VendorJson('`{ verification_status: SUCCESS | FAILURE }`'), ...errors },
      }),
    },
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      const body = request.body as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      if (typeof body['webhook_event'] !== 'object' || body['webhook_event'] === null)
        return send(reply, failure(400, 'MISSING_REQUIRED_PARAMETER', 'webhook_event is required.'));
      const ok =
        text('auth_algo') === 'SHA256withRSA' &&
        text('cert_url') === `${baseUrl}/v1/notifications/certs/${PAYPAL_CERT_ID}` &&
        sameText(text('webhook_id'), credentials.webhookId) &&
        (await signer.verify({
          transmissionId: text('transmission_id'),
          transmissionTime: text('transmission_time'),
          webhookId: text('webhook_id'),
          body: stringify(body['webhook_event']),
          signature: text('transmission_sig'),
        }));
      return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
    },
  );

  app.get(
    '/v1/notifications/certs/:id',
    {
      schema: schema("the webhook signing key's certificate (PEM public key)", {
        params: Type.Object({ id: Type.Literal(PAYPAL_CERT_ID, { examples: [PAYPAL_CERT_ID] }) }, strict),
        querystring: noQuery,
        response: { 200: Type.String(), ...errors },
      }),
    },
    async (_request, reply) => reply.type('application/x-pem-file').send(await signer.publicKeyPem()),
  );

  // The buyer's side: what the approval dialog of sdk.js reads and sends, in place of PayPal's own window.
  app.get(
    '/checkoutnow/:id',
    {
      schema: schema('what the approval dialog shows of an order', {
        params: IdParams,
        querystring: Type.Object({ client_id: Type.String({ maxLength: 200 }) }, strict),
        response: { 200: VendorJson('`{ id, status, amount, description }`'), ...errors },
      }),
    },
    async (request, reply) => {
      const order = await loadOrder(request.params.id);
      if (!order || !sameText(request.query.client_id, order.client_id)) return send(reply, notFound());
      const unit = order.purchase_units[0]!;
      return {
        id: order.id,
        status: order.status,
        amount: unit['amount'],
        description: unit['description'] ?? null,
      };
    },
  );

  app.post(
    '/checkoutnow/:id/approve',
    {
      schema: schema("the buyer approves an order (the sandbox buyer's account)", {
        params: IdParams,
        querystring: noQuery,
        body: Type.Object({ client_id: Type.String({ maxLength: 200 }) }, strict),
        response: { 200: VendorJson('`{ id, status: APPROVED, payer }`'), ...errors },
      }),
    },
    async (request, reply) => {
      const order = await loadOrder(request.params.id);
      if (!order || !sameText(request.body.client_id, order.client_id)) return send(reply, notFound());
      const payer = {
        payer_id: 'LUXSANDBOXBUYER',
        email_address: 'sb-buyer@personal.example.com',
        name: { given_name: 'Sandbox', surname: 'Buyer' },
        address: { country_code: 'IL' },
      };
      const approved = await store.patch<Order>(
        order.id,
        { status: 'APPROVED', payer, update_time: iso() },
        { status: ['CREATED', 'APPROVED'] },
      );
      if (!approved)
        return send(reply, failure(422, 'ORDER_ALREADY_COMPLETED', 'The order cannot be approved any more.'));
      if (order.status === 'CREATED')
        await emit(
          'CHECKOUT.ORDER.APPROVED',
          'checkout-order',
          await orderView(approved.data),
          'An order has been approved by buyer',
        );
      return { id: order.id, status: 'APPROVED', payer };
    },
  );
};
