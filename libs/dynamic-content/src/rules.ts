import { normaliseValue, parseCriteria, sameValue } from './normalise';

/** A list the strategy could not learn (not configured, failed, malformed) is `null`: unknown. */
export type ExternalStockList = readonly string[];
export type Offer = Readonly<Record<string, unknown>>;
/** Reffine lists by the name the CMS uses, each a list of model names. */
export type ReffineLists = Readonly<Record<string, readonly string[]>>;

/** B§5 external stock: passes if the list is unknown or contains the value (compared normalised). */
export function externalStockPasses(list: ExternalStockList | null | undefined, value: string): boolean {
  if (list === null || list === undefined) return true;
  return list.some((item) => sameValue(item, value));
}

function at(offer: Offer, path: string): unknown {
  let current: unknown = offer;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * B§5 offers: passes when there is no offers list; fails if the list is empty; otherwise passes when
 * some offer has every given key equal (normalised) to the given value. Keys may be dotted paths
 * (`model.code`). No criteria at all match any offer.
 */
export function offersPass(offers: readonly Offer[] | null | undefined, value: string): boolean {
  if (offers === null || offers === undefined) return true;
  if (offers.length === 0) return false;
  const criteria = Object.entries(parseCriteria(value));
  return offers.some((offer) => criteria.every(([key, wanted]) => normaliseValue(at(offer, key)) === normaliseValue(wanted)));
}

/**
 * Reads a Reffine condition value: `name:value`, a query string `name=…&value=…`, or JSON
 * `{"name": …, "value": …}`. Missing parts are ''.
 */
export function parseReffineCondition(value: string): { name: string; value: string } {
  const text = value.trim();
  if (text.startsWith('{') || /(^|&)name=/.test(text)) {
    const criteria = parseCriteria(text);
    return { name: (criteria.name ?? '').trim(), value: (criteria.value ?? '').trim() };
  }
  const colon = text.indexOf(':');
  if (colon < 0) return { name: text, value: '' };
  return { name: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim() };
}

/**
 * B§5 Reffine: needs a name and a value (else it fails); passes if the named list is unknown, else
 * the value must be among that list's values (compared normalised).
 */
export function reffinePasses(lists: ReffineLists | null | undefined, value: string): boolean {
  const condition = parseReffineCondition(value);
  if (condition.name === '' || condition.value === '') return false;
  const list = lists?.[condition.name];
  if (list === undefined) return true;
  return list.some((item) => sameValue(item, condition.value));
}

function itemText(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (typeof item === 'number' && Number.isFinite(item)) return String(item);
  if (item !== null && typeof item === 'object') {
    for (const field of ['value', 'name', 'model']) {
      const text = (item as Record<string, unknown>)[field];
      if (typeof text === 'string') return text;
    }
  }
  return null;
}

function unwrap(body: unknown): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body;
}

/**
 * The external stock list from the list URL's response: an array (or `{ data: [...] }`) of strings,
 * numbers, or objects with `value`, `name` or `model`. Anything else is unknown (`null`).
 */
export function parseExternalStockList(body: unknown): ExternalStockList | null {
  const list = unwrap(body);
  if (!Array.isArray(list)) return null;
  return list.map(itemText).filter((item): item is string => item !== null);
}

/**
 * A§7 offers response: a list (or `{ data: [...] }`) of offers; a string response counts as empty
 * (B§5). Anything else is no list (`null`).
 */
export function parseOffersResponse(body: unknown): readonly Offer[] | null {
  if (typeof body === 'string') return [];
  const list = unwrap(body);
  if (typeof list === 'string') return [];
  if (!Array.isArray(list)) return null;
  return list.filter((offer): offer is Offer => offer !== null && typeof offer === 'object' && !Array.isArray(offer));
}

/**
 * B§7 Reffine response: `{ [listingUuid]: modelName[] }` → lists by CMS name through the listing
 * config (name → uuid). A uuid missing from the response leaves its names unknown.
 */
export function reffineListsFromResponse(body: unknown, listings: Readonly<Record<string, string>>): ReffineLists {
  const byUuid = body !== null && typeof body === 'object' && !Array.isArray(body) ? (unwrap(body) as Record<string, unknown>) : {};
  const lists: Record<string, readonly string[]> = {};
  for (const [name, uuid] of Object.entries(listings)) {
    const models = byUuid?.[uuid];
    if (Array.isArray(models)) lists[name] = models.map(itemText).filter((item): item is string => item !== null);
  }
  return lists;
}
