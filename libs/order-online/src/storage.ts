/**
 * The journey's browser keys (A§3, A§9) and the storage they live in. The model never touches
 * `localStorage` itself: it is handed a `StorageAdapter` (the browser's, an in-memory one in tests, none
 * on the server). Readers here are defensive: whatever a visitor's storage holds, they return a
 * well-formed value or null, never throw.
 */
import type { PaymentOptionType } from './contract';
import { normalisePaymentOptionType } from './config';
import { isRecord, nonEmptyText } from './values';

/** A§9: every key the journey keeps in local storage. */
export const ORDER_ONLINE_STORAGE_KEYS = {
  data: 'sl_order_online_data',
  softLock: 'sl_order_online_soft_lock',
  reservation: 'sl_order_online_reservation',
  steps: 'sl_order_online_steps',
  productPageData: 'sl_product_page_data',
} as const;
export type OrderOnlineStorageKey =
  (typeof ORDER_ONLINE_STORAGE_KEYS)[keyof typeof ORDER_ONLINE_STORAGE_KEYS];

/** The three calls of `Storage` the journey needs. Any of them may throw (quota, privacy mode). */
export interface StorageAdapter {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Stores nothing: the server's adapter, and every scope's until the browser configures its own. */
export const noStorage: StorageAdapter = {
  get: () => null,
  set: () => undefined,
  remove: () => undefined,
};

export interface MemoryStorage extends StorageAdapter {
  /** Everything stored, for assertions. */
  snapshot(): Record<string, string>;
}

/** An in-memory adapter (tests, stories, a browser whose storage is unavailable). */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
    snapshot: () => Object.fromEntries(entries),
  };
}

/**
 * The browser's local storage as an adapter, or null when there is none (server) or reading the
 * property throws (some privacy modes). Calls are not wrapped: the model logs their failures (A§8).
 */
