import fp from 'fastify-plugin';
import { VENDOR_API_URLS, type GatewayVendor, type PaymentsConfig } from './config.js';
import { liqpayGateway } from './liqpay.js';
import { paypalGateway } from './paypal.js';
import { fakePaymentVendorRoutes, type RetryPolicy, type WebhookOutbox } from './stand-ins/index.js';
import { stripeGateway } from './stripe.js';
import { LOCAL_ORIGIN, routedFetch } from './transport.js';
import type { PaymentGateways } from './types.js';

export {
  DEV_LIQPAY,
  DEV_PAYPAL,
  DEV_STRIPE,
  loadPaymentsConfig,
  PAYMENT_GATEWAY_VENDORS,
  type GatewayVendor,
  type PaymentsConfig,
} from './config.js';
export { decodeLiqpayData, encodeLiqpayData, liqpaySignature, liqpaySignatureMatches } from './liqpay.js';
export { currencyDecimals, toMajorString, toMinor } from './money.js';
export { webhookBodyParsers, webhookRequest } from './webhook-body.js';
export {
  PaymentVendorError,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentGateways,
  type PaymentStart,
  type VendorPayment,
  type VendorPaymentStatus,
  type WebhookRequest,
} from './types.js';

/** What the browser needs to load each vendor's own part; URLs are site-relative for the stand-ins. */
export interface PaymentsBrowserInfo {
  stripe: { publishableKey: string; jsUrl: string } | null;
  paypal: { clientId: string; sdkUrl: string } | null;
  liqpay: { checkoutUrl: string } | null;
}

export interface PaymentsRuntime {
  gateways: PaymentGateways;
  browser: PaymentsBrowserInfo;
  /** The vendors served by this API's local stand-ins (their URLs unset). */
  standIns: GatewayVendor[];
  /** Resolves once the stand-ins have nothing left to send (webhooks in flight or waiting to retry); for tests. */
  settleStandIns(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One gateway per vendor that is on (PAYMENT_VENDORS); a vendor that is off has none. */
    paymentGateways: PaymentGateways;
    payments: PaymentsRuntime;
  }
}

export interface PaymentsPluginOptions {
  config: PaymentsConfig;
  /** Where the browser reaches this service through the site (ADR 026 §6): `/api/orders` → `{orders prefix}`. */
  sitePath?: string;
  /** How the stand-ins retry a webhook the API refused (tests shorten it). */
  standInRetry?: RetryPolicy;
}

/**
 * Payments (ADR 026 §5), registered inside the orders service: the gateways built from the configuration,
 * and for each vendor whose URL is unset its local stand-in under `{orders}/fake/{vendor}`, reached by the
 * same gateway in-process and sending its webhooks to `{orders}/webhooks/{vendor}`. The stand-ins resume
 * unsent webhooks when the app is ready and stop before the database closes.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { config, sitePath = '/api/orders', standInRetry }) => {
    const prefix = app.prefix;
    const fetchFn = routedFetch(app);
    const localFake = `${LOCAL_ORIGIN}${prefix}/fake`;
    const siteFake = `${sitePath.replace(/\/+$/, '')}/fake`;
    const { stripe, paypal, liqpay, timeoutMs } = config;
    const gateways: PaymentGateways = {};
    const browser: PaymentsBrowserInfo = { stripe: null, paypal: null, liqpay: null };

    if (stripe) {
      // Stripe's own: the release train @stripe/stripe-js 10 loads (its STRIPE_JS_URL), so loadStripe finds the version it expects.
      const jsUrl =
        stripe.apiUrl === null
          ? `${siteFake}/stripe/v3.js`
          : stripe.apiUrl === VENDOR_API_URLS.STRIPE
            ? 'https://js.stripe.com/endive/stripe.js'
            : `${stripe.apiUrl}/v3.js`;
      gateways.STRIPE = stripeGateway({
        settings: stripe,
        standInUrl: `${localFake}/stripe`,
        fetch: fetchFn,
        timeoutMs,
        jsUrl,
      });
      browser.stripe = { publishableKey: stripe.publishableKey, jsUrl };
    }
    if (paypal) {
      const paypalHost = paypal.apiUrl !== null && /(^|\.)paypal\.com$/.test(new URL(paypal.apiUrl).hostname);
      const sdkUrl =
        paypal.apiUrl === null
          ? `${siteFake}/paypal/sdk.js`
          : paypalHost
            ? 'https://www.paypal.com/sdk/js'
            : `${paypal.apiUrl}/sdk.js`;
      gateways.PAYPAL = paypalGateway({
        settings: paypal,
        standInUrl: `${localFake}/paypal`,
        fetch: fetchFn,
        timeoutMs,
        sdkUrl,
      });
      browser.paypal = { clientId: paypal.clientId, sdkUrl };
    }
    if (liqpay) {
      const checkoutUrl =
        liqpay.apiUrl === null ? `${siteFake}/liqpay/api/3/checkout` : `${liqpay.apiUrl}/api/3/checkout`;
      gateways.LIQPAY = liqpayGateway({
        settings: liqpay,
        standInUrl: `${localFake}/liqpay`,
        fetch: fetchFn,
        timeoutMs,
        checkoutUrl,
        serverUrl: `${config.publicApiUrl ?? LOCAL_ORIGIN}${prefix}/webhooks/liqpay`,
        // LiqPay's own page speaks Ukrainian and English; the stand-in's Hebrew and English.
        languages: liqpay.apiUrl === null ? ['he', 'en'] : ['uk', 'en'],
      });
      browser.liqpay = { checkoutUrl };
    }

    const local = <T extends { apiUrl: string | null }>(settings: T | null) =>
      settings && settings.apiUrl === null ? settings : null;
    const outboxes: WebhookOutbox[] = [];
    const standIns = (['STRIPE', 'PAYPAL', 'LIQPAY'] as const).filter((vendor) =>
      local({ STRIPE: stripe, PAYPAL: paypal, LIQPAY: liqpay }[vendor]),
    );
    if (standIns.length > 0) {
      await app.register(fakePaymentVendorRoutes, {
        prefix: '/fake',
        stripe: local(stripe),
        paypal: local(paypal),
        liqpay: local(liqpay),
        fetch: fetchFn,
        baseUrl: localFake,
        webhookUrl: (vendor) => `${LOCAL_ORIGIN}${prefix}/webhooks/${vendor}`,
        ...(standInRetry ? { retry: standInRetry } : {}),
        outboxes,
      });
      app.addHook('onReady', async () => {
        await Promise.all(outboxes.map((outbox) => outbox.resume()));
      });
      // Registered after the database plugin, so it runs before the database closes.
      app.addHook('onClose', async () => {
        await Promise.all(outboxes.map((outbox) => outbox.close()));
      });
      app.log.info({ standIns }, 'payment vendors on local stand-ins');
    }

    app.decorate('paymentGateways', gateways);
    app.decorate('payments', {
      gateways,
      browser,
      standIns,
      settleStandIns: async () => {
        await Promise.all(outboxes.map((outbox) => outbox.settle()));
      },
    } satisfies PaymentsRuntime);
  },
  { name: 'payments', fastify: '5.x', dependencies: ['db'] },
);
