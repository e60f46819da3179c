import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ListingResponse, QueryParam, StockApi } from '../contract';
import { createFakeStockApi, createMemoryStorage, sampleVehicles } from '../testing';
import { VEHICLE_LIST_SESSION_KEY } from '../url';
import {
  $facets,
  $filterDebounceMs,
  $listError,
  $listQuery,
  $total,
  $urlSearch,
  $vehicles,
  checkboxFilterToggled,
  filtersReset,
  loadMoreRequested,
  pageChanged,
  rangeFilterChanged,
  sortChanged,
  stockLocatorOpened,
  urlChanged,
} from './list';
import { $listShown, $stockApi, storageReadFx, storageWrittenFx } from './shared';

function setup(options: { api?: StockApi; session?: string; debounceMs?: number } = {}) {
  const api = options.api ?? createFakeStockApi();
  const storage = createMemoryStorage(options.session ? { [`sessionStorage:${VEHICLE_LIST_SESSION_KEY}`]: options.session } : {});
  const scope = fork({
    values: [
      [$stockApi, api],
      [$filterDebounceMs, options.debounceMs ?? 0],
    ],
    handlers: [
      [storageReadFx, storage.read],
      [storageWrittenFx, storage.write],
    ],
  });
  return { scope, api, storage };
}

const listCalls = (api: StockApi) =>
  ((api as ReturnType<typeof createFakeStockApi>).calls ?? []).filter((c) => c[0] === 'listVehicles').map((c) => c[2] as QueryParam[]);
const sessionOf = (storage: ReturnType<typeof createMemoryStorage>) => storage.items.get(`sessionStorage:${VEHICLE_LIST_SESSION_KEY}`);

