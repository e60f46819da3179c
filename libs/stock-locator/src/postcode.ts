/**
 * Postcode, state and retailer search: the pure rules (A§2 query parameters, A§3 Postcode search
 * data, A§4 search types, A§5 validation). The Effector machine is in `model/postcode.ts`.
 */
import type { Dealer, QueryParam } from './contract';
import { text, wellFormed } from './values';

/** A§3 Postcode search data. */
export interface PostcodeSearchData {
  readonly retailer: string;
  readonly state: string;
  readonly postcode: string;
  readonly locality: string;
  /** Dealer codes the search resolved to; the list is filtered by them. */
  readonly dealerCodes: readonly string[];
}

export const emptyPostcodeSearch: PostcodeSearchData = Object.freeze({
  retailer: '',
  state: '',
  postcode: '',
  locality: '',
  dealerCodes: Object.freeze([]) as readonly string[],
});

/** A§2: the query parameters of postcode, state and retailer searches. */
export const POSTCODE_QUERY_PARAMS = {
  retailer: '_retailer',
  state: '_state',
  postcode: '_postcode',
  locality: '_locality',
} as const;

/** A§4 search types. */
export type PostcodeSearchType = 'postcodeSearch' | 'stateSearch' | 'retailerSearch' | 'none';

const FIELD_LENGTH = 100;

/** A search field as it travels: trimmed, whitespace collapsed, well-formed, at most 100 characters. */
export const normaliseSearchField = (value: unknown): string =>
  wellFormed(wellFormed(text(value).replace(/\s+/g, ' ')).slice(0, FIELD_LENGTH)).trim();

export function normalisePostcodeSearch(value: unknown): PostcodeSearchData {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const codes = Array.isArray(raw['dealerCodes']) ? (raw['dealerCodes'] as unknown[]) : [];
  return {
    retailer: normaliseSearchField(raw['retailer']),
    state: normaliseSearchField(raw['state']),
    postcode: normaliseSearchField(raw['postcode']),
    locality: normaliseSearchField(raw['locality']),
    dealerCodes: [...new Set(codes.map(normaliseSearchField).filter((c) => c !== ''))],
  };
}

/**
 * A§4: postcodeSearch when postcode and locality are both present; stateSearch when only the state
 * is; retailerSearch when only the retailer is; otherwise none.
 */
export function postcodeSearchType(data: PostcodeSearchData): PostcodeSearchType {
  if (data.postcode !== '' && data.locality !== '') return 'postcodeSearch';
  const others = data.postcode !== '' || data.locality !== '';
  if (data.state !== '' && data.retailer === '' && !others) return 'stateSearch';
  if (data.retailer !== '' && data.state === '' && !others) return 'retailerSearch';
  return 'none';
}

/** Validation problems of a search (A§5). Messages are the UI's; A§5 shows none. */
export type PostcodeSearchProblem = 'stateRequired' | 'retailerRequired';

/** Default English texts; the site translates the problem codes. */
export const postcodeSearchMessages: Readonly<Record<PostcodeSearchProblem | 'noDealers' | 'searchFailed', string>> = {
  stateRequired: 'State is required',
  retailerRequired: 'Choose a retailer',
  noDealers: 'No retailers were found for this search',
  searchFailed: 'The retailer search failed, please try again',
};

/** A§5: postcode search requires a state; an empty state is a validation error. */
export const validatePostcodeSearch = (input: { state: string }): PostcodeSearchProblem | null =>
  normaliseSearchField(input.state) === '' ? 'stateRequired' : null;

/** A§5: retailer search needs dealer codes or a retailer; otherwise the postcode modal opens. */
export const validateRetailerSearch = (input: { retailer: string; dealerCodes: readonly string[] }): PostcodeSearchProblem | null =>
  normaliseSearchField(input.retailer) === '' && input.dealerCodes.every((c) => normaliseSearchField(c) === '')
    ? 'retailerRequired'
    : null;

/**
 * A§5: a dealer-code filter is valid only if the code exists in the known list and in the given map.
 * The known list is the dealers the content service lists (A§7 `/dealers`); the map is the dealers
 * of the current search, keyed by dealer code.
 */
export function isValidDealerCode(
  code: string,
  knownCodes: readonly string[],
  dealerMap: Readonly<Record<string, unknown>>,
): boolean {
  return code !== '' && knownCodes.includes(code) && Object.hasOwn(dealerMap, code);
}

/** The codes that pass {@link isValidDealerCode}, de-duplicated, in the given order. */
export function validDealerCodes(
  codes: readonly string[],
  knownCodes: readonly string[],
  dealerMap: Readonly<Record<string, unknown>>,
): string[] {
  return [...new Set(codes)].filter((code) => isValidDealerCode(code, knownCodes, dealerMap));
}

/** Dealers keyed by code, for {@link isValidDealerCode}. Own properties only, so `__proto__` is safe. */
export function dealerMapOf(dealers: readonly Dealer[]): Record<string, Dealer> {
  const map: Record<string, Dealer> = Object.create(null) as Record<string, Dealer>;
  for (const dealer of dealers) if (dealer.dealer_code) map[dealer.dealer_code] = dealer;
  return map;
}

/**
 * A§7 retailer query: `q[brand_eq]`, `q[state_eq]`, `q[postcode_eq]`, `q[locality_eq]`, each only when
 * set. A postcode search sends postcode, locality and state; a state search the state alone.
 */
export function retailerQuery(data: Pick<PostcodeSearchData, 'state' | 'postcode' | 'locality'>, brand = ''): QueryParam[] {
  const params: QueryParam[] = [];
  const add = (name: string, value: string) => {
    const v = normaliseSearchField(value);
    if (v !== '') params.push([name, v]);
  };
  add('q[brand_eq]', brand);
  add('q[state_eq]', data.state);
  add('q[postcode_eq]', data.postcode);
  add('q[locality_eq]', data.locality);
  return params;
}

/** A§2: the search in the URL (`_retailer`, `_state`, `_postcode`, `_locality`), set fields only. */
export function postcodeSearchToParams(data: PostcodeSearchData): QueryParam[] {
  const params: QueryParam[] = [];
  for (const field of ['retailer', 'state', 'postcode', 'locality'] as const) {
    const value = normaliseSearchField(data[field]);
    if (value !== '') params.push([POSTCODE_QUERY_PARAMS[field], value]);
  }
  return params;
}

/** Reads the search from URL parameters; the first value of a repeated parameter wins. */
export function postcodeSearchFromParams(params: URLSearchParams): PostcodeSearchData {
  return normalisePostcodeSearch({
    retailer: params.get(POSTCODE_QUERY_PARAMS.retailer),
    state: params.get(POSTCODE_QUERY_PARAMS.state),
    postcode: params.get(POSTCODE_QUERY_PARAMS.postcode),
    locality: params.get(POSTCODE_QUERY_PARAMS.locality),
  });
}

/** True when two searches have the same retailer, state, postcode and locality (dealer codes aside). */
export const sameSearchFields = (a: PostcodeSearchData, b: PostcodeSearchData): boolean =>
  a.retailer === b.retailer && a.state === b.state && a.postcode === b.postcode && a.locality === b.locality;
