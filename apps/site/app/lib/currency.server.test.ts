import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCurrencyExchange } from './currency.server';

afterEach(() => vi.unstubAllGlobals());

describe('cachedCurrencyExchange', () => {
  it('asks the currency service once for concurrent and later renders, then again after ten minutes', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ data: 3.71, startdate: '2026-11-26' })));
    vi.stubGlobal('fetch', fetcher);
    const now = Date.parse('2026-11-26T10:00:00Z');
    const [a, b] = await Promise.all([cachedCurrencyExchange('https://fx.example/', now), cachedCurrencyExchange('https://fx.example/', now)]);
    expect(a).toEqual({ data: 3.71, startdate: '2026-11-26' });
    expect(b).toBe(a);
    await cachedCurrencyExchange('https://fx.example/', now + 9 * 60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toBe('https://fx.example/currency-exchange');
    await cachedCurrencyExchange('https://fx.example/', now + 11 * 60_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('rejects on an error answer, and tries again a minute later rather than ten', async () => {
    const fetcher = vi.fn(async () => new Response('nope', { status: 503 }));
    vi.stubGlobal('fetch', fetcher);
    const now = Date.now();
    await expect(cachedCurrencyExchange('https://down.example', now)).rejects.toThrow('HTTP 503');
    await expect(cachedCurrencyExchange('https://down.example', now + 1000)).rejects.toThrow('HTTP 503');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(cachedCurrencyExchange('https://down.example', Date.now() + 61_000)).rejects.toThrow('HTTP 503');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
