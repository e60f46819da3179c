import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhookRequest } from './types.js';

/**
 * Vendors sign the exact bytes they send (Stripe and PayPal JSON, LiqPay a form), so a webhook route needs
 * them as they came. Register this in the (encapsulated) scope of the webhook routes: JSON and form bodies
 * are then parsed as usual (JSON with fastify's own prototype-poisoning guard) and their bytes kept for
 * `webhookRequest(request)`.
 */

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const webhookBodyParsers = fp(
  async (scope: FastifyInstance) => {
    const parseJson = scope.getDefaultJsonParser('error', 'remove');
    scope.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, body, done) => {
        rawBodies.set(request, body as Buffer);
        parseJson(request, (body as Buffer).toString('utf8'), done);
      },
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, body, done) => {
        rawBodies.set(request, body as Buffer);
        done(null, Object.fromEntries(new URLSearchParams((body as Buffer).toString('utf8'))));
      },
    );
  },
  { name: 'payment-webhook-body', fastify: '5.x' },
);

/** What `gateway.parseWebhook` needs; the raw body is empty when the request had none. */
export function webhookRequest(request: FastifyRequest): WebhookRequest {
  return { rawBody: rawBodies.get(request) ?? Buffer.alloc(0), headers: request.headers };
}
