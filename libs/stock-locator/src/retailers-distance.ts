/**
 * Distances to retailers (B§3.2 retailer locator and cards: "distance_unit km or mi"): great-circle
 * distance, conversion and display in the page language, and nearest-first ordering.
 */

/** B§3.2 `distance_unit`. */
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A point when both coordinates are numbers in range; `null` otherwise (0,0 counts as a point). */
export function geoPointOf(latitude: unknown, longitude: unknown): GeoPoint | null {
  if (!finite(latitude) || !finite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Great-circle (haversine) distance between two points, in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in km expressed in the unit. */
export function distanceIn(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? km / KM_PER_MILE : km;
}

/** `km` unless the value is `mi`: an unknown unit from the editor never breaks the card. */
export function distanceUnitOf(value: unknown): DistanceUnit {
  return value === 'mi' ? 'mi' : 'km';
}

const INTL_UNIT: Record<DistanceUnit, string> = { km: 'kilometer', mi: 'mile' };

/**
 * "3.4 km", "12 ק״מ", "7 mi": one decimal under 10, whole numbers above; in the page locale's digits and
 * unit abbreviation. Empty for a negative or non-finite distance.
 */
export function formatDistance(km: number, unit: DistanceUnit, locale: string): string {
  if (!finite(km) || km < 0) return '';
  const value = distanceIn(km, unit);
  const digits = value < 10 ? 1 : 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: INTL_UNIT[unit],
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${unit}`;
  }
}

/**
 * Nearest first, measured from `origin`; retailers without a position go last in their given order.
 * Returns new objects with `distanceKm` set (or `null` without a position); the input is not changed.
 */
export function sortByDistance<T extends { readonly point: GeoPoint | null }>(
  items: readonly T[],
  origin: GeoPoint,
): Array<T & { distanceKm: number | null }> {
  return items
    .map((item, index) => ({ item: { ...item, distanceKm: item.point ? distanceKm(origin, item.point) : null }, index }))
    .sort((a, b) => {
      const da = a.item.distanceKm;
      const db = b.item.distanceKm;
      if (da === null || db === null) return da === db ? a.index - b.index : da === null ? 1 : -1;
      return da - db || a.index - b.index;
    })
    .map(({ item }) => item);
}

/** A route to the retailer in the visitor's maps app: by position, or by address when it has none. */
export function directionsUrl(target: { point: GeoPoint | null; address?: string; city?: string }): string | null {
  const destination = target.point
    ? `${target.point.latitude},${target.point.longitude}`
    : [target.address, target.city].map((part) => part?.trim() ?? '').filter(Boolean).join(', ');
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
