import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  currencyRequestProblem,
  readCurrencyRate,
  requestCurrencyExchange,
  type CurrencyRateStatus,
} from './currency';
import { formatDoublePrice, formatPrice } from './format';
import {
  defaultPriceSettings,
  priceSettingsFromSettings,
  type PriceKind,
  type PriceSettings,
  type PriceSettingsProblem,
  type PriceSettingsResult,
} from './settings';
import {
  DISABLED_MONTHLY_PRICE_OFFER,
  MONTHLY_PRICE_SETTING,
  parseMonthlyPriceSetting,
  type MonthlyPriceOffer,
} from './finance/monthly-offer';

const isRecordOfSettings = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Formats a raw value with the current settings; `kind` defaults to 'price'. */
export type PriceFormatter = (value: unknown, kind?: PriceKind) => string;

/** The content service's settings arrived (all namespaces; `price.*` and `finance.monthly_price` are read). */
export const priceSettingsReceived = createEvent<Record<string, string>>();

const priceSettingsParsed = createEvent<PriceSettingsResult>();

/** Current price settings. Explicit sid: the value is computed on the server and hydrated in the browser. */
export const $priceSettings = createStore<PriceSettings>(defaultPriceSettings, {
  sid: 'pricing/$priceSettings',
});

/** Problems found in the last settings received, for the app to log. */
export const $priceProblems = createStore<readonly PriceSettingsProblem[]>([], {
  sid: 'pricing/$priceProblems',
});

/**
 * The editor's "from ₪X a month" offer (`finance.monthly_price`): disabled until a valid setting
 * arrives. Plain JSON, so it is computed on the server and hydrated like `$priceSettings`.
 */
export const $monthlyPriceOffer = createStore<MonthlyPriceOffer>(DISABLED_MONTHLY_PRICE_OFFER, {
  sid: 'pricing/$monthlyPriceOffer',
});

/** Both readings of one settings delivery: the price settings and the monthly-price offer. */
const settingsRead = sample({
  clock: priceSettingsReceived,
  fn: (settings) => ({
    price: priceSettingsFromSettings(settings),
    monthly: parseMonthlyPriceSetting(
      isRecordOfSettings(settings) ? settings[MONTHLY_PRICE_SETTING] : undefined,
    ),
  }),
});
// The offer's problems join the price settings problems, which the app logs.
sample({
  clock: settingsRead,
  fn: ({ price, monthly }): PriceSettingsResult => ({
    settings: price.settings,
    problems: [...price.problems, ...monthly.problems],
  }),
  target: priceSettingsParsed,
});
// Written only when it changes, so a site without the setting serialises nothing more.
sample({
  clock: settingsRead,
  source: $monthlyPriceOffer,
  filter: (current, { monthly }) => current !== monthly.offer,
  fn: (_, { monthly }) => monthly.offer,
  target: $monthlyPriceOffer,
});
sample({ clock: priceSettingsParsed, fn: (result) => result.settings, target: $priceSettings });
sample({ clock: priceSettingsParsed, fn: (result) => result.problems, target: $priceProblems });

/**
 * `formatPrice` bound to the current settings. Derived with `.map`, so it has no sid and is never
 * serialised (a function cannot cross SSR); each scope derives its own from `$priceSettings`.
 */
export const $priceFormatter = $priceSettings.map<PriceFormatter>(
  (settings) => (value, kind) => formatPrice(value, settings, kind),
);

/**
 * Ask for the live currency rate (A§7–A§9). Fetches at most once per scope: ignored while loading,
 * once loaded (also after a failure) and while `price.currency.api_url` is not set. Raise it after
 * `priceSettingsReceived`, where double prices are shown (on the server, so the rate is serialised).
 */
export const currencyRateRequested = createEvent();

/**
 * GET `{api_url}/currency-exchange` with a 10 s timeout; resolves with the parsed JSON body. Params:
 * the API URL. Replace the handler in tests with `fork({ handlers: [[fetchCurrencyRateFx, fn]] })`.
 */
export const fetchCurrencyRateFx = createEffect<string, unknown, Error>({
  name: 'fetchCurrencyRateFx',
  sid: 'pricing/fetchCurrencyRateFx',
  handler: requestCurrencyExchange,
});

/**
 * 'not_loaded' → 'loading' → 'loaded'. A failed request also ends 'loaded' (rate null): the rate is
 * an extra, and retrying a broken service on every request would only add load and latency.
 * 'loading' is serialised as 'not_loaded', so a browser whose server render gave up can still fetch.
 */
export const $currencyRateStatus = createStore<CurrencyRateStatus>('not_loaded', {
  sid: 'pricing/$currencyRateStatus',
  serialize: {
    write: (status) => (status === 'loading' ? 'not_loaded' : status),
    read: (json) => (json === 'loaded' ? 'loaded' : 'not_loaded'),
  },
});

/** The fetched rate (> 0), or null before it is loaded and when the request or its answer failed. */
export const $currencyRate = createStore<number | null>(null, { sid: 'pricing/$currencyRate' });

/** The date the fetched rate applies from, as the service wrote it; null when absent. */
export const $currencyRateStartDate = createStore<string | null>(null, {
  sid: 'pricing/$currencyRateStartDate',
});

/**
 * Why there is no fetched rate, for the app to log: the spec's "API response doesn't contain
 * specified response_key", or "currency rate request failed: …". Null otherwise.
 */
export const $currencyRateProblem = createStore<string | null>(null, { sid: 'pricing/$currencyRateProblem' });

/** The URL to fetch from, while a fetch is still due; null when there is none or it already ran. */
const $currencyRateDueFrom = combine($currencyRateStatus, $priceSettings, (status, settings) =>
  status === 'not_loaded' ? settings.currencyApi.url : null,
);

sample({
  clock: currencyRateRequested,
  source: $currencyRateDueFrom,
  filter: (url): url is string => url !== null,
  target: fetchCurrencyRateFx,
});
sample({ clock: fetchCurrencyRateFx, fn: (): CurrencyRateStatus => 'loading', target: $currencyRateStatus });
sample({
  clock: fetchCurrencyRateFx.finally,
  fn: (): CurrencyRateStatus => 'loaded',
  target: $currencyRateStatus,
});

const currencyRateRead = sample({
  clock: fetchCurrencyRateFx.doneData,
  source: $priceSettings,
  fn: (settings, body) => readCurrencyRate(body, settings.currencyApi),
});
sample({ clock: currencyRateRead, fn: (reading) => reading.rate, target: $currencyRate });
sample({ clock: currencyRateRead, fn: (reading) => reading.startDate, target: $currencyRateStartDate });
sample({ clock: currencyRateRead, fn: (reading) => reading.problem, target: $currencyRateProblem });
sample({ clock: fetchCurrencyRateFx.failData, fn: currencyRequestProblem, target: $currencyRateProblem });

/**
 * `$priceSettings` with the fetched rate, when there is one, as `doublePrice.rate`: the settings to
 * format double prices with. Derived (no sid): `$priceSettings` and `$currencyRate` cross SSR instead.
 */
export const $displayPriceSettings = combine($priceSettings, $currencyRate, (settings, rate) =>
  rate === null || rate === settings.doublePrice.rate
    ? settings
    : { ...settings, doublePrice: { ...settings.doublePrice, rate } },
);

/**
 * `formatDoublePrice` bound to the current settings and the fetched currency rate (the settings'
 * `doublePrice.rate` until one is loaded); returns '' while double prices are disabled.
 */
export const $doublePriceFormatter = $displayPriceSettings.map<PriceFormatter>(
  (settings) => (value, kind) => formatDoublePrice(value, settings, kind),
);
