import { allSettled, fork, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyExchangeUrl, readCurrencyRate, requestCurrencyExchange } from './currency';
import {
  $currencyRate,
  $currencyRateProblem,
  $currencyRateStartDate,
  $currencyRateStatus,
  $displayPriceSettings,
  $doublePriceFormatter,
  $priceSettings,
  currencyRateRequested,
  fetchCurrencyRateFx,
  priceSettingsReceived,
} from './model';
import { englishDoublePriceSettingsRecord } from './testing';

const MISSING = "API response doesn't contain specified response_key";
const API = 'https://rates.example.test/api';

/** A scope with the currency service configured and its request answered by `handler`. */
async function scopeWith(handler: (url: string) => unknown, settings: Record<string, string> = {}) {
  const fetched = vi.fn(async (url: string) => handler(url));
  const scope = fork({ handlers: [[fetchCurrencyRateFx, fetched]] });
  await allSettled(priceSettingsReceived, { scope, params: { 'price.currency.api_url': API, ...settings } });
  return { scope, fetched };
}

const stateOf = (scope: ReturnType<typeof fork>) => ({
  status: scope.getState($currencyRateStatus),
  rate: scope.getState($currencyRate),
  startDate: scope.getState($currencyRateStartDate),
  problem: scope.getState($currencyRateProblem),
});

describe('currency rate model (A§7–A§9)', () => {
  it('starts not loaded and empty', () => {
    expect(stateOf(fork())).toEqual({ status: 'not_loaded', rate: null, startDate: null, problem: null });
  });

  it.each([
    ['no settings at all', {}],
    ['a blank API URL', { 'price.currency.api_url': '' }],
    ['an invalid API URL', { 'price.currency.api_url': 'ftp://rates.example.test' }],
  ])('never fetches with %s, and stays not loaded', async (_name, settings) => {
    const fetched = vi.fn(async () => ({ data: 2 }));
    const scope = fork({ handlers: [[fetchCurrencyRateFx, fetched]] });
    await allSettled(priceSettingsReceived, { scope, params: settings });
    await allSettled(currencyRateRequested, { scope });
    expect(fetched).not.toHaveBeenCalled();
    expect(stateOf(scope)).toEqual({ status: 'not_loaded', rate: null, startDate: null, problem: null });
  });

  it('goes loading → loaded with the rate and start date', async () => {
    let answer: (body: unknown) => void = () => {};
    const { scope, fetched } = await scopeWith(() => new Promise((resolve) => (answer = resolve)));
    const settled = allSettled(currencyRateRequested, { scope });
    expect(scope.getState($currencyRateStatus)).toBe('loading');
    expect(scope.getState($currencyRate)).toBeNull();
    answer({ data: 3.71, startdate: '2024-05-01' });
    await settled;
    expect(fetched).toHaveBeenCalledWith(API);
    expect(stateOf(scope)).toEqual({ status: 'loaded', rate: 3.71, startDate: '2024-05-01', problem: null });
  });

  it('accepts a numeric string as the rate', async () => {
    const { scope } = await scopeWith(() => ({ data: ' 3.71 ', startdate: '01/05/2024' }));
    await allSettled(currencyRateRequested, { scope });
    expect(stateOf(scope)).toMatchObject({ rate: 3.71, startDate: '01/05/2024', problem: null });
  });

  it('reads the configured response keys', async () => {
    const { scope } = await scopeWith(() => ({ data: 9, usd_ils: '3.65', valid_from: '2024-06-01' }), {
      'price.currency.response_key': 'usd_ils',
      'price.currency.start_date_key': 'valid_from',
    });
    await allSettled(currencyRateRequested, { scope });
    expect(stateOf(scope)).toEqual({ status: 'loaded', rate: 3.65, startDate: '2024-06-01', problem: null });
  });

  it('reports the spec message and keeps the rate empty when the key is missing', async () => {
    const { scope } = await scopeWith(() => ({ rate: 3.71, startdate: '2024-05-01' }));
    await allSettled(currencyRateRequested, { scope });
    expect(stateOf(scope)).toEqual({ status: 'loaded', rate: null, startDate: null, problem: MISSING });
  });

  it('keeps a rate without a start date', async () => {
    const { scope } = await scopeWith(() => ({ data: 3.71 }));
    await allSettled(currencyRateRequested, { scope });
    expect(stateOf(scope)).toMatchObject({ rate: 3.71, startDate: null, problem: null });
  });

  it.each([
    ['non-numeric text', { data: 'three' }],
    ['a decimal comma', { data: '3,71' }],
    ['zero', { data: 0 }],
    ['a negative rate', { data: -3.71 }],
    ['null', { data: null }],
    ['a nested object', { data: { rate: 3.71 } }],
    ['a boolean', { data: true }],
    ['an array body', [3.71]],
    ['a text body', 'data'],
    ['an empty body', null],
  ])('reports the spec message for %s', async (_name, body) => {
    const { scope } = await scopeWith(() => body);
    await allSettled(currencyRateRequested, { scope });
    expect(stateOf(scope)).toEqual({ status: 'loaded', rate: null, startDate: null, problem: MISSING });
  });

  it('fetches only once: a request while loading or after loading does nothing', async () => {
    const { scope, fetched } = await scopeWith(() => ({ data: 3.71 }));
    await Promise.all([
      allSettled(currencyRateRequested, { scope }),
      allSettled(currencyRateRequested, { scope }),
    ]);
    await allSettled(currencyRateRequested, { scope });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(scope.getState($currencyRate)).toBe(3.71);
  });

  it('ends loaded with no rate on a failed request, without throwing or retrying', async () => {
    const { scope, fetched } = await scopeWith(() =>
      Promise.reject(new Error('currency-exchange answered HTTP 502')),
    );
    await expect(allSettled(currencyRateRequested, { scope })).resolves.toBeUndefined();
    await allSettled(currencyRateRequested, { scope });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(stateOf(scope)).toEqual({
      status: 'loaded',
      rate: null,
      startDate: null,
      problem: 'currency rate request failed: currency-exchange answered HTTP 502',
    });
  });

  it('lets the double price switch from the settings rate to the fetched rate', async () => {
    const { scope } = await scopeWith(() => ({ data: '1.25' }), { ...englishDoublePriceSettingsRecord });
    expect(scope.getState($doublePriceFormatter)(1000)).toBe('USD 1,080.00');
    await allSettled(currencyRateRequested, { scope });
    expect(scope.getState($doublePriceFormatter)(1000)).toBe('USD 1,250.00');
    expect(scope.getState($displayPriceSettings).doublePrice.rate).toBe(1.25);
    // The settings themselves keep the configured rate; only what is displayed changes.
    expect(scope.getState($priceSettings).doublePrice.rate).toBe(1.08);
  });

  it('does not turn double prices on by itself', async () => {
    const { scope } = await scopeWith(() => ({ data: 1.25 }));
    await allSettled(currencyRateRequested, { scope });
    expect(scope.getState($doublePriceFormatter)(1000)).toBe('');
  });

  it('keeps the settings rate when the answer has no rate', async () => {
    const { scope } = await scopeWith(() => ({}), { ...englishDoublePriceSettingsRecord });
    await allSettled(currencyRateRequested, { scope });
    expect(scope.getState($doublePriceFormatter)(1000)).toBe('USD 1,080.00');
    expect(scope.getState($displayPriceSettings)).toBe(scope.getState($priceSettings));
  });

  it('serialises the loaded rate, so the browser neither refetches nor loses it', async () => {
    const { scope: server } = await scopeWith(() => ({ data: 1.25, startdate: '2024-05-01' }), {
      ...englishDoublePriceSettingsRecord,
    });
    await allSettled(currencyRateRequested, { scope: server });
    const json = JSON.parse(JSON.stringify(serialize(server))) as Record<string, unknown>;
    expect(json).toMatchObject({
      'pricing/$currencyRateStatus': 'loaded',
      'pricing/$currencyRate': 1.25,
      'pricing/$currencyRateStartDate': '2024-05-01',
    });

    const fetched = vi.fn(async () => ({ data: 9 }));
    const client = fork({ values: json, handlers: [[fetchCurrencyRateFx, fetched]] });
    await allSettled(currencyRateRequested, { scope: client });
    expect(fetched).not.toHaveBeenCalled();
    expect(client.getState($doublePriceFormatter)(1000)).toBe('USD 1,250.00');
  });

  it('serialises a request still in flight as not loaded, so the browser can fetch it', async () => {
    const { scope: server } = await scopeWith(() => new Promise(() => {}));
    void allSettled(currencyRateRequested, { scope: server });
    expect(server.getState($currencyRateStatus)).toBe('loading');
    const json = JSON.parse(JSON.stringify(serialize(server))) as Record<string, unknown>;
    expect(json['pricing/$currencyRateStatus']).toBe('not_loaded');

    const fetched = vi.fn(async () => ({ data: 3.71 }));
    const client = fork({ values: json, handlers: [[fetchCurrencyRateFx, fetched]] });
    await allSettled(currencyRateRequested, { scope: client });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(client.getState($currencyRate)).toBe(3.71);
  });
});

