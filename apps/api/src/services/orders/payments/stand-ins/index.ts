import type { FastifyPluginAsync } from 'fastify';
import { fakeLiqpayRoutes } from '../../../fakes/liqpay.routes.js';
import { fakePaypalRoutes } from '../../../fakes/paypal.routes.js';
import { PAYPAL_CERT_ID, paypalSigner } from '../../../fakes/paypal.signing.js';
import { fakeStripeRoutes, stripeSignatureHeader } from '../../../fakes/stripe.routes.js';
import type { LiqpaySettings, PaypalSettings, StripeSettings } from '../config.js';
import type { Fetch } from '../transport.js';
import { webhookOutbox, type RetryPolicy, type WebhookOutbox } from './outbox.js';
import { vendorStore } from './store.js';

export { DEFAULT_WEBHOOK_RETRY, type RetryPolicy, type WebhookOutbox } from './outbox.js';

export interface FakePaymentVendorOptions {
  /** The vendors to stand in for (null: not this one), with the credentials the gateways use. */
  stripe: Pick<StripeSettings, 'secretKey' | 'publishableKey' | 'webhookSecret'> | null;
  paypal: Pick<PaypalSettings, 'clientId' | 'clientSecret' | 'webhookId'> | null;
  liqpay: Pick<LiqpaySettings, 'publicKey' | 'privateKey'> | null;
  /** Reaches this API in-process (webhooks) and anything else over the network (a LiqPay server_url elsewhere). */
  fetch: Fetch;
  /** The stand-ins' base URL as the gateways reach them, e.g. `http://lux-api.internal/orders/fake`. */
  baseUrl: string;
  /** The orders service's webhook for a vendor (the URL set in the stand-in's "dashboard"). */
  webhookUrl(vendor: 'stripe' | 'paypal'): string;
  retry?: RetryPolicy;
  /** Filled with the stand-ins' webhook outboxes, for whoever resumes, settles and closes them. */
  outboxes: WebhookOutbox[];
}

/**
 * The local payment vendors (ADR 026 §5) under the prefix this is registered with (`{orders}/fake`): one
 * plugin per vendor, each speaking its vendor's HTTP API and sending its signed webhooks through an outbox.
 */
export const fakePaymentVendorRoutes: FastifyPluginAsync<FakePaymentVendorOptions> = async (app, options) => {
  const { fetch, baseUrl, retry, outboxes } = options;
  const log = app.log.child({ component: 'payment-stand-ins' });

  if (options.stripe) {
    const keys = options.stripe;
    const outbox = webhookOutbox({
      db: app.db,
      vendor: 'stripe',
      fetch,
      log,
      ...(retry ? { retry } : {}),
      sign: (body) => ({ 'stripe-signature': stripeSignatureHeader(keys.webhookSecret, body) }),
    });
    outboxes.push(outbox);
    await app.register(fakeStripeRoutes, {
      prefix: '/stripe',
      keys,
      outbox,
      webhookUrl: options.webhookUrl('stripe'),
    });
  }
  if (options.paypal) {
    const credentials = options.paypal;
    const paypalBase = `${baseUrl}/paypal`;
    const signer = paypalSigner(
      vendorStore(app.db, 'paypal'),
      credentials.webhookId,
      `${paypalBase}/v1/notifications/certs/${PAYPAL_CERT_ID}`,
    );
    const outbox = webhookOutbox({
      db: app.db,
      vendor: 'paypal',
      fetch,
      log,
      ...(retry ? { retry } : {}),
      sign: (body) => signer.headers(body),
    });
    outboxes.push(outbox);
    await app.register(fakePaypalRoutes, {
      prefix: '/paypal',
      credentials,
      outbox,
      signer,
      webhookUrl: options.webhookUrl('paypal'),
      baseUrl: paypalBase,
    });
  }
  if (options.liqpay) {
    // LiqPay's callback carries its own signature (data + signature in the body).
    const outbox = webhookOutbox({
      db: app.db,
      vendor: 'liqpay',
      fetch,
      log,
      ...(retry ? { retry } : {}),
      sign: () => ({}),
    });
    outboxes.push(outbox);
    await app.register(fakeLiqpayRoutes, { prefix: '/liqpay', keys: options.liqpay, outbox });
  }
};
