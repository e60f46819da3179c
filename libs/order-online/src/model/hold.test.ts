import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { HoldStatus, OrderOnlineApi } from '../contract';
import { createMemoryStorage, ORDER_ONLINE_STORAGE_KEYS, type SoftLock } from '../storage';
import { apiError, createFakeOrderOnlineApi, sampleHoldInit } from '../testing';
import { orderOnlineRestored } from './data';
import {
  $holdError,
  $holdInit,
  $holdNow,
  $holdSecondsLeft,
  $holdTickMs,
  $softLock,
  $softLockShowInitModal,
  $softLockShowKickedOutModal,
  checkHoldFx,
  holdClockStarted,
  holdClockStopped,
  holdRequested,
  holdTicked,
  initHoldFx,
  readClockFx,
  releaseHoldFx,
  softLockCleared,
  softLockInitModalClosed,
  softLockKickedOutModalClosed,
} from './hold';
import { $orderOnlineApi, $orderOnlineStorage } from './shared';

const KEY = ORDER_ONLINE_STORAGE_KEYS.softLock;
const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const lock: SoftLock = {
  vehicleId: '42',
  lockId: 'lock-old',
  orderNumber: 'LUX-000100',
  expiresAt: '2026-01-01T10:05:00.000Z',
};
const request = { vehicleId: '42', companyUuid: 'co-1' };
const status: HoldStatus = {
  lock_id: 'lock-old',
  vehicle_id: 42,
  order_number: 'LUX-000100',
  state: 'held',
  expires_at: lock.expiresAt,
};

function setup(calls: Partial<OrderOnlineApi> = {}, stored: SoftLock | null = null, now = T0) {
  const storage = createMemoryStorage(stored ? { [KEY]: JSON.stringify(stored) } : {});
  const api = createFakeOrderOnlineApi(calls);
  const scope = fork({
    values: [
      [$orderOnlineApi, api],
      [$orderOnlineStorage, storage],
    ],
    handlers: [[readClockFx, () => now]],
  });
  return { scope, storage };
}

