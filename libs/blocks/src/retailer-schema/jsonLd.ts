import {
  geoPointOf,
  openingHoursFromText,
  parseJsonList,
  parseOpeningHours,
  parseRetailerContacts,
  telHref,
  type GeoPoint,
  type OpeningHours,
  type Retailer,
} from '@lux/stock-locator';
import { textOf } from '../shared/InlineHtml';
import type { Fields } from './types';

/** `retailer-schema` publishes a dealer; `retailer-service-schema` a dealer's service centre. */
export type SchemaKind = 'retailer' | 'service';

export const SCHEMA_TYPES: Record<SchemaKind, string | string[]> = {
  retailer: 'AutoDealer',
  service: ['AutoDealer', 'AutoRepair'],
};

export interface SchemaContext {
  /** The page's address without its query: the retailer's `url`. */
  pageUrl: string | null;
  /** Absolute address of the retailer's image. */
  imageUrl: string | null;
}

type Item = Record<string, unknown>;

export interface SchemaResult {
  items: Item[];
  problems: string[];
}

const compact = (record: Item): Item =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)));

/** "Street 1, City 1234567" → street, locality and postcode; without a comma it is all street. */
export function postalAddress(address: string, parts: { city?: string; postcode?: string } = {}): Item | null {
  const text = address.trim();
  if (!text && !parts.city) return null;
  const comma = text.lastIndexOf(',');
  let street = comma >= 0 ? text.slice(0, comma).trim() : text;
  let rest = comma >= 0 ? text.slice(comma + 1).trim() : '';
  const code = /(?:^|\s)(\d{7}|\d{5})$/.exec(rest);
  if (code) rest = rest.slice(0, code.index).trim();
  if (!street && rest) [street, rest] = [rest, ''];
  return compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: parts.city?.trim() || rest,
    postalCode: parts.postcode?.trim() || code?.[1],
    addressCountry: 'IL',
  });
}

const geo = (point: GeoPoint | null) => (point ? { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude } : undefined);

const hoursSpec = (hours: readonly OpeningHours[]) =>
  hours.map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...entry.days], opens: entry.opens, closes: entry.closes }));

/** `+97237654321` from any phone the tel: rules accept. */
const internationalPhone = (phone: string) => telHref(phone)?.slice('tel:'.length);

/** An http(s) address, resolved against the page (editors may write `/offers`). */
function absoluteUrl(value: unknown, base: string | null): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = base ? new URL(value.trim(), base) : new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The block's own retailer, from its fields; null without a name. Unreadable JSON parts are reported. */
export function schemaFromFields(fields: Fields, kind: SchemaKind, context: SchemaContext): SchemaResult {
  const name = fields.name.trim();
  if (!name) return { items: [], problems: [] };
  const contacts = parseRetailerContacts(fields.contact_info);
  const hours = parseOpeningHours(fields.opening_hours);
  const offers = parseJsonList(fields.offers_info, 'offers_info');
  const problems = [...contacts.problems, ...hours.problems, ...offers.problems];
  const makesOffer = offers.items.flatMap((entry, index) => {
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const offer = compact({
      '@type': 'Offer',
      category: typeof record['category'] === 'string' ? record['category'].trim() : '',
      description: typeof record['description'] === 'string' ? record['description'].trim() : '',
      url: absoluteUrl(record['url'], context.pageUrl),
    });
    if (Object.keys(offer).length > 1) return [offer];
    problems.push(`offers_info[${index}]: needs a category, a description or a url`);
    return [];
  });
  const phone = contacts.items.find((contact) => contact.type === 'phone');
  const email = contacts.items.find((contact) => contact.type === 'email');
  const item = compact({
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[kind],
    name,
    description: textOf(fields.description),
    image: context.imageUrl,
    url: context.pageUrl,
    telephone: phone ? phone.href.slice('tel:'.length) : undefined,
    email: email ? email.href.slice('mailto:'.length) : undefined,
    address: postalAddress(fields.address),
    geo: geo(geoPointOf(fields.latitude, fields.longitude)),
    openingHoursSpecification: hoursSpec(hours.hours),
    keywords: fields.keywords.trim(),
    paymentAccepted: fields.payment_accepted.trim(),
    priceRange: fields.price_range.trim(),
    makesOffer,
  });
  return { items: [item], problems };
}

/** Every retailer of the dealers list (A§7), when the block names none of its own. */
export function schemaFromRetailers(retailers: readonly Retailer[], kind: SchemaKind, context: SchemaContext): SchemaResult {
  const problems: string[] = [];
  const items = retailers.map((retailer) => {
    const hours = openingHoursFromText(retailer.openingHours);
    problems.push(...hours.problems.map((problem) => `${retailer.name}: ${problem}`));
    const email = retailer.contacts.find((contact) => contact.type === 'email');
    return compact({
      '@context': 'https://schema.org',
      '@type': SCHEMA_TYPES[kind],
      '@id': context.pageUrl && retailer.dealerCode ? `${context.pageUrl}#retailer-${encodeURIComponent(retailer.dealerCode)}` : undefined,
      name: retailer.name,
      url: context.pageUrl,
      telephone: internationalPhone(retailer.phone),
      email: email ? email.href.slice('mailto:'.length) : undefined,
      address: postalAddress(retailer.address, { city: retailer.city, postcode: retailer.postcode }),
      geo: geo(retailer.point),
      openingHoursSpecification: hoursSpec(hours.hours),
    });
  });
  return { items, problems };
}

/**
 * The JSON-LD text: one item as it is, several as a list. Safe inside <script>: "<" and the JS line
 * separators are escaped, so no value can close the element.
 */
export function jsonLdText(items: readonly Item[]): string | null {
  if (items.length === 0) return null;
  const json = JSON.stringify(items.length === 1 ? items[0] : items);
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
