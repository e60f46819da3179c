/**
 * The showroom (vehicle) page, pure part: its company config (A§7 config types additional, cash, lease,
 * subscription), photos, specification rows (A§9 showroom defaults), payment sections (A§5 price
 * validity), drive-away price (A§4), equipment, reservation link (A§1) and the mini calculator (A§4).
 */
import {
  annuityPayment,
  defaultPriceSettings,
  formatTemplate,
  toFiniteNumber,
  type CapacityUnit,
  type PriceSettings,
} from '@lux/pricing';
import type { Vehicle, VehicleFeature, VehiclePhotos } from './contract';
import { showsDriveAwayPrice } from './analytics';
import { stockFeaturesFromConfig } from './features';
import {
  attributeValue,
  cardAttributeDefaults,
  cardAttributes,
  cardPrices,
  type CardAttribute,
  type CardPrice,
} from './card';
import { isRecord, text } from './values';

// ---------------------------------------------------------------------------------------------------
// Company config

export interface ShowroomReservation {
  /** The editor's label; '' means the UI's default label. */
  readonly buttonLabel: string;
  readonly fee: number | null;
  readonly currency: string;
  readonly financingOptions: readonly string[];
  /** Retailers (dealer codes) that take reservations; empty means every retailer. */
  readonly ownerIds: readonly string[];
}

export interface PaymentSectionConfig {
  readonly enabled: boolean;
  /** '' means the UI's default title. */
  readonly title: string;
  readonly description: string;
}

export interface LeaseSectionConfig extends PaymentSectionConfig {
  readonly months: number | null;
  readonly mileagePerYear: number | null;
}

export interface CalculatorConfig {
  readonly annualRatePercent: number;
  /** Terms offered, in months, ascending. */
  readonly terms: readonly number[];
  /** The term selected at first. */
  readonly term: number;
  readonly depositPercent: number;
}

export interface ShowroomConfig {
  readonly reservation: ShowroomReservation | null;
  /** A§9 additional feature owner_visible: show the selling retailer's details. */
  readonly ownerVisible: boolean;
  /** A§9 additional feature postcode_search: showroom links carry the postcode search. */
  readonly postcodeSearch: boolean;
  readonly cash: PaymentSectionConfig;
  readonly lease: LeaseSectionConfig;
  readonly subscription: PaymentSectionConfig;
  readonly calculator: CalculatorConfig;
}

/** Limits of the mini calculator's inputs; out-of-range values give no monthly payment. */
export const calculatorLimits = { maxMonths: 120, maxAnnualRatePercent: 30 } as const;

/** The spec names no calculator values: these are the importer's usual private-loan terms. */
export const defaultCalculatorConfig: CalculatorConfig = Object.freeze({
  annualRatePercent: 4.9,
  terms: Object.freeze([24, 36, 48, 60]),
  term: 36,
  depositPercent: 20,
});

const defaultSection: PaymentSectionConfig = Object.freeze({ enabled: true, title: '', description: '' });

/** Without a config the page shows every section the prices allow, no reservation and no owner. */
export const defaultShowroomConfig: ShowroomConfig = Object.freeze({
  reservation: null,
  ownerVisible: false,
  postcodeSearch: false,
  cash: defaultSection,
  lease: Object.freeze({ ...defaultSection, months: null, mileagePerYear: null }),
  subscription: defaultSection,
  calculator: defaultCalculatorConfig,
});

const flag = (value: unknown, fallback: boolean): boolean =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : fallback;

const positive = (value: unknown): number | null => {
  const n = toFiniteNumber(value);
  return n !== null && n > 0 ? n : null;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? (value as unknown[]).map((v) => (typeof v === 'number' ? String(v) : text(v))).filter(Boolean)
    : [];

function section(data: unknown): PaymentSectionConfig {
  if (!isRecord(data)) return defaultSection;
  return {
    enabled: flag(data['enabled'], true),
    title: text(data['title']),
    description: text(data['description']),
  };
}

function reservation(data: unknown): ShowroomReservation | null {
  if (!isRecord(data)) return null;
  return {
    buttonLabel: text(data['button_label']),
    fee: positive(data['reservation_fee']),
    currency: text(data['currency']),
    financingOptions: strings(data['financing_options']),
    ownerIds: strings(data['owner_ids']),
  };
}

function calculator(data: unknown): CalculatorConfig {
  if (!isRecord(data)) return defaultCalculatorConfig;
  const rate = toFiniteNumber(data['annual_rate']);
  const terms = [...new Set(strings(data['terms']).map(Number))]
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= calculatorLimits.maxMonths)
    .sort((a, b) => a - b);
  const list = terms.length > 0 ? terms : [...defaultCalculatorConfig.terms];
  const term = toFiniteNumber(data['term']);
  const deposit = toFiniteNumber(data['deposit_percent']);
  return {
    annualRatePercent:
      rate !== null && rate >= 0 && rate <= calculatorLimits.maxAnnualRatePercent
        ? rate
        : defaultCalculatorConfig.annualRatePercent,
    terms: list,
    term:
      term !== null && list.includes(term)
        ? term
        : list.includes(defaultCalculatorConfig.term)
          ? defaultCalculatorConfig.term
          : list[0]!,
    depositPercent:
      deposit !== null && deposit >= 0 && deposit < 100 ? deposit : defaultCalculatorConfig.depositPercent,
  };
}

