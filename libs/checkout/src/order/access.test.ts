import { describe, expect, it } from 'vitest';
import { lockIdForOrder, reservationRecordOf } from './access';

const lock = { vehicleId: '42', lockId: 'lock-1', orderNumber: 'LX-1', expiresAt: null };

describe('lockIdForOrder', () => {
  it('uses the hold while the order is under it, then the reservation it became', () => {
    expect(lockIdForOrder('LX-1', lock, null)).toBe('lock-1');
    expect(lockIdForOrder('LX-2', lock, { orderNumber: 'LX-2', lockId: 'lock-2', vehicleId: '7' })).toBe('lock-2');
  });

  it('has nothing for an order this browser never held', () => {
    expect(lockIdForOrder('LX-3', lock, { orderNumber: 'LX-2', lockId: 'lock-2', vehicleId: '7' })).toBeNull();
    expect(lockIdForOrder('LX-3', null, 'junk')).toBeNull();
    expect(reservationRecordOf({ orderNumber: 'LX-2' })).toBeNull();
  });
});
