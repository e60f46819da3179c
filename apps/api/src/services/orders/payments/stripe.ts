import Stripe from 'stripe';
import type { StripeSettings } from './config.js';
import { headerValue, prefixedStripeHttpClient, type Fetch } from './transport.js';
import {
  PaymentVendorError,
  WebhookSignatureError,
  type OrderForPayment,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentStart,
  type VendorPayment,
  type VendorPaymentStatus,
  type WebhookRequest,
} from './types.js';

/**
 * Stripe through its own SDK (B§3.5): a PaymentIntent with `capture_method: manual` per order, confirmed
 * in the browser by Stripe.js (the card is authorised, not charged), captured when the order is confirmed,
 * cancelled (voided) or refunded after. Webhooks are checked with `stripe.webhooks.constructEvent`
 * (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `${t}.${body}`, 300 s tolerance). The same client talks
 * to the local stand-in, reached through a path-prefixing HTTP client.
 */

export interface StripeGatewayOptions {
  settings: StripeSettings;
  /** The stand-in's base URL (used when `settings.apiUrl` is null), e.g. `http://lux-api.internal/orders/fake/stripe`. */
  standInUrl: string;
  /** Reaches the stand-in (in-process) or a prefixed API URL. */
  fetch: Fetch;
  timeoutMs: number;
  /** Where the browser loads Stripe.js from (the stand-in's v3.js, or Stripe's own). */
  jsUrl: string;
}

export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's event types the orders service acts on, and what each says about the money. */
const EVENT_STATUS: Record<string, VendorPaymentStatus> = {
  'payment_intent.amount_capturable_updated': 'authorised',
  'payment_intent.succeeded': 'captured',
  'payment_intent.canceled': 'voided',
  'payment_intent.payment_failed': 'failed',
  'charge.refunded': 'refunded',
};

export function stripeClient(
  options: Pick<StripeGatewayOptions, 'settings' | 'standInUrl' | 'fetch' | 'timeoutMs'>,
): Stripe {
  const { settings } = options;
  const base = new URL(settings.apiUrl ?? options.standInUrl);
  const protocol = base.protocol === 'https:' ? 'https' : 'http';
  const pathPrefix = base.pathname.replace(/\/+$/, '');
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'https' ? 443 : 80),
    protocol,
    timeout: options.timeoutMs,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'lux-orders' },
    // The SDK's own Node client for Stripe itself; the prefixing fetch client for anything under a path.
    ...(settings.apiUrl === null || pathPrefix !== ''
      ? { httpClient: prefixedStripeHttpClient(pathPrefix, options.fetch) }
      : {}),
  });
}

function vendorError(error: unknown): PaymentVendorError {
  if (error instanceof PaymentVendorError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentVendorError(
      'STRIPE',
      error.statusCode ?? null,
      error.code ?? error.type ?? null,
      error.message,
    );
  }
  return new PaymentVendorError(
    'STRIPE',
    null,
    null,
    error instanceof Error ? error.message : 'Stripe failed',
  );
}

const stripeCode = (error: unknown) => (error instanceof Stripe.errors.StripeError ? error.code : undefined);

export function paymentFromIntent(intent: Stripe.PaymentIntent): VendorPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const status: VendorPaymentStatus =
    intent.status === 'requires_capture'
      ? 'authorised'
      : intent.status === 'succeeded'
        ? charge?.refunded
          ? 'refunded'
          : 'captured'
        : intent.status === 'canceled'
          ? 'voided'
          : intent.status === 'requires_payment_method' && intent.last_payment_error
            ? 'failed'
            : 'pending';
  return { status, amount: intent.amount, currency: intent.currency.toUpperCase(), reference: intent.id };
}

