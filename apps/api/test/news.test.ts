import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles, pages } from '../src/db/schema.js';
import { menaStories, newsStories } from '../src/seed/news.data.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

interface NewsItem {
  page_id: number;
  path: string;
  locale: string;
  title: string;
  teaser: string;
  image_id: number | null;
  published_at: string;
  category: string | null;
  market: string | null;
}
interface NewsBody {
  data: NewsItem[];
  meta: { page: number; per_page: number; total: number; pages: number };
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  // Never listed: a disabled article, one dated in the future, and a folder.
  const [disabled, future, folder] = await app.db
    .insert(pages)
    .values([
      { locale: 'he', path: '/news/qa-disabled', title: 'כתבה מושבתת', disabled: true },
      { locale: 'he', path: '/news/qa-future', title: 'כתבה עתידית' },
      { locale: 'he', path: '/news/qa-folder', title: 'תיקייה', pageType: 'folder' },
    ])
    .returning({ id: pages.id });
  await app.db.insert(newsArticles).values([
    { pageId: disabled!.id, publishedAt: new Date('2026-11-01T00:00:00Z'), teaser: 'x' },
    { pageId: future!.id, publishedAt: new Date(Date.now() + 86_400_000 * 30), teaser: 'x' },
    { pageId: folder!.id, publishedAt: new Date('2026-11-01T00:00:00Z'), teaser: 'x' },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function news(query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/content/news', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NewsBody;
}

async function refusal(query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/content/news', query });
  expect(response.statusCode, response.body).toBe(422);
  return onlyError(response.body);
}

const newestFirst = [...newsStories].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('GET /content/news', () => {
  it('lists the Hebrew news, newest first, only published article pages', async () => {
    const { data, meta } = await news({ locale: 'he', per_page: '50' });
    expect(data.map((item) => item.path)).toEqual(newestFirst.map((story) => `/news/${story.slug}`));
    expect(meta).toEqual({ page: 1, per_page: 50, total: newsStories.length, pages: 1 });
    expect(data[0]).toMatchObject({
      locale: 'he',
      title: newestFirst[0]!.he.title,
      teaser: newestFirst[0]!.he.teaser,
      image_id: newestFirst[0]!.imageId,
      category: newestFirst[0]!.category,
      market: null,
      published_at: new Date(newestFirst[0]!.publishedAt).toISOString(),
    });
  });

  it('defaults to Hebrew and pages through: 9 per page by default, then the rest', async () => {
    const first = await news({});
    expect(first.meta).toEqual({ page: 1, per_page: 9, total: 8, pages: 1 });
    const page1 = await news({ locale: 'en', per_page: '3' });
    const page3 = await news({ locale: 'en', per_page: '3', page: '3' });
    const page4 = await news({ locale: 'en', per_page: '3', page: '4' });
    expect(page1.meta).toEqual({ page: 1, per_page: 3, total: 8, pages: 3 });
    expect(page1.data.map((item) => item.path)).toEqual(newestFirst.slice(0, 3).map((story) => `/news/${story.slug}`));
    expect(page3.data.map((item) => item.path)).toEqual(newestFirst.slice(6).map((story) => `/news/${story.slug}`));
    // Past the end: an empty page, not an error.
    expect(page4).toEqual({ data: [], meta: { page: 4, per_page: 3, total: 8, pages: 3 } });
  });

  it('filters by category', async () => {
    const { data, meta } = await news({ locale: 'en', category: 'service' });
    expect(meta.total).toBe(newsStories.filter((story) => story.category === 'service').length);
    expect(data.every((item) => item.category === 'service')).toBe(true);
    expect((await news({ locale: 'en', category: 'nothing-here' })).meta).toMatchObject({ total: 0, pages: 1 });
  });

  it('lists MENA news by market, and keeps it out of the site news', async () => {
    const { data } = await news({ locale: 'en', market: 'ae' });
    expect(data.map((item) => item.path)).toEqual(menaStories.map((story) => `/news/mena/${story.slug}`));
    expect(data.every((item) => item.market === 'AE')).toBe(true);
    expect((await news({ locale: 'en', market: 'SA' })).meta.total).toBe(0);
    expect((await news({ locale: 'ar', market: 'AE' })).data).toEqual([]);
    const site = await news({ locale: 'en', per_page: '50' });
    expect(site.data.some((item) => item.path.startsWith('/news/mena/'))).toBe(false);
  });

  it.each([
    [{ locale: 'de' }, 'locale'],
    [{ locale: 'ar' }, 'market'],
    [{ locale: 'he', market: 'AE' }, 'market'],
    [{ locale: 'en', market: 'IL' }, 'market'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'Infinity' }, 'page'],
    [{ page: '99999999999' }, 'page'],
    [{ per_page: '51' }, 'per_page'],
    [{ per_page: 'x' }, 'per_page'],
    [{ category: "' OR 1=1 --" }, 'category'],
  ])('refuses %o with 422 naming %s', async (query, parameter) => {
    const error = await refusal(query as Record<string, string>);
    expect(error.status).toBe('422');
    expect(error.source).toEqual({ parameter });
  });

  it('refuses control characters and unknown parameters as a client error', async () => {
    const nul = await app.inject({ method: 'GET', url: '/content/news?category=%00' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const caching = await app.inject({ method: 'GET', url: '/content/news?locale=en' });
    expect(caching.headers['cache-control']).toBe('public, max-age=60');
  });
});
