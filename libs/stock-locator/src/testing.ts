/**
 * Fixtures for this lib's tests and for the site's (entry `@lux/stock-locator/testing`): vehicles,
 * dealers, an in-memory {@link StockApi} that filters, sorts, pages and counts facets like the real
 * service is meant to, and in-memory storage handlers for `fork({ handlers })`.
 */
import { parseListingApiQuery } from './api-query';
import { StockApiError, type Dealer, type FacetValue, type ListingResponse, type QueryParam, type StockApi, type Vehicle } from './contract';
import type { StorageRead, StorageWrite } from './model/shared';

export function sampleVehicle(overrides: Partial<Vehicle> & { id: string }): Vehicle {
  return {
    nameplate_brand_name: 'Land Rover',
    nameplate_name: 'Defender',
    state: 'new',
    status: 'stock',
    production_year: 2025,
    mileage: 10,
    engines: 'D300',
    power: 300,
    color_name: 'Santorini Black',
    vin: 'SALEA7AX1R2000001',
    dealer_code: 'TLV01',
    owner_name: 'Lux Tel Aviv',
    owner_city: 'תל אביב',
    prices: { list: [{ type: 'purchase', value_raw: 489000 }] },
    ...overrides,
  };
}

/** Twelve vehicles across three nameplates, two dealers and the three states. */
export const sampleVehicles: readonly Vehicle[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) =>
    sampleVehicle({
      id: `v${i + 1}`,
      nameplate_name: ['Defender', 'Discovery', 'Range Rover'][i % 3] as string,
      state: (['new', 'approved', 'used'] as const)[i % 3],
      production_year: 2020 + (i % 6),
      mileage: i * 5000,
      dealer_code: i % 2 === 0 ? 'TLV01' : 'HFA02',
      prices: { list: [{ type: 'purchase', value_raw: 300000 + i * 10000 }] },
    }),
  ),
);

export const sampleDealers: readonly Dealer[] = Object.freeze([
  { id: '1', name: 'Lux Tel Aviv', dealer_code: 'TLV01', city: 'תל אביב', postcode: '6100000', locality: 'Tel Aviv' },
  { id: '2', name: 'Lux Haifa', dealer_code: 'HFA02', city: 'חיפה', postcode: '3100000', locality: 'Haifa' },
]);

export interface FakeStockApiOptions {
  readonly vehicles?: readonly Vehicle[];
  readonly dealers?: readonly Dealer[];
  /** Which dealers the retailer search returns; default all. */
  readonly retailers?: (query: readonly QueryParam[]) => readonly Dealer[];
}

export interface FakeStockApi extends StockApi {
  /** Every call, in order: `[method, ...args]`. */
  readonly calls: unknown[][];
}

const attributeText = (vehicle: Vehicle, attribute: string): string => {
  const value = (vehicle as unknown as Record<string, unknown>)[attribute];
  return Array.isArray(value) ? value.join('  ') : value == null ? '' : String(value);
};

/** An in-memory stock service: enough of the API's semantics to test the models end to end. */
export function createFakeStockApi(options: FakeStockApiOptions = {}): FakeStockApi {
  const vehicles = options.vehicles ?? sampleVehicles;
  const dealers = options.dealers ?? sampleDealers;
  const calls: unknown[][] = [];
  const list = (listing: string, query: readonly QueryParam[]): Promise<ListingResponse> => {
    const parsed = parseListingApiQuery(query);
    if (parsed.problems.length > 0) return Promise.reject(new StockApiError(parsed.problems[0]?.message ?? 'bad query', 400));
    const matches = (v: Vehicle, skip?: string) =>
      parsed.conditions.every((c) => {
        if (c.attribute === skip) return true;
        const raw = (v as unknown as Record<string, unknown>)[c.attribute];
        if (c.operator === 'gteq') return typeof raw === 'number' && raw >= (c.number ?? 0);
        if (c.operator === 'lteq') return typeof raw === 'number' && raw <= (c.number ?? 0);
        const value = attributeText(v, c.attribute);
        if (c.operator === 'includes') return c.values.some((x) => value.includes(x));
        return c.values.includes(value);
      });
    const found = vehicles.filter((v) => matches(v));
    const facets: Record<string, FacetValue[]> = {};
    for (const attribute of ['nameplate_name', 'state', 'dealer_code']) {
      const counts = new Map<string, number>();
      for (const v of vehicles.filter((x) => matches(x, attribute))) {
        const value = attributeText(v, attribute);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      facets[attribute] = [...counts].map(([value, count]) => ({ value, count }));
    }
    const start = (parsed.page - 1) * parsed.items;
    const years = vehicles.map((v) => v.production_year ?? 0);
    return Promise.resolve({
      data: found.slice(start, start + parsed.items),
      meta: {
        total: found.length,
        page: parsed.page,
        items: parsed.items,
        facets,
        ranges: { production_year: { min: Math.min(...years), max: Math.max(...years) } },
      },
    });
  };
  const one = (id: string) => {
    const vehicle = vehicles.find((v) => v.id === id);
    return vehicle ? Promise.resolve(vehicle) : Promise.reject(new StockApiError('Not Found', 404));
  };
  const record = <A extends unknown[], R>(name: string, fn: (...args: A) => R) => (...args: A): R => {
    calls.push([name, ...args]);
    return fn(...args);
  };
  return {
    calls,
    listVehicles: record('listVehicles', list),
    listVehiclesLight: record('listVehiclesLight', list),
    getVehicle: record('getVehicle', (_listing: string, id: string) => one(id)),
    listRetailers: record('listRetailers', (_listing: string, query: readonly QueryParam[]) =>
      Promise.resolve([...(options.retailers ? options.retailers(query) : dealers)]),
    ),
    getCompanyConfig: record('getCompanyConfig', () => Promise.resolve({})),
    getTranslations: record('getTranslations', () => Promise.resolve({ reset_filter: 'אפס סינון' })),
    listBrands: record('listBrands', () => Promise.resolve([])),
    listNameplates: record('listNameplates', () => Promise.resolve([])),
    getConfigData: record('getConfigData', () => Promise.resolve({})),
    getTradeInFormOptions: record('getTradeInFormOptions', () => Promise.resolve({})),
    getShowroomConfig: record('getShowroomConfig', () => Promise.resolve([])),
    getVehicleByConfigUrl: record('getVehicleByConfigUrl', (_listing: string, url: string) => {
      const vehicle = vehicles.find((v) => v.config_url === url);
      return vehicle ? Promise.resolve(vehicle) : Promise.reject(new StockApiError('Not Found', 404));
    }),
  };
}

/** Session and local storage in a Map, as handlers for `storageReadFx` and `storageWrittenFx`. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}) {
  const items = new Map<string, string>(Object.entries(initial));
  const id = (p: StorageRead) => `${p.kind}:${p.key}`;
  return {
    items,
    read: (p: StorageRead): string | null => items.get(id(p)) ?? null,
    write: (p: StorageWrite): void => {
      if (p.value === null) items.delete(id(p));
      else items.set(id(p), p.value);
    },
  };
}