export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const { settings } = options;
  const client = stripeClient(options);

  const intentId = (order: OrderForPayment) => {
    if (!order.stripePaymentIntentId)
      throw new PaymentVendorError(
        'STRIPE',
        null,
        'no_payment_intent',
        `Order ${order.number} has no PaymentIntent`,
      );
    return order.stripePaymentIntentId;
  };

  async function retrieveIntent(id: string) {
    try {
      return await client.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (error) {
      throw vendorError(error);
    }
  }

  const startOf = (intent: Stripe.PaymentIntent): PaymentStart => {
    if (!intent.client_secret)
      throw new PaymentVendorError(
        'STRIPE',
        null,
        null,
        `PaymentIntent ${intent.id} came without a client secret`,
      );
    return {
      vendor: 'STRIPE',
      paymentIntentId: intent.id,
      clientSecret: intent.client_secret,
      publishableKey: settings.publishableKey,
      jsUrl: options.jsUrl,
    };
  };

  const gateway: PaymentGateway = {
    vendor: 'STRIPE',

    async start(order, { idempotencyKey }) {
      const currency = order.currency.toLowerCase();
      let key = idempotencyKey;
      if (order.stripePaymentIntentId) {
        // The buyer came back to the payment step: the same intent, unless it can no longer take this payment.
        const existing = await retrieveIntent(order.stripePaymentIntentId);
        const reusable = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
          existing.status,
        );
        if (reusable && existing.amount === order.amount && existing.currency === currency)
          return startOf(existing);
        if (['requires_capture', 'succeeded', 'processing'].includes(existing.status))
          return startOf(existing);
        key = `${idempotencyKey}-after-${existing.id}`;
      }
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: order.amount,
            currency,
            capture_method: 'manual',
            allowed_payment_method_types: ['card'],
            description: order.description,
            metadata: {
              order_number: order.number,
              lock_id: order.lockId,
              vehicle_id: String(order.vehicleId),
              vehicle_vin: order.vehicleVin,
              company_uuid: order.vendorUuid,
            },
          },
          { idempotencyKey: key },
        );
        return startOf(intent);
      } catch (error) {
        throw vendorError(error);
      }
    },

    async retrieve(order) {
      return paymentFromIntent(await retrieveIntent(intentId(order)));
    },

    async authorize(order) {
      // Stripe.js confirms (authorises) the intent in the browser; this is the vendor's view of it.
      return gateway.retrieve(order);
    },

    async capture(order, idempotencyKey) {
      const id = intentId(order);
      try {
        return paymentFromIntent(await client.paymentIntents.capture(id, {}, { idempotencyKey }));
      } catch (error) {
        // Captured before (say, by a call whose answer was lost) with another key: answer what it is now.
        if (stripeCode(error) === 'payment_intent_unexpected_state') {
          const now = paymentFromIntent(await retrieveIntent(id));
          if (now.status === 'captured' || now.status === 'refunded') return now;
        }
        throw vendorError(error);
      }
    },

    async void(order, idempotencyKey) {
      const id = intentId(order);
      try {
        return paymentFromIntent(await client.paymentIntents.cancel(id, {}, { idempotencyKey }));
      } catch (error) {
        if (stripeCode(error) === 'payment_intent_unexpected_state') {
          const now = paymentFromIntent(await retrieveIntent(id));
          if (now.status === 'voided') return now;
        }
        throw vendorError(error);
      }
    },

    async refund(order, idempotencyKey) {
      const id = intentId(order);
      const now = paymentFromIntent(await retrieveIntent(id));
      if (now.status === 'refunded') return now;
      // Stripe refuses to refund an uncaptured intent; releasing the authorisation gives the money back.
      if (now.status === 'authorised' || now.status === 'pending') return gateway.void(order, idempotencyKey);
      try {
        await client.refunds.create(
          { payment_intent: id, reason: 'requested_by_customer' },
          { idempotencyKey },
        );
      } catch (error) {
        if (stripeCode(error) !== 'charge_already_refunded') throw vendorError(error);
      }
      return paymentFromIntent(await retrieveIntent(id));
    },

    async parseWebhook(request: WebhookRequest): Promise<PaymentEvent | null> {
      const signature = headerValue(request.headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          request.rawBody,
          signature,
          settings.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      const status = EVENT_STATUS[event.type];
      if (!status) return null;
      const occurredAt = new Date(event.created * 1000);
      if (event.type === 'charge.refunded') {
        const charge = event.data.object as Stripe.Charge;
        const intent =
          typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        // A partial refund leaves the payment captured; orders are refunded in full.
        if (!intent || !charge.refunded) return null;
        return {
          vendor: 'STRIPE',
          eventId: event.id,
          type: event.type,
          reference: intent,
          status,
          amount: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
          occurredAt,
        };
      }
      const intent = event.data.object as Stripe.PaymentIntent;
      return {
        vendor: 'STRIPE',
        eventId: event.id,
        type: event.type,
        reference: intent.id,
        status,
        amount: intent.amount,
        currency: intent.currency.toUpperCase(),
        occurredAt,
      };
    },
  };
  return gateway;
}
