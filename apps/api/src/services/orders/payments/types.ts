import type { PaymentVendor } from '../../../db/schema.js';

/** What a gateway needs to know about an order (the orders service's row, trimmed). */
export interface OrderForPayment {
  number: string;
  lockId: string;
  vehicleId: number;
  vehicleVin: string;
  /** Minor units (agorot for ILS). Always the server's amount, never the browser's. */
  amount: number;
  currency: string;
  vendorUuid: string;
  locale: string;
  description: string;
  stripePaymentIntentId: string | null;
  paypalOrderId: string | null;
  liqpayOrderId: string | null;
}

/** What the browser needs to take the payment with the vendor's own browser part. */
export type PaymentStart =
  | { vendor: 'STRIPE'; paymentIntentId: string; clientSecret: string; publishableKey: string; jsUrl: string }
  | { vendor: 'PAYPAL'; paypalOrderId: string; clientId: string; sdkUrl: string }
  | { vendor: 'LIQPAY'; liqpayOrderId: string; actionUrl: string; data: string; signature: string };

/** The vendor's view of the money. */
export type VendorPaymentStatus = 'pending' | 'authorised' | 'captured' | 'voided' | 'refunded' | 'failed';

export interface VendorPayment {
  status: VendorPaymentStatus;
  amount: number;
  currency: string;
  /** The vendor's id of the payment (intent, PayPal order, LiqPay order). */
  reference: string;
}

/**
 * A verified vendor event, reduced to what the orders service acts on. `eventId` is unique per vendor
 * (the replay guard's key); `reference` finds the order (intent id, PayPal order id, LiqPay order id).
 */
export interface PaymentEvent {
  vendor: PaymentVendor;
  eventId: string;
  type: string;
  reference: string;
  status: VendorPaymentStatus;
  amount: number | null;
  currency: string | null;
  /** When the vendor says it happened; out-of-order events are ordered by the state table, not by this. */
  occurredAt: Date;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is invalid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The vendor refused a call (`status` is its HTTP status, `code` its own error code, e.g. Stripe's
 * `card_declined`, PayPal's `ORDER_NOT_APPROVED`, LiqPay's `err_code`) or could not be reached (`status`
 * null). The message is the vendor's, safe to log, not meant for buyers.
 */
export class PaymentVendorError extends Error {
  override name = 'PaymentVendorError';
  constructor(
    readonly vendor: 'STRIPE' | 'PAYPAL' | 'LIQPAY',
    readonly status: number | null,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** Raw webhook request as fastify received it: the exact bytes matter for signatures. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One vendor behind one interface. Every money-moving call takes an idempotency key derived from the
 * order (`capture-{number}` …) so a retry after a crash never moves money twice.
 */
export interface PaymentGateway {
  readonly vendor: 'STRIPE' | 'PAYPAL' | 'LIQPAY';
  /** Creates the vendor's payment object for the order (manual capture / authorise / hold). */
  start(
    order: OrderForPayment,
    options: { idempotencyKey: string; resultUrl?: string; language?: string },
  ): Promise<PaymentStart>;
  /** The vendor's current view (used after a crash and by the admin page). */
  retrieve(order: OrderForPayment): Promise<VendorPayment>;
  /**
   * Turns the buyer's approval into an authorisation. PayPal needs it (Orders v2 `…/authorize` after the
   * buyer approved in PayPal's window; key default `authorize-{number}`); Stripe and LiqPay authorise in
   * the browser, so there it only answers the current view. Repeating it never authorises twice.
   */
  authorize(order: OrderForPayment, idempotencyKey?: string): Promise<VendorPayment>;
  /** Captures the authorised amount; capturing a captured payment answers it again, never captures twice. */
  capture(order: OrderForPayment, idempotencyKey: string): Promise<VendorPayment>;
  /** Releases an authorisation that was never captured (a released one is answered again). */
  void(order: OrderForPayment, idempotencyKey: string): Promise<VendorPayment>;
  /** Gives a captured payment back in full; an authorisation that was never captured is voided instead. */
  refund(order: OrderForPayment, idempotencyKey: string): Promise<VendorPayment>;
  /**
   * Verifies and parses a webhook; throws WebhookSignatureError when it is not the vendor's. Null: the
   * vendor's and genuine, but nothing the orders service acts on (answer 2xx so the vendor stops sending).
   */
  parseWebhook(request: WebhookRequest): Promise<PaymentEvent | null>;
}

export type PaymentGateways = Partial<Record<'STRIPE' | 'PAYPAL' | 'LIQPAY', PaymentGateway>>;
