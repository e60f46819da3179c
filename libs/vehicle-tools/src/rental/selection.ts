// What the visitor chose, the rules of each step (B§3.4 additional settings) and the total price.
import { clampAmount, type RentalConfig, type RentalExtra, type RentalLocation, type RentalVehicle } from './config';
import { daysBetween, isDateUnavailable, isIsoDate, rentalDays } from './dates';

/** A place: one of the editor's locations, or an address the visitor typed (when the settings allow it). */
export type RentalPlace = { kind: 'location'; key: string } | { kind: 'custom'; address: string };

export interface RentalSelection {
  pickup: RentalPlace | null;
  /** Null: returned where it was picked up. */
  dropoff: RentalPlace | null;
  pickupDate: string | null;
  dropoffDate: string | null;
  vehicleKey: string | null;
  /** Extra id → amount (controller) or on/off (toggler); absent → the extra's starting value. */
  extras: Readonly<Record<string, number | boolean>>;
}

export const EMPTY_SELECTION: RentalSelection = {
  pickup: null,
  dropoff: null,
  pickupDate: null,
  dropoffDate: null,
  vehicleKey: null,
  extras: {},
};

export const RENTAL_PROBLEMS = [
  'pickup_required',
  'pickup_unknown',
  'custom_pickup_not_allowed',
  'custom_address_required',
  'different_dropoff_not_allowed',
  'custom_dropoff_not_allowed',
  'dropoff_unknown',
  'dates_required',
  'pickup_date_unavailable',
  'dropoff_date_unavailable',
  'dropoff_not_after_pickup',
  'vehicle_required',
  'vehicle_unavailable',
] as const;
export type RentalProblem = (typeof RENTAL_PROBLEMS)[number];

/** Which control a problem belongs to (the block links the message to it). */
export const PROBLEM_FIELD: Readonly<Record<RentalProblem, 'pickup' | 'dropoff' | 'dates' | 'vehicle'>> = {
  pickup_required: 'pickup',
  pickup_unknown: 'pickup',
  custom_pickup_not_allowed: 'pickup',
  custom_address_required: 'pickup',
  different_dropoff_not_allowed: 'dropoff',
  custom_dropoff_not_allowed: 'dropoff',
  dropoff_unknown: 'dropoff',
  dates_required: 'dates',
  pickup_date_unavailable: 'dates',
  dropoff_date_unavailable: 'dates',
  dropoff_not_after_pickup: 'dates',
  vehicle_required: 'vehicle',
  vehicle_unavailable: 'vehicle',
};

const samePlace = (a: RentalPlace, b: RentalPlace): boolean =>
  a.kind === b.kind && (a.kind === 'location' ? a.key === (b as typeof a).key : a.address.trim() === (b as typeof a).address.trim());

/** The problems of the locations & dates step. `today` is the visitor's ISO date. */
export function tripProblems(config: RentalConfig, selection: RentalSelection, today: string): RentalProblem[] {
  const problems: RentalProblem[] = [];
  const { settings } = config;
  const known = (key: string) => config.locations.some((l) => l.key === key);
  const { pickup, dropoff } = selection;
  if (!pickup) problems.push('pickup_required');
  else if (pickup.kind === 'custom') {
    if (!settings.allowCustomPickup) problems.push('custom_pickup_not_allowed');
    else if (pickup.address.trim().length < 3) problems.push('custom_address_required');
  } else if (!known(pickup.key)) problems.push('pickup_unknown');
  if (dropoff && !(pickup && samePlace(pickup, dropoff))) {
    if (!settings.allowDifferentDropoff) problems.push('different_dropoff_not_allowed');
    else if (dropoff.kind === 'custom') {
      if (!settings.allowCustomDropoff) problems.push('custom_dropoff_not_allowed');
      else if (dropoff.address.trim().length < 3) problems.push('custom_address_required');
    } else if (!known(dropoff.key)) problems.push('dropoff_unknown');
  }
  const { pickupDate, dropoffDate } = selection;
  if (!isIsoDate(pickupDate) || !isIsoDate(dropoffDate)) problems.push('dates_required');
  else {
    if (isDateUnavailable(pickupDate, today, settings.disabledWeekdays)) problems.push('pickup_date_unavailable');
    if (isDateUnavailable(dropoffDate, today, settings.disabledWeekdays)) problems.push('dropoff_date_unavailable');
    if ((daysBetween(pickupDate, dropoffDate) ?? 0) < 1) problems.push('dropoff_not_after_pickup');
  }
  return problems;
}

/** Vehicles that can be picked up at the chosen place (a custom address: all of them). */
export function availableVehicles(config: RentalConfig, pickup: RentalPlace | null): readonly RentalVehicle[] {
  if (!pickup || pickup.kind === 'custom') return config.vehicles;
  return config.vehicles.filter((v) => v.locations.length === 0 || v.locations.includes(pickup.key));
}

export function vehicleProblems(config: RentalConfig, selection: RentalSelection): RentalProblem[] {
  if (!selection.vehicleKey) return ['vehicle_required'];
  return availableVehicles(config, selection.pickup).some((v) => v.key === selection.vehicleKey) ? [] : ['vehicle_unavailable'];
}

export const findVehicle = (config: RentalConfig, key: string | null): RentalVehicle | null =>
  config.vehicles.find((v) => v.key === key) ?? null;

export const findLocation = (config: RentalConfig, place: RentalPlace | null): RentalLocation | null =>
  place?.kind === 'location' ? (config.locations.find((l) => l.key === place.key) ?? null) : null;

/** The value of an extra in the selection: a controller's amount clamped to its min–max, a toggler's state. */
export function extraValue(extra: RentalExtra, selection: Pick<RentalSelection, 'extras'>): number | boolean {
  const chosen = selection.extras[extra.id];
  if (extra.kind === 'controller') return clampAmount(typeof chosen === 'number' ? chosen : extra.initial, extra.min, extra.max);
  return typeof chosen === 'boolean' ? chosen : extra.initial;
}

export interface ExtraLine {
  extra: RentalExtra;
  /** Amount (a toggler counts 1 when on). */
  quantity: number;
  /** Agorot. */
  cost: number;
}

export interface RentalTotal {
  days: number;
  /** Agorot. */
  vehicle: number;
  /** The chosen extras (amount > 0 or switched on), in step order. */
  extras: readonly ExtraLine[];
  /** Agorot: vehicle + extras. */
  total: number;
}

/**
 * The price of the enquiry in agorot: days × the vehicle's daily price, plus each extra — a controller's
 * amount (clamped) × its price, a toggler's price when on — charged per day or once per rental
 * (`price_string_context`). Without dates or a vehicle the figures are 0.
 */
export function rentalTotal(config: RentalConfig, selection: RentalSelection): RentalTotal {
  const days = rentalDays(selection.pickupDate, selection.dropoffDate);
  const vehicle = findVehicle(config, selection.vehicleKey);
  const vehicleCost = vehicle ? days * vehicle.dailyPrice : 0;
  const extras: ExtraLine[] = [];
  for (const step of config.steps) {
    for (const extra of step.extras) {
      const value = extraValue(extra, selection);
      const quantity = typeof value === 'number' ? value : value ? 1 : 0;
      if (quantity === 0) continue;
      const perUnit = extra.charge === 'per_day' ? extra.price * days : extra.price;
      extras.push({ extra, quantity, cost: quantity * perUnit });
    }
  }
  return { days, vehicle: vehicleCost, extras, total: vehicleCost + extras.reduce((sum, line) => sum + line.cost, 0) };
}
