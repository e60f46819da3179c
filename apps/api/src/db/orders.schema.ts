import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { leads } from './forms.schema.js';
import { stockVehicles } from './stock.schema.js';

/**
 * B§4 order states plus the ends the spec leaves out: initialised → paid → created → confirmed, and
 * cancelled, expired (the hold ran out before payment) and refunded. Every change is a row in
 * `order_transitions` with its cause.
 */
export const ORDER_STATES = ['initialised', 'paid', 'created', 'confirmed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** A§4 payment vendor types (trimmed and upper-cased before they are compared). */
export const PAYMENT_VENDORS = ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', 'NO_PAYMENT_JAPAN'] as const;
export type PaymentVendor = (typeof PAYMENT_VENDORS)[number];

/** Where the money is: nothing asked yet, authorised (held on the card), captured, released or refunded. */
export const PAYMENT_STATUSES = ['none', 'pending', 'authorised', 'captured', 'voided', 'refunded', 'not_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The soft lock of A§4 made real (issue 13): one row per held vehicle, so the primary key makes a hold
 * exclusive. Taking a hold is one `INSERT … ON CONFLICT (vehicle_id) DO UPDATE … WHERE expires_at < now()`:
 * a live hold can never be shared, an expired one can be taken over. `expires_at` null → the hold belongs to
 * a paid order and lasts until the order ends (confirmed keeps the car reserved; cancelled or refunded
 * gives it back). `previous_status` is the vehicle's status before the hold, restored on release.
 */
export const vehicleHolds = pgTable(
  'vehicle_holds',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => stockVehicles.id, { onDelete: 'cascade' }),
    lockId: uuid('lock_id').notNull().unique(),
    orderNumber: text('order_number').notNull(),
    previousStatus: text('previous_status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_holds_expires_idx').on(t.expiresAt)],
);

/** B§3.5 Order, with the amounts and payment state the vendors need and the hold it started with. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull().unique(),
    state: text('state').$type<OrderState>().notNull().default('initialised'),
    /** The payment vendor type chosen at checkout (null until then). */
    vendor: text('vendor').$type<PaymentVendor>(),
    /** B§3.5 vendor_uuid: the company (importer) the order belongs to (`company_uuid` of the calls). */
    vendorUuid: text('vendor_uuid').notNull(),
    lockId: uuid('lock_id').notNull().unique(),
    vehicleId: integer('vehicle_id').references(() => stockVehicles.id, { onDelete: 'set null' }),
    vehicleVin: text('vehicle_vin').notNull(),
    configUrl: text('config_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    financeOption: text('finance_option'),
    leadAttributes: jsonb('lead_attributes').$type<Record<string, unknown>>(),
    rdxFormsLeadId: bigint('rdx_forms_lead_id', { mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email'),
    confirmationByLink: boolean('confirmation_by_link').notNull().default(false),
    /** SHA-256 (hex) of the one-time token the confirmation e-mail's link carries; the token is never stored. */
    confirmationTokenHash: text('confirmation_token_hash'),
    locale: text('locale').notNull().default('en'),
    /** In minor units (agorot for ILS), as every vendor takes it. */
    amount: integer('amount'),
    currency: text('currency'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('none'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    paypalOrderId: text('paypal_order_id').unique(),
    liqpayOrderId: text('liqpay_order_id').unique(),
    /** Set when confirmation asked the vendor to capture; a restart finishes what this marks. */
    captureRequestedAt: timestamp('capture_requested_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_state_idx').on(t.state, t.createdAt),
    index('orders_vehicle_idx').on(t.vehicleId),
    check('orders_state_check', sql`${t.state} in ('initialised', 'paid', 'created', 'confirmed', 'cancelled', 'expired', 'refunded')`),
    check(
      'orders_vendor_check',
      sql`${t.vendor} is null or ${t.vendor} in ('STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', 'NO_PAYMENT_JAPAN')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('none', 'pending', 'authorised', 'captured', 'voided', 'refunded', 'not_required')`,
    ),
    check('orders_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
  ],
);

/** Every state change of an order, with what caused it (a call, a webhook event id, the sweeper, an admin). */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<OrderState>(),
    toState: text('to_state').$type<OrderState>().notNull(),
    cause: text('cause').notNull(),
    /** The signed-in employee for admin actions, else null. */
    actor: text('actor'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_transitions_order_idx').on(t.orderId, t.id)],
);

/**
 * Vendor webhook events already handled: the primary key turns a replay into a no-op, so an event
 * delivered twice (or after a later one) changes an order at most once.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    vendor: text('vendor').$type<PaymentVendor>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.eventId] })],
);

/**
 * The local payment vendors' own state (the embedded default and the tests): payment intents, PayPal
 * orders, LiqPay payments and the idempotency keys they answered. Kept in the database so a stand-in
 * survives an API restart the way the real vendor would.
 */
export const fakeVendorObjects = pgTable(
  'fake_vendor_objects',
  {
    vendor: text('vendor').notNull(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.id] }), index('fake_vendor_objects_kind_idx').on(t.vendor, t.kind, t.createdAt)],
);

/**
 * Status changes of stock vehicles, in order (issue 13): the stock search applies them to its in-memory
 * index in place instead of rebuilding it. A row trigger writes one per changed status; a change made with
 * `set_config('lux.stock_status_only', 'on', true)` (holds) does not bump `stock_data_version`.
 */
export const stockStatusLog = pgTable(
  'stock_status_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    vehicleId: integer('vehicle_id').notNull(),
    listing: text('listing').notNull(),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_status_log_changed_idx').on(t.changedAt)],
);