/**
 * Reads the showroom config items (`config_type` additional, cash, lease, subscription). Unknown types
 * and malformed data are ignored: each part falls back to {@link defaultShowroomConfig}. Never throws.
 */
export function parseShowroomConfig(items: unknown): ShowroomConfig {
  const byType = new Map<string, unknown>();
  if (Array.isArray(items)) {
    for (const item of items as unknown[]) {
      if (isRecord(item) && typeof item['config_type'] === 'string' && !byType.has(item['config_type']))
        byType.set(item['config_type'], item['data']);
    }
  }
  const additional = byType.get('additional');
  const extra = isRecord(additional) ? additional : {};
  const lease = byType.get('lease');
  const leaseData = isRecord(lease) ? lease : {};
  const { features } = stockFeaturesFromConfig(extra);
  return {
    reservation: reservation(extra['reservation']),
    ownerVisible: features.owner_visible,
    postcodeSearch: features.postcode_search,
    cash: section(byType.get('cash')),
    lease: {
      ...section(lease),
      months: positive(leaseData['months']),
      mileagePerYear: positive(leaseData['mileage_per_year']),
    },
    subscription: section(byType.get('subscription')),
    calculator: calculator(extra['calculator']),
  };
}

// ---------------------------------------------------------------------------------------------------
// Title, photos, specification, equipment

/** The page heading: the display name, else brand, model and version. '' when the vehicle has none. */
export function vehicleTitle(vehicle: Vehicle): string {
  const display = text(vehicle.model_display_name);
  if (display) return display;
  return [vehicle.nameplate_brand_name, vehicle.nameplate_name, vehicle.version]
    .map(text)
    .filter(Boolean)
    .join(' ');
}

export interface PhotoSource {
  readonly url: string;
  /** The rendition's width in pixels. */
  readonly width: number;
}

export interface ShowroomPhoto {
  /** The largest rendition: the `src`. */
  readonly src: string;
  /** Renditions by width, ascending, one per width (for `srcset`). */
  readonly sources: readonly PhotoSource[];
}

/** A§9 16:9 renditions: what each photo field of A§3 holds. */
const RENDITION_WIDTHS = {
  medium: 640,
  quarter_hd: 1024,
  normal: 1024,
  big: 1600,
  hd: 1600,
  full: 1600,
} as const;
type RenditionKey = keyof typeof RENDITION_WIDTHS;

function photoOf(record: Partial<Record<RenditionKey, unknown>>): ShowroomPhoto | null {
  const byWidth = new Map<number, string>();
  for (const key of Object.keys(RENDITION_WIDTHS) as RenditionKey[]) {
    const url = text(record[key]);
    const width = RENDITION_WIDTHS[key];
    if (url && !byWidth.has(width)) byWidth.set(width, url);
  }
  const sources = [...byWidth.entries()].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }));
  const largest = sources[sources.length - 1];
  return largest ? { src: largest.url, sources } : null;
}

/**
 * The vehicle's photos for the gallery: the included list in `sequence` order (duplicates dropped);
 * without one, the cover renditions or `cover_photo_medium`. Empty when the vehicle has no photo.
 */
export function showroomPhotos(vehicle: Vehicle): ShowroomPhoto[] {
  const photos: VehiclePhotos = isRecord(vehicle.photos) ? vehicle.photos : {};
  const included: readonly unknown[] = Array.isArray(photos.included) ? photos.included : [];
  const ordered = included
    .flatMap((item, index) =>
      isRecord(item) ? [{ item, index, sequence: toFiniteNumber(item['sequence']) }] : [],
    )
    .sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity) || a.index - b.index);
  const seen = new Set<string>();
  const out: ShowroomPhoto[] = [];
  for (const { item } of ordered) {
    const photo = photoOf(item);
    if (photo && !seen.has(photo.src)) {
      seen.add(photo.src);
      out.push(photo);
    }
  }
  if (out.length > 0) return out;
  const cover = photoOf({ ...photos, medium: photos.medium ?? vehicle.cover_photo_medium });
  return cover ? [cover] : [];
}

