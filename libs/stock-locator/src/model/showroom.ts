/**
 * The showroom page's vehicle and its similar vehicles (A§7, A§8, A§9): same nameplate through
 * `filter[nameplate_name_in]`, the current vehicle excluded, at most 6. A failure of either call sets
 * a stored error (A§8); a 404 is kept as such so the route can answer 404.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { similarVehiclesApiQuery } from '../api-query';
import { isNotFoundError, type StockApi, type Vehicle } from '../contract';
import { listingLimits } from '../list-query';
import { $stockApi } from './shared';

export interface StockLoadError {
  readonly message: string;
  readonly notFound: boolean;
}

const toLoadError = (error: unknown): StockLoadError => ({
  message: error instanceof Error ? error.message : 'Stock request failed',
  notFound: isNotFoundError(error),
});

/** A§9: at most 6, never the current vehicle, in the API's order. */
export function pickSimilarVehicles(candidates: readonly Vehicle[], currentId: string): Vehicle[] {
  const seen = new Set<string>([currentId]);
  const out: Vehicle[] = [];
  for (const vehicle of candidates) {
    if (seen.has(vehicle.id)) continue;
    seen.add(vehicle.id);
    out.push(vehicle);
    if (out.length === listingLimits.similarVehicles) break;
  }
  return out;
}

export const showroomOpened = createEvent<{ listing: string; id: string }>();

export const $vehicle = createStore<Vehicle | null>(null, { sid: 'stock-locator/$vehicle' });
export const $vehicleError = createStore<StockLoadError | null>(null, { sid: 'stock-locator/$vehicleError' });
export const $similarVehicles = createStore<readonly Vehicle[]>([], { sid: 'stock-locator/$similarVehicles' });
export const $similarVehiclesError = createStore<StockLoadError | null>(null, { sid: 'stock-locator/$similarVehiclesError' });

export const fetchVehicleFx = attach({
  source: $stockApi,
  effect: (api: StockApi, { listing, id }: { listing: string; id: string }) => api.getVehicle(listing, id),
});

export const fetchSimilarVehiclesFx = attach({
  source: $stockApi,
  effect: async (api: StockApi, { listing, vehicle }: { listing: string; vehicle: Vehicle }) => {
    const nameplate = vehicle.nameplate_name?.trim() ?? '';
    if (nameplate === '') return [];
    const response = await api.listVehicles(listing, similarVehiclesApiQuery(nameplate));
    return pickSimilarVehicles(response.data, vehicle.id);
  },
});

sample({ clock: showroomOpened, fn: () => null, target: [$vehicle, $vehicleError, $similarVehiclesError] });
sample({ clock: showroomOpened, fn: () => [], target: $similarVehicles });
sample({ clock: showroomOpened, target: fetchVehicleFx });
sample({ clock: fetchVehicleFx.doneData, target: $vehicle });
sample({ clock: fetchVehicleFx.failData, fn: toLoadError, target: $vehicleError });
sample({
  clock: fetchVehicleFx.done,
  fn: ({ params, result }) => ({ listing: params.listing, vehicle: result }),
  target: fetchSimilarVehiclesFx,
});
sample({ clock: fetchSimilarVehiclesFx.doneData, target: $similarVehicles });
sample({ clock: fetchSimilarVehiclesFx.failData, fn: toLoadError, target: $similarVehiclesError });
