import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { orders, stockVehicles, vehicleHolds } from '../../db/schema.js';
import { sqlState } from '../../http/back-office.js';
import { OrderRefusal } from './errors.js';
import { claimExpiredHolds, holdRefusal, markReserved, releaseHold, statusOnly, takeHold } from './holds.js';
import { holdSeconds } from './hold-settings.js';
import { ORDER_CURRENCY, readCompanyConfig, reservationAmount } from './order-config.js';
import { findByLock } from './orders.repository.js';
import { isEnded, recordCreation, transition } from './state.js';
import { newOrderNumber } from './tokens.js';

/**
 * Taking a hold with its order, the buyer letting it go, and the sweeper that releases holds that ran
 * out (ADR 026 §1). Each is one transaction: the hold, the car's status and the order's state commit
 * together, or not at all.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const HELD_DETAIL = 'הרכב שמור כעת לקונה אחר. The car is held for another buyer right now.';
export const UNAVAILABLE_DETAIL = 'הרכב אינו זמין להזמנה. The car cannot be ordered.';

export interface InitResult {
  orderNumber: string;
  lockId: string;
  vehicleId: number;
  expiresAt: Date | null;
  holdSeconds: number;
  amount: number;
  currency: string;
  paymentVendorTypes: string[];
}

/**
 * POST /buy_online/orders/init: takes the car's hold and creates its order (state `initialised`). The
 * hold is the single statement of holds.ts; the refusals say why (404 no car, 409 `vehicle_held`, 409
 * `vehicle_unavailable`). A number drawn twice (unique index) is drawn again.
 */
export async function initOrder(db: Database, input: { vehicleId: number; company: string }, log: Log): Promise<InitResult> {
  const config = await readCompanyConfig(db, input.company);
  if (!config.known) throw new OrderRefusal(404, `No company has the id ${input.company}.`, undefined, { pointer: '/company_uuid' });
  const seconds = await holdSeconds(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await statusOnly(tx);
        const lockId = randomUUID();
        const orderNumber = newOrderNumber();
        const taken = await takeHold(tx, { vehicleId: input.vehicleId, lockId, orderNumber, seconds });
        if (!taken) {
          const why = await holdRefusal(tx, input.vehicleId);
          if (why === 'missing') throw new OrderRefusal(404, `No car has the id ${input.vehicleId}.`, undefined, { pointer: '/vehicle_id' });
          throw why === 'held' ? new OrderRefusal(409, HELD_DETAIL, 'vehicle_held') : new OrderRefusal(409, UNAVAILABLE_DETAIL, 'vehicle_unavailable');
        }
        const [vehicle] = await tx
          .select({ vin: stockVehicles.vin, attributes: stockVehicles.attributes })
          .from(stockVehicles)
          .where(eq(stockVehicles.id, input.vehicleId));
        const [hold] = await tx.select({ expiresAt: vehicleHolds.expiresAt }).from(vehicleHolds).where(eq(vehicleHolds.vehicleId, input.vehicleId));
        if (taken.takenOver) await expireOrdersOfTakenHold(tx, input.vehicleId, lockId, log);
        const amount = reservationAmount(vehicle!.attributes, config);
        const [order] = await tx
          .insert(orders)
          .values({
            number: orderNumber,
            vendorUuid: input.company,
            lockId,
            vehicleId: input.vehicleId,
            vehicleVin: vehicle!.vin,
            amount,
            currency: ORDER_CURRENCY,
            holdExpiresAt: hold!.expiresAt,
          })
          .returning({ id: orders.id });
        await recordCreation(tx, order!.id, { cause: 'init', data: { vehicle_id: input.vehicleId, hold_seconds: seconds } });
        await markReserved(tx, input.vehicleId);
        return {
          orderNumber,
          lockId,
          vehicleId: input.vehicleId,
          expiresAt: hold!.expiresAt,
          holdSeconds: seconds,
          amount,
          currency: ORDER_CURRENCY,
          paymentVendorTypes: config.orderOnline.paymentVendorTypes,
        };
      });
    } catch (error) {
      if (attempt < 3 && sqlState(error) === '23505') continue;
      throw error;
    }
  }
}

