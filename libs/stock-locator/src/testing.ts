/**
 * Fixtures for this lib's tests and for the site's (entry `@lux/stock-locator/testing`): vehicles,
 * dealers, an in-memory {@link StockApi} that filters, sorts, pages and counts facets like the real
 * service is meant to, and in-memory storage handlers for `fork({ handlers })`.
 */
import { parseListingApiQuery, type ApiFilterCondition } from './api-query';
import { StockApiError, type Dealer, type FacetValue, type ListingResponse, type QueryParam, type RangeFacet, type StockApi, type Vehicle } from './contract';
import { CHECKBOX_FILTER_KEYS, FILTER_DEFINITIONS, FILTER_KEYS, RANGE_FILTER_KEYS, type CheckboxFilterKey, type FilterKey } from './filters';
import type { SortOption } from './list-query';
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
    engine_type: 'Diesel',
    transmission: 'Automatic',
    number_of_seats: 5,
    financing_options: ['purchase'],
    msrp_price: 489000,
    sale_price: 489000,
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
      msrp_price: 300000 + i * 10000,
      sale_price: 300000 + i * 10000,
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
  /** Colour families the `colors` facet finds inside colour names; default {@link FAKE_COLOUR_FAMILIES}. */
  readonly colourFamilies?: readonly string[];
}

/** Colour families of the fake's `colors` facet (the real service has its own list). */
export const FAKE_COLOUR_FAMILIES: readonly string[] = Object.freeze(['Black', 'White', 'Grey', 'Silver', 'Blue', 'Green', 'Red', 'שחור', 'לבן', 'אפור', 'כסף', 'כחול', 'ירוק', 'אדום']);

export interface FakeStockApi extends StockApi {
  /** Every call, in order: `[method, ...args]`. */
  readonly calls: unknown[][];
}

const attributeText = (vehicle: Vehicle, attribute: string): string => {
  const value = (vehicle as unknown as Record<string, unknown>)[attribute];
  return Array.isArray(value) ? value.join('  ') : value == null ? '' : String(value);
};

/** The filter key a condition belongs to, as the service decides it; null for the block's `_eq` context. */
export function fakeFilterKeyOf(condition: ApiFilterCondition): FilterKey | null {
  for (const key of FILTER_KEYS) {
    const d = FILTER_DEFINITIONS[key];
    if (d.attribute !== condition.attribute) continue;
    if (d.kind === 'range' && (condition.operator === 'gteq' || condition.operator === 'lteq')) return key;
    if (d.kind === 'checkbox' && d.suffix === `_${condition.operator}`) return key;
  }
  return null;
}

function matches(vehicle: Vehicle, condition: ApiFilterCondition): boolean {
  const raw = (vehicle as unknown as Record<string, unknown>)[condition.attribute];
  if (condition.operator === 'gteq') return typeof raw === 'number' && raw >= (condition.number ?? 0);
  if (condition.operator === 'lteq') return typeof raw === 'number' && raw <= (condition.number ?? 0);
  if (Array.isArray(raw)) return raw.some((item) => condition.values.includes(String(item)));
  const value = attributeText(vehicle, condition.attribute);
  if (condition.operator === 'includes') return condition.values.some((x) => value.toLowerCase().includes(x.toLowerCase()));
  return condition.values.includes(value);
}

/** The values a vehicle contributes to a checkbox facet (a list attribute gives one per item). */
function facetValues(vehicle: Vehicle, key: CheckboxFilterKey, families: readonly string[]): string[] {
  const attribute = FILTER_DEFINITIONS[key].attribute;
  const raw = (vehicle as unknown as Record<string, unknown>)[attribute];
  if (key === 'colors') return families.filter((family) => attributeText(vehicle, attribute).includes(family));
  if (Array.isArray(raw)) return raw.filter((item) => item != null && item !== '').map(String);
  return raw == null || raw === '' ? [] : [String(raw)];
}

const num = (vehicle: Vehicle, attribute: string): number | null => {
  const raw = (vehicle as unknown as Record<string, unknown>)[attribute];
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
};

/** Sorts like the service (A§9): ties by id; prices are the sale price, missing last. */
function sortVehicles(vehicles: Vehicle[], sort: SortOption | null): Vehicle[] {
  const byNumber = (attribute: string, direction: 1 | -1) => (a: Vehicle, b: Vehicle) => {
    const x = num(a, attribute);
    const y = num(b, attribute);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * direction;
  };
  const compare: Record<SortOption, (a: Vehicle, b: Vehicle) => number> = {
    productionYearAsc: byNumber('production_year', 1),
    productionYearDesc: byNumber('production_year', -1),
    createdAtAsc: () => 0,
    createdAtDesc: () => 0,
    mileageAsc: byNumber('mileage', 1),
    mileageDesc: byNumber('mileage', -1),
    priceAsc: byNumber('sale_price', 1),
    priceDesc: byNumber('sale_price', -1),
    status: () => 0,
  };
  const order = sort ? compare[sort] : () => 0;
  // The fixtures' order stands for creation order; a stable sort keeps it for ties.
  return [...vehicles].sort(order);
}

/**
 * An in-memory stock service: enough of the API's semantics to test the models end to end. Like the
 * real service (apps/api stock routes), facets are keyed by filter key (`models`, `states`…) and count
 * each value under the OTHER active filters; ranges are keyed by range filter key; the light listing
 * has neither.
 */
export function createFakeStockApi(options: FakeStockApiOptions = {}): FakeStockApi {
  const vehicles = options.vehicles ?? sampleVehicles;
  const dealers = options.dealers ?? sampleDealers;
  const families = options.colourFamilies ?? FAKE_COLOUR_FAMILIES;
  const calls: unknown[][] = [];
  const list = (light: boolean) => (_listing: string, query: readonly QueryParam[]): Promise<ListingResponse> => {
    const parsed = parseListingApiQuery(query);
    if (parsed.problems.length > 0) return Promise.reject(new StockApiError(parsed.problems[0]?.message ?? 'bad query', 400));
    const matching = (skip?: FilterKey) =>
      vehicles.filter((v) => parsed.conditions.every((c) => (skip !== undefined && fakeFilterKeyOf(c) === skip) || matches(v, c)));
    const found = sortVehicles(matching(), parsed.sort);
    const facets: Record<string, FacetValue[]> = {};
    const ranges: Record<string, RangeFacet> = {};
    if (!light) {
      for (const key of CHECKBOX_FILTER_KEYS) {
        const counts = new Map<string, number>();
        for (const v of matching(key)) for (const value of facetValues(v, key, families)) counts.set(value, (counts.get(value) ?? 0) + 1);
        facets[key] = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
      }
      for (const key of RANGE_FILTER_KEYS) {
        const values = matching(key).flatMap((v) => {
          const n = num(v, FILTER_DEFINITIONS[key].attribute);
          return n === null ? [] : [n];
        });
        if (values.length > 0) ranges[key] = { min: Math.min(...values), max: Math.max(...values) };
      }
    }
    const start = (parsed.page - 1) * parsed.items;
    return Promise.resolve({
      data: found.slice(start, start + parsed.items),
      meta: { total: found.length, page: parsed.page, items: parsed.items, facets, ranges },
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
    listVehicles: record('listVehicles', list(false)),
    listVehiclesLight: record('listVehiclesLight', list(true)),
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
