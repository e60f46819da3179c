import type { OrdersContext } from './context.js';
import { dealerByCode, vehicleOf } from './orders.repository.js';
import type { OrderRow } from './state.js';
import { tokenMatches } from './tokens.js';
import { adminOrderView, orderView, type OrderContext } from './views.js';

/** Loads what an order's answer shows beside it: its car and the retailer (the buyer's choice, else the car's). */
export async function contextOf(context: OrdersContext, order: OrderRow): Promise<OrderContext> {
  const found = await vehicleOf(context.db, order.vehicleId);
  const code = (order.metadata['retailer'] as { dealer_code?: unknown } | null | undefined)?.dealer_code;
  const chosen = typeof code === 'string' ? await dealerByCode(context.db, code) : undefined;
  return { vehicle: found?.vehicle, retailer: chosen ?? found?.dealer ?? null, mediaPrefix: context.mediaPrefix };
}

export async function present(context: OrdersContext, order: OrderRow) {
  return orderView(order, await contextOf(context, order));
}

export async function presentForAdmin(context: OrdersContext, order: OrderRow) {
  return adminOrderView(order, await contextOf(context, order));
}

/**
 * A visitor sees an order only with what proves it is theirs: the hold's lock id (the browser that made
 * it) or the confirmation link's token. Anything else reads as "no such order", so numbers cannot be probed.
 */
export function mayRead(order: OrderRow, access: { lock_id?: string | undefined; token?: string | undefined }): boolean {
  if (access.lock_id !== undefined && order.lockId === access.lock_id.toLowerCase()) return true;
  return access.token !== undefined && tokenMatches(access.token, order.confirmationTokenHash);
}
