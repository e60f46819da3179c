import type { SoftLock } from '@lux/order-online';

/** What `sl_order_online_reservation` holds once an order is placed: enough to read it again. */
export interface ReservationRecord {
  orderNumber: string;
  lockId: string;
  vehicleId: string;
}

export function reservationRecordOf(value: unknown): ReservationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const { orderNumber, lockId, vehicleId } = raw;
  return typeof orderNumber === 'string' && typeof lockId === 'string' && typeof vehicleId === 'string' ? { orderNumber, lockId, vehicleId } : null;
}

/**
 * The lock id this browser holds for an order: the hold it is still under (the soft lock), or the
 * reservation it became. Null when this browser never had it (the e-mail link's token is needed then).
 */
export function lockIdForOrder(orderNumber: string, lock: SoftLock | null, reservation: unknown): string | null {
  if (lock?.orderNumber === orderNumber) return lock.lockId;
  const record = reservationRecordOf(reservation);
  return record?.orderNumber === orderNumber ? record.lockId : null;
}