const storedLock = (storage: ReturnType<typeof createMemoryStorage>) => {
  const raw = storage.get(KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

describe('taking a hold (ADR 026 §4)', () => {
  it('201: saves the soft lock and starts the countdown', async () => {
    const initHold = vi.fn(async () => sampleHoldInit({ expires_at: '2026-01-01T10:15:00.000Z' }));
    const { scope, storage } = setup({ initHold });
    await allSettled(holdRequested, { scope, params: request });
    expect(initHold).toHaveBeenCalledWith(request);
    const saved = {
      vehicleId: '42',
      lockId: sampleHoldInit().lock_id,
      orderNumber: 'LUX-000123',
      expiresAt: '2026-01-01T10:15:00.000Z',
    };
    expect(scope.getState($softLock)).toEqual(saved);
    expect(storedLock(storage)).toEqual(saved);
    expect(scope.getState($holdInit)?.amount).toBe(500000);
    expect(scope.getState($holdSecondsLeft)).toBe(900);
    expect(scope.getState($softLockShowInitModal)).toBe(false);
  });

  it('409: shows the init modal and saves nothing', async () => {
    const { scope, storage } = setup({
      initHold: () => Promise.reject(apiError(409, 'הרכב שמור כעת לקונה אחר.', 'vehicle_held')),
    });
    await allSettled(holdRequested, { scope, params: request });
    expect(scope.getState($softLockShowInitModal)).toBe(true);
    expect(scope.getState($softLock)).toBeNull();
    expect(storedLock(storage)).toBeNull();
    expect(scope.getState($holdError)?.code).toBe('vehicle_held');
    await allSettled(softLockInitModalClosed, { scope });
    expect(scope.getState($softLockShowInitModal)).toBe(false);
  });

  it('another failure keeps the init modal closed and reports the error', async () => {
    const { scope } = setup({ initHold: () => Promise.reject(apiError(503, 'down')) });
    await allSettled(holdRequested, { scope, params: request });
    expect(scope.getState($softLockShowInitModal)).toBe(false);
    expect(scope.getState($holdError)?.status).toBe(503);
  });

  it('a stored soft lock of the same vehicle is checked, not taken again', async () => {
    const initHold = vi.fn(async () => sampleHoldInit());
    const checkHold = vi.fn(async (): Promise<HoldStatus> => ({
      lock_id: 'lock-old',
      vehicle_id: 42,
      order_number: 'LUX-000100',
      state: 'held',
      expires_at: '2026-01-01T10:07:00.000Z',
    }));
    const { scope, storage } = setup({ initHold, checkHold }, lock);
    await allSettled(orderOnlineRestored, { scope });
    expect(scope.getState($softLock)).toEqual(lock);
    await allSettled(holdRequested, { scope, params: request });
    expect(initHold).not.toHaveBeenCalled();
    expect(checkHold).toHaveBeenCalledWith('lock-old');
    expect(scope.getState($softLock)?.expiresAt).toBe('2026-01-01T10:07:00.000Z');
    expect((storedLock(storage) as SoftLock).expiresAt).toBe('2026-01-01T10:07:00.000Z');
    expect(scope.getState($holdSecondsLeft)).toBe(420);
  });

  it('a stored soft lock of another vehicle is released and a new hold taken', async () => {
    const releaseHold = vi.fn(async () => undefined);
    const { scope, storage } = setup(
      { initHold: async () => sampleHoldInit({ lock_id: 'lock-new' }), releaseHold },
      { ...lock, vehicleId: '7' },
    );
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdRequested, { scope, params: request });
    expect(releaseHold).toHaveBeenCalledWith('lock-old');
    expect(scope.getState($softLock)?.lockId).toBe('lock-new');
    expect((storedLock(storage) as SoftLock).lockId).toBe('lock-new');
  });
});

describe('repeated requests', () => {
  it('a request while the init call runs is dropped (a second init would meet our own hold)', async () => {
    const initHold = vi.fn(async () => sampleHoldInit());
    const { scope } = setup({ initHold });
    await Promise.all([
      allSettled(holdRequested, { scope, params: request }),
      allSettled(holdRequested, { scope, params: request }),
    ]);
    expect(initHold).toHaveBeenCalledTimes(1);
    expect(scope.getState($softLockShowInitModal)).toBe(false);
  });

  it('a paid hold of another vehicle is not released', async () => {
    const releaseHold = vi.fn(async () => undefined);
    const { scope } = setup(
      { initHold: async () => sampleHoldInit(), releaseHold },
      { ...lock, vehicleId: '7', expiresAt: null },
    );
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdRequested, { scope, params: request });
    expect(releaseHold).not.toHaveBeenCalled();
  });
});

describe('checking a hold after a reload', () => {
  it.each<[string, Partial<OrderOnlineApi>, boolean, string | null | undefined]>([
    [
      'lost: kicked-out modal, soft lock cleared',
      { checkHold: async () => ({ ...status, state: 'lost' }) },
      true,
      undefined,
    ],
    [
      '404: the same as lost',
      { checkHold: () => Promise.reject(apiError(404, 'not found')) },
      true,
      undefined,
    ],
    [
      'paid: kept, with no end',
      { checkHold: async () => ({ ...status, state: 'paid', expires_at: null }) },
      false,
      null,
    ],
    [
      'no connection: kept as it was',
      { checkHold: () => Promise.reject(new Error('Network Error')) },
      false,
      lock.expiresAt,
    ],
  ])('%s', async (_, calls, kickedOut, expiresAt) => {
    const { scope, storage } = setup(calls, lock);
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(checkHoldFx, { scope, params: 'lock-old' });
    expect(scope.getState($softLockShowKickedOutModal)).toBe(kickedOut);
    if (expiresAt === undefined) {
      expect(scope.getState($softLock)).toBeNull();
      expect(storedLock(storage)).toBeNull();
    } else {
      expect(scope.getState($softLock)?.expiresAt).toBe(expiresAt);
    }
  });
});

