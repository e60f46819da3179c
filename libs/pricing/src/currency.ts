/**
 * The live currency rate for double prices (site-stock-order A§7–A§9): the request and the reading
 * of its answer. The Effector units that drive them live in model.ts.
 */
import { toFiniteNumber } from './amount';
import type { CurrencyApiSettings } from './settings';

/** Loading state of the currency rate; it is fetched at most once per scope. */
export type CurrencyRateStatus = 'not_loaded' | 'loading' | 'loaded';

/** The spec's message (A§9 errors) when the answer has no usable rate at the response key. */
export const CURRENCY_RATE_KEY_MISSING = "API response doesn't contain specified response_key";

const TIMEOUT_MS = 10_000;

/** `{host}/currency-exchange`, whatever trailing slashes the setting has. */
export function currencyExchangeUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/currency-exchange`;
}

/** Default handler of `fetchCurrencyRateFx`: the parsed JSON body, or a rejection. */
export async function requestCurrencyExchange(apiUrl: string): Promise<unknown> {
  const response = await fetch(currencyExchangeUrl(apiUrl), {
    method: 'GET',
    headers: { accept: 'application/json' },
    // A hung currency service must not hold a server render (or the page's double prices) forever.
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The status only: the URL stays out of the message, which may be serialised into the page.
  if (!response.ok) throw new Error(`currency-exchange answered HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

export interface CurrencyRateReading {
  readonly rate: number | null;
  readonly startDate: string | null;
  readonly problem: string | null;
}

/**
 * Reads the rate (a positive finite number, or a numeric string such as "3.71") at the top-level
 * `responseKey` and the start date (a non-blank string) at `startDateKey`. No usable rate gives the
 * spec's message and no start date, since a date without its rate means nothing.
 */
export function readCurrencyRate(
  body: unknown,
  keys: Pick<CurrencyApiSettings, 'responseKey' | 'startDateKey'>,
): CurrencyRateReading {
  const record: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  // Own keys only, so `constructor` or `__proto__` never read the prototype.
  const at = (key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);
  const raw = at(keys.responseKey);
  const rate = typeof raw === 'number' || typeof raw === 'string' ? toFiniteNumber(raw) : null;
  if (rate === null || rate <= 0) return { rate: null, startDate: null, problem: CURRENCY_RATE_KEY_MISSING };
  const date = at(keys.startDateKey);
  const startDate = typeof date === 'string' && date.trim() ? date.trim() : null;
  return { rate, startDate, problem: null };
}

/** Text of a failed request, for `$currencyRateProblem`. */
export function currencyRequestProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `currency rate request failed: ${message}`;
}
