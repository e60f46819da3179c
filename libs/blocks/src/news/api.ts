/** The news call (ADR 028 §3): `GET /news?locale&page&per_page&market`, and what the block keeps of its answer. */

export interface NewsItem {
  pageId: number;
  path: string;
  title: string;
  teaser: string;
  imageId: number | null;
  publishedAt: string;
}

export interface NewsPage {
  items: NewsItem[];
  page: number;
  pages: number;
  total: number;
}

/** Which news the block lists: the site's own (market null) or a MENA market's (A§5). */
export interface NewsSource {
  /** The news locale: the page's (he, en) or, with a market, one of en, ar, fr, ge, ru. */
  locale: string;
  market: string | null;
}

export const NEWS_PER_PAGE = 9;

/** The settings that switch the block to the MENA variant (A§5): `news.market`, and `news.locale` (default en). */
export const NEWS_SETTING_KEYS = { market: 'news.market', locale: 'news.locale' } as const;
export const MENA_LOCALES = ['en', 'ar', 'fr', 'ge', 'ru'] as const;
export const MENA_MARKETS = [
  'DZ', 'AM', 'KZ', 'IR', 'BH', 'JO', 'YE', 'QA', 'AE', 'TN', 'OM', 'AZ', 'GE', 'EG', 'IQ', 'KW', 'LB', 'MA', 'PS', 'SA',
] as const;

/** The news source for a page: MENA when a valid market is set (its locale from the setting, default en), else the page's own news. */
export function newsSourceOf(pageLocale: string, settings: Record<string, string | undefined>): NewsSource {
  const market = settings[NEWS_SETTING_KEYS.market]?.trim().toUpperCase() ?? '';
  if (!(MENA_MARKETS as readonly string[]).includes(market)) return { locale: pageLocale, market: null };
  const locale = settings[NEWS_SETTING_KEYS.locale]?.trim().toLowerCase() ?? '';
  return { locale: (MENA_LOCALES as readonly string[]).includes(locale) ? locale : 'en', market };
}

export function newsPath(source: NewsSource, page: number, perPage = NEWS_PER_PAGE): string {
  const query = new URLSearchParams({ locale: source.locale, page: String(page), per_page: String(perPage) });
  if (source.market) query.set('market', source.market);
  return `/news?${query.toString()}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function itemOf(raw: unknown): NewsItem | null {
  if (!isRecord(raw)) return null;
  const { page_id, path, title, teaser, image_id, published_at } = raw;
  if (typeof page_id !== 'number' || typeof path !== 'string' || !path.startsWith('/') || typeof title !== 'string') return null;
  if (typeof published_at !== 'string' || Number.isNaN(Date.parse(published_at))) return null;
  return {
    pageId: page_id,
    path,
    title,
    teaser: typeof teaser === 'string' ? teaser : '',
    imageId: typeof image_id === 'number' ? image_id : null,
    publishedAt: published_at,
  };
}

/** The answer as the block uses it; throws on an answer that is not a news list (the block shows its error state). */
export function parseNewsResponse(body: unknown): NewsPage {
  if (!isRecord(body) || !Array.isArray(body['data']) || !isRecord(body['meta'])) throw new Error('news: unexpected answer');
  const meta = body['meta'];
  const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);
  const items = body['data'].map(itemOf).filter((item): item is NewsItem => item !== null);
  return { items, page: Math.max(1, whole(meta['page'], 1)), pages: Math.max(1, whole(meta['pages'], 1)), total: whole(meta['total'], items.length) };
}

/** "2 of 5" from the template's "of %" (B§3.2): the page number, then the label with % as the page count. */
export function paginationStatus(label: string, page: number, pages: number): string {
  const rest = label.includes('%') ? label.replace(/%/g, String(pages)) : `${label} ${pages}`;
  return `${page} ${rest.trim()}`;
}

/** A date as the locale writes it ("28 באוקטובר 2026", "28 October 2026"), in Israel's calendar day. */
export function newsDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jerusalem',
  }).format(new Date(iso));
}
