/**
 * The buyer's exclusive hold on the vehicle (A§4 soft lock, ADR 026 §1 and §4): taking it, checking it
 * after a reload, releasing it, the countdown to its end and the two modals. The soft lock is kept
 * under `sl_order_online_soft_lock`. The countdown reads the clock through `readClockFx` on every tick
 * of a patronum `interval` the screen starts (`holdClockStarted`) and stops; tests raise `holdTicked`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import type { HoldInit, HoldStatus, InitHoldParams, OrderApiError, OrderOnlineApi } from '../contract';
import { toOrderApiError } from '../http';
import { ORDER_ONLINE_STORAGE_KEYS, parseSoftLock, softLockBelongsTo, type SoftLock } from '../storage';
import { $orderOnlineApi, readStorageFx, writeStorageFx, type StorageWrite } from './shared';

const KEY = ORDER_ONLINE_STORAGE_KEYS.softLock;

export type HoldRequest = InitHoldParams;

/**
 * The buyer starts (or comes back to) the checkout of a vehicle. A stored soft lock for that vehicle is
 * checked with the server; otherwise a new hold is taken (and a stored lock of another vehicle released:
 * a buyer holds one car at a time). Restore storage first (`orderOnlineRestored`).
 */
export const holdRequested = createEvent<HoldRequest>();
/** A§4: remove the soft lock only if it belongs to this vehicle id. */
export const softLockCleared = createEvent<string>();
export const softLockInitModalClosed = createEvent();
export const softLockKickedOutModalClosed = createEvent();
/** The clock's reading (ms since the epoch); drives `$holdSecondsLeft`. */
export const holdTicked = createEvent<number>();
/** Browser only (a server render must not keep a timer): start and stop the one-second tick. */
export const holdClockStarted = createEvent();
export const holdClockStopped = createEvent();

export const $softLock = createStore<SoftLock | null>(null, { sid: 'order-online/$softLock' });
/** What the init call answered: the server's amount, currency and vendor types for this order. */
export const $holdInit = createStore<HoldInit | null>(null, { sid: 'order-online/$holdInit' });
/** A§4: "the vehicle is held by another buyer" (init answered 409). */
export const $softLockShowInitModal = createStore(false, { sid: 'order-online/$softLockShowInitModal' });
/** A§4: the hold was lost (ran out, or the server says so). */
export const $softLockShowKickedOutModal = createStore(false, {
  sid: 'order-online/$softLockShowKickedOutModal',
});
/** The last failure of a hold call (see `orderErrorMessage`); errors do not cross SSR. */
export const $holdError = createStore<OrderApiError | null>(null, {
  sid: 'order-online/$holdError',
  serialize: 'ignore',
});
export const $holdNow = createStore<number | null>(null, {
  sid: 'order-online/$holdNow',
  serialize: 'ignore',
});
/** The countdown's tick length, ms. */
export const $holdTickMs = createStore(1000, { sid: 'order-online/$holdTickMs' });

function secondsLeft(lock: SoftLock | null, now: number | null): number | null {
  if (!lock?.expiresAt || now === null) return null;
  return Math.max(0, Math.ceil((Date.parse(lock.expiresAt) - now) / 1000));
}

/** Whole seconds until the hold ends; null without a running hold (none, paid, or no clock yet). */
export const $holdSecondsLeft = combine($softLock, $holdNow, secondsLeft);

/** Reads the time; tests replace the handler (`fork({ handlers: [[readClockFx, () => t]] })`). */
export const readClockFx = createEffect<void, number>(() => Date.now());

/** POST /buy_online/orders/init: 201 saves the soft lock; 409 shows the init modal. */
export const initHoldFx = attach({
  source: $orderOnlineApi,
  effect: (api: OrderOnlineApi, params: InitHoldParams) => api.initHold(params),
});
/** GET /buy_online/holds/:lock_id: `lost` (or 404) shows the kicked-out modal and clears the soft lock. */
export const checkHoldFx = attach({
  source: $orderOnlineApi,
  effect: (api: OrderOnlineApi, lockId: string): Promise<HoldStatus> => api.checkHold(lockId),
});
/** DELETE /buy_online/holds/:lock_id: the buyer leaves; the soft lock is cleared. */
export const releaseHoldFx = attach({
  source: $orderOnlineApi,
  effect: (api: OrderOnlineApi, lockId: string) => api.releaseHold(lockId),
});

const saveLock = createEvent<SoftLock | null>();
sample({ clock: saveLock, target: $softLock });
sample({
  clock: saveLock,
  fn: (lock): StorageWrite => ({ key: KEY, value: lock ? JSON.stringify(lock) : null }),
  target: writeStorageFx,
});