describe('readCurrencyRate', () => {
  const keys = { responseKey: 'data', startDateKey: 'startdate' };

  it('reads own keys only', () => {
    expect(readCurrencyRate(Object.create({ data: 3 }), keys).rate).toBeNull();
    expect(readCurrencyRate({ data: 3 }, { ...keys, responseKey: 'constructor' }).problem).toBe(MISSING);
  });

  it('ignores a start date that is not text', () => {
    expect(readCurrencyRate({ data: 3, startdate: 20240501 }, keys)).toEqual({
      rate: 3,
      startDate: null,
      problem: null,
    });
  });
});

describe('the default request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['https://rates.example.test', 'https://rates.example.test/currency-exchange'],
    ['https://rates.example.test/', 'https://rates.example.test/currency-exchange'],
    ['https://rates.example.test/api//', 'https://rates.example.test/api/currency-exchange'],
  ])('joins %s without double slashes', (host, url) => {
    expect(currencyExchangeUrl(host)).toBe(url);
  });

  it('GETs {host}/currency-exchange with a timeout and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: 3.71 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestCurrencyExchange(`${API}/`)).resolves.toEqual({ data: 3.71 });
    expect(fetchMock).toHaveBeenCalledWith(
      `${API}/currency-exchange`,
      expect.objectContaining({ method: 'GET', signal: expect.any(AbortSignal) }),
    );
  });

  it('rejects on an HTTP error, naming the status but not the URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 503 })),
    );
    await expect(requestCurrencyExchange(API)).rejects.toThrow('currency-exchange answered HTTP 503');
  });

  it('is the handler of fetchCurrencyRateFx, so a failure there ends loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const scope = fork();
    await allSettled(priceSettingsReceived, { scope, params: { 'price.currency.api_url': API } });
    await allSettled(currencyRateRequested, { scope });
    expect(stateOf(scope)).toEqual({
      status: 'loaded',
      rate: null,
      startDate: null,
      problem: 'currency rate request failed: fetch failed',
    });
  });
});
