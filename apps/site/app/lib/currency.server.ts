import { currencyExchangeUrl } from '@lux/pricing';

/** How long one answer of the currency service serves every page render (and a failure, a shorter while). */
const FRESH_MS = 10 * 60_000;
const FAILURE_MS = 60_000;
/** A render never waits longer than this for the rate; the double price falls back to the setting's rate. */
const TIMEOUT_MS = 2_000;

const cache = new Map<string, { until: number; body: Promise<unknown> }>();

/**
 * The handler the root loader gives `fetchCurrencyRateFx` (A§7: fetched once — here once per process
 * and ten minutes, not once per request). Concurrent renders share one request.
 */
export function cachedCurrencyExchange(apiUrl: string, now = Date.now()): Promise<unknown> {
  const hit = cache.get(apiUrl);
  if (hit && hit.until > now) return hit.body;
  const body = fetch(currencyExchangeUrl(apiUrl), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
    async (response) => {
      if (!response.ok) throw new Error(`currency-exchange answered HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
  );
  const entry = { until: now + FRESH_MS, body };
  cache.set(apiUrl, entry);
  body.catch(() => {
    if (cache.get(apiUrl) === entry) entry.until = Date.now() + FAILURE_MS;
  });
  return body;
}
