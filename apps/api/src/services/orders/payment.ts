import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, type PaymentStatus, type PaymentVendor, paymentWebhookEvents } from '../../db/schema.js';
import type { OrdersContext } from './context.js';
import { OrderRefusal } from './errors.js';
import { findHold, keepHold, releaseHold, statusOnly } from './holds.js';
import { readCompanyConfig } from './order-config.js';
import { findById, findByLock, findByReference } from './orders.repository.js';
import {
  type OrderForPayment,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentStart,
  PaymentVendorError,
  type VendorPayment,
} from './payments/types.js';
import { type Cause, isEnded, type OrderRow, transition } from './state.js';

/**
 * Money (ADR 026 §4, §5): starting a payment with a vendor, recording its authorisation (a call or a
 * webhook, whichever comes first), capturing on confirmation, and settling what an ended order still
 * holds. Vendor calls happen outside transactions and carry keys derived from the order
 * (`capture-{number}` …), so a retry — after a crash, or by a second process — never moves money twice.
 */

export type GatewayVendor = 'STRIPE' | 'PAYPAL' | 'LIQPAY';
type Tx = Pick<Database, 'select' | 'update' | 'insert' | 'execute' | 'delete'>;
export const PAYING_VENDORS: readonly GatewayVendor[] = ['STRIPE', 'PAYPAL', 'LIQPAY'];
export const isPaying = (vendor: PaymentVendor | null): vendor is GatewayVendor => vendor !== null && (PAYING_VENDORS as readonly string[]).includes(vendor);

const NAMES: Record<GatewayVendor, string> = { STRIPE: 'Stripe', PAYPAL: 'PayPal', LIQPAY: 'LiqPay' };

/** The vendor's payment object id for this order, as stored on it. */
export function referenceOf(order: OrderRow, vendor: GatewayVendor): string | null {
  return vendor === 'STRIPE' ? order.stripePaymentIntentId : vendor === 'PAYPAL' ? order.paypalOrderId : order.liqpayOrderId;
}

export function orderForPayment(order: OrderRow): OrderForPayment {
  return {
    number: order.number,
    lockId: order.lockId,
    vehicleId: order.vehicleId ?? 0,
    vehicleVin: order.vehicleVin,
    amount: order.amount ?? 0,
    currency: order.currency ?? 'ILS',
    vendorUuid: order.vendorUuid,
    locale: order.locale,
    description: `דמי הזמנה ${order.number} · VIN ${order.vehicleVin}`,
    stripePaymentIntentId: order.stripePaymentIntentId,
    paypalOrderId: order.paypalOrderId,
    liqpayOrderId: order.liqpayOrderId,
  };
}

export function gatewayOf(context: OrdersContext, vendor: GatewayVendor): PaymentGateway {
  const gateway = context.gateways()[vendor];
  if (!gateway) throw new OrderRefusal(409, `${NAMES[vendor]} is not set up on this site; choose another way to pay.`, 'vendor_unavailable');
  return gateway;
}

/** A vendor call: its refusals become 409 `payment_refused`, its outages 503 `vendor_unavailable`. */
export async function vendorCall<T>(vendor: GatewayVendor, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentVendorError)) throw error;
    if (error.status !== null && error.status >= 400 && error.status < 500) {
      throw new OrderRefusal(409, `${NAMES[vendor]} refused to ${what}${error.code ? ` (${error.code})` : ''}.`, 'payment_refused');
    }
    throw new OrderRefusal(503, `${NAMES[vendor]} cannot be reached to ${what}; try again in a moment.`, 'vendor_unavailable');
  }
}

export interface StartInput {
  lockId: string;
  vehicleId?: number | undefined;
  company?: string | undefined;
  vendor: GatewayVendor;
  resultUrl?: string | undefined;
  language?: string | undefined;
  /** Only for the stock-locator flow: the order must have this lead. */
  leadId?: number | undefined;
}

/**
 * Starts (or answers again) the vendor's payment for the order of a live hold. The amount is the order's,
 * set at init from the server's configuration; the start key makes a repeated call answer the same
 * payment object instead of making a second one.
 */
