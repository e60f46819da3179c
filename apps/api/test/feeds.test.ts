import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionFeedItems } from '../src/db/schema.js';
import { seed } from '../src/seed/index.js';
import { collectionFeedSeed, FEED_COLLECTION } from '../src/seed/feeds.js';
import { racingResultsFiles } from '../src/seed/feeds.racing.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

interface FeedItem {
  id: number;
  title: string;
  price: number | null;
  currency: string;
  group: string | null;
  url: string;
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /content/data-files/*', () => {
  it('answers each racing results file as stored, with an ETag and a short public cache', async () => {
    for (const [key, content] of Object.entries(racingResultsFiles)) {
      const response = await get(`/content/data-files/${key}`);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(content);
      expect(response.headers['etag']).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
    const file = racingResultsFiles['racing/results-1.json']!;
    expect(file.results).toHaveLength(12);
    expect(file.results[0]).toMatchObject({ position: 1, driver: 'Mitch Evans', points: 25 });
  });

  it('answers 304 to a matching If-None-Match, and the file to a stale one', async () => {
    const first = await get('/content/data-files/racing/results-2.json');
    const etag = first.headers['etag'] as string;
    const again = await get('/content/data-files/racing/results-2.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await get('/content/data-files/racing/results-2.json', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get('/content/data-files/racing/results-2.json', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    // Different files, different tags.
    expect((await get('/content/data-files/racing/results-3.json')).headers['etag']).not.toBe(etag);
  });

  it('answers 404 in the error envelope for a file that does not exist', async () => {
    const response = await get('/content/data-files/racing/results-9.json');
    expect(response.statusCode).toBe(404);
    expect(onlyError(response.body)).toMatchObject({ status: '404', source: { parameter: '*' } });
  });

  it.each(['racing/../secret.json', 'Racing/results-1.json', '.hidden', 'racing//x.json', 'racing/results-1.json/', '%00'])(
    'refuses the malformed key %s',
    async (key) => {
      const response = await get(`/content/data-files/${key}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(200);
    },
  );
});

describe('GET /content/collection-feeds', () => {
  const base = `/content/collection-feeds?market=IL&collection=${FEED_COLLECTION}`;

  it('answers the first 10 items by sequence by default (B§9)', async () => {
    const response = await get(`${base}&lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: FeedItem[] };
    const english = collectionFeedSeed.filter((row) => row.lang === 'en');
    expect(data.map((item) => item.title)).toEqual(english.slice(0, 10).map((row) => row.title));
    expect(data[0]).toMatchObject({ price: 79, currency: 'ILS', group: 'Drinkware', url: '/collection/defender-enamel-mug' });
  });

  it('honours limit and lang', async () => {
    const { data } = (await get(`${base}&lang=ar&limit=3`)).json() as { data: FeedItem[] };
    expect(data.map((item) => item.title)).toEqual(collectionFeedSeed.filter((row) => row.lang === 'ar').slice(0, 3).map((row) => row.title));
    const all = (await get(`${base}&limit=50`)).json() as { data: FeedItem[] };
    expect(all.data).toHaveLength(12);
  });

  it('groups by group in the order of each group’s first item', async () => {
    const response = await get(`${base}&lang=en&limit=50&grouped=true`);
    const { data } = response.json() as { data: Array<{ group: string | null; items: FeedItem[] }> };
    expect(data.map((entry) => [entry.group, entry.items.length])).toEqual([
      ['Drinkware', 4],
      ['Clothing', 3],
      ['Model cars', 5],
    ]);
    // The expedition flask comes last in the feed but joins its group.
    expect(data[0]!.items.at(-1)!.title).toBe('Expedition flask');
  });

  it('answers an empty list for a collection or market without items', async () => {
    expect((await get('/content/collection-feeds?market=AE&collection=land-rover-lifestyle')).json()).toEqual({ data: [] });
    expect((await get('/content/collection-feeds?market=IL&collection=none&grouped=true')).json()).toEqual({ data: [] });
  });

  it.each([
    ['lang=fr', 'lang'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=Infinity', 'limit'],
    ['grouped=maybe', 'grouped'],
  ])('refuses %s with 422', async (extra, parameter) => {
    const response = await get(`${base}&${extra}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(onlyError(response.body).source).toEqual({ parameter });
  });

  it.each([
    ['/content/collection-feeds?collection=x', 'market'],
    ['/content/collection-feeds?market=ISR&collection=x', 'market'],
    ['/content/collection-feeds?market=IL', 'collection'],
    ["/content/collection-feeds?market=IL&collection=' OR 1=1", 'collection'],
  ])('refuses %s naming %s', async (url, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(onlyError(response.body).source).toEqual({ parameter });
  });

  it('seeds the feed once: a second seed adds nothing', async () => {
    const before = await app.db.select().from(collectionFeedItems);
    await seed(app.db);
    expect(await app.db.select().from(collectionFeedItems)).toHaveLength(before.length);
  });
});
