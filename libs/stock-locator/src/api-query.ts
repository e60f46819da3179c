/**
 * List query ⇄ stock API parameters (A§7): `filter[{attribute}{suffix}]` with the suffixes
 * `_in/_eq/_includes/_gteq/_lteq`, `items`, `page`, `sort`, and `q[...]` for retailer searches.
 * `listingApiQuery` is what the site sends; `parseListingApiQuery` is its inverse, total and strict,
 * for the API to validate requests with (items outside 1–12 → a clear error, A§9).
 */
import type { QueryParam } from './contract';
import {
  CHECKBOX_SEPARATOR,
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  isCheckboxFilterKey,
  normaliseCheckboxValue,
  normaliseCheckboxValues,
  parseRangeNumber,
  splitCheckboxValues,
  type RangeDefaults,
} from './filters';
import { isSortOption, isValidItems, listingLimits, normaliseListQuery, normalisePage, type ListQuery, type SortOption } from './list-query';

export interface ListingApiContext {
  /** The block's brand key (`sl_key_brand`) → `filter[nameplate_brand_name_eq]`. */
  readonly brand?: string;
  /** One model only → `filter[nameplate_name_eq]`. */
  readonly model?: string;
  /** Dealer codes of a postcode/state/retailer search (already checked with `validDealerCodes`). */
  readonly dealerCodes?: readonly string[];
  readonly rangeDefaults?: RangeDefaults;
}

const filterParam = (attribute: string, suffix: string) => `filter[${attribute}${suffix}]`;

/**
 * The listing request's parameters, in a fixed order (so equal queries make equal cache keys).
 * A dealers checkbox selection wins over the dealer codes of a postcode search.
 */
export function listingApiQuery(query: ListQuery, context: ListingApiContext = {}): QueryParam[] {
  const q = normaliseListQuery(query, context.rangeDefaults);
  const params: QueryParam[] = [];
  const brand = normaliseCheckboxValue(context.brand ?? '');
  const model = normaliseCheckboxValue(context.model ?? '');
  if (brand) params.push([filterParam('nameplate_brand_name', '_eq'), brand]);
  if (model) params.push([filterParam('nameplate_name', '_eq'), model]);
  for (const key of FILTER_KEYS) {
    const definition = FILTER_DEFINITIONS[key];
    if (isCheckboxFilterKey(key)) {
      const values = q.filters[key];
      if (values && values.length > 0)
        params.push([filterParam(definition.attribute, FILTER_DEFINITIONS[key].suffix), values.join(CHECKBOX_SEPARATOR)]);
    } else {
      const range = q.filters[key];
      if (range?.from != null) params.push([filterParam(definition.attribute, '_gteq'), String(range.from)]);
      if (range?.to != null) params.push([filterParam(definition.attribute, '_lteq'), String(range.to)]);
    }
  }
  const codes = normaliseCheckboxValues(context.dealerCodes ?? []);
  if (codes.length > 0 && !q.filters.dealers?.length)
    params.push([filterParam('dealer_code', '_in'), codes.join(CHECKBOX_SEPARATOR)]);
  params.push(['items', String(q.items)], ['page', String(q.page)], ['sort', q.sort]);
  return params;
}

/** A§7 similar vehicles: same nameplate, one extra item so the current vehicle can be left out. */
export function similarVehiclesApiQuery(nameplate: string): QueryParam[] {
  return [
    [filterParam('nameplate_name', '_in'), normaliseCheckboxValue(nameplate)],
    ['items', String(listingLimits.similarVehicles + 1)],
    ['page', '1'],
  ];
}

export type FilterOperator = 'in' | 'eq' | 'includes' | 'gteq' | 'lteq';

export interface ApiFilterCondition {
  readonly attribute: string;
  readonly operator: FilterOperator;
  /** Values of `in`/`includes` (any may match); a single value for `eq`; one number for ranges. */
  readonly values: readonly string[];
  readonly number: number | null;
}

export interface ApiQueryProblem {
  readonly parameter: string;
  readonly message: string;
}

