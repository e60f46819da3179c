/**
 * Units shared by the list, postcode, saved and showroom models: the injected API, the listing,
 * storage effects and warnings. Nothing here touches a global at import time; the default storage
 * handlers look for `sessionStorage`/`localStorage` only when run, and tests and SSR replace them
 * with `fork({ handlers })`.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { StockApiError, type StockApi } from '../contract';
import { emptyPostcodeSearch, type PostcodeSearchData } from '../postcode';

function notConfigured(): Promise<never> {
  return Promise.reject(new StockApiError('Stock API not configured: raise stockApiConfigured first', null));
}

/** Rejects every call until the site configures a real API. */
export const unconfiguredStockApi: StockApi = {
  listVehicles: notConfigured,
  listVehiclesLight: notConfigured,
  getVehicle: notConfigured,
  listRetailers: notConfigured,
  getCompanyConfig: notConfigured,
  getTranslations: notConfigured,
  listBrands: notConfigured,
  listNameplates: notConfigured,
  getConfigData: notConfigured,
  getTradeInFormOptions: notConfigured,
  getShowroomConfig: notConfigured,
  getVehicleByConfigUrl: notConfigured,
};

/** The site gives each scope its API (server: per request; browser: once). */
export const stockApiConfigured = createEvent<StockApi>();

/** Functions cannot cross SSR: the API is never serialised, each side configures its own. */
export const $stockApi = createStore<StockApi>(unconfiguredStockApi, {
  sid: 'stock-locator/$stockApi',
  serialize: 'ignore',
});
sample({ clock: stockApiConfigured, target: $stockApi });

/** The listing key of the block (`ci_key_list`, B§3.2), used in every `/public_api/listing/{listing}` call. */
export const $listing = createStore('', { sid: 'stock-locator/$listing' });
/** The block's brand key (`sl_key_brand`); '' for every brand. */
export const $brandKey = createStore('', { sid: 'stock-locator/$brandKey' });

/** The current postcode/state/retailer search (A§3), with the dealer codes it resolved to. */
export const $postcodeSearch = createStore<PostcodeSearchData>(emptyPostcodeSearch, {
  sid: 'stock-locator/$postcodeSearch',
});

/** True once a vehicle list has been shown (A§4 postcode search rule). */
export const $listShown = createStore(false, { sid: 'stock-locator/$listShown' });

/** Ask the list to load again from page 1 (filters, search or dealers changed). */
export const listReloadRequested = createEvent();

export interface StockWarning {
  readonly message: string;
  readonly context?: Readonly<Record<string, unknown>>;
}

/** A§8: storage failures and missing translations are only logged. Replace the handler to route logs. */
export const stockWarningLoggedFx = createEffect<StockWarning, void>((warning) => {
  console.warn(`[stock-locator] ${warning.message}`, warning.context ?? {});
});

type StorageKind = 'sessionStorage' | 'localStorage';

/** The browser storage, or null on the server or when access throws (privacy modes). */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    const storage = (globalThis as Partial<Record<StorageKind, Storage>>)[kind];
    return storage ?? null;
  } catch {
    return null;
  }
}

export interface StorageRead {
  readonly kind: StorageKind;
  readonly key: string;
}
export interface StorageWrite extends StorageRead {
  /** `null` removes the key. */
  readonly value: string | null;
}

/** Reads one key; resolves `null` when absent or unavailable. Rejects only if storage throws. */
export const storageReadFx = createEffect<StorageRead, string | null>(({ kind, key }) => {
  const storage = browserStorage(kind);
  return storage ? storage.getItem(key) : null;
});

/** Writes (or removes) one key. Rejects if storage throws (quota, privacy mode). */
export const storageWrittenFx = createEffect<StorageWrite, void>(({ kind, key, value }) => {
  const storage = browserStorage(kind);
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
});

sample({
  clock: [storageReadFx.fail, storageWrittenFx.fail],
  fn: ({ params, error }): StockWarning => ({
    message: 'Storage failure',
    context: { key: params.key, kind: params.kind, error: error instanceof Error ? error.message : String(error) },
  }),
  target: stockWarningLoggedFx,
});
