import { accordionAvailability, formatPrice, pickPrice, type PriceSettings } from '@lux/pricing';
import type { OrderVehicle, PaymentOptionType } from '@lux/order-online';
import type { CheckoutStrings } from './strings';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The vehicle's name as the showroom shows it: the display name, else brand, model and version. */
export function vehicleName(vehicle: OrderVehicle | null): string {
  if (!vehicle) return '';
  const display = text(vehicle.model_display_name);
  if (display) return display;
  return [vehicle.nameplate_brand_name, vehicle.nameplate_name, vehicle.version].map(text).filter(Boolean).join(' ') || vehicle.id;
}

export interface VehiclePhoto {
  src: string;
  srcSet: string | undefined;
}

/** The cover photo in two widths (the media service renders 640 and 1024 for the card). */
export function vehiclePhoto(vehicle: OrderVehicle | null): VehiclePhoto | null {
  if (!vehicle) return null;
  const photos = record(vehicle['photos']);
  const medium = text(photos['medium']) || text(vehicle.cover_photo_medium);
  const normal = text(photos['normal']) || text(photos['quarter_hd']);
  if (!medium && !normal) return null;
  if (medium && normal && medium !== normal) return { src: medium, srcSet: `${medium} 640w, ${normal} 1024w` };
  return { src: medium || normal, srcSet: undefined };
}

/** The listing's price list (A§3 `prices.list`). */
const priceList = (vehicle: OrderVehicle | null): unknown => record(vehicle?.['prices'])['list'];

/** The purchase price as text ('' when there is none to show). */
export function purchasePriceText(vehicle: OrderVehicle | null, settings: PriceSettings): string {
  if (!vehicle || vehicle['price_hidden'] === true) return '';
  const picked = pickPrice(priceList(vehicle), 'purchase');
  return picked ? formatPrice(picked.value, settings, 'price') : formatPrice(vehicle['sale_price'] ?? vehicle['msrp_price'], settings, 'price');
}

/** One payment option the buyer may choose, with its price when the vehicle has one. */
export interface PaymentOptionChoice {
  type: PaymentOptionType;
  price: string;
}

/**
 * A§5: cash needs a purchase price, lease a lease price (not hidden from visitors), subscription a
 * subscribe price. A vehicle whose price is hidden offers none.
 */
export function paymentOptionChoices(vehicle: OrderVehicle | null, settings: PriceSettings, t: CheckoutStrings): PaymentOptionChoice[] {
  if (!vehicle || vehicle['price_hidden'] === true) return [];
  const list = priceList(vehicle);
  const available = accordionAvailability(list);
  const choices: PaymentOptionChoice[] = [];
  if (available.cash) choices.push({ type: 'cash', price: formatPrice(pickPrice(list, 'purchase')?.value, settings, 'price') });
  if (available.lease) choices.push({ type: 'lease', price: t.perMonth(formatPrice(pickPrice(list, 'lease')?.value, settings, 'price')) });
  if (available.subscribe) {
    choices.push({ type: 'subscription', price: t.perMonth(formatPrice(pickPrice(list, 'subscribe')?.value, settings, 'price')) });
  }
  return choices;
}

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** The rows of the vehicle step's specification, those the vehicle has. */
export function vehicleSpecRows(vehicle: OrderVehicle | null, t: CheckoutStrings, locale: string): SpecRow[] {
  if (!vehicle) return [];
  const state = text(vehicle.state).toLowerCase();
  const mileage = typeof vehicle['mileage'] === 'number' ? vehicle['mileage'] : null;
  const rows: SpecRow[] = [
    { key: 'state', label: t.spec.state, value: t.states[state] ?? '' },
    { key: 'year', label: t.spec.year, value: text(vehicle.production_year) },
    {
      key: 'mileage',
      label: t.spec.mileage,
      value: mileage === null ? '' : `${new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-IL').format(mileage)} ${t.km}`,
    },
    { key: 'engine', label: t.spec.engine, value: text(vehicle['engines']) },
    { key: 'transmission', label: t.spec.transmission, value: text(vehicle['transmission']) },
    { key: 'color', label: t.spec.color, value: text(vehicle.color_name) },
    { key: 'vin', label: t.spec.vin, value: text(vehicle.vin) },
  ];
  return rows.filter((row) => row.value !== '');
}

/** Whole seconds as m:ss (or h:mm:ss for long holds), digits left to right in both directions. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A date (YYYY-MM-DD) as the locale writes it; the text itself when it is not one. */
export function dateText(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