export async function startPayment(context: OrdersContext, input: StartInput): Promise<PaymentStart> {
  const { db } = context;
  const gateway = gatewayOf(context, input.vendor);
  const order = await findByLock(db, input.lockId);
  const matches =
    order &&
    (input.vehicleId === undefined || order.vehicleId === input.vehicleId) &&
    (input.company === undefined || order.vendorUuid === input.company) &&
    (input.leadId === undefined || order.rdxFormsLeadId === input.leadId);
  if (!order || !matches) throw new OrderRefusal(404, 'No hold has this lock id for this car.', undefined, { pointer: '/lock_id' });
  if (order.state !== 'initialised') throw new OrderRefusal(409, `The order is ${order.state}; it takes no new payment.`, 'order_state');
  const hold = await findHold(db, order.lockId);
  if (!hold?.live) throw new OrderRefusal(409, 'The hold on this car has run out; start again to hold it.', 'hold_lost');
  const config = await readCompanyConfig(db, order.vendorUuid);
  if (!config.orderOnline.paymentVendorTypes.includes(input.vendor)) {
    throw new OrderRefusal(409, `${NAMES[input.vendor]} is not offered for this order.`, 'vendor_not_offered');
  }
  if (!order.amount) throw new OrderRefusal(409, 'This reservation has no fee to pay.', 'payment_refused');
  const start = await vendorCall(input.vendor, 'start the payment', () =>
    gateway.start(orderForPayment(order), {
      idempotencyKey: `start-${input.vendor.toLowerCase()}-${order.number}`,
      ...(input.resultUrl ? { resultUrl: input.resultUrl } : {}),
      ...(input.language ? { language: input.language } : {}),
    }),
  );
  const reference = start.vendor === 'STRIPE' ? start.paymentIntentId : start.vendor === 'PAYPAL' ? start.paypalOrderId : start.liqpayOrderId;
  const column = start.vendor === 'STRIPE' ? 'stripePaymentIntentId' : start.vendor === 'PAYPAL' ? 'paypalOrderId' : 'liqpayOrderId';
  await db
    .update(orders)
    .set({ vendor: start.vendor, [column]: reference, ...(order.paymentStatus === 'none' ? { paymentStatus: 'pending' as const } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.state, 'initialised')));
  context.log.info({ order: order.number, vendor: start.vendor }, 'payment started');
  return start;
}


/**
 * The vendor holds the money for an order: `paid`, and its hold lasts until the order ends. When the
 * buyer's lead is stored already (the stock-locator flow) it goes on to `created`. A hold that was lost
 * meanwhile ends the order `expired` with the money marked authorised, for {@link settle} to release.
 */
export async function markPaid(tx: Tx, order: OrderRow, vendor: GatewayVendor, cause: Cause, log: OrdersContext['log']): Promise<'paid' | 'lost' | 'ignored'> {
  if (order.state !== 'initialised') {
    if (isEnded(order.state) && (order.paymentStatus === 'none' || order.paymentStatus === 'pending')) {
      await tx.update(orders).set({ paymentStatus: 'authorised', vendor }).where(eq(orders.id, order.id));
      log.warn({ order: order.number, state: order.state }, 'payment authorised for an order that ended; it will be released');
      return 'lost';
    }
    return 'ignored';
  }
  if (!(await keepHold(tx, order.lockId))) {
    await transition(tx, order, 'expired', { ...cause, cause: `${cause.cause} (hold lost)` }, { paymentStatus: 'authorised', vendor }, log);
    return 'lost';
  }
  const moved = await transition(tx, order, 'paid', cause, { paymentStatus: 'authorised', vendor, holdExpiresAt: null }, log);
  if (moved.moved && order.rdxFormsLeadId !== null) {
    await transition(tx, moved.order, 'created', { cause: 'paid, lead stored', data: { lead_id: order.rdxFormsLeadId } }, {}, log);
  }
  return moved.moved ? 'paid' : 'ignored';
}