describe('the soft lock belongs to its vehicle (A§4)', () => {
  it.each<[string, string, boolean]>([
    ['the same vehicle removes it', '42', true],
    ['another vehicle leaves it', '43', false],
  ])('%s', async (_, vehicleId, removed) => {
    const { scope, storage } = setup({}, lock);
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(softLockCleared, { scope, params: vehicleId });
    expect(scope.getState($softLock) === null).toBe(removed);
    expect(storedLock(storage) === null).toBe(removed);
  });

  it('releasing clears the released lock only', async () => {
    const { scope, storage } = setup({ releaseHold: async () => undefined }, lock);
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(releaseHoldFx, { scope, params: 'some-other-lock' });
    expect(scope.getState($softLock)).toEqual(lock);
    await allSettled(releaseHoldFx, { scope, params: 'lock-old' });
    expect(scope.getState($softLock)).toBeNull();
    expect(storedLock(storage)).toBeNull();
  });
});

describe('countdown', () => {
  it.each<[number, number | null]>([
    [T0, 300],
    [T0 + 1, 300],
    [T0 + 299_001, 1],
    [T0 + 300_000, null],
    [T0 + 999_999, null],
  ])('at %i ms: %s seconds left (null: the hold ended)', async (now, left) => {
    const { scope } = setup({}, lock);
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdTicked, { scope, params: now });
    expect(scope.getState($holdSecondsLeft)).toBe(left);
  });

  it('shows the kicked-out modal at 0 and clears the soft lock', async () => {
    const { scope, storage } = setup({}, lock);
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdTicked, { scope, params: T0 + 299_000 });
    expect(scope.getState($softLockShowKickedOutModal)).toBe(false);
    expect(scope.getState($holdSecondsLeft)).toBe(1);
    await allSettled(holdTicked, { scope, params: T0 + 300_000 });
    expect(scope.getState($softLockShowKickedOutModal)).toBe(true);
    expect(scope.getState($softLock)).toBeNull();
    expect(storedLock(storage)).toBeNull();
    await allSettled(softLockKickedOutModalClosed, { scope });
    expect(scope.getState($softLockShowKickedOutModal)).toBe(false);
  });

  it('has no countdown without a hold, or for a paid one', async () => {
    const { scope } = setup({}, { ...lock, expiresAt: null });
    await allSettled(holdTicked, { scope, params: T0 });
    expect(scope.getState($holdSecondsLeft)).toBeNull();
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdTicked, { scope, params: T0 + 10_000_000 });
    expect(scope.getState($holdSecondsLeft)).toBeNull();
    expect(scope.getState($softLockShowKickedOutModal)).toBe(false);
  });

  it('the clock ticks through patronum interval until stopped', async () => {
    let now = T0;
    const scope = fork({
      values: [
        [$orderOnlineStorage, createMemoryStorage({ [KEY]: JSON.stringify(lock) })],
        [$holdTickMs, 5],
      ],
      handlers: [[readClockFx, () => (now += 1000)]],
    });
    await allSettled(orderOnlineRestored, { scope });
    // The interval keeps an effect running, so allSettled of the start resolves only after the stop.
    const running = allSettled(holdClockStarted, { scope });
    await vi.waitFor(() => expect(scope.getState($holdSecondsLeft)).toBeLessThanOrEqual(297), {
      timeout: 2000,
    });
    await allSettled(holdClockStopped, { scope });
    await running;
    const stoppedAt = scope.getState($holdNow);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(scope.getState($holdNow)).toBe(stoppedAt);
  });

  it('reaching 0 stops the clock', async () => {
    let now = T0 + 297_000;
    const scope = fork({
      values: [
        [$orderOnlineStorage, createMemoryStorage({ [KEY]: JSON.stringify(lock) })],
        [$holdTickMs, 2],
      ],
      handlers: [[readClockFx, () => (now += 1000)]],
    });
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdClockStarted, { scope }); // resolves: the expiry stops the interval
    expect(scope.getState($softLockShowKickedOutModal)).toBe(true);
    expect(scope.getState($holdNow)).toBe(T0 + 300_000);
  });
});

describe('effects are the hold calls', () => {
  it('initHoldFx passes its params to the API', async () => {
    const initHold = vi.fn(async () => sampleHoldInit());
    const { scope } = setup({ initHold });
    await allSettled(initHoldFx, { scope, params: request });
    expect(initHold).toHaveBeenCalledWith(request);
  });
});
