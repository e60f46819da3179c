/** Vehicle card derivations (A§3 "Derived card fields", A§4 states, A§5 icons and accordions, A§9 defaults). */
import {
  accordionAvailability,
  defaultPriceSettings,
  formatDoublePrice,
  formatPrice,
  pickPrice,
  type AccordionAvailability,
  type PriceKind,
  type PriceListType,
  type PriceSettings,
} from '@lux/pricing';
import type { Vehicle } from './contract';
import { text } from './values';

/** A§9 card constants. */
export const cardLimits = { shortVinLength: 3, icons: 3 } as const;

/** A§3: the last 3 characters of a VIN longer than 3; a shorter VIN is shown whole. */
export function shortVin(vin: unknown): string {
  const value = text(vin);
  const chars = [...value];
  return chars.length > cardLimits.shortVinLength ? chars.slice(-cardLimits.shortVinLength).join('') : value;
}

/** Attribute names a card or the showroom page can show (A§3 specification fields, A§9 defaults). */
export const CARD_ATTRIBUTES = [
  'brand',
  'model',
  'version',
  'vin',
  'mileage',
  'power',
  'capacity',
  'colorInterior',
  'color',
  'productionYear',
  'deliveryDate',
  'ownerName',
  'nameplateExternalCode',
  'nameplateModelGroup',
  'state',
  'status',
  'engines',
  'drivetrain',
  'transmission',
  'orderNumber',
  'avl',
] as const;
export type CardAttribute = (typeof CARD_ATTRIBUTES)[number];

export const isCardAttribute = (value: unknown): value is CardAttribute =>
  typeof value === 'string' && (CARD_ATTRIBUTES as readonly string[]).includes(value);

/** A§9 defaults. */
export const cardAttributeDefaults = {
  /** Vehicle card attributes of the stock listing. */
  stockListing: ['productionYear', 'mileage', 'engines', 'color', 'drivetrain', 'vin', 'power', 'capacity', 'state'],
  /** The stock store's default adds model, status and colorInterior. */
  stockStore: ['productionYear', 'mileage', 'engines', 'color', 'drivetrain', 'vin', 'power', 'capacity', 'state', 'model', 'status', 'colorInterior'],
  /** Specification on the showroom page. */
  showroom: ['state', 'status', 'deliveryDate', 'productionYear', 'mileage', 'transmission', 'engines', 'capacity', 'power', 'color', 'colorInterior', 'vin', 'orderNumber', 'avl'],
  /** A§5: icons used when the configured list is not valid. */
  icons: ['engines', 'power', 'color'],
} as const satisfies Record<string, readonly CardAttribute[]>;

