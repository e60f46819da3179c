import { formatEngineCapacity, type PriceSettings } from '@lux/pricing';
import type { SpecificationRow, Vehicle } from '@lux/stock-locator';
import type { ShowroomStrings } from './strings';

/** Whole numbers grouped for the locale ("12,000"); '' for anything that is not a finite number. */
export function formatCount(value: unknown, locale: string): string {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return '';
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
  } catch {
    return new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(n);
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** An ISO date as the locale writes it: month and year for delivery, the full date otherwise. */
export function formatDate(value: string, locale: string, withDay: boolean): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = withDay
    ? { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
    : { year: 'numeric', month: 'long', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return value;
  }
}

export const mileageText = (
  vehicle: Pick<Vehicle, 'mileage' | 'mileage_unit'>,
  locale: string,
  t: ShowroomStrings,
): string => {
  const count = formatCount(vehicle.mileage, locale);
  return count ? `${count} ${vehicle.mileage_unit === 'mi' ? t.units.mi : t.units.km}` : '';
};

export const powerText = (
  vehicle: Pick<Vehicle, 'power' | 'power_unit'>,
  locale: string,
  t: ShowroomStrings,
): string => {
  const count = formatCount(vehicle.power, locale);
  return count
    ? `${count} ${String(vehicle.power_unit ?? '').toLowerCase() === 'kw' ? t.units.kw : t.units.hp}`
    : '';
};

/**
 * One specification row as text: mileage in km, capacity in litres with one decimal (A§5 through
 * @lux/pricing), power with its unit, state and status in words, dates in the locale's words.
 */
export function specValue(
  row: SpecificationRow,
  vehicle: Vehicle,
  locale: string,
  t: ShowroomStrings,
  settings: PriceSettings,
): string {
  const raw = String(row.value);
  switch (row.attribute) {
    case 'mileage':
      return mileageText(vehicle, locale, t);
    case 'power':
      return powerText(vehicle, locale, t);
    case 'capacity':
      return row.capacity
        ? formatEngineCapacity(row.capacity.value, row.capacity.unit, {
            settings,
            label: row.capacity.unit === 'l' ? t.units.litres : t.units.kwh,
          })
        : '';
    case 'state':
      return t.states[raw.toLowerCase()] ?? raw;
    case 'status':
      return t.statuses[raw.toLowerCase()] ?? raw;
    case 'deliveryDate':
      return formatDate(raw, locale, false);
    case 'avl':
      return formatDate(raw, locale, true);
    default:
      return raw;
  }
}
