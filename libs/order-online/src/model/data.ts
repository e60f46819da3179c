/**
 * The buyer's journey data in the browser (A§3 `sl_order_online_data`), the reservation
 * (`sl_order_online_reservation`) and the showroom's product page data (`sl_product_page_data`).
 * Every change is saved; `orderOnlineRestored` reads every key back (the steps and the soft lock too).
 */
import { createEvent, createStore, sample } from 'effector';
import type { PaymentOptionType } from '../contract';
import { isRecord } from '../values';
import {
  emptyOrderOnlineData,
  ORDER_ONLINE_STORAGE_KEYS,
  orderOnlineDataFrom,
  readJson,
  type OrderOnlineData,
} from '../storage';
import { readStorageFx, writeStorageFx, type StorageWrite } from './shared';
import { stepsRestoreRequested } from './steps';

const KEYS = ORDER_ONLINE_STORAGE_KEYS;

/** Browser, once storage is configured: read every key of the journey back into the scope. */
export const orderOnlineRestored = createEvent();

/**
 * A part of the data changed (a step saved its choice). Merged into the current data and read
 * defensively; setting `locationDetails` also sets `paymentRecipient` (A§3).
 */
export const orderOnlineDataChanged = createEvent<Partial<Record<keyof OrderOnlineData, unknown>>>();
/** The journey ended (order placed, another vehicle chosen): the data and its stored copy are cleared. */
export const orderOnlineDataCleared = createEvent();

export const $orderOnlineData = createStore<OrderOnlineData>(emptyOrderOnlineData, {
  sid: 'order-online/$orderOnlineData',
});

/** The chosen payment option type (A§3: `calculator` is lease), else the preselected one, else null. */
export const $paymentOptionType = $orderOnlineData.map(
  (data): PaymentOptionType | null => data.paymentOptionsData?.type ?? data.preselectedPaymentOption ?? null,
);

/** `sl_order_online_reservation`: the reservation value as stored (any JSON), null when none. */
export const $reservation = createStore<unknown>(null, { sid: 'order-online/$reservation' });
export const reservationSaved = createEvent<unknown>();

/** `sl_product_page_data`: what the showroom page hands to the journey (any JSON object). */
export const $productPageData = createStore<Readonly<Record<string, unknown>> | null>(null, {
  sid: 'order-online/$productPageData',
});
export const productPageDataSaved = createEvent<Readonly<Record<string, unknown>> | null>();

const write = (key: string, value: unknown): StorageWrite => ({
  key,
  value: value === null || value === undefined ? null : JSON.stringify(value),
});

// sl_order_online_data
const merged = sample({
  clock: orderOnlineDataChanged,
  source: $orderOnlineData,
  fn: (data, update) => {
    const next: Record<string, unknown> = { ...data, ...update };
    // paymentRecipient follows locationDetails (A§3); an update of it alone is not taken.
    next['paymentRecipient'] = next['locationDetails'];
    return orderOnlineDataFrom(next);
  },
});
sample({ clock: merged, target: $orderOnlineData });
sample({ clock: merged, fn: (data) => write(KEYS.data, data), target: writeStorageFx });
sample({ clock: orderOnlineDataCleared, fn: () => emptyOrderOnlineData, target: $orderOnlineData });
sample({ clock: orderOnlineDataCleared, fn: () => write(KEYS.data, null), target: writeStorageFx });

// sl_order_online_reservation, sl_product_page_data
sample({ clock: reservationSaved, fn: (value) => value ?? null, target: $reservation });
sample({ clock: reservationSaved, fn: (value) => write(KEYS.reservation, value), target: writeStorageFx });
sample({
  clock: productPageDataSaved,
  fn: (value) => (isRecord(value) ? value : null),
  target: $productPageData,
});
sample({
  clock: productPageDataSaved,
  fn: (value) => write(KEYS.productPageData, isRecord(value) ? value : null),
  target: writeStorageFx,
});

// Restoring.
for (const key of [KEYS.data, KEYS.reservation, KEYS.productPageData, KEYS.softLock]) {
  sample({ clock: orderOnlineRestored, fn: () => key, target: readStorageFx });
}
sample({ clock: orderOnlineRestored, target: stepsRestoreRequested });

const readOf = (key: string) =>
  sample({
    clock: readStorageFx.done,
    filter: ({ params }) => params === key,
    fn: ({ result }) => readJson(result),
  });
sample({ clock: readOf(KEYS.data), fn: orderOnlineDataFrom, target: $orderOnlineData });
sample({ clock: readOf(KEYS.reservation), target: $reservation });
sample({
  clock: readOf(KEYS.productPageData),
  fn: (value) => (isRecord(value) ? value : null),
  target: $productPageData,
});
