import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { OrdersContext } from './context.js';
import { OrderRefusal } from './errors.js';
import { releaseHold, statusOnly } from './holds.js';
import { findById } from './orders.repository.js';
import type { VendorPayment } from './payments/types.js';
import { type Cause, type OrderRow, transition } from './state.js';
import { gatewayOf, isPaying, NAMES, orderForPayment, PAYING_VENDORS, vendorCall } from './vendors.js';

/**
 * Settling money (ADR 026 §4): capturing on confirmation, voiding or refunding when an order ends, and
 * the recovery pass that finishes what a crash interrupted. Vendor calls happen outside transactions and
 * carry keys derived from the order (`capture-{number}`, `void-{number}`, `refund-{number}`), so a retry —
 * after a crash, or by a second process — never moves money twice.
 */

type Tx = Pick<Database, 'select' | 'update' | 'insert' | 'execute' | 'delete'>;

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

export function logSettleFailure(context: OrdersContext, order: Pick<OrderRow, 'number'>, error: unknown) {
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

/** Every order whose money is not where its state says it should be, settled (the recovery pass's part). */
export async function settleDue(context: OrdersContext, limit = 100): Promise<number> {
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

