/** The collection feed call (ADR 028 §3) and its answer as the block uses it. */

export interface FeedItem {
  id: number;
  title: string;
  description: string;
  imageId: number | null;
  imageUrl: string | null;
  /** Whole currency units; null shows no price. */
  price: number | null;
  currency: string;
  url: string;
  group: string | null;
}

export interface FeedGroup {
  group: string | null;
  items: FeedItem[];
}

export const FEED_LIMIT = { default: 10, min: 1, max: 50 } as const;

/** The limit as the call takes it: a whole number from 1 to 50, else the default 10 (B§9). */
export function feedLimit(limit: number): number {
  return Number.isInteger(limit) && limit >= FEED_LIMIT.min && limit <= FEED_LIMIT.max ? limit : FEED_LIMIT.default;
}

/** The feed path for the block's fields; null when market or collection is not set (nothing to ask for). */
export function feedPath(fields: { lang: string; market: string; collection: string; limit: number; grouped: boolean }): string | null {
  const market = fields.market.trim().toUpperCase();
  const collection = fields.collection.trim();
  if (!/^[A-Z]{2}$/.test(market) || !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(collection)) return null;
  const query = new URLSearchParams({
    lang: fields.lang === 'ar' ? 'ar' : 'en',
    market,
    collection,
    limit: String(feedLimit(fields.limit)),
    grouped: String(fields.grouped),
  });
  return `/collection-feeds?${query.toString()}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function itemOf(raw: unknown): FeedItem | null {
  if (!isRecord(raw) || typeof raw['id'] !== 'number' || typeof raw['title'] !== 'string' || raw['title'].trim() === '') return null;
  const url = typeof raw['url'] === 'string' ? raw['url'] : '';
  const imageUrl = typeof raw['image_url'] === 'string' && /^https:\/\//.test(raw['image_url']) ? raw['image_url'] : null;
  return {
    id: raw['id'],
    title: raw['title'],
    description: typeof raw['description'] === 'string' ? raw['description'] : '',
    imageId: typeof raw['image_id'] === 'number' ? raw['image_id'] : null,
    imageUrl,
    price: typeof raw['price'] === 'number' && raw['price'] > 0 ? raw['price'] : null,
    currency: typeof raw['currency'] === 'string' ? raw['currency'] : 'ILS',
    // Only site paths and https links are followed.
    url: url.startsWith('/') || url.startsWith('https://') ? url : '',
    group: typeof raw['group'] === 'string' ? raw['group'] : null,
  };
}

/** The answer as groups (one unnamed group when the feed is not grouped); throws on an answer that is not a feed. */
export function parseFeedResponse(body: unknown, grouped: boolean): FeedGroup[] {
  if (!isRecord(body) || !Array.isArray(body['data'])) throw new Error('collection feed: unexpected answer');
  const data = body['data'];
  if (!grouped) {
    const items = data.map(itemOf).filter((item): item is FeedItem => item !== null);
    return items.length > 0 ? [{ group: null, items }] : [];
  }
  return data
    .filter(isRecord)
    .map((entry) => ({
      group: typeof entry['group'] === 'string' ? entry['group'] : null,
      items: (Array.isArray(entry['items']) ? entry['items'] : []).map(itemOf).filter((item): item is FeedItem => item !== null),
    }))
    .filter((entry) => entry.items.length > 0);
}
