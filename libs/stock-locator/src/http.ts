/**
 * An axios-backed {@link StockApi} on the paths of A§7. The instance is injected (the site owns its
 * interceptors: auth, csrf-token header, A§6), so this lib needs only axios's types.
 * Responses use the API's `{ data, meta }` envelope (ADR 004); JSON:API resources
 * (`{ id, type, attributes }`) are flattened to plain vehicles and dealers.
 */
import type { AxiosInstance } from 'axios';
import {
  StockApiError,
  type Dealer,
  type FacetValue,
  type ListingMeta,
  type ListingResponse,
  type QueryParam,
  type RangeFacet,
  type ShowroomConfigItem,
  type StockApi,
  type StockTranslations,
  type Vehicle,
} from './contract';
import { isRecord } from './values';

/** A§7: showroom config is company config `all` for these config types. */
export const SHOWROOM_CONFIG_TYPES = ['additional', 'cash', 'lease', 'subscription'] as const;

const seg = (value: string): string => encodeURIComponent(value);

export function queryString(params: readonly QueryParam[]): string {
  const search = new URLSearchParams();
  for (const [name, value] of params) search.append(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A JSON:API resource `{ id, attributes }` becomes `{ id, ...attributes }`; plain objects pass. */
function flatten(resource: unknown): Record<string, unknown> | null {
  if (!isRecord(resource)) return null;
  const attributes = resource['attributes'];
  const flat = isRecord(attributes) ? { ...attributes, id: resource['id'] } : { ...resource };
  const id = flat['id'];
  if (typeof id === 'number' && Number.isFinite(id)) flat['id'] = String(id);
  return typeof flat['id'] === 'string' && flat['id'] !== '' ? flat : null;
}

export function parseVehicle(resource: unknown): Vehicle | null {
  return flatten(resource) as Vehicle | null;
}

export function parseDealer(resource: unknown): Dealer | null {
  const flat = flatten(resource);
  if (!flat || typeof flat['dealer_code'] !== 'string') return null;
  return { ...flat, name: typeof flat['name'] === 'string' ? flat['name'] : '' } as Dealer;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

function parseFacets(raw: unknown): Record<string, FacetValue[]> {
  const facets: Record<string, FacetValue[]> = {};
  if (!isRecord(raw)) return facets;
  for (const [key, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) continue;
    facets[key] = list.flatMap((entry: unknown) => {
      if (!isRecord(entry) || typeof entry['value'] !== 'string') return [];
      return [{ value: entry['value'], count: count(entry['count']) ?? 0 }];
    });
  }
  return facets;
}

function parseRanges(raw: unknown): Record<string, RangeFacet> {
  const ranges: Record<string, RangeFacet> = {};
  if (!isRecord(raw)) return ranges;
  for (const [key, bounds] of Object.entries(raw)) {
    if (!isRecord(bounds)) continue;
    const min = count(bounds['min']);
    const max = count(bounds['max']);
    if (min !== null && max !== null && min <= max) ranges[key] = { min, max };
  }
  return ranges;
}

/** Reads a listing body defensively: unknown shapes give an empty list, never a throw. */
export function parseListingResponse(body: unknown): ListingResponse {
  const data = isRecord(body) && Array.isArray(body['data']) ? body['data'] : [];
  const vehicles = data.map(parseVehicle).filter((v): v is Vehicle => v !== null);
  const meta = isRecord(body) && isRecord(body['meta']) ? body['meta'] : {};
  const parsed: ListingMeta = {
    total: count(meta['total']) ?? vehicles.length,
    page: count(meta['page']) ?? 1,
    items: count(meta['items']) ?? vehicles.length,
    facets: parseFacets(meta['facets']),
    ranges: parseRanges(meta['ranges']),
  };
  return { data: vehicles, meta: parsed };
}

const dataOf = (body: unknown): unknown => (isRecord(body) ? body['data'] : undefined);

function toStockError(error: unknown): StockApiError {
  if (error instanceof StockApiError) return error;
  const response = isRecord(error) && isRecord(error['response']) ? error['response'] : null;
  const status = response && typeof response['status'] === 'number' ? response['status'] : null;
  const message = error instanceof Error ? error.message : 'Stock API request failed';
  return new StockApiError(message, status);
}

/**
 * @param baseUrl the stock service's base address (A§7 "base address from configuration"), e.g.
 *   `http://127.0.0.1:3001/stock`. A trailing slash is ignored.
 */
export function createStockApi(baseUrl: string, http: AxiosInstance): StockApi {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string, headers?: Record<string, string>): Promise<unknown> => {
    try {
      const response = await http.get<unknown>(`${base}${path}`, headers ? { headers } : undefined);
      return response.data;
    } catch (error) {
      throw toStockError(error);
    }
  };
  const one = async (path: string): Promise<Vehicle> => {
    const vehicle = parseVehicle(dataOf(await get(path)));
    if (!vehicle) throw new StockApiError('Vehicle response has no vehicle', 404);
    return vehicle;
  };
  const list = (body: unknown): unknown[] => {
    const data = dataOf(body);
    return Array.isArray(data) ? data : [];
  };
  const listing = (key: string) => `/public_api/listing/${seg(key)}`;

  return {
    listVehicles: async (key, query) =>
      parseListingResponse(await get(`${listing(key)}${queryString(query)}`)),
    listVehiclesLight: async (key, query) =>
      parseListingResponse(await get(`${listing(key)}/light${queryString(query)}`)),
    getVehicle: (key, id) => one(`${listing(key)}/vehicle/${seg(id)}`),
    // A§7 prints `/public_api/listing//{listing}/retailers`; the doubled slash is taken as a typo
    // (servers that do not merge slashes would 404), issue 4 names the path `/retailers`.
    listRetailers: async (key, query) =>
      list(await get(`${listing(key)}/retailers${queryString(query)}`))
        .map(parseDealer)
        .filter((d): d is Dealer => d !== null),
    getCompanyConfig: async (key, companyConfig) =>
      dataOf(await get(`/public_api/company_config/${seg(key)}`, { 'Company-Config': companyConfig })),
    getTranslations: async (id) => {
      const data = dataOf(await get(`/public_api/widget_translations_configs/${seg(id)}`));
      const attributes = isRecord(data) ? data['attributes'] : undefined;
      const dictionary = isRecord(attributes) ? attributes['data'] : undefined;
      const out: Record<string, string> = {};
      if (isRecord(dictionary))
        for (const [k, v] of Object.entries(dictionary)) if (typeof v === 'string') out[k] = v;
      return out as StockTranslations;
    },
    listBrands: async () => list(await get('/public_api/brands')),
    listNameplates: async () => list(await get('/nameplates')),
    getConfigData: async (query) => dataOf(await get(`/public_api/vehicles/config_data${queryString(query)}`)),
    getTradeInFormOptions: async (query, lang = 'en') =>
      dataOf(await get(`/trade_in/form_options${queryString([...query, ['lang', lang || 'en']])}`)),
    getShowroomConfig: async (companyConfig) => {
      const query = queryString(SHOWROOM_CONFIG_TYPES.map((type) => ['config_type', type] as const));
      const body = await get(`/public_api/company_config/all${query}`, { 'Company-Config': companyConfig });
      return list(body).flatMap((item): ShowroomConfigItem[] => {
        const flat = isRecord(item) && isRecord(item['attributes']) ? item['attributes'] : item;
        return isRecord(flat) && typeof flat['config_type'] === 'string'
          ? [{ config_type: flat['config_type'], data: flat['data'] }]
          : [];
      });
    },
    getVehicleByConfigUrl: (key, configUrl) =>
      one(`${listing(key)}/vehicle${queryString([['config_url', configUrl]])}`),
  };
}
