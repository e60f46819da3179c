/**
 * Retailers as the retailer blocks show them (A§3 Dealer, A§7 dealers calls, A§8, A§9; B§3.2 retailer
 * locator, cards and schemas): reading dealers and editor JSON defensively, the dealers calls, and the
 * search by city, postcode or name. Pure functions; the blocks own the UI state.
 */
import { geoPointOf, type GeoPoint } from './retailers-distance';
import { normaliseSearchField } from './postcode';
import { isRecord, text } from './values';

export const RETAILER_CONTACT_TYPES = ['phone', 'whatsapp', 'email'] as const;
export type RetailerContactType = (typeof RETAILER_CONTACT_TYPES)[number];

/** One contact channel (B§3.2 `contact_info`: type phone/whatsapp/email, icon, label, href). */
export interface RetailerContact {
  readonly type: RetailerContactType;
  readonly icon: string;
  readonly label: string;
  /** Always `tel:`, `mailto:` or `https:`, whatever the source said. */
  readonly href: string;
}

/** One service (B§3.2 `services`: icon, label). */
export interface RetailerService {
  readonly icon: string;
  readonly label: string;
}

/** A retailer, from the dealers API or an editor's card; JSON-safe (it travels from loader to page). */
export interface Retailer {
  readonly id: string;
  readonly name: string;
  readonly dealerCode: string;
  readonly address: string;
  readonly city: string;
  /** A§3 `zipcode` or `postcode`. */
  readonly postcode: string;
  readonly locality: string;
  /** A§3 `phone` or `mainPhone`, as written. */
  readonly phone: string;
  readonly email: string;
  readonly point: GeoPoint | null;
  readonly openingHours: string;
  readonly contacts: readonly RetailerContact[];
  readonly services: readonly RetailerService[];
  /** From the searched postcode or the visitor, when known. */
  readonly distanceKm: number | null;
}

/** A list read from JSON, with what had to be skipped (the caller logs the problems). */
export interface Parsed<T> {
  readonly items: T[];
  readonly problems: string[];
}

/** A JSON field (already parsed, or its text) as a list; broken JSON or another shape → a problem. */
export function parseJsonList(value: unknown, field: string): Parsed<unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return { items: [], problems: [] };
    try {
      parsed = JSON.parse(value);
    } catch {
      return { items: [], problems: [`${field}: not valid JSON`] };
    }
  }
  if (parsed === null || parsed === undefined) return { items: [], problems: [] };
  if (!Array.isArray(parsed)) return { items: [], problems: [`${field}: must be a JSON list`] };
  return { items: parsed, problems: [] };
}

/**
 * A phone number as a `tel:` link in international form: Israeli national numbers (0X…) gain +972.
 * Null when there are fewer than 7 digits.
 */
export function telHref(phone: string, countryCode = '972'): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+${countryCode}${digits.slice(1)}`;
  return `tel:+${digits}`;
}

const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/;

export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** The link a contact may carry: only its own scheme, so an editor's `javascript:` never reaches a page. */
function contactHref(type: RetailerContactType, href: string, label: string): string | null {
  switch (type) {
    case 'phone':
      return telHref(href.replace(/^tel:/i, '')) ?? telHref(label);
    case 'email':
      return mailtoHref(href.replace(/^mailto:/i, '')) ?? mailtoHref(label);
    case 'whatsapp': {
      if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//i.test(href)) return href;
      const tel = telHref(href || label);
      return tel ? `https://wa.me/${tel.slice('tel:+'.length)}` : null;
    }
  }
}

/** B§3.2 `contact_info`: unknown types and unusable links are skipped and reported. */
export function parseRetailerContacts(value: unknown, field = 'contact_info'): Parsed<RetailerContact> {
  const list = parseJsonList(value, field);
  const items: RetailerContact[] = [];
  const problems = [...list.problems];
  list.items.forEach((entry, index) => {
    const type = isRecord(entry) ? text(entry['type']).toLowerCase() : '';
    if (!isRecord(entry) || !(RETAILER_CONTACT_TYPES as readonly string[]).includes(type)) {
      problems.push(`${field}[${index}]: type must be phone, whatsapp or email`);
      return;
    }
    const contactType = type as RetailerContactType;
    const label = text(entry['label']);
    const href = contactHref(contactType, text(entry['href']), label);
    if (!href) {
      problems.push(`${field}[${index}]: no usable ${contactType} link`);
      return;
    }
    items.push({ type: contactType, icon: text(entry['icon']), label: label || href.replace(/^(tel|mailto):/, ''), href });
  });
  return { items, problems };
}

