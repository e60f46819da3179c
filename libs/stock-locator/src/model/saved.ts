/**
 * Saved vehicles (A§4, A§8): toggled by id, kept in storage, each fetched on the saved-vehicles
 * page; an id that returns 404 is dropped from the list and from storage. Other failures keep the id
 * (the vehicle may come back when the network does).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { isNotFoundError, type StockApi, type Vehicle } from '../contract';
import {
  parseSavedVehicles,
  SAVED_VEHICLES_STORAGE_KEY,
  serialiseSavedVehicles,
  toggleSavedVehicle,
  type SavedVehicle,
} from '../saved';
import { $listing, $stockApi, storageReadFx, storageWrittenFx } from './shared';

export const $savedVehicles = createStore<readonly SavedVehicle[]>([], { sid: 'stock-locator/$savedVehicles' });
/** The saved vehicles that were fetched, in saved order. */
export const $savedVehicleDetails = createStore<readonly Vehicle[]>([], { sid: 'stock-locator/$savedVehicleDetails' });
export const $savedVehicleIds = $savedVehicles.map((saved) => saved.map((s) => s.id));

/** Read the saved list from storage (browser start). */
export const savedVehiclesRestored = createEvent();
/** The heart button. `list` defaults to the current listing. */
export const savedVehicleToggled = createEvent<{ id: string; list?: string }>();
/** The saved-vehicles page opened: fetch each saved vehicle. */
export const savedVehiclesRequested = createEvent();

export interface SavedFetchResult {
  readonly found: readonly Vehicle[];
  /** Ids the API answered 404 for. */
  readonly missing: readonly string[];
}

async function fetchEach(api: StockApi, saved: readonly SavedVehicle[]): Promise<SavedFetchResult> {
  const results = await Promise.allSettled(saved.map((s) => api.getVehicle(s.list, s.id)));
  const found: Vehicle[] = [];
  const missing: string[] = [];
  results.forEach((result, index) => {
    const entry = saved[index];
    if (!entry) return;
    if (result.status === 'fulfilled') found.push(result.value);
    else if (isNotFoundError(result.reason)) missing.push(entry.id);
  });
  return { found, missing };
}

export const fetchSavedVehiclesFx = attach({
  source: $stockApi,
  effect: (api, saved: readonly SavedVehicle[]) => fetchEach(api, saved),
});

const readSavedFx = attach({
  effect: storageReadFx,
  mapParams: () => ({ kind: 'localStorage' as const, key: SAVED_VEHICLES_STORAGE_KEY }),
});
const writeSavedFx = attach({
  effect: storageWrittenFx,
  mapParams: (saved: readonly SavedVehicle[]) => ({
    kind: 'localStorage' as const,
    key: SAVED_VEHICLES_STORAGE_KEY,
    value: saved.length === 0 ? null : serialiseSavedVehicles(saved),
  }),
});

sample({ clock: savedVehiclesRestored, target: readSavedFx });
sample({ clock: readSavedFx.doneData, fn: parseSavedVehicles, target: $savedVehicles });

const toggled = sample({
  clock: savedVehicleToggled,
  source: { saved: $savedVehicles, listing: $listing },
  fn: ({ saved, listing }, { id, list }) => toggleSavedVehicle(saved, { id, list: list ?? listing }),
});
sample({ clock: toggled, target: [$savedVehicles, writeSavedFx] });
// A vehicle un-saved on the saved page disappears from it at once.
sample({
  clock: toggled,
  source: $savedVehicleDetails,
  fn: (details, saved) => details.filter((v) => saved.some((s) => s.id === v.id)),
  target: $savedVehicleDetails,
});

sample({ clock: savedVehiclesRequested, source: $savedVehicles, target: fetchSavedVehiclesFx });
sample({ clock: fetchSavedVehiclesFx.doneData, fn: ({ found }) => found, target: $savedVehicleDetails });
const dropped = sample({
  clock: fetchSavedVehiclesFx.doneData,
  source: $savedVehicles,
  filter: (_, { missing }) => missing.length > 0,
  fn: (saved, { missing }) => saved.filter((s) => !missing.includes(s.id)),
});
sample({ clock: dropped, target: [$savedVehicles, writeSavedFx] });