export interface VehicleCapacity {
  readonly value: number;
  readonly unit: CapacityUnit;
}

/**
 * The capacity to show (A§5: litres with one decimal): the normalised engine capacity in litres; else
 * `capacity` (cc above 100, otherwise already litres); else the battery in kWh. `null` when none.
 */
export function vehicleCapacity(vehicle: Vehicle): VehicleCapacity | null {
  const normalised = toFiniteNumber(vehicle.engine_capacity_normalized);
  if (normalised !== null && normalised > 0) return { value: normalised, unit: 'l' };
  const raw = toFiniteNumber(vehicle.capacity);
  if (raw !== null && raw > 0) return { value: raw > 100 ? raw / 1000 : raw, unit: 'l' };
  const battery = toFiniteNumber(vehicle.battery_capacity);
  return battery !== null && battery > 0 ? { value: battery, unit: 'kwh' } : null;
}

export interface SpecificationRow {
  readonly attribute: CardAttribute;
  /** The raw value; capacity rows carry {@link VehicleCapacity} instead. */
  readonly value: string | number;
  readonly capacity?: VehicleCapacity;
}

/**
 * The specification list: the configured attributes, or the A§9 showroom defaults (state, status,
 * deliveryDate, productionYear, mileage, transmission, engines, capacity, power, color, colorInterior,
 * vin, orderNumber, avl), each only when the vehicle has a value.
 */
export function showroomSpecification(vehicle: Vehicle, config?: unknown): SpecificationRow[] {
  return cardAttributes(config, cardAttributeDefaults.showroom).flatMap((attribute): SpecificationRow[] => {
    if (attribute === 'capacity') {
      const capacity = vehicleCapacity(vehicle);
      return capacity ? [{ attribute, value: capacity.value, capacity }] : [];
    }
    const value = attributeValue(vehicle, attribute);
    return value === null ? [] : [{ attribute, value }];
  });
}

export interface EquipmentItem {
  readonly name: string;
  /** The option's price, when it has a valid one. */
  readonly price: number | null;
}

export interface VehicleEquipment {
  readonly standard: readonly EquipmentItem[];
  readonly optional: readonly EquipmentItem[];
  readonly accessories: readonly EquipmentItem[];
}

function features(list: unknown): EquipmentItem[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return (list as unknown[]).flatMap((raw): EquipmentItem[] => {
    const feature: VehicleFeature | null = isRecord(raw)
      ? raw
      : typeof raw === 'string'
        ? { name: raw }
        : null;
    const name = text(feature?.name);
    if (!name || seen.has(name)) return [];
    seen.add(name);
    const price = positive(feature?.price);
    return [{ name, price }];
  });
}

/** Standard features, options (with prices) and accessories; malformed entries are skipped. */
export function vehicleEquipment(vehicle: Vehicle): VehicleEquipment {
  return {
    standard: features(vehicle.features_standard),
    optional: features(vehicle.features_optional),
    accessories: features(vehicle.accessories),
  };
}

// ---------------------------------------------------------------------------------------------------
// Prices

export type PaymentSectionKind = 'cash' | 'lease' | 'subscription';

export interface PaymentSection {
  readonly kind: PaymentSectionKind;
  readonly price: CardPrice;
  readonly title: string;
  readonly description: string;
  /** Lease only: the term and the yearly mileage of the offer. */
  readonly months?: number | null;
  readonly mileagePerYear?: number | null;
}

/**
 * The payment accordions, in order cash, lease, subscription. A§5: cash needs a purchase price, lease a
 * lease price (not hidden from visitors), subscribe a subscribe price; a section the company config
 * switches off is left out too. A vehicle with `price_hidden` has none.
 */
