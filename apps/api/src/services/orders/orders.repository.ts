import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dealers, type OrderState, orders, orderTransitions, type PaymentVendor, stockVehicles } from '../../db/schema.js';
import { orderBy } from '../../http/back-office.js';
import type { OrderRow } from './state.js';

/** Reads of orders, with the car and retailer they are for. Writes go through state.ts and the flows. */

type Reader = Pick<Database, 'select'>;
export type VehicleRow = typeof stockVehicles.$inferSelect;
export type DealerRow = typeof dealers.$inferSelect;

/** One order by a unique column; `lock` takes its row lock for the caller's transaction. */
async function findWhere(tx: Reader, where: SQL, lock: boolean): Promise<OrderRow | undefined> {
  const query = tx.select().from(orders).where(where);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export const findByNumber = (tx: Reader, number: string, lock = false) => findWhere(tx, eq(orders.number, number), lock);
export const findByLock = (tx: Reader, lockId: string, lock = false) => findWhere(tx, eq(orders.lockId, lockId), lock);
export const findById = (tx: Reader, id: number, lock = false) => findWhere(tx, eq(orders.id, id), lock);

/** The order a vendor's payment object belongs to (intent id, PayPal order id, LiqPay order id). */
export async function findByReference(tx: Reader, vendor: PaymentVendor, reference: string, lock = false): Promise<OrderRow | undefined> {
  const column = vendor === 'STRIPE' ? orders.stripePaymentIntentId : vendor === 'PAYPAL' ? orders.paypalOrderId : vendor === 'LIQPAY' ? orders.liqpayOrderId : null;
  return column ? findWhere(tx, eq(column, reference), lock) : undefined;
}

export async function vehicleOf(tx: Reader, vehicleId: number | null): Promise<{ vehicle: VehicleRow; dealer: DealerRow | null } | undefined> {
  if (vehicleId === null) return undefined;
  const [row] = await tx
    .select({ vehicle: stockVehicles, dealer: dealers })
    .from(stockVehicles)
    .leftJoin(dealers, eq(dealers.dealerCode, stockVehicles.dealerCode))
    .where(eq(stockVehicles.id, vehicleId));
  return row;
}

export async function dealerByCode(tx: Reader, code: string): Promise<DealerRow | undefined> {
  const [row] = await tx.select().from(dealers).where(eq(dealers.dealerCode, code));
  return row;
}

export async function transitionsOf(tx: Reader, orderId: number) {
  return tx.select().from(orderTransitions).where(eq(orderTransitions.orderId, orderId)).orderBy(asc(orderTransitions.id));
}

export interface OrderListQuery {
  page: number;
  items: number;
  sort: string;
  state?: OrderState | undefined;
  vendor?: PaymentVendor | undefined;
  number?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listOrders(db: Reader, query: OrderListQuery) {
  const where: SQL | undefined = and(
    query.state ? eq(orders.state, query.state) : undefined,
    query.vendor ? eq(orders.vendor, query.vendor) : undefined,
    query.number ? eq(orders.number, query.number) : undefined,
    query.from ? gte(orders.createdAt, query.from) : undefined,
    query.to ? lte(orders.createdAt, query.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, vehicle: { vin: stockVehicles.vin, nameplateName: stockVehicles.nameplateName, version: stockVehicles.version } })
      .from(orders)
      .leftJoin(stockVehicles, eq(stockVehicles.id, orders.vehicleId))
      .where(where)
      .orderBy(...orderBy(query.sort, { created_at: orders.createdAt, updated_at: orders.updatedAt, number: orders.number, state: orders.state, amount: orders.amount }, orders.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