/** B§3.2 `services`: entries without a label are skipped and reported. */
export function parseRetailerServices(value: unknown, field = 'services'): Parsed<RetailerService> {
  const list = parseJsonList(value, field);
  const items: RetailerService[] = [];
  const problems = [...list.problems];
  list.items.forEach((entry, index) => {
    const label = isRecord(entry) ? text(entry['label']) : typeof entry === 'string' ? entry.trim() : '';
    if (!label) problems.push(`${field}[${index}]: a service needs a label`);
    else items.push({ icon: isRecord(entry) ? text(entry['icon']) : '', label });
  });
  return { items, problems };
}

const firstText = (record: Record<string, unknown>, ...keys: string[]) =>
  keys.map((key) => text(record[key])).find((value) => value !== '') ?? '';

/**
 * A dealer of the API (A§3: name, address, email, phone or mainPhone, city, zipcode or postcode,
 * dealer_code, locality, id, ciCode; with position, hours, contact_info and services) as a Retailer. A
 * JSON:API resource is flattened first. Null without an id or a name; broken parts are skipped.
 */
export function retailerFromDealer(resource: unknown): { retailer: Retailer | null; problems: string[] } {
  if (!isRecord(resource)) return { retailer: null, problems: ['dealer: not an object'] };
  const record = isRecord(resource['attributes']) ? { ...resource['attributes'], id: resource['id'] } : resource;
  const id = typeof record['id'] === 'number' ? String(record['id']) : text(record['id']);
  const name = text(record['name']);
  if (!id || !name) return { retailer: null, problems: [`dealer ${id || '?'}: needs an id and a name`] };
  const phone = firstText(record, 'phone', 'mainPhone');
  const email = text(record['email']);
  const contacts = parseRetailerContacts(record['contact_info'], `dealer ${id} contact_info`);
  const services = parseRetailerServices(record['services'], `dealer ${id} services`);
  const distance = record['distance_km'];
  return {
    retailer: {
      id,
      name,
      dealerCode: firstText(record, 'dealer_code', 'ciCode'),
      address: text(record['address']),
      city: text(record['city']),
      postcode: firstText(record, 'zipcode', 'postcode'),
      locality: text(record['locality']),
      phone,
      email,
      point: geoPointOf(record['latitude'], record['longitude']),
      openingHours: text(record['opening_hours']),
      contacts: withBasicContacts(contacts.items, phone, email),
      services: services.items,
      distanceKm: typeof distance === 'number' && Number.isFinite(distance) && distance >= 0 ? distance : null,
    },
    problems: [...contacts.problems, ...services.problems],
  };
}

/** The dealer's own phone and email come first when its contact list lacks them. */
export function withBasicContacts(contacts: readonly RetailerContact[], phone: string, email: string): RetailerContact[] {
  const basic: RetailerContact[] = [];
  const tel = telHref(phone);
  if (tel && !contacts.some((c) => c.type === 'phone')) basic.push({ type: 'phone', icon: 'phone', label: phone, href: tel });
  const mail = mailtoHref(email);
  if (mail && !contacts.some((c) => c.type === 'email')) basic.push({ type: 'email', icon: 'mail', label: email.trim(), href: mail });
  return [...basic, ...contacts];
}

/** The dealers response (`{ data: [...], meta: { total, fallback? } }`; A§7 "read data.data"). */
export interface DealersResult {
  readonly retailers: Retailer[];
  readonly total: number;
  /** True when the postcode search found no retailer near and listed every one instead. */
  readonly fallback: boolean;
  readonly problems: string[];
}

export function parseDealersResponse(body: unknown): DealersResult {
  const data = isRecord(body) ? body['data'] : undefined;
  if (!Array.isArray(data)) return { retailers: [], total: 0, fallback: false, problems: ['dealers: response has no data list'] };
  const problems: string[] = [];
  const retailers: Retailer[] = [];
  for (const resource of data) {
    const read = retailerFromDealer(resource);
    problems.push(...read.problems);
    if (read.retailer) retailers.push(read.retailer);
  }
  const meta = isRecord(body) && isRecord(body['meta']) ? body['meta'] : {};
  const total = typeof meta['total'] === 'number' && Number.isSafeInteger(meta['total']) ? meta['total'] : retailers.length;
  return { retailers, total, fallback: meta['fallback'] === true, problems };
}

