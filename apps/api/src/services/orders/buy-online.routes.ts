import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { NoQuery } from '../../http/schemas.js';
import type { OrdersContext } from './context.js';
import { answering, OrderRefusal, orderErrorResponses, sendOrderError } from './errors.js';
import { ORDER_CALL_RATE_LIMIT } from './holds.routes.js';
import { placeInputOf, placeOrder, sendInquiry } from './lead.js';
import { findByLock, findByNumber } from './orders.repository.js';
import { startPayment, syncAuthorisation } from './payment.js';
import { confirmOrder } from './settlement.js';
import type { PaymentStart } from './payments/types.js';
import { mayRead, present } from './present.js';
import {
  AccessBody,
  AccessQuery,
  CreateOrderBody,
  Data,
  InquiryBody,
  LiqpayQuery,
  NumberParams,
  OrderEnvelope,
  OrderResponse,
  PaymentBody,
  PaypalAuthorizeBody,
  PaypalCreateBody,
  strict,
} from './schemas.js';

/**
 * The buy-online calls of B§7 (ADR 026 §4): payments with the three vendors, placing the order with the
 * buyer's details, reading and confirming it, and the dealer inquiry. Public (the buyer is anonymous and
 * proves the order is theirs with the hold's lock id or the e-mail's token), strict and rate limited.
 */

/** Payment starts a minute per visitor: a few retries and a change of vendor. */
export const PAYMENT_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;
/** Placing and confirming orders. */
export const PLACE_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;
/** Inquiries go to people's mailboxes: few a minute. */
export const INQUIRY_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

export const StripeStartOut = Type.Object(
  { payment_intent_id: Type.String(), client_secret: Type.String(), publishable_key: Type.String(), js_url: Type.String() },
  strict,
);

export function stripeAnswer(start: PaymentStart) {
  if (start.vendor !== 'STRIPE') throw new OrderRefusal(409, 'The vendor answered for another payment method.', 'vendor_unavailable');
  return { payment_intent_id: start.paymentIntentId, client_secret: start.clientSecret, publishable_key: start.publishableKey, js_url: start.jsUrl };
}

