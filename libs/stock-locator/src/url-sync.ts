/**
 * Mirroring the stock locator's state into the page URL (A§2, A§5): the stock parameters are replaced,
 * every other parameter (campaign tags, A§4 `utm_*`, `gclid`) is kept where it was.
 */
import { CHECKBOX_FILTER_KEYS, RANGE_FILTER_KEYS } from './filters';
import { POSTCODE_QUERY_PARAMS } from './postcode';

const STOCK_PARAM_NAMES: ReadonlySet<string> = new Set([
  ...CHECKBOX_FILTER_KEYS,
  ...RANGE_FILTER_KEYS.flatMap((key) => [`${key}.from`, `${key}.to`]),
  'sort',
  'page',
  'items',
  ...Object.values(POSTCODE_QUERY_PARAMS),
]);

/** True for a query parameter the stock locator owns (filters, sort, paging, postcode search). */
export const isStockParam = (name: string): boolean => STOCK_PARAM_NAMES.has(name);

/**
 * The page's query string (without `?`) with its stock parameters replaced by `stockSearch` (as
 * `$urlSearch` gives it): other parameters keep their order and come first.
 */
export function mergeStockSearch(currentSearch: string, stockSearch: string): string {
  const current = new URLSearchParams(currentSearch.startsWith('?') ? currentSearch.slice(1) : currentSearch);
  const next = new URLSearchParams();
  for (const [name, value] of current) if (!isStockParam(name)) next.append(name, value);
  for (const [name, value] of new URLSearchParams(stockSearch)) if (isStockParam(name)) next.append(name, value);
  return next.toString();
}