/** A configured list: an array of names or one comma-separated string. */
function configuredList(config: unknown): string[] {
  if (Array.isArray(config)) return (config as unknown[]).map(text);
  if (typeof config === 'string') return config.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

/**
 * A§5: the icon list must contain only known attributes and is cut to 3; otherwise (empty, not a
 * list, or any unknown name) engines, power and color are used.
 */
export function cardIcons(config: unknown): CardAttribute[] {
  const list = configuredList(config);
  if (list.length === 0 || !list.every(isCardAttribute)) return [...cardAttributeDefaults.icons];
  return [...new Set(list)].slice(0, cardLimits.icons) as CardAttribute[];
}

/** Attributes to list on a card: the configured known names, or the given defaults when none is valid. */
export function cardAttributes(
  config: unknown,
  defaults: readonly CardAttribute[] = cardAttributeDefaults.stockListing,
): CardAttribute[] {
  const known = [...new Set(configuredList(config).filter(isCardAttribute))];
  return known.length > 0 ? known : [...defaults];
}

/** A§3 brand-to-code map: the off-road brand is `land_rover`, the other `jaguar` (the {product}). */
export type BrandCode = 'land_rover' | 'jaguar';
export const brandCode = (brand: unknown): BrandCode =>
  /land[\s_-]*rover/i.test(text(brand)) ? 'land_rover' : 'jaguar';

/** A§3: owner_metadata's display name chosen by brand, else owner_name. */
export function ownerDisplayName(vehicle: Vehicle): string {
  const metadata = vehicle.owner_metadata;
  const byBrand = brandCode(vehicle.nameplate_brand_name) === 'land_rover' ? metadata?.display_name_lr : metadata?.display_name_jag;
  return text(byBrand) || text(vehicle.owner_name);
}

/** The raw value of an attribute for a card or specification row; `null` when the vehicle has none. */
export function attributeValue(vehicle: Vehicle, attribute: CardAttribute): string | number | null {
  const pick = (value: unknown): string | number | null =>
    typeof value === 'number' ? (Number.isFinite(value) ? value : null) : text(value) || null;
  switch (attribute) {
    case 'brand': return pick(vehicle.nameplate_brand_name);
    case 'model': return pick(vehicle.model_display_name) ?? pick(vehicle.nameplate_name);
    case 'colorInterior': return pick(vehicle.interior_color);
    case 'color': return pick(vehicle.color_name);
    case 'productionYear': return pick(vehicle.production_year);
    case 'deliveryDate': return pick(vehicle.delivery_date);
    case 'ownerName': return ownerDisplayName(vehicle) || null;
    case 'nameplateExternalCode': return pick(vehicle.nameplate_external_code);
    case 'nameplateModelGroup': return pick(vehicle.nameplate_model_group);
    case 'orderNumber': return pick(vehicle.order_number);
    case 'avl': return pick(vehicle.avl_field?.registration_date);
    case 'vin': case 'version': case 'mileage': case 'power': case 'capacity':
    case 'state': case 'status': case 'engines': case 'drivetrain': case 'transmission':
      return pick(vehicle[attribute]);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const lines = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

export type OwnerHtmlForm = 'default' | 'short' | 'full';
export const OWNER_HTML_FORMS: readonly OwnerHtmlForm[] = ['default', 'short', 'full'];

/**
 * A§3 owner HTML. `short`: the name and city; `default`: name, street address, postcode and city;
 * `full`: the default plus phone and email links, contact details and opening hours. Every value is
 * escaped; links are made only from a plausible phone number or email address. '' without an owner.
 */
export function ownerHtml(vehicle: Vehicle, form: OwnerHtmlForm = 'default'): string {
  const name = ownerDisplayName(vehicle);
  const city = text(vehicle.owner_city);
  const parts: string[] = [];
  if (name) parts.push(`<strong>${escapeHtml(name)}</strong>`);
  if (form === 'short') {
    if (city) parts.push(escapeHtml(city));
    return parts.join('<br>');
  }
  const address = text(vehicle.owner_address);
  if (address) parts.push(lines(address));
  const place = [text(vehicle.owner_zipcode), city].filter(Boolean).join(' ');
  if (place) parts.push(escapeHtml(place));
  if (form === 'full') {
    const phone = text(vehicle.owner_phone);
    const dial = phone.replace(/[\s().-]/g, '');
    if (phone) parts.push(/^\+?\d{3,20}$/.test(dial) ? `<a href="tel:${dial}">${escapeHtml(phone)}</a>` : escapeHtml(phone));
    const email = text(vehicle.owner_email);
    if (email) parts.push(/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(email) ? `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>` : escapeHtml(email));
    const contact = text(vehicle.owner_contact_details);
    if (contact) parts.push(lines(contact));
    const hours = text(vehicle.owner_opening_hours);
    if (hours) parts.push(lines(hours));
  }
  return parts.join('<br>');
}

/** One price shown on a card, formatted through `@lux/pricing`. */
export interface CardPrice {
  readonly type: PriceListType;
  readonly value: number;
  readonly text: string;
  /** The "was" price, '' when there is none (pricing keeps it only when it is a saving). */
  readonly oldText: string;
  /** The double price (B§9), '' while disabled. */
  readonly doubleText: string;
}

export interface CardPrices {
  readonly purchase: CardPrice | null;
  readonly lease: CardPrice | null;
  readonly subscribe: CardPrice | null;
  /** A§5: cash needs a purchase price, lease a lease price, subscribe a subscribe price. */
  readonly accordions: AccordionAvailability;
}

/** Card prices use the stock format (A§9 `% ^`); lease and subscribe their own templates. */
const KIND: Record<PriceListType, PriceKind> = { purchase: 'stock', lease: 'lease', subscribe: 'subscribe' };
const noAccordions: AccordionAvailability = Object.freeze({ cash: false, lease: false, subscribe: false });

/** Card and showroom prices. A vehicle with `price_hidden` shows none and no accordion. */
export function cardPrices(vehicle: Vehicle, settings: PriceSettings = defaultPriceSettings): CardPrices {
  if (vehicle.price_hidden === true) return { purchase: null, lease: null, subscribe: null, accordions: noAccordions };
  const list = vehicle.prices?.list;
  const price = (type: PriceListType): CardPrice | null => {
    const picked = pickPrice(list, type);
    if (!picked) return null;
    return {
      type,
      value: picked.value,
      text: formatPrice(picked.value, settings, KIND[type]),
      oldText: picked.oldValue === null ? '' : formatPrice(picked.oldValue, settings, KIND[type]),
      doubleText: formatDoublePrice(picked.value, settings, KIND[type]),
    };
  };
  return {
    purchase: price('purchase'),
    lease: price('lease'),
    subscribe: price('subscribe'),
    accordions: accordionAvailability(list),
  };
}
