import type { Settings } from '@lux/content';
import {
  defaultShowroomConfig,
  parseShowroomConfig,
  pickSimilarVehicles,
  similarVehiclesApiQuery,
  StockApiError,
  type ShowroomConfig,
  type StockApi,
  type Vehicle,
} from '@lux/stock-locator';

/**
 * The importer's stock listing (`ci_key_list`) and company config, unless the `stock.listing` and
 * `stock.company_config` settings name others. The showroom link carries only the vehicle id (A§2), so
 * the page needs a listing of its own to read it from.
 */
export const DEFAULT_STOCK_LISTING = 'lux-il';

export interface ShowroomSource {
  listing: string;
  companyConfig: string;
}

/** A setting value usable as a listing or company key (the stock API's listing pattern). */
const KEY = /^[a-z0-9][a-z0-9_-]{0,99}$/;

export function showroomSource(settings: Settings): ShowroomSource {
  const listing = settings['stock.listing']?.trim() ?? '';
  const company = settings['stock.company_config']?.trim() ?? '';
  const safeListing = KEY.test(listing) ? listing : DEFAULT_STOCK_LISTING;
  return { listing: safeListing, companyConfig: KEY.test(company) ? company : safeListing };
}

export interface ShowroomData {
  vehicle: Vehicle;
  config: ShowroomConfig;
  similar: Vehicle[];
  similarFailed: boolean;
}

export type ShowroomWarn = (details: Record<string, unknown>, message: string) => void;

const summary = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  status: error instanceof StockApiError ? error.status : null,
});

/**
 * Reads the vehicle, the showroom config and the similar vehicles (A§7). `null` when the stock service
 * does not know the vehicle (404, or 400 for an id it cannot hold): the page answers 404. A failing
 * config is logged and the defaults used; failing similar vehicles are logged and flagged (A§8). Any
 * other vehicle failure rejects (the page's error view, status 500).
 */
export async function loadShowroom(
  api: StockApi,
  source: ShowroomSource,
  id: string,
  warn: ShowroomWarn,
): Promise<ShowroomData | null> {
  const [vehicle, config] = await Promise.all([
    api.getVehicle(source.listing, id).catch((error: unknown) => {
      if (error instanceof StockApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }),
    api
      .getShowroomConfig(source.companyConfig)
      .then(parseShowroomConfig)
      .catch((error: unknown) => {
        warn(
          { err: summary(error), companyConfig: source.companyConfig },
          'showroom: config fetch failed; using defaults',
        );
        return defaultShowroomConfig;
      }),
  ]);
  if (!vehicle) return null;

  const nameplate = typeof vehicle.nameplate_name === 'string' ? vehicle.nameplate_name.trim() : '';
  let similar: Vehicle[] = [];
  let similarFailed = false;
  if (nameplate) {
    try {
      const response = await api.listVehicles(source.listing, similarVehiclesApiQuery(nameplate));
      similar = pickSimilarVehicles(response.data, vehicle.id);
    } catch (error) {
      warn({ err: summary(error), id }, 'showroom: similar vehicles failed');
      similarFailed = true;
    }
  }
  return { vehicle, config, similar, similarFailed };
}