export interface ParsedListingApiQuery {
  readonly conditions: readonly ApiFilterCondition[];
  readonly items: number;
  readonly page: number;
  readonly sort: SortOption | null;
  readonly q: Readonly<{ brand: string; state: string; postcode: string; locality: string }>;
  /** Non-empty means a 400: each names the parameter and says what is wrong. */
  readonly problems: readonly ApiQueryProblem[];
}

/** Every attribute/operator pair the API accepts: the filters of `filters.ts` plus the `_eq` pair of A§7. */
export const ALLOWED_FILTER_PARAMS: ReadonlySet<string> = new Set([
  'nameplate_brand_name_eq',
  'nameplate_name_eq',
  ...FILTER_KEYS.flatMap((key) => {
    const d = FILTER_DEFINITIONS[key];
    return d.kind === 'checkbox' ? [`${d.attribute}${d.suffix}`] : [`${d.attribute}_gteq`, `${d.attribute}_lteq`];
  }),
  'dealer_code_in',
]);

const FILTER_PARAM = /^filter\[([a-z][a-z0-9_]*?)_(in|eq|includes|gteq|lteq)\]$/;
const Q_PARAM = /^q\[(brand|state|postcode|locality)_eq\]$/;
const describe = (name: string) => JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name);

/**
 * Parses and validates listing parameters. Never throws. Unknown plain parameters are ignored (cache
 * busters, tracking); malformed or unknown `filter[...]`/`q[...]` parameters, bad numbers, items
 * outside 1–12, a page below 1 and unknown sorts are problems.
 */
export function parseListingApiQuery(input: URLSearchParams | readonly QueryParam[] | string): ParsedListingApiQuery {
  const entries: QueryParam[] =
    input instanceof URLSearchParams ? [...input.entries()] : typeof input === 'string' ? [...new URLSearchParams(input).entries()] : [...input];
  const problems: ApiQueryProblem[] = [];
  const conditions: ApiFilterCondition[] = [];
  const q = { brand: '', state: '', postcode: '', locality: '' };
  let items: number = listingLimits.defaultItems;
  let page = 1;
  let sort: SortOption | null = null;
  for (const [name, rawValue] of entries) {
    const value = typeof rawValue === 'string' ? rawValue : '';
    if (name.startsWith('filter[')) {
      const match = FILTER_PARAM.exec(name);
      const pair = match ? `${match[1]}_${match[2]}` : '';
      if (!match || !ALLOWED_FILTER_PARAMS.has(pair)) {
        problems.push({ parameter: name, message: `unknown filter ${describe(name)}` });
        continue;
      }
      const operator = match[2] as FilterOperator;
      const attribute = match[1] as string;
      if (operator === 'gteq' || operator === 'lteq') {
        const n = parseRangeNumber(value);
        if (n === null) problems.push({ parameter: name, message: 'must be a whole number of 0 or more' });
        else conditions.push({ attribute, operator, values: [], number: n });
      } else {
        const values = operator === 'eq' ? [normaliseCheckboxValue(value)].filter(Boolean) : splitCheckboxValues(value);
        if (values.length > 0) conditions.push({ attribute, operator, values, number: null });
      }
    } else if (name.startsWith('q[')) {
      const match = Q_PARAM.exec(name);
      if (!match) problems.push({ parameter: name, message: `unknown search parameter ${describe(name)}` });
      else q[match[1] as keyof typeof q] = normaliseCheckboxValue(value);
    } else if (name === 'items') {
      if (isValidItems(value)) items = Number(value);
      else problems.push({ parameter: 'items', message: `items must be a whole number from ${listingLimits.minItems} to ${listingLimits.maxItems}` });
    } else if (name === 'page') {
      if (/^\s*\d+\s*$/.test(value) && normalisePage(value) === Number(value)) page = Number(value);
      else problems.push({ parameter: 'page', message: 'page must be a whole number of 1 or more' });
    } else if (name === 'sort') {
      if (isSortOption(value)) sort = value;
      else problems.push({ parameter: 'sort', message: 'sort must be one of the nine sorting options' });
    }
  }
  return { conditions, items, page, sort, q, problems };
}
