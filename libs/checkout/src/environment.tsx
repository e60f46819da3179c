import { createContext, use, type ReactNode } from 'react';
import type { StorageAdapter } from '@lux/order-online';
import { checkoutStrings, type CheckoutLocale, type CheckoutStrings } from './strings';

/** A retailer the buyer can choose (A§3 Dealer, from the content service's `/dealers`). */
export interface Retailer {
  /** The dealer code: the location's `uuid` (A§3 locationDetails) and the order's `retailer`. */
  uuid: string;
  name: string;
  city: string;
  address: string;
  phone: string;
}

export interface TradeInOption {
  value: string;
  label: string;
}

/** A§3 trade-in option lists (A§7 `/trade_in/form_options`). */
export interface TradeInOptions {
  brands: TradeInOption[];
  models: Array<TradeInOption & { brand: string }>;
  bodyTypes: TradeInOption[];
  fuelTypes: TradeInOption[];
}

/** Where the journey's pages are, in the page's language (the site builds them with its locale prefix). */
export interface CheckoutPaths {
  stockList: string;
  details: (vehicleId: string, configUrl?: string | null) => string;
  checkout: (vehicleId: string) => string;
  success: (orderNumber: string) => string;
  confirmation: (orderNumber: string) => string;
}

/** What the screens need from the page around them; stories and tests pass fakes. */
export interface CheckoutServices {
  loadRetailers: (locale: CheckoutLocale, brand: string) => Promise<Retailer[]>;
  loadTradeInOptions: (locale: CheckoutLocale) => Promise<TradeInOptions | null>;
  /** Adds a vendor's script once (Stripe.js, the PayPal SDK); resolves when it has run. */
  loadScript: (src: string) => Promise<void>;
  /** This tab's storage (the buyer's details, a payment on its way), or null without one. */
  session: StorageAdapter | null;
  /** A client-side navigation of the site. */
  navigate: (to: string) => void;
  /** The full address of a site path, for vendors that send the buyer back to it (LiqPay, Stripe redirects). */
  absoluteUrl: (path: string) => string;
}

export interface CheckoutEnvironment {
  locale: CheckoutLocale;
  /** The company the order belongs to (`company_uuid`): the Company-Config of the stock calls. */
  companyUuid: string;
  /** The stock listing the vehicle comes from (`ci_key_list`). */
  listing: string;
  paths: CheckoutPaths;
  services: CheckoutServices;
}

const EnvironmentContext = createContext<CheckoutEnvironment | null>(null);

export function CheckoutEnvironmentProvider({ value, children }: { value: CheckoutEnvironment; children: ReactNode }) {
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>;
}

export function useCheckoutEnvironment(): CheckoutEnvironment {
  const environment = use(EnvironmentContext);
  if (!environment) throw new Error('The checkout screens need a <CheckoutEnvironmentProvider> above them.');
  return environment;
}

/** The strings of the page's language. */
export function useCheckoutStrings(): CheckoutStrings {
  return checkoutStrings[useCheckoutEnvironment().locale];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** `/dealers` answers JSON:API resources; each becomes a retailer, those without a code are dropped. */
export function readRetailers(body: unknown): Retailer[] {
  const data = isRecord(body) && Array.isArray(body['data']) ? body['data'] : [];
  return data.flatMap((item: unknown) => {
    const flat = isRecord(item) && isRecord(item['attributes']) ? item['attributes'] : item;
    if (!isRecord(flat)) return [];
    const uuid = textOf(flat['dealer_code']);
    if (!uuid) return [];
    return [
      {
        uuid,
        name: textOf(flat['name']) || uuid,
        city: textOf(flat['city']),
        address: textOf(flat['address']),
        phone: textOf(flat['phone']) || textOf(flat['mainPhone']),
      },
    ];
  });
}

function options(raw: unknown): TradeInOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!isRecord(item) || !textOf(item['value'])) return [];
    return [{ value: textOf(item['value']), label: textOf(item['label']) || textOf(item['value']) }];
  });
}

/** The `/trade_in/form_options` answer's lists, malformed entries dropped; null when it has no makes. */
export function readTradeInOptions(body: unknown): TradeInOptions | null {
  const data = isRecord(body) && isRecord(body['data']) ? body['data'] : body;
  if (!isRecord(data)) return null;
  const models = Array.isArray(data['models'])
    ? data['models'].flatMap((item: unknown) =>
        isRecord(item) && textOf(item['value']) && textOf(item['brand'])
          ? [{ value: textOf(item['value']), label: textOf(item['label']) || textOf(item['value']), brand: textOf(item['brand']) }]
          : [],
      )
    : [];
  const result = { brands: options(data['brands']), models, bodyTypes: options(data['bodyTypes']), fuelTypes: options(data['fuelTypes']) };
  return result.brands.length > 0 ? result : null;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

const scripts = new Map<string, Promise<void>>();

/** Appends `<script src>` once per address; a failed load can be tried again. */
export function loadScriptOnce(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(`The script ${src} could not be loaded`));
    });
    document.head.append(script);
  });
  scripts.set(src, loading);
  return loading;
}

function browserSessionStorage(): StorageAdapter | null {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return null;
    return { get: (key) => storage.getItem(key), set: (key, value) => storage.setItem(key, value), remove: (key) => storage.removeItem(key) };
  } catch {
    return null;
  }
}

/**
 * The browser's services over the site's own origin: retailers from the content service's `/dealers`
 * (50, by name, the vehicle's brand), trade-in lists from the stock service (A§7), both through the
 * site's read proxies.
 */
export function browserCheckoutServices(navigate: (to: string) => void): CheckoutServices {
  return {
    loadRetailers: async (locale, brand) => {
      const query = new URLSearchParams({ items: '50', sort: 'name', locale });
      if (brand) query.set('filter[brand_name_eq]', brand);
      return readRetailers(await getJson(`/api/content/dealers?${query.toString()}`));
    },
    loadTradeInOptions: async (locale) => readTradeInOptions(await getJson(`/api/stock/trade_in/form_options?lang=${locale}`)),
    loadScript: loadScriptOnce,
    session: browserSessionStorage(),
    navigate,
    absoluteUrl: (path) => new URL(path, window.location.origin).toString(),
  };
}