/** Asks the vendor whether the order's payment is authorised and records it if so (the buyer came back). */
export async function syncAuthorisation(context: OrdersContext, order: OrderRow, vendor: GatewayVendor, cause: Cause): Promise<VendorPayment> {
  const gateway = gatewayOf(context, vendor);
  const payment = await vendorCall(vendor, 'confirm the payment', () =>
    vendor === 'PAYPAL' ? gateway.authorize(orderForPayment(order), `authorize-${order.number}`) : gateway.retrieve(orderForPayment(order)),
  );
  if (payment.status === 'authorised' && payment.amount === order.amount) {
    const outcome = await context.db.transaction(async (tx) => {
      const locked = await findById(tx, order.id, true);
      return locked ? markPaid(tx, locked, vendor, { ...cause, data: { ...cause.data, reference: payment.reference } }, context.log) : 'ignored';
    });
    if (outcome === 'lost') await settle(context, order.id);
  }
  return payment;
}

/** What a verified vendor event does to its order; a replay (same event id) does nothing. */
export async function applyPaymentEvent(context: OrdersContext, event: PaymentEvent): Promise<{ replay: boolean; order: string | null }> {
  const { log } = context;
  const vendor = event.vendor as GatewayVendor;
  const outcome = await context.db.transaction(async (tx) => {
    const order = await findByReference(tx, event.vendor, event.reference, true);
    const [recorded] = await tx
      .insert(paymentWebhookEvents)
      .values({ vendor: event.vendor, eventId: event.eventId.slice(0, 255), eventType: event.type.slice(0, 100), orderId: order?.id ?? null })
      .onConflictDoNothing({ target: [paymentWebhookEvents.vendor, paymentWebhookEvents.eventId] })
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!recorded) return { replay: true, order: order ?? null };
    if (!order) {
      log.warn({ vendor, event: event.eventId, type: event.type }, 'payment event for no known order; recorded and ignored');
      return { replay: false, order: null };
    }
    const cause: Cause = {
      cause: `webhook:${vendor.toLowerCase()}:${event.eventId}`.slice(0, 300),
      data: { type: event.type, status: event.status, amount: event.amount, currency: event.currency },
    };
    if (event.amount !== null && order.amount !== null && event.amount !== order.amount && event.status === 'authorised') {
      log.error({ order: order.number, event: event.eventId }, 'authorised amount differs from the order; not recorded as paid');
      return { replay: false, order };
    }
    await applyStatus(tx, order, vendor, event.status, cause, log);
    return { replay: false, order };
  });
  if (outcome.order && !outcome.replay) await settle(context, outcome.order.id).catch((error: unknown) => logSettleFailure(context, outcome.order!, error));
  return { replay: outcome.replay, order: outcome.order?.number ?? null };
}

/** The state table decides: a late or repeated status finds the order past it and changes nothing. */
async function applyStatus(tx: Tx, order: OrderRow, vendor: GatewayVendor, status: PaymentEvent['status'], cause: Cause, log: OrdersContext['log']) {
  const setPayment = (paymentStatus: PaymentStatus, when: PaymentStatus[]) =>
    tx.update(orders).set({ paymentStatus }).where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, when)));
  switch (status) {
    case 'authorised':
      await markPaid(tx, order, vendor, cause, log);
      return;
    case 'captured':
      if (order.state === 'created' && order.captureRequestedAt) {
        await transition(tx, order, 'confirmed', cause, { paymentStatus: 'captured' }, log);
      } else await setPayment('captured', ['none', 'pending', 'authorised']);
      return;
    case 'voided':
      if (!isEnded(order.state) && order.state !== 'confirmed') {
        await statusOnly(tx);
        await releaseHold(tx, order.lockId);
        await transition(tx, order, 'cancelled', cause, { paymentStatus: 'voided', holdExpiresAt: null }, log);
      } else await setPayment('voided', ['none', 'pending', 'authorised']);
      return;
    case 'refunded':
      if (order.state === 'confirmed') {
        await statusOnly(tx);
        await releaseHold(tx, order.lockId);
        await transition(tx, order, 'refunded', cause, { paymentStatus: 'refunded' }, log);
      } else await setPayment('refunded', ['captured']);
      return;
    case 'failed':
      log.info({ order: order.number }, 'payment failed at the vendor; the buyer may try again while the hold lasts');
      await setPayment('none', ['pending']);
      return;
    case 'pending':
      return;
  }
}

/**
 * Confirmation (PUT …/confirm): marks the capture as asked for, captures with the key `capture-{number}`
 * and records `confirmed` + `captured`. A crash anywhere in between leaves `capture_requested_at` set;
 * the recovery pass (and any repeated confirm) captures again with the same key — the vendor answers the
 * capture it already made — and records it once.
 */
