/** Saved vehicles, pure part (A§3 "Saved vehicles: a list of objects with id and list"; A§4 toggle). */
import { text } from './values';

export interface SavedVehicle {
  readonly id: string;
  /** The listing the vehicle belongs to (`/public_api/listing/{list}/vehicle/{id}`). */
  readonly list: string;
}

/**
 * Where the list is kept. The spec names no key for saved vehicles (A§9 lists the others); this one
 * follows the `sl_` family and local storage, so the list survives a reload and a new tab.
 */
export const SAVED_VEHICLES_STORAGE_KEY = 'sl_saved_vehicles';
/** Hostile or runaway storage cannot make the page fetch more than this many vehicles. */
export const SAVED_VEHICLES_LIMIT = 100;

/** A§4: an id already saved is removed, otherwise added (at the end). */
export function toggleSavedVehicle(saved: readonly SavedVehicle[], vehicle: SavedVehicle): SavedVehicle[] {
  const id = text(vehicle.id);
  const list = text(vehicle.list);
  if (id === '') return [...saved];
  return saved.some((s) => s.id === id)
    ? saved.filter((s) => s.id !== id)
    : normaliseSavedVehicles([...saved, { id, list }]);
}

export const isVehicleSaved = (saved: readonly SavedVehicle[], id: string): boolean => saved.some((s) => s.id === id);

/** Valid entries only, one per id, at most {@link SAVED_VEHICLES_LIMIT}. */
export function normaliseSavedVehicles(value: unknown): SavedVehicle[] {
  if (!Array.isArray(value)) return [];
  const byId = new Map<string, SavedVehicle>();
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const raw = entry as Record<string, unknown>;
    const id = typeof raw['id'] === 'number' ? String(raw['id']) : text(raw['id']);
    if (id === '' || byId.has(id)) continue;
    byId.set(id, { id, list: text(raw['list']) });
    if (byId.size >= SAVED_VEHICLES_LIMIT) break;
  }
  return [...byId.values()];
}

/** Reads the stored JSON; anything unreadable is an empty list. */
export function parseSavedVehicles(stored: string | null): SavedVehicle[] {
  if (!stored) return [];
  try {
    return normaliseSavedVehicles(JSON.parse(stored));
  } catch {
    return [];
  }
}

export const serialiseSavedVehicles = (saved: readonly SavedVehicle[]): string =>
  JSON.stringify(normaliseSavedVehicles(saved));
