/**
 * Spec-price substitution (A§7, B§7: "car data loaded by car keys; response fields price, lease_price,
 * specs"). Editors write placeholders in block text; the site loads the cars they name in one call
 * (`/vehicles?filter[key_in]=`) and replaces them:
 *
 *   {{price:defender-110-d250-se}}        the list price, formatted by the caller
 *   {{lease_price:defender-110-d250-se}}  the monthly lease price, formatted by the caller
 *   {{spec:defender-110-d250-se:power_hp}} a raw spec value
 *
 * A car, price or spec that is missing becomes '' (like price formatting of a missing price, A§5),
 * so a stale key never shows a half-filled sentence with a raw placeholder in it.
 */
import type { VehicleSpecs } from './content-api.types';

export interface CarData {
  key: string;
  price: number | null;
  lease_price: number | null;
  specs: Partial<VehicleSpecs>;
}

export interface SpecPriceFormatters {
  price(amount: number): string;
  lease(amount: number): string;
  /** Writes a spec value (units, decimals, words); without it the raw value is written as is. */
  spec?(key: keyof VehicleSpecs, value: string | number): string;
}

const PLACEHOLDER = /\{\{\s*(price|lease_price|spec)\s*:\s*([a-z0-9]+(?:-[a-z0-9]+)*)\s*(?::\s*([a-z0-9_]+)\s*)?\}\}/g;

/** The car keys a text names, each once, in order of appearance. */
export function carKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (match[2]) keys.add(match[2]);
  return [...keys];
}

export function substituteSpecPrices(
  text: string,
  cars: readonly CarData[],
  format: SpecPriceFormatters,
): string {
  const byKey = new Map(cars.map((car) => [car.key, car]));
  return text.replace(PLACEHOLDER, (_match, field: string, key: string, spec: string | undefined) => {
    const car = byKey.get(key);
    if (!car) return '';
    if (field === 'price') return typeof car.price === 'number' && car.price > 0 ? format.price(car.price) : '';
    if (field === 'lease_price') {
      return typeof car.lease_price === 'number' && car.lease_price > 0 ? format.lease(car.lease_price) : '';
    }
    if (spec === undefined || !Object.hasOwn(car.specs, spec)) return '';
    const value = car.specs[spec as keyof VehicleSpecs];
    if (value === null || value === undefined) return '';
    return format.spec ? format.spec(spec as keyof VehicleSpecs, value) : String(value);
  });
}
