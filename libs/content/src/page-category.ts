import { readJsonSetting, type Settings, type SettingsLogger } from './settings';

/**
 * The setting that maps tracking categories to path-and-query patterns (regular expressions), e.g.
 * `{"plp": ["^/stock(\\?|$)"], "offers": "^/offers"}`. It takes precedence over the route rules.
 */
export const PAGE_CATEGORIES_KEY = 'tracking.page_categories';

/** A§4: categories that follow from the route name alone. */
export const routePageCategories = {
  'stock-locator-order-online-details': 'checkout',
  'stock-locator-order-online-checkout': 'checkout_reservation',
  'stock-locator-order-online-success': 'checkout_order_confirmation',
  'stock-locator-preview': 'pdp',
} as const satisfies Record<string, string>;

/** Pages holding one of these blocks are product listing pages (A§4: plp). */
export const stockLocatorBlockTemplates = ['stock-locator', 'stock-locator-overseas', 'stock-locator-carousel'] as const;

export const PLP_CATEGORY = 'plp';
export const DEFAULT_PAGE_CATEGORY = 'dx_other';

/** One setting rule, kept as source text so it can travel in loader data; compiled where it is used. */
export interface PageCategoryRule {
  category: string;
  pattern: string;
}

/** Longer patterns are refused: they run against every address the site serves. */
const maxPatternLength = 300;

/**
 * Reads `tracking.page_categories`. A§8: invalid JSON (or a value that is not an object of pattern lists)
 * is logged and the whole setting ignored; an invalid regular expression is logged and only it ignored.
 */
export function pageCategoryRulesFromSettings(settings: Settings, logger: SettingsLogger): PageCategoryRule[] {
  const map = readJsonSetting<Record<string, unknown>>(settings, PAGE_CATEGORIES_KEY, {
    fallback: {},
    invalidMessage: 'Invalid tracking.page_categories setting; it is ignored',
    logger,
    validate: (parsed) =>
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined,
  });
  const rules: PageCategoryRule[] = [];
  for (const [category, value] of Object.entries(map)) {
    const patterns: unknown[] = Array.isArray(value) ? value : [value];
    for (const pattern of patterns) {
      if (category.trim() !== '' && typeof pattern === 'string' && compile(pattern)) rules.push({ category: category.trim(), pattern });
      else logger.warn('Invalid pattern in tracking.page_categories; it is ignored', { key: PAGE_CATEGORIES_KEY, category, pattern: String(pattern) });
    }
  }
  return rules;
}

export interface PageCategoryInput {
  /** The spec's route name (see `routeNameFromId`). */
  routeName: string;
  /** Path and query of the address, e.g. `/en/stock?state=new`. */
  pathAndQuery: string;
  /** Templates of the page's blocks (content pages only). */
  blockTemplates?: readonly string[];
  rules?: readonly PageCategoryRule[];
}

/** A§4: the setting's first matching pattern, then the route name, then stock blocks (plp), else dx_other. */
export function pageCategoryFor(input: PageCategoryInput): string {
  for (const rule of input.rules ?? []) {
    if (compile(rule.pattern)?.test(input.pathAndQuery)) return rule.category;
  }
  const byRoute = (routePageCategories as Readonly<Record<string, string>>)[input.routeName];
  if (byRoute) return byRoute;
  const stockBlocks: readonly string[] = stockLocatorBlockTemplates;
  if (input.blockTemplates?.some((template) => stockBlocks.includes(template))) return PLP_CATEGORY;
  return DEFAULT_PAGE_CATEGORY;
}

function compile(pattern: string): RegExp | undefined {
  if (pattern === '' || pattern.length > maxPatternLength) return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}
