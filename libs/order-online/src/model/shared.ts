/**
 * Units every order-online model shares: the injected API and storage, the storage effects and the
 * warning log. Nothing here touches a global at import time; each scope is handed its API and storage
 * (server: per request, with no storage; browser: once, with local storage).
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { OrderApiError, type OrderOnlineApi } from '../contract';
import { noStorage, type StorageAdapter } from '../storage';

function notConfigured(): Promise<never> {
  return Promise.reject(
    new OrderApiError('Order-online API not configured: raise orderOnlineApiConfigured first', null),
  );
}

/** Rejects every call until the site configures a real API. */
export const unconfiguredOrderOnlineApi: OrderOnlineApi = {
  getVehicle: notConfigured,
  getConfig: notConfigured,
  initHold: notConfigured,
  checkHold: notConfigured,
  releaseHold: notConfigured,
  createOrder: notConfigured,
  payment: notConfigured,
  paypalCreateOrder: notConfigured,
  paypalAuthorize: notConfigured,
  liqpayCheckoutData: notConfigured,
  getOrder: notConfigured,
  confirmOrder: notConfigured,
  sendInquiryEmail: notConfigured,
};

/** The site gives each scope its API (`createOrderOnlineApi`), tests a fake. */
export const orderOnlineApiConfigured = createEvent<OrderOnlineApi>();

/** Functions cannot cross SSR: never serialised, each side configures its own. */
export const $orderOnlineApi = createStore<OrderOnlineApi>(unconfiguredOrderOnlineApi, {
  sid: 'order-online/$orderOnlineApi',
  serialize: 'ignore',
});
sample({ clock: orderOnlineApiConfigured, target: $orderOnlineApi });

/** The browser gives its local storage (`browserLocalStorage()`); the server keeps `noStorage`. */
export const orderOnlineStorageConfigured = createEvent<StorageAdapter>();

export const $orderOnlineStorage = createStore<StorageAdapter>(noStorage, {
  sid: 'order-online/$orderOnlineStorage',
  serialize: 'ignore',
});
sample({ clock: orderOnlineStorageConfigured, target: $orderOnlineStorage });

export interface OrderOnlineWarning {
  readonly message: string;
  readonly context?: Readonly<Record<string, unknown>>;
}

/** A§8: storage, vehicle and configuration failures are only logged. Replace the handler to route logs. */
export const orderOnlineWarningLoggedFx = createEffect<OrderOnlineWarning, void>((warning) => {
  console.warn(`[order-online] ${warning.message}`, warning.context ?? {});
});

/** Reads one key; null when absent. Rejects only if the storage throws. */
export const readStorageFx = attach({
  source: $orderOnlineStorage,
  effect: (storage: StorageAdapter, key: string): string | null => storage.get(key),
});

export interface StorageWrite {
  readonly key: string;
  /** `null` removes the key. */
  readonly value: string | null;
}

/** Writes (or removes) one key. Rejects if the storage throws (quota, privacy mode). */
export const writeStorageFx = attach({
  source: $orderOnlineStorage,
  effect: (storage: StorageAdapter, { key, value }: StorageWrite): void => {
    if (value === null) storage.remove(key);
    else storage.set(key, value);
  },
});

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

sample({
  clock: readStorageFx.fail,
  fn: ({ params, error }): OrderOnlineWarning => ({
    message: 'Storage read failed',
    context: { key: params, error: errorText(error) },
  }),
  target: orderOnlineWarningLoggedFx,
});
sample({
  clock: writeStorageFx.fail,
  fn: ({ params, error }): OrderOnlineWarning => ({
    message: 'Storage write failed',
    context: { key: params.key, error: errorText(error) },
  }),
  target: orderOnlineWarningLoggedFx,
});

export { errorText };