/**
 * A hold that ran out was taken by a new buyer before the sweeper came: the old buyer's order, still
 * unpaid, has lost its car. Orders being paid right now are skipped (never waited for: the payer holds
 * the order and wants the hold, this holds the hold); the sweeper's orphan pass expires them later.
 */
async function expireOrdersOfTakenHold(tx: Database, vehicleId: number, newLock: string, log: Log) {
  const stale = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.vehicleId, vehicleId), eq(orders.state, 'initialised'), ne(orders.lockId, newLock)))
    .for('update', { skipLocked: true });
  for (const order of stale) await transition(tx, order, 'expired', { cause: 'hold taken over', data: { vehicle_id: vehicleId } }, {}, log);
}

/** DELETE /buy_online/holds/:lock_id: the buyer leaves before paying; the car goes back at once. */
export async function releaseByBuyer(db: Database, lockId: string, log: Log): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findByLock(tx, lockId, true);
    if (!order) throw new OrderRefusal(404, 'No hold has this lock id.', undefined, { parameter: 'lock_id' });
    if (isEnded(order.state)) return;
    if (order.state !== 'initialised') {
      throw new OrderRefusal(409, 'This hold belongs to an order that is paid or placed; cancel the order instead.', 'order_state');
    }
    await statusOnly(tx);
    await releaseHold(tx, lockId);
    await transition(tx, order, 'cancelled', { cause: 'buyer left' }, {}, log);
  });
}

export interface SweepResult {
  released: number;
  expired: number;
}

/**
 * One sweep: releases expired holds in batches (each batch one transaction), restoring the cars' status
 * and marking their unpaid orders `expired`. SKIP LOCKED on the holds and on the orders lets several API
 * processes sweep at once and never makes a sweeper wait on a buyer who is paying right now.
 */
export async function sweepExpiredHolds(db: Database, log: Log, batchSize = 100): Promise<SweepResult> {
  const result: SweepResult = { released: 0, expired: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await claimExpiredHolds(tx, batchSize);
      if (claimed.length === 0) return { claimed: 0, released: 0 };
      let released = 0;
      await statusOnly(tx);
      for (const hold of claimed) {
        const [order] = await tx.select().from(orders).where(eq(orders.lockId, hold.lockId)).for('update', { skipLocked: true });
        // Its order is busy (being paid, cancelled): leave the hold to the next sweep.
        if (!order && (await findByLock(tx, hold.lockId))) continue;
        await releaseHold(tx, hold.lockId);
        released++;
        if (order?.state === 'initialised') {
          const moved = await transition(tx, order, 'expired', { cause: 'sweeper', data: { vehicle_id: hold.vehicleId } }, {}, log);
          if (moved.moved) result.expired++;
        }
      }
      return { claimed: claimed.length, released };
    });
    result.released += batch.released;
    // A short batch was the last; a full one where every order was busy would only find them busy again.
    if (batch.claimed < batchSize || batch.released === 0) break;
  }
  result.expired += await expireOrphans(db, log, batchSize);
  if (result.released > 0) log.info({ ...result }, 'expired holds released');
  return result;
}

/** Unpaid orders whose time is up and whose hold is gone (taken over while they were busy). */
async function expireOrphans(db: Database, log: Log, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.state, 'initialised'),
          lt(orders.holdExpiresAt, sql`now()`),
          sql`not exists (select 1 from ${vehicleHolds} h where h.lock_id = ${orders.lockId})`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    let expired = 0;
    for (const order of stale) {
      if ((await transition(tx, order, 'expired', { cause: 'sweeper', data: { hold: 'gone' } }, {}, log)).moved) expired++;
    }
    return expired;
  });
}
