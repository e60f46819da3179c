import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { NoQuery } from '../../http/schemas.js';
import type { OrdersContext } from './context.js';
import { orderErrorResponses, sendOrderError } from './errors.js';
import { applyPaymentEvent } from './payment.js';
import type { GatewayVendor } from './vendors.js';
import { PaymentVendorError, webhookBodyParsers, webhookRequest, WebhookSignatureError } from './payments/index.js';
import { WEBHOOK_BODY_LIMIT } from './payments/webhook-body.js';
import { strict } from './schemas.js';

/**
 * Vendor webhooks (ADR 026 §4): the exact bytes reach the gateway, which verifies the signature (400 and
 * nothing changes when it fails) and reduces the event; the event id is recorded with the state change in
 * one transaction, so a replay — or a late event the order has moved past — changes nothing.
 */

const VENDORS = { stripe: 'STRIPE', paypal: 'PAYPAL', liqpay: 'LIQPAY' } as const satisfies Record<string, GatewayVendor>;

export const webhooksRoutes: FastifyPluginAsyncTypebox<{ context: OrdersContext }> = async (app, { context }) => {
  // Signatures are over the raw bytes: this scope keeps them beside the parsed body (JSON for Stripe and
  // PayPal, a form for LiqPay).
  await app.register(webhookBodyParsers);

  app.post(
    '/webhooks/:vendor',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: [TAGS.orders],
        summary: "A payment vendor's event (Stripe, PayPal, LiqPay), verified by its signature",
        description: '200 for a verified event, also a replay or one that changes nothing. 400 when the signature is not the vendor\'s.',
        params: Type.Object({ vendor: Type.Enum(Object.keys(VENDORS) as Array<keyof typeof VENDORS>, { examples: ['stripe'] }) }, strict),
        querystring: NoQuery,
        response: {
          200: Type.Object({ data: Type.Object({ received: Type.Literal(true), replay: Type.Boolean(), order_number: Type.Union([Type.String(), Type.Null()]) }, strict) }, strict),
          ...orderErrorResponses(400, 404, 413, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const vendor = VENDORS[request.params.vendor];
      const gateway = context.gateways()[vendor];
      if (!gateway) return sendOrderError(reply, 404, `${vendor} is not set up on this site.`, 'vendor_unavailable', { parameter: 'vendor' });
      let event;
      try {
        event = await gateway.parseWebhook(webhookRequest(request));
      } catch (error) {
        if (error instanceof PaymentVendorError && (error.status === null || error.status >= 500)) {
          // PayPal verifies signatures by a call of its own: when that fails, say so, and PayPal sends again.
          return sendOrderError(reply, 503, `${vendor} could not be asked to verify the event; send it again.`, 'vendor_unavailable');
        }
        const detail = error instanceof WebhookSignatureError ? error.message : 'The event could not be read as this vendor\'s.';
        request.log.warn({ vendor, error: error instanceof Error ? error.name : 'unknown' }, 'webhook refused');
        return sendOrderError(reply, 400, detail);
      }
      if (!event) return { data: { received: true as const, replay: false, order_number: null } };
      if (event.vendor !== vendor) return sendOrderError(reply, 400, 'The event is not from this vendor.');
      const outcome = await applyPaymentEvent(context, event);
      request.log.info({ vendor, event: event.eventId, type: event.type, replay: outcome.replay, order: outcome.order }, 'webhook handled');
      return { data: { received: true as const, replay: outcome.replay, order_number: outcome.order } };
    },
  );
};