describe('vehicle list model', () => {
  it('opens from the URL: filters, sort and page restored, list loaded with totals and facet counts', async () => {
    const { scope, api } = setup();
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il', search: '?models=Defender  Discovery&sort=mileageAsc' } });
    expect(scope.getState($listQuery)).toMatchObject({ filters: { models: ['Defender', 'Discovery'] }, sort: 'mileageAsc', page: 1 });
    expect(listCalls(api)[0]).toEqual([
      ['filter[nameplate_name_in]', 'Defender  Discovery'],
      ['items', '12'],
      ['page', '1'],
      ['sort', 'mileageAsc'],
    ]);
    expect(scope.getState($total)).toBe(8);
    expect(scope.getState($vehicles)).toHaveLength(8);
    expect(scope.getState($facets)['models']).toEqual([
      { value: 'Defender', count: 4 },
      { value: 'Discovery', count: 4 },
      { value: 'Range Rover', count: 4 },
    ]);
    expect(scope.getState($listShown)).toBe(true);
  });

  it('restores the session copy when the URL has no stock parameter (A§9 key)', async () => {
    const { scope } = setup({ session: 'states=approved&page=1' });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il', search: '?utm_source=mail' } });
    expect(scope.getState($listQuery).filters).toEqual({ states: ['approved'] });
    expect(scope.getState($urlSearch)).toBe('states=approved');
  });

  it('prefers the URL over the session copy', async () => {
    const { scope } = setup({ session: 'states=approved' });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il', search: 'states=used' } });
    expect(scope.getState($listQuery).filters).toEqual({ states: ['used'] });
  });

  it('applies a filter at once, reloads from page 1, and mirrors the URL state to the session', async () => {
    const { scope, api, storage } = setup();
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il', search: 'page=2' } });
    await allSettled(checkboxFilterToggled, { scope, params: { filter: 'states', value: 'new' } });
    expect(scope.getState($listQuery)).toMatchObject({ filters: { states: ['new'] }, page: 1 });
    expect(listCalls(api).at(-1)).toContainEqual(['filter[state_in]', 'new']);
    expect(scope.getState($total)).toBe(4);
    expect(scope.getState($urlSearch)).toBe('states=new');
    expect(sessionOf(storage)).toBe('states=new');
  });

  it('debounces filter changes into one request', async () => {
    const { scope, api } = setup({ debounceMs: 30 });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il' } });
    const before = listCalls(api).length;
    await Promise.all([
      allSettled(rangeFilterChanged, { scope, params: { filter: 'mileage', from: 1000, to: null } }),
      allSettled(rangeFilterChanged, { scope, params: { filter: 'mileage', from: 2000, to: null } }),
      allSettled(rangeFilterChanged, { scope, params: { filter: 'mileage', from: 5000, to: 30000 } }),
    ]);
    expect(listCalls(api).length).toBe(before + 1);
    expect(listCalls(api).at(-1)).toEqual(expect.arrayContaining([['filter[mileage_gteq]', '5000'], ['filter[mileage_lteq]', '30000']]));
  });

  it('sorts and pages at once; reset clears filters and keeps the sort', async () => {
    const { scope, api } = setup();
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il', search: 'states=new' } });
    await allSettled(sortChanged, { scope, params: 'priceDesc' });
    expect(listCalls(api).at(-1)).toContainEqual(['sort', 'priceDesc']);
    await allSettled(sortChanged, { scope, params: 'bogus' });
    expect(scope.getState($listQuery).sort).toBe('createdAtDesc');
    await allSettled(pageChanged, { scope, params: 2 });
    expect(listCalls(api).at(-1)).toContainEqual(['page', '2']);
    await allSettled(sortChanged, { scope, params: 'priceDesc' });
    await allSettled(filtersReset, { scope });
    expect(scope.getState($listQuery)).toEqual({ filters: {}, sort: 'priceDesc', page: 1, items: 12 });
    expect(scope.getState($total)).toBe(12);
  });

  it('loads more by appending the next page until the total is shown', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...sampleVehicles[0]!, id: `m${i}` }));
    const { scope } = setup({ api: createFakeStockApi({ vehicles: many }) });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il' } });
    expect(scope.getState($vehicles)).toHaveLength(12);
    await allSettled(loadMoreRequested, { scope });
    expect(scope.getState($vehicles)).toHaveLength(24);
    expect(scope.getState($listQuery).page).toBe(2);
    await allSettled(loadMoreRequested, { scope });
    await allSettled(loadMoreRequested, { scope });
    expect(scope.getState($vehicles).map((v) => v.id)).toEqual(many.map((v) => v.id));
    expect(scope.getState($listQuery).page).toBe(3);
  });

  it('applies only the latest response when an earlier one arrives last', async () => {
    const fake = createFakeStockApi();
    const slow: StockApi = {
      ...fake,
      listVehicles: (listing, query) => {
        if (!query.some(([k, v]) => k === 'sort' && v === 'priceAsc')) return fake.listVehicles(listing, query);
        const stale: ListingResponse = { data: [], meta: { total: 99, page: 1, items: 12, facets: {} } };
        return new Promise<ListingResponse>((resolve) => setTimeout(() => resolve(stale), 40));
      },
    };
    const { scope } = setup({ api: slow });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il' } });
    await Promise.all([
      allSettled(sortChanged, { scope, params: 'priceAsc' }),
      allSettled(sortChanged, { scope, params: 'priceDesc' }),
    ]);
    expect(scope.getState($listQuery).sort).toBe('priceDesc');
    expect(scope.getState($total)).toBe(12);
    expect(scope.getState($vehicles)).toHaveLength(12);
  });

  it('reloads on back/forward only when the URL state differs', async () => {
    const { scope, api } = setup();
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il', search: 'states=new' } });
    const before = listCalls(api).length;
    await allSettled(urlChanged, { scope, params: '?states=new' });
    expect(listCalls(api).length).toBe(before);
    await allSettled(urlChanged, { scope, params: '?states=used&sort=priceAsc' });
    expect(listCalls(api).length).toBe(before + 1);
    expect(scope.getState($listQuery)).toMatchObject({ filters: { states: ['used'] }, sort: 'priceAsc' });
  });

  it('keeps a stored error when the list fails, and nothing is requested before a listing is known', async () => {
    const failing: StockApi = { ...createFakeStockApi(), listVehicles: () => Promise.reject(new Error('down')) };
    const { scope } = setup({ api: failing });
    await allSettled(stockLocatorOpened, { scope, params: { listing: 'il' } });
    expect(scope.getState($listError)).toBe('down');
    const idle = setup();
    await allSettled(sortChanged, { scope: idle.scope, params: 'priceAsc' });
    expect(listCalls(idle.api)).toEqual([]);
  });
});