export function showroomPaymentSections(
  vehicle: Vehicle,
  config: ShowroomConfig = defaultShowroomConfig,
  settings: PriceSettings = defaultPriceSettings,
): PaymentSection[] {
  const prices = cardPrices(vehicle, settings);
  const out: PaymentSection[] = [];
  if (prices.accordions.cash && prices.purchase && config.cash.enabled)
    out.push({
      kind: 'cash',
      price: prices.purchase,
      title: config.cash.title,
      description: config.cash.description,
    });
  if (prices.accordions.lease && prices.lease && config.lease.enabled)
    out.push({
      kind: 'lease',
      price: prices.lease,
      title: config.lease.title,
      description: config.lease.description,
      months: config.lease.months,
      mileagePerYear: config.lease.mileagePerYear,
    });
  if (prices.accordions.subscribe && prices.subscribe && config.subscription.enabled)
    out.push({
      kind: 'subscription',
      price: prices.subscribe,
      title: config.subscription.title,
      description: config.subscription.description,
    });
  return out;
}

export interface DriveAwayPrice {
  readonly value: number;
  /** Written with the full-price string (`@` embeds the formatted price). */
  readonly text: string;
}

/**
 * A§4: the drive-away (on-the-road) price, only for new vehicles: `total_price`, else the purchase
 * price. `null` for other states, hidden prices and vehicles without a valid price.
 */
export function driveAwayPrice(
  vehicle: Vehicle,
  settings: PriceSettings = defaultPriceSettings,
): DriveAwayPrice | null {
  if (!showsDriveAwayPrice(vehicle.state) || vehicle.price_hidden === true) return null;
  const total = positive(vehicle.total_price) ?? cardPrices(vehicle, settings).purchase?.value ?? null;
  if (total === null) return null;
  const formatted = formatTemplate(settings.fullString, total, settings);
  return formatted ? { value: total, text: formatted } : null;
}

/** The price the mini calculator starts from: the purchase price (sale), else msrp. */
export function calculatorPrice(
  vehicle: Vehicle,
  settings: PriceSettings = defaultPriceSettings,
): number | null {
  if (vehicle.price_hidden === true) return null;
  return (
    cardPrices(vehicle, settings).purchase?.value ??
    positive(vehicle.sale_price) ??
    positive(vehicle.msrp_price)
  );
}

export interface MonthlyPaymentInput {
  readonly price: number;
  readonly deposit: number;
  readonly months: number;
  readonly annualRatePercent: number;
}

/**
 * The monthly instalment of an amortised loan over `price − deposit`: P·r / (1 − (1 + r)^−n) with the
 * monthly rate r, or P / n at 0 % — @lux/pricing's `annuityPayment`, unrounded (the caller formats it). `null` when the input cannot give a payment (no price, a deposit
 * that covers the price, a term outside 1–120 months, a rate outside 0–30 %).
 */
export function monthlyPayment({
  price,
  deposit,
  months,
  annualRatePercent,
}: MonthlyPaymentInput): number | null {
  const values = [price, deposit, months, annualRatePercent];
  if (!values.every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  if (price <= 0 || deposit < 0 || deposit >= price) return null;
  if (!Number.isInteger(months) || months < 1 || months > calculatorLimits.maxMonths) return null;
  if (annualRatePercent < 0 || annualRatePercent > calculatorLimits.maxAnnualRatePercent) return null;
  // One formula for the whole site: the finance calculator's annuity (@lux/pricing), monthly rate = annual / 1200.
  return annuityPayment(price - deposit, annualRatePercent / 1200, months);
}

// ---------------------------------------------------------------------------------------------------
// Reservation

/** A§1: the order-online journey's vehicle step. */
export const ORDER_ONLINE_VEHICLE_PATH = '/showroom-order-online/vehicle';

/** Statuses a vehicle cannot be reserved in. */
const UNRESERVABLE = new Set(['sold', 'reserved']);

/**
 * Whether the reservation button shows: the company config offers reservations, the vehicle is not
 * sold or reserved, has a visible price, and its retailer takes reservations (empty list: all do).
 */
export function canReserve(vehicle: Vehicle, config: ShowroomConfig = defaultShowroomConfig): boolean {
  const offer = config.reservation;
  if (!offer || vehicle.price_hidden === true) return false;
  if (UNRESERVABLE.has(text(vehicle.status).toLowerCase())) return false;
  return offer.ownerIds.length === 0 || offer.ownerIds.includes(text(vehicle.dealer_code));
}

/** A§1: `/showroom-order-online/vehicle/{id}`, with `config_url` passed on when the vehicle has one. */
export function reservationPath(vehicle: Vehicle): string {
  const path = `${ORDER_ONLINE_VEHICLE_PATH}/${encodeURIComponent(text(vehicle.id))}`;
  const configUrl = text(vehicle.config_url);
  return configUrl ? `${path}?${new URLSearchParams({ config_url: configUrl }).toString()}` : path;
}
