import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { loadConfig } from '../src/config.js';
import { dbPlugin } from '../src/db/plugin.js';
import { DOCS_PREFIX, docsPlugin } from '../src/http/docs.js';
import { registerErrorHandling, sendError } from '../src/http/errors.js';
import { securityPlugin } from '../src/http/security.js';
import {
  loadPaymentsConfig,
  paymentsPlugin,
  webhookBodyParsers,
  webhookRequest,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentEvent,
  type PaymentGateways,
  type PaymentsRuntime,
} from '../src/services/orders/payments/index.js';
import type { TestDatabase } from './support/database.js';

/**
 * The payments tests' app: the API's security, error handling, docs and database, and an "orders service"
 * under /orders holding only the payments plugin and webhook routes that verify what arrives with the
 * gateways and record it — so the gateways, the stand-ins and their signed webhooks run end to end
 * without the orders core.
 */

export type Vendor = 'stripe' | 'paypal' | 'liqpay';
const GATEWAY = { stripe: 'STRIPE', paypal: 'PAYPAL', liqpay: 'LIQPAY' } as const;

export interface Received {
  vendor: Vendor;
  /** What the route answered: 200 (verified; `event` may be null), 400 (signature refused), 503 (told to fail). */
  status: number;
  event: PaymentEvent | null;
  error?: string;
}

const LIFECYCLE: readonly PaymentEvent['status'][] = ['pending', 'failed', 'authorised', 'captured', 'voided', 'refunded'];

export interface PaymentsTestApp {
  app: FastifyInstance;
  /** What the plugin decorated the orders scope with. */
  payments: PaymentsRuntime;
  gateways: PaymentGateways;
  received: Received[];
  /** The next `n` webhooks of this vendor are answered 503 (before they are read). */
  failNext(vendor: Vendor, n: number): void;
  /** Waits for the stand-ins' webhooks to be delivered (or given up). */
  settle(): Promise<void>;
  /** Verified events of a vendor about one reference, in lifecycle order (each vendor delivers them independently). */
  events(vendor: Vendor, reference?: string): PaymentEvent[];
}

export async function startPaymentsApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<PaymentsTestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', LOCAL_SMTP_PORT: '0', ...database.env });
  const payments = loadPaymentsConfig(env);
  const received: Received[] = [];
  const failures: Record<Vendor, number> = { stripe: 0, paypal: 0, liqpay: 0 };
  const app = Fastify({
    logger: false,
    // As buildApp: errors the router raises before a route matches (a broken percent-encoding) in the envelope.
    frameworkErrors: (error, _request, reply) => sendError(reply, error.statusCode ?? 400, error.message),
  }).withTypeProvider<TypeBoxTypeProvider>();
  let runtime: PaymentsRuntime | undefined;
  beforeReady?.(app);
  await app.register(securityPlugin, { config, docsPrefix: DOCS_PREFIX });
  registerErrorHandling(app);
  await app.register(docsPlugin);
  await app.register(dbPlugin, { database: config.database });
  await app.register(
    async (orders) => {
      await orders.register(paymentsPlugin, {
        config: payments,
        standInRetry: { baseMs: 20, maxMs: 100, maxAttempts: 5 },
      });
      runtime = orders.payments;
      await orders.register(async (hooks) => {
        await hooks.register(webhookBodyParsers);
        hooks.post(
          '/webhooks/:vendor',
          {
            schema: {
              tags: ['orders'],
              params: Type.Object(
                { vendor: Type.Enum(['stripe', 'paypal', 'liqpay']) },
                { additionalProperties: false },
              ),
            },
          },
          async (request, reply) => {
            const vendor = (request.params as { vendor: Vendor }).vendor;
            if (failures[vendor] > 0) {
              failures[vendor] -= 1;
              received.push({ vendor, status: 503, event: null });
              return sendError(reply, 503, 'Told to fail.');
            }
            const gateway = orders.paymentGateways[GATEWAY[vendor]];
            if (!gateway) return sendError(reply, 404, 'No such gateway.');
            try {
              const event = await gateway.parseWebhook(webhookRequest(request));
              received.push({ vendor, status: 200, event });
              return { received: true };
            } catch (error) {
              if (!(error instanceof WebhookSignatureError)) throw error;
              received.push({ vendor, status: 400, event: null, error: error.message });
              return sendError(reply, 400, error.message);
            }
          },
        );
      });
    },
    { prefix: '/orders' },
  );
  await app.ready();
  return {
    app,
    payments: runtime!,
    gateways: runtime!.gateways,
    received,
    failNext: (vendor, n) => {
      failures[vendor] = n;
    },
    settle: () => runtime!.settleStandIns(),
    events: (vendor, reference) =>
      received
        .filter(
          (r) =>
            r.vendor === vendor && r.event && (reference === undefined || r.event.reference === reference),
        )
        .map((r) => r.event!)
        // Vendors send each webhook on its own (and retry it), so arrival order is not guaranteed — a retried
        // CHECKOUT.ORDER.APPROVED can land after the authorisation's. Tests compare in lifecycle order.
        .sort((a, b) => LIFECYCLE.indexOf(a.status) - LIFECYCLE.indexOf(b.status)),
  };
}

let counter = 0;

/** An order as the orders service would hand it to a gateway. */
export function testOrder(overrides: Partial<OrderForPayment> = {}): OrderForPayment {
  counter += 1;
  return {
    number: `LUX-T${Date.now().toString(36).toUpperCase()}${counter}`,
    lockId: randomUUID(),
    vehicleId: 1,
    vehicleVin: 'WVWZZZAUZPW000001',
    amount: 50_000,
    currency: 'ILS',
    vendorUuid: '6c757800-0000-4000-8000-000000000001',
    locale: 'he',
    description: 'דמי הזמנה — Reservation fee',
    stripePaymentIntentId: null,
    paypalOrderId: null,
    liqpayOrderId: null,
    ...overrides,
  };
}

/** jsdom (a root dev dependency without bundled types): the part of its API these tests use. */
export interface Dom {
  window: Window & typeof globalThis;
}
export const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options?: {
      url?: string;
      runScripts?: 'dangerously' | 'outside-only';
      resources?: 'usable';
      pretendToBeVisual?: boolean;
    },
  ) => Dom;
};