// ── Calls (A§7, A§8, A§9) ────────────────────────────────────────────────────────────────────────────

/** A§9: the dealers request asks for 50 items. */
export const DEALERS_ITEMS = 50;
/** A§7: the dealers list, filtered by brand name and sorted by name. */
export const DEALERS_LIST_PATH = '/dealers';
/** A§8: the log (and outcome: an empty list) when no dealers endpoint is set. */
export const NO_DEALERS_API_URL = 'No API URL has been provided';

/** The settings the dealers calls read (A§7 "dealers endpoint setting … and a fallback"). */
export const DEALER_SETTING_KEYS = {
  endpoint: 'dealers.endpoint',
  fallbackEndpoint: 'dealers.fallback_endpoint',
  brandName: 'dealers.brand_name',
} as const;

/** A content-service path: `/`, then letters, digits, `_`, `-` and `/`; anything else is no endpoint. */
const endpointPath = (value: string | undefined): string | null => {
  const path = value?.trim() ?? '';
  return /^\/[A-Za-z0-9_\-/]*$/.test(path) && !path.includes('//') ? path : null;
};

/** The endpoint a postcode search calls: the dealers endpoint setting, else the fallback; null when neither. */
export function dealersSearchEndpoint(settings: Readonly<Record<string, string>>): string | null {
  return endpointPath(settings[DEALER_SETTING_KEYS.endpoint]) ?? endpointPath(settings[DEALER_SETTING_KEYS.fallbackEndpoint]);
}

export type DealersQueryParam = readonly [string, string];

/** A§7/A§9: `items=50`, `sort=name`, the brand filter when one is set, and the content locale. */
export function dealersListQuery(options: { brand?: string; locale?: string }): DealersQueryParam[] {
  const params: DealersQueryParam[] = [
    ['items', String(DEALERS_ITEMS)],
    ['sort', 'name'],
  ];
  const brand = options.brand?.trim();
  if (brand) params.push(['filter[brand_name_eq]', brand]);
  if (options.locale) params.push(['locale', options.locale]);
  return params;
}

/** The postcode search's query: the list query plus `postcode`. */
export function dealersPostcodeQuery(postcode: string, options: { brand?: string; locale?: string }): DealersQueryParam[] {
  return [...dealersListQuery(options), ['postcode', postcode]];
}

export function withQuery(path: string, params: readonly DealersQueryParam[]): string {
  const search = new URLSearchParams(params.map(([name, value]) => [name, value]));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// ── Search by city, postcode or name ─────────────────────────────────────────────────────────────────

export type RetailerSearchKind = 'none' | 'postcode' | 'text';

/** The search as typed: trimmed, spaces collapsed, at most 100 characters (as the postcode search). */
export const normaliseRetailerQuery = (value: unknown): string => normaliseSearchField(value);

/** An Israeli postcode (7 digits, or 5 for its area; spaces and dashes ignored) → its digits, else null. */
export function postcodeOf(query: string): string | null {
  const digits = query.replace(/[\s-]/g, '');
  return /^(\d{5}|\d{7})$/.test(digits) ? digits : null;
}

/** A postcode goes to the dealers endpoint; other text is matched against city, name and address. */
export function retailerSearchKind(query: string): RetailerSearchKind {
  const clean = normaliseRetailerQuery(query);
  if (clean === '') return 'none';
  return postcodeOf(clean) ? 'postcode' : 'text';
}

/** Case, niqqud, geresh and gershayim, quotes and dashes do not matter: "תל-אביב" finds "תל אביב-יפו". */
export function searchableText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0591-\u05C7\u0300-\u036f]/g, '')
    .replace(/['"׳״`’‘]/g, '')
    .replace(/[-–—_/.,()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Every word of the query appears in the retailer's name, city, locality, address or postcode. */
export function matchesRetailer(retailer: Retailer, query: string): boolean {
  const words = searchableText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchableText(
    [retailer.name, retailer.city, retailer.locality, retailer.address, retailer.postcode, retailer.dealerCode].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export function filterRetailers(retailers: readonly Retailer[], query: string): Retailer[] {
  return retailers.filter((retailer) => matchesRetailer(retailer, query));
}

/** By name in the page's language (A§7 sort=name), for lists that did not come sorted. */
export function sortRetailersByName(retailers: readonly Retailer[], locale: string): Retailer[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...retailers].sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