export function browserLocalStorage(): StorageAdapter | null {
  let storage: Storage | undefined;
  try {
    storage = (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return null;
  }
  if (!storage) return null;
  const local = storage;
  return {
    get: (key) => local.getItem(key),
    set: (key, value) => local.setItem(key, value),
    remove: (key) => local.removeItem(key),
  };
}

/** Parses stored JSON; anything unreadable is null. */
export function readJson(raw: string | null): unknown {
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// sl_order_online_data

/** A§3 Payment options: the chosen type and the data list of the payment-option step. */
export interface PaymentOptionsData {
  readonly type: PaymentOptionType;
  readonly data: readonly unknown[];
}

/** A§3 Trade-in. */
export interface TradeInData {
  readonly brand?: string;
  readonly bodyType?: string;
  readonly fuelType?: string;
  readonly model?: string;
  readonly mileage?: string | number;
  readonly registrationDate?: string;
  readonly registration?: string;
  readonly [field: string]: unknown;
}

/** The chosen retailer's location (A§3: with uuid; also stored as paymentRecipient). */
export interface LocationDetails {
  readonly uuid: string;
  readonly [field: string]: unknown;
}

type JsonObject = Readonly<Record<string, unknown>>;

/** A§3 "Order-online browser data" (key `sl_order_online_data`). Every field may be absent: null. */
export interface OrderOnlineData {
  readonly vehicleId: string | null;
  readonly detailsRoute: string | null;
  readonly location: JsonObject | string | null;
  readonly preselectedPaymentOption: PaymentOptionType | null;
  readonly tradeInData: TradeInData | null;
  readonly configUrl: string | null;
  readonly paymentOptionsData: PaymentOptionsData | null;
  readonly tabChoice: string | null;
  readonly servicePackData: JsonObject | null;
  readonly appBookingData: JsonObject | null;
  readonly locationDetails: LocationDetails | null;
  /** Always the same as `locationDetails` (A§3): the retailer who receives the payment. */
  readonly paymentRecipient: LocationDetails | null;
  readonly termsAndConditionsData: JsonObject | null;
}

export const emptyOrderOnlineData: OrderOnlineData = {
  vehicleId: null,
  detailsRoute: null,
  location: null,
  preselectedPaymentOption: null,
  tradeInData: null,
  configUrl: null,
  paymentOptionsData: null,
  tabChoice: null,
  servicePackData: null,
  appBookingData: null,
  locationDetails: null,
  paymentRecipient: null,
  termsAndConditionsData: null,
};

const objectOrNull = (value: unknown): JsonObject | null => (isRecord(value) ? value : null);

function vehicleIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}

function locationDetailsOf(value: unknown): LocationDetails | null {
  if (!isRecord(value)) return null;
  const uuid = nonEmptyText(value['uuid']);
  return uuid ? ({ ...value, uuid } as LocationDetails) : null;
}

function paymentOptionsDataOf(value: unknown): PaymentOptionsData | null {
  if (!isRecord(value)) return null;
  const type = normalisePaymentOptionType(value['type']);
  if (!type) return null;
  return { type, data: Array.isArray(value['data']) ? value['data'] : [] };
}

/** Reads any value (parsed JSON, or a partial update) into well-formed browser data. */
export function orderOnlineDataFrom(value: unknown): OrderOnlineData {
  if (!isRecord(value)) return emptyOrderOnlineData;
  const location = value['location'];
  const locationDetails = locationDetailsOf(value['locationDetails']);
  return {
    vehicleId: vehicleIdOf(value['vehicleId']),
    detailsRoute: nonEmptyText(value['detailsRoute']),
    location: typeof location === 'string' ? nonEmptyText(location) : objectOrNull(location),
    preselectedPaymentOption: normalisePaymentOptionType(value['preselectedPaymentOption']),
    tradeInData: objectOrNull(value['tradeInData']) as TradeInData | null,
    configUrl: nonEmptyText(value['configUrl']),
    paymentOptionsData: paymentOptionsDataOf(value['paymentOptionsData']),
    tabChoice: nonEmptyText(value['tabChoice']),
    servicePackData: objectOrNull(value['servicePackData']),
    appBookingData: objectOrNull(value['appBookingData']),
    locationDetails,
    paymentRecipient: locationDetails,
    termsAndConditionsData: objectOrNull(value['termsAndConditionsData']),
  };
}

/** Reads the stored `sl_order_online_data` text. */
export function parseOrderOnlineData(raw: string | null): OrderOnlineData {
  return orderOnlineDataFrom(readJson(raw));
}

/** Sets the retailer's location, and with it the payment recipient (A§3). */
export function withLocationDetails(data: OrderOnlineData, details: LocationDetails | null): OrderOnlineData {
  const locationDetails = locationDetailsOf(details);
  return { ...data, locationDetails, paymentRecipient: locationDetails };
}

// ---------------------------------------------------------------------------------------------------
// sl_order_online_soft_lock

/** A§3 soft lock: the buyer's hold on one vehicle (ADR 026 §1), as the init call answered it. */
export interface SoftLock {
  readonly vehicleId: string;
  readonly lockId: string;
  readonly orderNumber: string;
  /** ISO time the hold ends; null once the order is paid (the hold lasts until the order ends). */
  readonly expiresAt: string | null;
}

export function softLockFrom(value: unknown): SoftLock | null {
  if (!isRecord(value)) return null;
  const vehicleId = vehicleIdOf(value['vehicleId']);
  const lockId = nonEmptyText(value['lockId']);
  const orderNumber = nonEmptyText(value['orderNumber']);
  if (!vehicleId || !lockId || !orderNumber) return null;
  const expiresAt = nonEmptyText(value['expiresAt']);
  return {
    vehicleId,
    lockId,
    orderNumber,
    expiresAt: expiresAt && Number.isFinite(Date.parse(expiresAt)) ? expiresAt : null,
  };
}

export function parseSoftLock(raw: string | null): SoftLock | null {
  return softLockFrom(readJson(raw));
}

/** A§4: the soft lock is removed only if it belongs to the given vehicle id. */
export function softLockBelongsTo(
  lock: SoftLock | null,
  vehicleId: string | number | null | undefined,
): boolean {
  return (
    lock !== null && vehicleId !== null && vehicleId !== undefined && lock.vehicleId === String(vehicleId)
  );
}