export async function confirmOrder(context: OrdersContext, order: OrderRow, cause: Cause): Promise<OrderRow> {
  if (order.state === 'confirmed') return order;
  if (order.state !== 'created') throw new OrderRefusal(409, `The order is ${order.state}; only a placed order can be confirmed.`, 'order_state');
  const { db } = context;
  if (!isPaying(order.vendor) || order.paymentStatus === 'not_required') {
    return db.transaction(async (tx) => {
      const locked = await findById(tx, order.id, true);
      if (!locked) throw new OrderRefusal(404, 'No such order.');
      const moved = await transition(tx, locked, 'confirmed', cause, {}, context.log);
      if (!moved.moved && locked.state !== 'confirmed') throw new OrderRefusal(409, `The order is ${locked.state}.`, 'order_state');
      return moved.moved ? moved.order : locked;
    });
  }
  await db
    .update(orders)
    .set({ captureRequestedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.state, 'created'), eq(orders.paymentStatus, 'authorised')));
  return finishCapture(context, order.id, cause);
}

/** Captures the order's authorised payment (again, with the same key) and records the confirmation once. */
export async function finishCapture(context: OrdersContext, orderId: number, cause: Cause): Promise<OrderRow> {
  const { db } = context;
  const order = await findById(db, orderId);
  if (!order) throw new OrderRefusal(404, 'No such order.');
  if (order.state !== 'created' || !order.captureRequestedAt || !isPaying(order.vendor)) {
    if (order.state === 'confirmed') return order;
    throw new OrderRefusal(409, `The order is ${order.state} with its payment ${order.paymentStatus}; it cannot be captured.`, 'order_state');
  }
  const vendor = order.vendor;
  const gateway = gatewayOf(context, vendor);
  let payment: VendorPayment;
  try {
    payment = await vendorCall(vendor, 'capture the payment', () => gateway.capture(orderForPayment(order), `capture-${order.number}`));
  } catch (error) {
    // A capture interrupted by a crash may be refused on retry ("already captured", "request in progress"):
    // the vendor's own view says whether the money was taken.
    if (!(error instanceof OrderRefusal) || error.code !== 'payment_refused') throw error;
    const view = await vendorCall(vendor, 'read the payment', () => gateway.retrieve(orderForPayment(order)));
    if (view.status !== 'captured') throw error;
    payment = view;
  }
  if (payment.status !== 'captured') {
    throw new OrderRefusal(409, `${NAMES[vendor]} did not capture the payment (it is ${payment.status}).`, 'payment_refused');
  }
  return db.transaction(async (tx) => {
    const locked = await findById(tx, order.id, true);
    if (!locked) throw new OrderRefusal(404, 'No such order.');
    const moved = await transition(tx, locked, 'confirmed', { ...cause, data: { ...cause.data, capture: payment.reference } }, { paymentStatus: 'captured' }, context.log);
    return moved.moved ? moved.order : locked;
  });
}

/**
 * Cancels an order that has not ended (the buyer's cancellation, an admin): the state first, with the
 * hold released, then the money — {@link settle} voids or refunds it, now or, if the vendor is down, on
 * the next recovery pass.
 */
export async function cancelOrder(
  context: OrdersContext,
  orderId: number,
  cause: Cause,
  allowed: readonly OrderRow['state'][],
  audit?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const cancelled = await context.db.transaction(async (tx) => {
    const order = await findById(tx, orderId, true);
    if (!order) throw new OrderRefusal(404, 'No such order.');
    if (!allowed.includes(order.state)) throw new OrderRefusal(409, `The order is ${order.state}; it cannot be cancelled here.`, 'order_state');
    await statusOnly(tx);
    await releaseHold(tx, order.lockId);
    const moved = await transition(tx, order, 'cancelled', cause, { holdExpiresAt: null }, context.log);
    if (!moved.moved) throw new OrderRefusal(409, `The order is ${order.state}; it cannot be cancelled.`, 'order_state');
    await audit?.(tx, order, moved.order);
    return moved.order;
  });
  return (await settleQuietly(context, cancelled)) ?? cancelled;
}

