import { templateTokens } from './template';

/** The price templates, one per kind of price shown on the site. */
export type PriceKind = 'price' | 'lease' | 'subscribe' | 'stock' | 'general';

export const PRICE_KINDS: readonly PriceKind[] = ['price', 'lease', 'subscribe', 'stock', 'general'];

/** Second price in another currency, shown next to the main one when enabled. */
export interface DoublePriceSettings {
  readonly enabled: boolean;
  /** Symbol or ISO code written at `%` in the double price. */
  readonly symbol: string;
  /** Multiplier from the main currency to the double-price currency; always > 0. */
  readonly rate: number;
  /** Fraction digits of the double price, an integer 0..4. */
  readonly decimals: number;
}

/**
 * Where the live currency rate for double prices comes from (site-stock-order A§8): GET
 * `{url}/currency-exchange`, then the top-level keys `responseKey` (the rate) and `startDateKey`.
 */
export interface CurrencyApiSettings {
  /** The `{host}`: an http(s) URL without query or fragment; `null` means no request is ever made. */
  readonly url: string | null;
  /** Top-level key of the rate in the response body. */
  readonly responseKey: string;
  /** Top-level key of the date the rate applies from. */
  readonly startDateKey: string;
}

/** Everything needed to turn a raw amount into display text. Plain JSON, so it survives SSR. */
export interface PriceSettings {
  /** Thousands delimiter: exactly one character that is neither a digit nor a template token. */
  readonly delimiter: string;
  readonly symbol: string;
  /** ISO 4217 code of the main currency (for analytics and structured data, not for display). */
  readonly currencyIso: string;
  readonly formats: Readonly<Record<PriceKind, string>>;
  /** Text around a full (total) price; `@` embeds the formatted price. */
  readonly fullString: string;
  /** Text of an offer ("from @"); `@` embeds the formatted price. */
  readonly offerString: string;
  /** Template of the daily price in the car rent block. */
  readonly rentBlockFormat: string;
  /** CSS class the UI puts on double-price elements. */
  readonly exchangeClass: string;
  readonly doublePrice: DoublePriceSettings;
  /** The currency service; the rate it returns replaces `doublePrice.rate` (see `$currencyRate`). */
  readonly currencyApi: CurrencyApiSettings;
}

/** A setting the server sent that could not be used; the default was kept instead. */
export interface PriceSettingsProblem {
  readonly key: string;
  readonly message: string;
}

export interface PriceSettingsResult {
  readonly settings: PriceSettings;
  readonly problems: readonly PriceSettingsProblem[];
}

/** Built-in defaults (site-stock-order §3 and §9). Server settings override them key by key. */
export const defaultPriceSettings: PriceSettings = Object.freeze({
  delimiter: ',',
  symbol: '€',
  currencyIso: 'EUR',
  formats: Object.freeze({
    price: '% ^',
    lease: '% ^ / Month',
    subscribe: 'from % ^ / Month',
    stock: '% ^',
    general: '^%',
  }),
  fullString: '@',
  offerString: 'from @',
  rentBlockFormat: '% ^ / Day',
  exchangeClass: 'price-exchange-class',
  doublePrice: Object.freeze({ enabled: false, symbol: 'EUR', rate: 1, decimals: 0 }),
  currencyApi: Object.freeze({ url: null, responseKey: 'data', startDateKey: 'startdate' }),
});

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = {
  -readonly [K in keyof PriceSettings]: PriceSettings[K] extends object
    ? Mutable<PriceSettings[K]>
    : PriceSettings[K];
};

/** How one key is read and written back. `read` returns the problem text when it rejects a value. */
interface KeyRule {
  readonly read: (draft: Draft, raw: string) => string | null;
  readonly write: (settings: PriceSettings) => string;
}

const quote = (raw: string): string => JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

const nonEmptyText = (set: (d: Draft, v: string) => void, get: (s: PriceSettings) => string): KeyRule => ({
  read: (draft, raw) => {
    // Spacing around a symbol belongs in the template, so stray spaces from the CMS are dropped.
    const value = raw.trim();
    if (!value) return 'must not be blank';
    set(draft, value);
    return null;
  },
  write: get,
});

