import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, type PaymentStatus, paymentWebhookEvents } from '../../db/schema.js';
import type { OrdersContext } from './context.js';
import { OrderRefusal } from './errors.js';
import { findHold, keepHold, releaseHold, statusOnly } from './holds.js';
import { readCompanyConfig } from './order-config.js';
import { findById, findByLock, findByReference } from './orders.repository.js';
import type { PaymentEvent, PaymentStart, VendorPayment } from './payments/types.js';
import { logSettleFailure, settle, settleDue } from './settlement.js';
import { type Cause, isEnded, type OrderRow, transition } from './state.js';
import { type GatewayVendor, gatewayOf, isPaying, NAMES, orderForPayment, PAYING_VENDORS, vendorCall } from './vendors.js';

/**
 * Taking money (ADR 026 §4, §5): starting a payment with a vendor and recording its authorisation — by a
 * call or a webhook, whichever comes first, or by the recovery pass asking the vendor when neither came.
 * Capturing, voiding and refunding are settlement.ts.
 */

type Tx = Pick<Database, 'select' | 'update' | 'insert' | 'execute' | 'delete'>;

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

/**
 * Asks the vendor whether the order's payment is authorised and records it if so: the buyer came back
 * (PayPal then authorises the approved order — `authorize`), or the recovery pass looks for a webhook
 * that never came (it only reads).
 */
export async function syncAuthorisation(context: OrdersContext, order: OrderRow, vendor: GatewayVendor, cause: Cause, authorize = true): Promise<VendorPayment> {
  const gateway = gatewayOf(context, vendor);
  const payment = await vendorCall(vendor, 'confirm the payment', () =>
    vendor === 'PAYPAL' && authorize ? gateway.authorize(orderForPayment(order), `authorize-${order.number}`) : gateway.retrieve(orderForPayment(order)),
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

/** How long a started payment may go unreported before the recovery pass asks the vendor itself. */
export const UNREPORTED_AFTER_MS = 30_000;

/**
 * Payments the vendor may have authorised without us hearing of it (its webhook lost or still retrying
 * after a restart): the vendor's own view is read, at most once per UNREPORTED_AFTER_MS per order.
 */
export async function reconcileUnreported(context: OrdersContext, limit: number): Promise<number> {
  const { db } = context;
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.state, 'initialised'),
        eq(orders.paymentStatus, 'pending'),
        inArray(orders.vendor, [...PAYING_VENDORS]),
        lt(orders.updatedAt, new Date(Date.now() - UNREPORTED_AFTER_MS)),
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(limit);
  let recorded = 0;
  for (const order of due) {
    if (!isPaying(order.vendor)) continue;
    try {
      const payment = await syncAuthorisation(context, order, order.vendor, { cause: 'recovery: authorisation not reported' }, false);
      if (payment.status === 'authorised') recorded++;
    } catch (error) {
      logSettleFailure(context, order, error);
    }
    // Checked: the next look at this order waits another interval.
    await db.update(orders).set({ updatedAt: new Date() }).where(and(eq(orders.id, order.id), eq(orders.state, 'initialised')));
  }
  return recorded;
}


/**
 * The recovery pass (at start and on every sweep): authorisations nobody reported, then captures asked
 * for and not recorded, and money ended orders still hold.
 */
export async function recoverPayments(context: OrdersContext): Promise<number> {
  const reported = await reconcileUnreported(context, 20);
  if (reported > 0) context.log.info({ reported }, 'recovery pass recorded authorisations');
  return reported + (await settleDue(context));
}
