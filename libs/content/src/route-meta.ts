import { defaultLocale, normalisePath, supportedLocales } from './locale';

/**
 * The spec names routes (`stock-locator-preview`, `stock-locator-order-online-details`); the site's route
 * ids are those names, with `-{locale}` on the copy mounted under a locale prefix (`stock-locator-preview-en`).
 */
export function routeNameFromId(routeId: string): string {
  for (const locale of supportedLocales) {
    if (locale === defaultLocale) continue;
    const suffix = `-${locale}`;
    if (routeId.endsWith(suffix) && routeId.length > suffix.length) return routeId.slice(0, -suffix.length);
  }
  return routeId;
}

/** The stock vehicle preview (`/showroom/…`). */
export const STOCK_LOCATOR_PREVIEW_ROUTE = 'stock-locator-preview';
/** Every order-online route's name contains this (`stock-locator-order-online-checkout`, …). */
export const STOCK_LOCATOR_ORDER_ONLINE_ROUTE = 'stock-locator-order-online';

/**
 * A§2: the layout's page meta tags (the editors' `meta.extra_tags`) are off on the stock vehicle preview
 * and on every order-online route; those pages describe one vehicle and set their own tags.
 */
export function metaTagsDisabledFor(routeName: string): boolean {
  return routeName === STOCK_LOCATOR_PREVIEW_ROUTE || routeName.includes(STOCK_LOCATOR_ORDER_ONLINE_ROUTE);
}

export interface PageMetaChoice<M> {
  /** Meta of the page the content store holds now. */
  current: M;
  /** Meta that was shown before it, if any. */
  previous: M | null;
  /** The path in the address bar. */
  currentPath: string;
  /**
   * The route's path-match parameter: the path the current page was loaded for (`models/defender`).
   * Routes without one (the showroom, compare) have nothing to fall behind, so they use the current meta.
   */
  pathMatch: string | null | undefined;
  isNews: boolean;
}

/**
 * A§2: news pages always use the current page's meta; other pages keep the previous page's meta while the
 * address no longer matches the path the current page was loaded for — so the head never pairs one page's
 * title with another page's address during a client navigation.
 *
 * Where it applies: in this site a route's meta function runs only once its loader data is committed,
 * and `params['*']` is derived from that same location, so the two always agree and the rule is a no-op
 * there. It matters to any client-side holder of page meta that can run ahead of its data (the editor
 * toolbar's live page, an order-online step that swaps pages without a loader); they call it.
 */
export function pageMetaToUse<M>(choice: PageMetaChoice<M>): M {
  if (choice.isNews || choice.previous === null) return choice.current;
  return pathMatches(choice.currentPath, choice.pathMatch) ? choice.current : choice.previous;
}

function pathMatches(currentPath: string, pathMatch: string | null | undefined): boolean {
  if (pathMatch === null || pathMatch === undefined) return true;
  const bare = (path: string) => normalisePath(safeDecode(path.split(/[?#]/, 1)[0] ?? ''));
  return bare(currentPath) === bare(pathMatch);
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