/** Amount templates must show the amount and cannot embed a price inside a price. */
const amountTemplate = (set: (d: Draft, v: string) => void, get: (s: PriceSettings) => string): KeyRule => ({
  read: (draft, raw) => {
    const tokens = templateTokens(raw);
    if (!tokens.has('amount')) return `template ${quote(raw)} has no ^ (amount) token`;
    if (tokens.has('embed'))
      return `template ${quote(raw)} uses @, which only offer and full strings may use`;
    set(draft, raw);
    return null;
  },
  write: get,
});

/** Offer and full strings wrap a price: they need '@' or '^', or no price would ever show. */
const wrapperTemplate = (set: (d: Draft, v: string) => void, get: (s: PriceSettings) => string): KeyRule => ({
  read: (draft, raw) => {
    const tokens = templateTokens(raw);
    if (!tokens.has('embed') && !tokens.has('amount')) return `template ${quote(raw)} has neither @ nor ^`;
    set(draft, raw);
    return null;
  },
  write: get,
});

const formatKey = (kind: PriceKind): KeyRule =>
  amountTemplate(
    (d, v) => (d.formats[kind] = v),
    (s) => s.formats[kind],
  );

// Accepts what String(number) writes back (exponents included), so parsing is idempotent.
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const TOKEN_CHARS = new Set(['^', '%', '@', '\\']);
const CSS_CLASS = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/** `/currency-exchange` is appended to it, so a query, fragment or credentials would corrupt the address. */
function isHttpBaseUrl(value: string): boolean {
  if (/[?#\s]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const RULES = {
  'price.symbol': nonEmptyText(
    (d, v) => (d.symbol = v),
    (s) => s.symbol,
  ),
  'price.currency_iso': {
    read: (draft, raw) => {
      const value = raw.trim().toUpperCase();
      if (!/^[A-Z]{3}$/.test(value)) return `${quote(raw)} is not a three-letter ISO 4217 code`;
      draft.currencyIso = value;
      return null;
    },
    write: (s) => s.currencyIso,
  },
  'price.delimiter': {
    read: (draft, raw) => {
      // Not trimmed: a space or no-break space is a legitimate delimiter (1 234 / 1 234).
      const chars = [...raw];
      const [char] = chars;
      if (chars.length !== 1 || char === undefined) return `${quote(raw)} must be exactly one character`;
      if (/\p{Nd}/u.test(char) || TOKEN_CHARS.has(char)) return `${quote(raw)} cannot be a digit or ^ % @ \\`;
      draft.delimiter = char;
      return null;
    },
    write: (s) => s.delimiter,
  },
  'price.format': formatKey('price'),
  'price.lease_string': formatKey('lease'),
  'price.subscribe_string': formatKey('subscribe'),
  'price.stock_format': formatKey('stock'),
  'price.general_format': formatKey('general'),
  'price.offer_string': wrapperTemplate(
    (d, v) => (d.offerString = v),
    (s) => s.offerString,
  ),
  'price.full_string': wrapperTemplate(
    (d, v) => (d.fullString = v),
    (s) => s.fullString,
  ),
  'price.rent_block_format': amountTemplate(
    (d, v) => (d.rentBlockFormat = v),
    (s) => s.rentBlockFormat,
  ),
  'price.exchange_class': {
    read: (draft, raw) => {
      const value = raw.trim();
      if (!CSS_CLASS.test(value)) return `${quote(raw)} is not a single CSS class name`;
      draft.exchangeClass = value;
      return null;
    },
    write: (s) => s.exchangeClass,
  },
  'price.double_price.enabled': {
    read: (draft, raw) => {
      const value = raw.trim().toLowerCase();
      if (value !== 'true' && value !== 'false') return `${quote(raw)} must be "true" or "false"`;
      draft.doublePrice.enabled = value === 'true';
      return null;
    },
    write: (s) => String(s.doublePrice.enabled),
  },
  'price.double_price.symbol': nonEmptyText(
    (d, v) => (d.doublePrice.symbol = v),
    (s) => s.doublePrice.symbol,
  ),
  'price.double_price.rate': {
    read: (draft, raw) => {
      const value = raw.trim();
      const rate = DECIMAL.test(value) ? Number(value) : Number.NaN;
      if (!(Number.isFinite(rate) && rate > 0))
        return `${quote(raw)} must be a number greater than 0 (use "." for decimals)`;
      draft.doublePrice.rate = rate;
      return null;
    },
    write: (s) => String(s.doublePrice.rate),
  },
  'price.double_price.decimals': {
    read: (draft, raw) => {
      const value = raw.trim();
      const decimals = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(decimals >= 0 && decimals <= 4)) return `${quote(raw)} must be a whole number from 0 to 4`;
      draft.doublePrice.decimals = decimals;
      return null;
    },
    write: (s) => String(s.doublePrice.decimals),
  },
  'price.currency.api_url': {
    read: (draft, raw) => {
      const value = raw.trim();
      if (!isHttpBaseUrl(value))
        return `${quote(raw)} is not an http(s) URL without query, fragment or credentials`;
      draft.currencyApi.url = value;
      return null;
    },
    // No URL is written as '', which reads back as "not configured".
    write: (s) => s.currencyApi.url ?? '',
  },
  'price.currency.response_key': nonEmptyText(
    (d, v) => (d.currencyApi.responseKey = v),
    (s) => s.currencyApi.responseKey,
  ),
  'price.currency.start_date_key': nonEmptyText(
    (d, v) => (d.currencyApi.startDateKey = v),
    (s) => s.currencyApi.startDateKey,
  ),
} satisfies Record<string, KeyRule>;

/** Every settings key this library reads. */
export type PriceSettingKey = keyof typeof RULES;

export const PRICE_SETTING_KEYS = Object.keys(RULES) as readonly PriceSettingKey[];

const isRuleKey = (key: string): key is PriceSettingKey => Object.hasOwn(RULES, key);

const draftOf = (s: PriceSettings): Draft => ({
  ...s,
  formats: { ...s.formats },
  doublePrice: { ...s.doublePrice },
  currencyApi: { ...s.currencyApi },
});

/**
 * Merges the content service's namespaced string settings over {@link defaultPriceSettings}.
 * Server values win; a value that is not a string or breaks its key's rule is reported and the
 * default kept. An empty string means "not configured" (CMS forms store blanks) and is not a
 * problem. Unknown `price.*` keys are reported, since they are almost always typos; keys of other
 * namespaces are ignored. Never throws.
 */
export function priceSettingsFromSettings(settings: Record<string, string>): PriceSettingsResult {
  const draft = draftOf(defaultPriceSettings);
  const problems: PriceSettingsProblem[] = [];
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return {
      settings: defaultPriceSettings,
      problems: [{ key: '*', message: 'settings must be a key-value object' }],
    };
  }
  const source: Record<string, unknown> = settings;
  for (const key of PRICE_SETTING_KEYS) {
    if (!Object.hasOwn(source, key)) continue;
    const raw = source[key];
    if (raw === '' || raw === undefined || raw === null) continue;
    const message =
      typeof raw === 'string' ? RULES[key].read(draft, raw) : `expected a string, got ${typeof raw}`;
    if (message) problems.push({ key, message: `${message}; default kept` });
  }
  for (const key of Object.keys(source)) {
    // `price.x:en` is another language's value of `price.x`: the site's localiseSettings picks it, not this.
    if (key.startsWith('price.') && !key.includes(':') && !isRuleKey(key))
      problems.push({ key, message: 'unknown price setting; ignored' });
  }
  return { settings: draft, problems };
}

/**
 * Writes settings back as the content service's string settings — the exact inverse of
 * {@link priceSettingsFromSettings} for valid settings (useful for admin previews and fixtures).
 */
export function priceSettingsToRecord(settings: PriceSettings): Record<PriceSettingKey, string> {
  const record = {} as Record<PriceSettingKey, string>;
  for (const key of PRICE_SETTING_KEYS) record[key] = RULES[key].write(settings);
  return record;
}
