/**
 * Which news a request may ask for (A§5, ADR 028 §3): the site's own locales (he, en) list the Israeli
 * news (no market); the MENA variant lists one market's news in en, ar, fr, ge or ru.
 */
export const SITE_NEWS_LOCALES = ['he', 'en'] as const;
export const MENA_NEWS_LOCALES = ['en', 'ar', 'fr', 'ge', 'ru'] as const;
export const NEWS_LOCALES = ['he', 'en', 'ar', 'fr', 'ge', 'ru'] as const;
export const NEWS_MARKETS = [
  'DZ', 'AM', 'KZ', 'IR', 'BH', 'JO', 'YE', 'QA', 'AE', 'TN', 'OM', 'AZ', 'GE', 'EG', 'IQ', 'KW', 'LB', 'MA', 'PS', 'SA',
] as const;
export type NewsLocale = (typeof NEWS_LOCALES)[number];
export type NewsMarket = (typeof NEWS_MARKETS)[number];

export const NEWS_PAGE_SIZE = { default: 9, max: 50 } as const;
/** More pages than anyone pages through; keeps the offset a small integer. */
export const NEWS_MAX_PAGE = 10_000;

export interface NewsFilter {
  locale: NewsLocale;
  market: NewsMarket | null;
  category: string | null;
  page: number;
  perPage: number;
}

export interface NewsProblem {
  parameter: string;
  detail: string;
}

const wholeNumber = (raw: string | undefined, fallback: number, max: number): number | null => {
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : null;
};

const CATEGORY = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Reads the news query; the first problem found names its parameter. */
export function parseNewsQuery(query: {
  locale?: string;
  market?: string;
  category?: string;
  page?: string;
  per_page?: string;
}): NewsFilter | NewsProblem {
  const locale = (query.locale ?? 'he') as NewsLocale;
  if (!NEWS_LOCALES.includes(locale)) {
    return { parameter: 'locale', detail: `locale must be one of ${NEWS_LOCALES.join(', ')}` };
  }
  let market: NewsMarket | null = null;
  if (query.market !== undefined) {
    const upper = query.market.trim().toUpperCase() as NewsMarket;
    if (!NEWS_MARKETS.includes(upper)) {
      return { parameter: 'market', detail: `market must be one of ${NEWS_MARKETS.join(', ')}` };
    }
    if (!(MENA_NEWS_LOCALES as readonly string[]).includes(locale)) {
      return { parameter: 'market', detail: `MENA news (with a market) is in ${MENA_NEWS_LOCALES.join(', ')}, not ${locale}` };
    }
    market = upper;
  } else if (!(SITE_NEWS_LOCALES as readonly string[]).includes(locale)) {
    return { parameter: 'market', detail: `news in ${locale} belongs to a MENA market: market is required` };
  }
  let category: string | null = null;
  if (query.category !== undefined && query.category.trim() !== '') {
    if (!CATEGORY.test(query.category.trim())) {
      return { parameter: 'category', detail: 'category must be 1 to 64 lowercase letters, digits, hyphens or underscores' };
    }
    category = query.category.trim();
  }
  const page = wholeNumber(query.page, 1, NEWS_MAX_PAGE);
  if (page === null) return { parameter: 'page', detail: `page must be a whole number from 1 to ${NEWS_MAX_PAGE}` };
  const perPage = wholeNumber(query.per_page, NEWS_PAGE_SIZE.default, NEWS_PAGE_SIZE.max);
  if (perPage === null) return { parameter: 'per_page', detail: `per_page must be a whole number from 1 to ${NEWS_PAGE_SIZE.max}` };
  return { locale, market, category, page, perPage };
}

export const isNewsProblem = (value: NewsFilter | NewsProblem): value is NewsProblem => 'parameter' in value;
