import { describe, expect, it, vi } from 'vitest';
import type { ContentHttp } from '@lux/content';
import { NO_DEALERS_API_URL, type StockApi } from '@lux/stock-locator';
import type { BlockDataContext } from '../data/types';
import type { ValidBlock } from '../validate';
import { byPostcodeBody, dealersBody } from './fixtures';
import { retailerLocatorLoader } from './data';
import type { RetailerLocatorData } from './locator';

const block = { id: 3, template: 'retailer-locator', sequence: 1, fields: {}, groups: [] } as unknown as ValidBlock;
const settingsBody = (settings: Record<string, string>) => ({
  data: Object.entries(settings).map(([key, value], index) => ({ id: String(index), type: 'settings', attributes: { key, value } })),
});
const seeded = { 'dealers.endpoint': '/dealers/by_postcode', 'dealers.fallback_endpoint': '/dealers', 'dealers.brand_name': 'Land Rover' };

function context(url: string, answers: (path: string) => unknown) {
  const get = vi.fn(async (path: string, _config?: unknown) => {
    const answer = answers(path);
    if (answer instanceof Error) throw answer;
    return { data: answer };
  });
  const warn = vi.fn();
  const ctx: BlockDataContext = {
    locale: 'he',
    url: new URL(url),
    stockApi: {} as StockApi,
    contentHttp: { get } as unknown as ContentHttp,
    requestId: 'req-1',
    warn,
  };
  return { ctx, get, warn };
}

const answers =
  (settings: Record<string, string>, overrides: Partial<Record<'list' | 'postcode' | 'settings', unknown>> = {}) =>
  (path: string) =>
    path.startsWith('/settings') ? (overrides.settings ?? settingsBody(settings))
    : path.startsWith('/dealers/by_postcode') ? (overrides.postcode ?? byPostcodeBody())
    : path.startsWith('/dealers') ? (overrides.list ?? dealersBody())
    : new Error(`unexpected ${path}`);

const load = (ctx: BlockDataContext) => retailerLocatorLoader(block, ctx) as Promise<RetailerLocatorData>;

describe('retailer locator loader', () => {
  it('reads the dealers settings and lists 50 dealers of the brand by name (A§7, A§9)', async () => {
    const { ctx, get } = context('https://site.test/retailer-locator', answers(seeded));
    const data = await load(ctx);
    expect(get.mock.calls.map((call) => call[0])).toEqual([
      '/settings?namespace=dealers',
      '/dealers?items=50&sort=name&filter%5Bbrand_name_eq%5D=Land+Rover&locale=he',
    ]);
    expect(get.mock.calls[0]![1]).toEqual({ headers: { 'x-request-id': 'req-1' } });
    expect(data.retailers).toHaveLength(6);
    expect(data).toMatchObject({ query: '', search: null, searchEndpoint: '/dealers/by_postcode', brand: 'Land Rover' });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('runs a postcode search the page was opened with on the dealers endpoint', async () => {
    const { ctx, get } = context('https://site.test/retailer-locator?q=4951100', answers(seeded));
    const data = await load(ctx);
    expect(get.mock.calls.map((call) => call[0])).toContain('/dealers/by_postcode?items=50&sort=name&filter%5Bbrand_name_eq%5D=Land+Rover&locale=he&postcode=4951100');
    expect(data.search).toMatchObject({ postcode: '4951100', status: 'done', fallback: false });
    expect(data.search!.retailers.map((r) => r.distanceKm)).toEqual([0, 7.4]);
  });

  it('uses the fallback endpoint when the dealers endpoint is not set', async () => {
    const { ctx, get } = context('https://site.test/retailer-locator?q=4951100', answers({ 'dealers.fallback_endpoint': '/dealers' }));
    const data = await load(ctx);
    expect(get.mock.calls.map((call) => call[0])).toContain('/dealers?items=50&sort=name&locale=he&postcode=4951100');
    expect(data.searchEndpoint).toBe('/dealers');
  });

  it('logs "No API URL has been provided" and answers an empty list without an endpoint (A§8)', async () => {
    const { ctx, get, warn } = context('https://site.test/retailer-locator?q=4951100', answers({}));
    const data = await load(ctx);
    expect(data.search).toEqual({ postcode: '4951100', status: 'done', retailers: [], fallback: false });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockId: 3 }), NO_DEALERS_API_URL);
    expect(get.mock.calls.some((call) => String(call[0]).includes('postcode='))).toBe(false);
  });

  it('keeps a failed postcode search as failed, and lets a failed list fail the loader', async () => {
    const failedSearch = context('https://site.test/retailer-locator?q=4951100', answers(seeded, { postcode: new Error('502') }));
    expect((await load(failedSearch.ctx)).search).toMatchObject({ status: 'failed', retailers: [] });
    const failedList = context('https://site.test/retailer-locator', answers(seeded, { list: new Error('502') }));
    await expect(load(failedList.ctx)).rejects.toThrow('502');
  });

  it('goes on without settings when they cannot be read, and logs skipped dealer parts', async () => {
    const broken = dealersBody();
    broken.data[0]!.attributes.contact_info = '[{"type": ' as never;
    const { ctx, warn } = context('https://site.test/retailer-locator', answers(seeded, { settings: new Error('timeout'), list: broken }));
    const data = await load(ctx);
    expect(data).toMatchObject({ searchEndpoint: null, brand: '' });
    expect(data.retailers).toHaveLength(6);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'retailers: dealers settings unavailable');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ problems: [expect.stringContaining('not valid JSON')] }), 'retailers: parts of the dealer data were skipped');
  });

  it('reads a text search from the URL without calling the endpoint', async () => {
    const { ctx, get } = context(`https://site.test/retailer-locator?q=${encodeURIComponent('  חיפה ')}`, answers(seeded));
    const data = await load(ctx);
    expect(data.query).toBe('חיפה');
    expect(data.search).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
