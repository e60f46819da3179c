import type { DeliveryStatus } from '../../api/types';

/** What the back office calls a delivery's state: a pending one that already failed is "failing". */
export type DeliveryState = DeliveryStatus | 'failing';

export function deliveryState({ status, attempts }: { status: DeliveryStatus; attempts: number }): DeliveryState {
  return status === 'pending' && attempts > 0 ? 'failing' : status;
}

/** What "fix" re-queues (the API's own test): given up, or pending after a failed attempt. */
export function isFixable(delivery: { status: DeliveryStatus; attempts: number }): boolean {
  const state = deliveryState(delivery);
  return state === 'dead' || state === 'failing';
}