// Requesting. A request while a hold call runs is dropped: a second init would meet our own hold (409).
const $holdCallPending = combine(initHoldFx.pending, checkHoldFx.pending, (init, check) => init || check);
const accepted = sample({
  clock: holdRequested,
  source: $holdCallPending,
  filter: (pending) => !pending,
  fn: (_, request) => request,
});
const mine = sample({
  clock: accepted,
  source: $softLock,
  filter: (lock, request) => softLockBelongsTo(lock, request.vehicleId),
  fn: (lock) => lock!.lockId,
});
sample({ clock: mine, target: checkHoldFx });
const fresh = sample({
  clock: accepted,
  source: $softLock,
  filter: (lock, request) => !softLockBelongsTo(lock, request.vehicleId),
  fn: (lock, request) => ({ lock, request }),
});
sample({ clock: fresh, fn: ({ request }) => request, target: initHoldFx });
// A paid hold (no end) belongs to an order: it is never released from here.
sample({
  clock: fresh,
  filter: ({ lock }) => lock?.expiresAt != null,
  fn: ({ lock }) => lock!.lockId,
  target: releaseHoldFx,
});
sample({ clock: accepted, fn: () => null, target: $holdError });

// Taking.
sample({
  clock: initHoldFx.done,
  fn: ({ params, result }): SoftLock => ({
    vehicleId: String(params.vehicleId),
    lockId: result.lock_id,
    orderNumber: result.order_number,
    expiresAt: result.expires_at,
  }),
  target: saveLock,
});
sample({ clock: initHoldFx.doneData, target: $holdInit });
sample({
  clock: initHoldFx.done,
  fn: () => false,
  target: [$softLockShowInitModal, $softLockShowKickedOutModal],
});
sample({ clock: initHoldFx.done, target: readClockFx });
const initFailed = sample({ clock: initHoldFx.failData, fn: toOrderApiError });
sample({ clock: initFailed, target: $holdError });
sample({
  clock: initFailed,
  filter: (error) => error.status === 409,
  fn: () => true,
  target: $softLockShowInitModal,
});

// Checking.
const checked = sample({
  clock: checkHoldFx.done,
  source: $softLock,
  filter: (lock, { params }) => lock?.lockId === params,
  fn: (lock, { result }) => ({ lock: lock!, status: result }),
});
sample({
  clock: checked,
  filter: ({ status }) => status.state !== 'lost',
  fn: ({ lock, status }): SoftLock => ({
    ...lock,
    expiresAt: status.state === 'paid' ? null : status.expires_at,
  }),
  target: saveLock,
});
sample({ clock: checked, filter: ({ status }) => status.state !== 'lost', target: readClockFx });
const checkFailed = sample({ clock: checkHoldFx.failData, fn: toOrderApiError });
sample({ clock: checkFailed, target: $holdError });
const lost = sample({
  clock: [
    sample({ clock: checked, filter: ({ status }) => status.state === 'lost', fn: () => undefined }),
    sample({ clock: checkFailed, filter: (error) => error.status === 404, fn: () => undefined }),
  ],
});

// Releasing: only the lock that was released is cleared (a newer one may have been saved meanwhile).
sample({
  clock: releaseHoldFx.done,
  source: $softLock,
  filter: (lock, { params }) => lock?.lockId === params,
  fn: () => null,
  target: saveLock,
});

sample({
  clock: softLockCleared,
  source: $softLock,
  filter: (lock, vehicleId) => softLockBelongsTo(lock, vehicleId),
  fn: () => null,
  target: saveLock,
});

// Countdown. Reaching 0 ends the hold for this buyer.
const { tick } = interval({ timeout: $holdTickMs, start: holdClockStarted, stop: holdClockStopped });
sample({ clock: tick, target: readClockFx });
sample({ clock: readClockFx.doneData, target: holdTicked });
sample({ clock: holdTicked, target: $holdNow });
const expired = sample({
  clock: holdTicked,
  source: $softLock,
  filter: (lock, now) => secondsLeft(lock, now) === 0,
  fn: () => undefined,
});

/** Another call learned the hold is gone (an order call answered `code: hold_lost`). Not public. */
export const holdLostReported = createEvent();
const kickedOut = sample({ clock: [lost, expired, holdLostReported] });
sample({ clock: kickedOut, fn: () => true, target: $softLockShowKickedOutModal });
sample({ clock: kickedOut, fn: () => null, target: [saveLock, $holdInit] });
sample({ clock: kickedOut, target: holdClockStopped });

sample({ clock: softLockInitModalClosed, fn: () => false, target: $softLockShowInitModal });
sample({ clock: softLockKickedOutModalClosed, fn: () => false, target: $softLockShowKickedOutModal });

// Restoring (`orderOnlineRestored` reads the key).
sample({
  clock: readStorageFx.done,
  filter: ({ params }) => params === KEY,
  fn: ({ result }) => parseSoftLock(result),
  target: $softLock,
});