/** A captured payment given back: confirmed → refunded, the car released, then the vendor's refund. */
export async function refundOrder(
  context: OrdersContext,
  orderId: number,
  cause: Cause,
  audit?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const refunded = await context.db.transaction(async (tx) => {
    const order = await findById(tx, orderId, true);
    if (!order) throw new OrderRefusal(404, 'No such order.');
    if (order.state !== 'confirmed' || order.paymentStatus !== 'captured') {
      throw new OrderRefusal(409, `Only a confirmed order with a captured payment can be refunded (this one is ${order.state}, ${order.paymentStatus}).`, 'order_state');
    }
    await statusOnly(tx);
    await releaseHold(tx, order.lockId);
    const moved = await transition(tx, order, 'refunded', cause, { holdExpiresAt: null }, context.log);
    if (!moved.moved) throw new OrderRefusal(409, 'The order changed meanwhile; reload it.', 'order_state');
    await audit?.(tx, order, moved.order);
    return moved.order;
  });
  return (await settleQuietly(context, refunded)) ?? refunded;
}

function logSettleFailure(context: OrdersContext, order: Pick<OrderRow, 'number'>, error: unknown) {
  const detail = error instanceof OrderRefusal ? error.message : error instanceof Error ? error.name : 'unknown';
  context.log.warn({ order: order.number, detail }, 'payment not settled yet; the recovery pass retries');
}

async function settleQuietly(context: OrdersContext, order: OrderRow): Promise<OrderRow | undefined> {
  try {
    await settle(context, order.id);
  } catch (error) {
    logSettleFailure(context, order, error);
  }
  return findById(context.db, order.id);
}

/**
 * Brings the money in line with the order: finishes a capture that was asked for, voids an authorisation
 * an ended order still holds, refunds a capture a cancelled or refunded order still holds. Idempotent:
 * the keys are the order's, and the payment status only moves from what it was read as.
 */
export async function settle(context: OrdersContext, orderId: number): Promise<boolean> {
  const order = await findById(context.db, orderId);
  if (!order || !isPaying(order.vendor)) return false;
  const vendor = order.vendor;
  if (order.state === 'created' && order.captureRequestedAt && order.paymentStatus === 'authorised') {
    await finishCapture(context, order.id, { cause: 'recovery: capture requested before a restart' });
    return true;
  }
  const release =
    (order.state === 'cancelled' || order.state === 'expired') && order.paymentStatus === 'authorised'
      ? { call: 'void' as const, key: `void-${order.number}`, from: 'authorised' as const }
      : (order.state === 'cancelled' || order.state === 'refunded') && order.paymentStatus === 'captured'
        ? { call: 'refund' as const, key: `refund-${order.number}`, from: 'captured' as const }
        : null;
  if (!release) return false;
  const gateway = gatewayOf(context, vendor);
  const payment = await vendorCall(vendor, release.call === 'void' ? 'release the held payment' : 'refund the payment', () =>
    gateway[release.call](orderForPayment(order), release.key),
  );
  if (payment.status === 'voided' || payment.status === 'refunded') {
    await context.db
      .update(orders)
      .set({ paymentStatus: payment.status })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, release.from)));
    context.log.info({ order: order.number, payment: payment.status }, 'payment settled');
  }
  return true;
}

/** The recovery pass: every order whose money is not where its state says it should be. */
export async function recoverPayments(context: OrdersContext, limit = 100): Promise<number> {
  const due = await context.db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(
        inArray(orders.vendor, [...PAYING_VENDORS]),
        or(
          and(eq(orders.state, 'created'), isNotNull(orders.captureRequestedAt), eq(orders.paymentStatus, 'authorised')),
          and(inArray(orders.state, ['cancelled', 'expired']), eq(orders.paymentStatus, 'authorised')),
          and(inArray(orders.state, ['cancelled', 'refunded']), eq(orders.paymentStatus, 'captured')),
        ),
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(limit);
  let settled = 0;
  for (const order of due) {
    try {
      if (await settle(context, order.id)) settled++;
    } catch (error) {
      logSettleFailure(context, order, error);
    }
  }
  if (settled > 0) context.log.info({ settled }, 'recovery pass settled orders');
  return settled;
}
