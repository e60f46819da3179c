import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stockVehicles, vehicleHolds } from '../../db/schema.js';

/**
 * Exclusive holds on stock vehicles (ADR 026 §1). The primary key on `vehicle_holds.vehicle_id` makes a
 * hold exclusive; every statement here runs in the caller's transaction, which first says it changes
 * only vehicle statuses ({@link statusOnly}) so the stock index is patched in place, not rebuilt.
 */

/** A§4 statuses a visitor may order from; never `sold`, and `reserved` only when its hold has expired. */
export const ORDERABLE_STATUSES = ['stock', 'available_soon', 'in_production', 'delivery', 'demo'] as const;

type Tx = Pick<Database, 'execute' | 'select' | 'update' | 'delete'>;
export type HoldRow = typeof vehicleHolds.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
const orderable = sql.join(
  ORDERABLE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The transaction changes vehicles' status only: the row trigger logs it, stock_data_version stays. */
export async function statusOnly(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select set_config('lux.stock_status_only', 'on', true)`);
}

export interface TakeHold {
  vehicleId: number;
  lockId: string;
  orderNumber: string;
  seconds: number;
}

/**
 * Takes the vehicle's hold in one statement, or returns null. A new row when the car is orderable; a
 * take-over of the existing row only when it has expired (its `previous_status` is kept, so release
 * restores what the car was before the first hold). PostgreSQL serialises the conflicting inserts on the
 * primary key: of 50 concurrent calls one gets a row back, 49 get nothing.
 */
export async function takeHold(tx: Tx, take: TakeHold): Promise<{ takenOver: boolean } | null> {
  const result = await tx.execute(sql`
    insert into vehicle_holds (vehicle_id, lock_id, order_number, previous_status, expires_at)
    select v.id, ${take.lockId}::uuid, ${take.orderNumber}, v.status, now() + make_interval(secs => ${take.seconds}::integer)
    from stock_vehicles v
    where v.id = ${take.vehicleId}
      and (v.status in (${orderable})
        or exists (select 1 from vehicle_holds h where h.vehicle_id = v.id and h.expires_at is not null and h.expires_at < now()))
    on conflict (vehicle_id) do update
      set lock_id = excluded.lock_id, order_number = excluded.order_number, expires_at = excluded.expires_at, created_at = now()
      where vehicle_holds.expires_at is not null and vehicle_holds.expires_at < now()
    returning vehicle_id, not (xmax = 0) as taken_over`);
  const [row] = rowsOf<{ vehicle_id: number; taken_over: boolean }>(result);
  return row ? { takenOver: row.taken_over === true } : null;
}

/** Why a hold could not be taken: no such car, another buyer's live hold, or a status nobody may order. */
export async function holdRefusal(tx: Tx, vehicleId: number): Promise<'missing' | 'held' | 'unavailable'> {
  const [vehicle] = await tx.select({ id: stockVehicles.id }).from(stockVehicles).where(eq(stockVehicles.id, vehicleId));
  if (!vehicle) return 'missing';
  const [hold] = await tx.select({ expiresAt: vehicleHolds.expiresAt }).from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicleId));
  return hold ? 'held' : 'unavailable';
}

/** While held, the car is `reserved`; the trigger logs the change. */
export async function markReserved(tx: Tx, vehicleId: number): Promise<void> {
  await tx.execute(sql`update stock_vehicles set status = 'reserved' where id = ${vehicleId} and status <> 'reserved'`);
}

/**
 * Releases the hold of this lock (if it still is this lock's) and gives the car its status from before
 * the hold — unless someone changed it meanwhile (sold by the back office): only `reserved` is undone.
 * Returns the restored status, or null when there was no such hold.
 */
export async function releaseHold(tx: Tx, lockId: string): Promise<{ vehicleId: number; restored: string | null } | null> {
  const result = await tx.execute(sql`
    with gone as (
      delete from vehicle_holds where lock_id = ${lockId}::uuid returning vehicle_id, previous_status
    ), restored as (
      update stock_vehicles v set status = gone.previous_status
      from gone where v.id = gone.vehicle_id and v.status = 'reserved'
      returning v.id, v.status
    )
    select gone.vehicle_id, restored.status from gone left join restored on restored.id = gone.vehicle_id`);
  const [row] = rowsOf<{ vehicle_id: number; status: string | null }>(result);
  return row ? { vehicleId: Number(row.vehicle_id), restored: row.status } : null;
}

/** The order was paid (or created without payment): the hold lasts until the order ends. */
export async function keepHold(tx: Tx, lockId: string): Promise<boolean> {
  const kept = await tx.update(vehicleHolds).set({ expiresAt: null }).where(eq(vehicleHolds.lockId, lockId)).returning({ id: vehicleHolds.vehicleId });
  return kept.length > 0;
}

/** The lock's hold with the database's verdict on it (its clock is the one `takeHold` compares with). */
export async function findHold(tx: Pick<Database, 'select'>, lockId: string): Promise<(HoldRow & { live: boolean }) | undefined> {
  const [row] = await tx
    .select({ hold: vehicleHolds, live: sql<boolean>`(${vehicleHolds.expiresAt} is null or ${vehicleHolds.expiresAt} > now())` })
    .from(vehicleHolds)
    .where(eq(vehicleHolds.lockId, lockId));
  return row ? { ...row.hold, live: row.live === true } : undefined;
}

/**
 * Up to `limit` expired holds, locked for this transaction. SKIP LOCKED lets several API processes sweep
 * side by side: each takes the rows the others are not handling. A hold being paid right now is locked
 * by its payer, or already has no expiry when the lock comes free, so it is never swept.
 */
export async function claimExpiredHolds(tx: Tx, limit: number): Promise<{ lockId: string; vehicleId: number }[]> {
  const result = await tx.execute(sql`
    select vehicle_id, lock_id::text as lock_id from vehicle_holds
    where expires_at is not null and expires_at < now()
    order by expires_at
    limit ${limit}
    for update skip locked`);
  return rowsOf<{ vehicle_id: number; lock_id: string }>(result).map((row) => ({ lockId: row.lock_id, vehicleId: Number(row.vehicle_id) }));
}

/** Hold state as the journey polls it: a hold that ran out is lost even before the sweeper removes it. */
export function holdState(hold: (HoldRow & { live: boolean }) | undefined): 'held' | 'lost' | 'paid' {
  if (!hold) return 'lost';
  if (hold.expiresAt === null) return 'paid';
  return hold.live ? 'held' : 'lost';
}