export const buyOnlineRoutes: FastifyPluginAsyncTypebox<{ context: OrdersContext }> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/buy_online/payment',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: 'Start the Stripe payment of a held car: a PaymentIntent held on the card (manual capture) for the server\'s amount',
        querystring: NoQuery,
        body: PaymentBody,
        response: { 200: Data(StripeStartOut), ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { body } = request;
        if (body.currency !== undefined && body.currency.toUpperCase() !== 'ILS') {
          throw new OrderRefusal(400, 'The order is in ILS; currency must be ILS or left out.', undefined, { pointer: '/currency' });
        }
        const start = await startPayment(context, { lockId: body.lock_id, vehicleId: body.vehicle_id, company: body.company_uuid, vendor: 'STRIPE' });
        return { data: stripeAnswer(start) };
      }),
  );

  app.post(
    '/buy_online/paypal/create_order',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: 'Create the PayPal order (intent AUTHORIZE) of a held car for the server\'s amount',
        description: '400 when amount_value or amount_currency_code is given and differs from the order.',
        querystring: NoQuery,
        body: PaypalCreateBody,
        response: {
          200: Data(Type.Object({ paypal_order_id: Type.String(), sdk_url: Type.String(), client_id: Type.String() }, strict)),
          ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503),
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { body } = request;
        const order = await findByLock(db, body.lock_id);
        if (order && body.amount_value !== undefined && Math.round(Number(body.amount_value) * 100) !== order.amount) {
          throw new OrderRefusal(400, "amount_value differs from the reservation fee; the amount is the server's.", undefined, { pointer: '/amount_value' });
        }
        if (body.amount_currency_code !== undefined && body.amount_currency_code.toUpperCase() !== 'ILS') {
          throw new OrderRefusal(400, 'The order is in ILS.', undefined, { pointer: '/amount_currency_code' });
        }
        const start = await startPayment(context, { lockId: body.lock_id, vehicleId: body.vehicle_id, company: body.company_uuid, vendor: 'PAYPAL' });
        if (start.vendor !== 'PAYPAL') throw new OrderRefusal(409, 'The vendor answered for another payment method.', 'vendor_unavailable');
        return { data: { paypal_order_id: start.paypalOrderId, sdk_url: start.sdkUrl, client_id: start.clientId } };
      }),
  );

  app.post(
    '/buy_online/paypal/authorize',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: 'After the buyer approved in PayPal: authorise the payment and answer the order (paid)',
        description: '409 `payment_refused` when PayPal does not authorise (not approved yet, or declined).',
        querystring: NoQuery,
        body: PaypalAuthorizeBody,
        response: { 200: OrderEnvelope, ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const order = await findByLock(db, request.body.lock_id);
        if (!order || order.paypalOrderId !== request.body.paypal_order_id) {
          throw new OrderRefusal(404, 'No hold has this lock id with this PayPal order.', undefined, { pointer: '/paypal_order_id' });
        }
        if (order.state === 'initialised') {
          const payment = await syncAuthorisation(context, order, 'PAYPAL', { cause: 'paypal authorize call' });
          if (payment.status !== 'authorised') throw new OrderRefusal(409, `PayPal has not authorised the payment (it is ${payment.status}).`, 'payment_refused');
        }
        const current = (await findByLock(db, order.lockId))!;
        if (current.state === 'expired' || current.state === 'cancelled') {
          throw new OrderRefusal(409, 'The hold on this car ran out before the payment; the amount is released.', 'hold_lost');
        }
        return { data: { order: await present(context, current) } };
      }),
  );

  app.get(
    '/buy_online/liqpay/checkout_data',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: "LiqPay checkout form data (action hold) for a held car: action_url, data (base64 JSON) and signature",
        description: 'result_url must be a path on the site or an address on it.',
        querystring: LiqpayQuery,
        response: {
          200: Data(Type.Object({ action_url: Type.String(), data: Type.String(), signature: Type.String() }, strict)),
          ...orderErrorResponses(400, 404, 409, 429, 500, 503),
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { query } = request;
        let resultUrl: string | undefined;
        if (query.result_url !== undefined) {
          const site = new URL(context.config.siteUrl);
          const url = query.result_url.startsWith('/') ? new URL(query.result_url, site) : URL.canParse(query.result_url) ? new URL(query.result_url) : null;
          if (!url || url.origin !== site.origin) throw new OrderRefusal(400, 'result_url must be on the site.', undefined, { parameter: 'result_url' });
          resultUrl = url.toString();
        }
        const start = await startPayment(context, {
          lockId: query.lock_id,
          vehicleId: query.vehicle_id,
          company: query.company_uuid,
          vendor: 'LIQPAY',
          resultUrl,
          language: query.language ?? 'en',
        });
        if (start.vendor !== 'LIQPAY') throw new OrderRefusal(409, 'The vendor answered for another payment method.', 'vendor_unavailable');
        return { data: { action_url: start.actionUrl, data: start.data, signature: start.signature } };
      }),
  );

  app.post(
    '/buy_online/orders',
    {
      config: { rateLimit: PLACE_RATE_LIMIT },
      bodyLimit: 64 * 1024,
      schema: {
        tags: [TAGS.orders],
        summary: "Place the order: the buyer's details become its lead (forms pipeline) and the order is created",
        description:
          'A paying vendor needs its payment authorised first (409 `not_paid`); the vendor is asked when no webhook said so yet. ' +
          'Vendors without payment are created at once; NO_PAYMENT_WITH_CONFIRMATION_EMAIL mails a confirmation link. ' +
          "The buyer's confirmation e-mail goes through the lead pipeline. 200 with the same order when it was placed already.",
        querystring: NoQuery,
        body: CreateOrderBody,
        response: { 200: OrderEnvelope, 201: OrderEnvelope, ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { order, created } = await placeOrder(context, placeInputOf(request.body));
        return reply.code(created ? 201 : 200).send({ data: { order: await present(context, order) } });
      }),
  );

  app.get(
    '/buy_online/orders/:number',
    {
      config: { rateLimit: ORDER_CALL_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: "An order, for its buyer: needs the hold's lock_id or the confirmation e-mail's token",
        description: '404 for a wrong lock id or token as for an unknown number.',
        params: NumberParams,
        querystring: AccessQuery,
        response: { 200: OrderResponse, ...orderErrorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      if (request.query.lock_id === undefined && request.query.token === undefined) {
        return sendOrderError(reply, 400, 'Give the lock_id of the hold or the token of the confirmation link.', undefined, { parameter: 'lock_id' });
      }
      const order = await findByNumber(db, request.params.number);
      if (!order || !mayRead(order, request.query)) return sendOrderError(reply, 404, 'No order has this number and lock id or token.', undefined, { parameter: 'number' });
      return { data: await present(context, order) };
    },
  );

  app.put(
    '/buy_online/orders/:number/confirm',
    {
      config: { rateLimit: PLACE_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: 'Confirm a placed order (the lock id, or the e-mail link\'s token): its payment is captured once',
        description: 'Repeating it answers the confirmed order. 409 `order_state` before the order is placed or after it ended.',
        params: NumberParams,
        querystring: NoQuery,
        body: AccessBody,
        response: { 200: OrderEnvelope, ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        if (request.body.lock_id === undefined && request.body.token === undefined) {
          throw new OrderRefusal(400, 'Give the lock_id of the hold or the token of the confirmation link.', undefined, { pointer: '/lock_id' });
        }
        const order = await findByNumber(db, request.params.number);
        if (!order || !mayRead(order, request.body)) throw new OrderRefusal(404, 'No order has this number and lock id or token.', undefined, { parameter: 'number' });
        const cause = request.body.token !== undefined ? 'confirm (e-mail link)' : 'confirm';
        const confirmed = await confirmOrder(context, order, { cause });
        return { data: { order: await present(context, confirmed) } };
      }),
  );

  app.put(
    '/buy_online/orders/send_inquiry_email',
    {
      config: { rateLimit: INQUIRY_RATE_LIMIT },
      bodyLimit: 32 * 1024,
      schema: {
        tags: [TAGS.orders],
        summary: 'E-mail an inquiry about a car to retailers: every recipient must be a retailer or a configured address',
        description: '202 once stored; the lead pipeline sends it. 400 `recipient_not_allowed` for any other address.',
        querystring: NoQuery,
        body: InquiryBody,
        response: { 202: Data(Type.Object({ accepted: Type.Literal(true) }, strict)), ...orderErrorResponses(400, 409, 413, 415, 429, 500) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        await sendInquiry(context, request.body);
        return reply.code(202).send({ data: { accepted: true as const } });
      }),
  );
};
