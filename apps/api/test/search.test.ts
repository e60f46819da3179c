import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, pages } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

interface Result {
  type: 'model' | 'page';
  id: string;
  attributes: { title: string; path: string; excerpt: string };
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  // Pages that must never be found: a folder, a page whose only block is switched off everywhere,
  // and a page with malformed block JSON (an array for fields, a string for groups) that must not throw.
  const [folder, switchedOff, malformed] = await app.db
    .insert(pages)
    .values([
      { locale: 'he', path: '/qa-folder', pageType: 'folder', title: 'תיקייה זזקקוו' },
      { locale: 'he', path: '/switched-off', title: 'עמוד רגיל' },
      { locale: 'he', path: '/malformed', title: 'עמוד פגום' },
    ])
    .returning({ id: pages.id });
  await app.db.insert(blocks).values([
    { pageId: folder!.id, template: 'quote', sequence: 10, fields: { quote: 'זזקקוו' } },
    { pageId: switchedOff!.id, template: 'quote', sequence: 10, fields: { quote: 'זזקקוו כבוי' }, activePositions: [] },
    { pageId: malformed!.id, template: 'quote', sequence: 10, fields: ['זזקקוו'] as never, groups: 'x' as never },
    { pageId: malformed!.id, template: 'content-blocks', sequence: 20, fields: {}, groups: [null, 'x', { heading: 42 }, { heading: 'כותרת פגומה' }] as never },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function search(query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/content/public_api/search', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Result[]; meta: { total: number } };
}
const ids = (data: Result[]) => data.map((result) => `${result.type}:${result.id}`);
const paths = (data: Result[], type: Result['type']) => data.filter((result) => result.type === type).map((result) => result.attributes.path);

describe('GET /content/public_api/search', () => {
  it('finds a Hebrew model name: the models and their page, title hits first', async () => {
    const { data, meta } = await search({ q: 'דיפנדר' });
    expect(data[0]).toMatchObject({ type: 'page', attributes: { title: 'דיפנדר', path: '/models/defender' } });
    expect(data.filter((result) => result.type === 'model').map((result) => [result.id, result.attributes.title, result.attributes.path])).toEqual([
      ['defender-90', 'דיפנדר 90', '/models/defender'],
      ['defender-110', 'דיפנדר 110', '/models/defender'],
      ['defender-130', 'דיפנדר 130', '/models/defender'],
    ]);
    // Pages that only mention the model in their text come after every title hit.
    const firstTextHit = data.findIndex((result) => result.type === 'page' && result.attributes.path !== '/models/defender');
    expect(firstTextHit).toBeGreaterThan(3);
    expect(meta.total).toBeGreaterThanOrEqual(data.length);
    expect(data).toHaveLength(Math.min(8, meta.total));
    const model = data.find((result) => result.id === 'defender-90');
    expect(model?.attributes.excerpt).toContain('שלוש דלתות');
  });

  it('reads geresh, apostrophe, gershayim-free spelling, niqqud and RTL marks alike', async () => {
    const expected = ids((await search({ q: "ריינג' רובר" })).data);
    expect(expected).toContain('page:' + (await search({ q: "ריינג' רובר" })).data.find((r) => r.type === 'page')?.id);
    expect(expected).toEqual(expect.arrayContaining(['model:range-rover', 'model:range-rover-sport']));
    for (const q of ['ריינג׳ רובר', 'ריינג’ רובר', 'ריינג רובר', 'רַיינְג׳ רוֹבֶר', '\u200fריינג׳-רובר\u200f', "  ריינג'   רובר  "]) {
      expect(ids((await search({ q })).data), q).toEqual(expected);
    }
  });

  it('links a model without a page of its own to its family page, and skips models with no published page', async () => {
    const { data } = await search({ q: "ריינג' רובר ספורט" });
    expect(data[0]).toMatchObject({ type: 'model', id: 'range-rover-sport', attributes: { path: '/models/range-rover' } });
    const jaguar = await search({ q: 'F-PACE' });
    expect(jaguar.data.filter((result) => result.type === 'model')).toEqual([]);
  });

  it('matches Latin names on the Hebrew site, case-folded, and answers in the locale', async () => {
    const he = await search({ q: 'DEFENDER 110' });
    expect(he.data[0]).toMatchObject({ type: 'model', id: 'defender-110', attributes: { title: 'דיפנדר 110' } });
    const en = await search({ q: 'defender', locale: 'en' });
    expect(en.data[0]).toMatchObject({ type: 'page', attributes: { title: 'Defender', path: '/models/defender' } });
    expect(en.data.find((result) => result.id === 'defender-90')?.attributes.title).toBe('Defender 90');
    expect((await search({ q: 'דיסקברי', locale: 'en' })).data.filter((r) => r.type === 'page')).toEqual([]);
  });

  it('searches meta descriptions and block text, with HTML stripped, and excerpts around the match', async () => {
    const terrain = await search({ q: 'Terrain Response' });
    expect(paths(terrain.data, 'page')).toContain('/models/defender');
    for (const result of terrain.data) expect(result.attributes.excerpt).toContain('Terrain Response');
    const coordinator = await search({ q: 'רכזת הנגישות' });
    expect(paths(coordinator.data, 'page')).toEqual(['/accessibility']);
    expect(coordinator.data[0]?.attributes.excerpt).toMatch(/רכזת הנגישות/);
    expect(coordinator.data[0]?.attributes.excerpt).not.toMatch(/[<>]/);
    // Tag names and attributes are not text.
    expect((await search({ q: 'mailto' })).meta.total).toBe(0);
    expect((await search({ q: 'href' })).meta.total).toBe(0);
    // A meta description hit is its own excerpt.
    const meta = await search({ q: 'השוו מחירים' });
    expect(meta.data[0]).toMatchObject({ attributes: { path: '/', excerpt: expect.stringContaining('השוו מחירים') } });
  });

  it('never lists disabled, SEO-hidden, folder, redirect or switched-off content', async () => {
    expect((await search({ q: 'אוקטה' })).meta.total).toBe(0); // only on the unpublished /coming-soon
    expect((await search({ q: 'בדיקת תוכן שגוי' })).meta.total).toBe(0); // /qa/broken-blocks
    expect((await search({ q: 'All blocks', locale: 'en' })).data.map((r) => r.attributes.path)).not.toContain('/all-blocks');
    expect((await search({ q: 'כתובת ישנה' })).meta.total).toBe(0); // the /old-offers redirect
    expect((await search({ q: 'תודה שפניתם' })).meta.total).toBe(0); // /thank-you hides from search engines
    expect((await search({ q: 'זזקקוו' })).meta.total).toBe(0); // folder, switched-off block, malformed JSON
    expect(paths((await search({ q: 'כותרת פגומה' })).data, 'page')).toEqual(['/malformed']);
  });

  it('returns at most items results, 8 by default, with the total', async () => {
    const all = await search({ q: 'לנד רובר' });
    expect(all.meta.total).toBeGreaterThan(8);
    expect(all.data).toHaveLength(8);
    const two = await search({ q: 'לנד רובר', items: '2' });
    expect(ids(two.data)).toEqual(ids(all.data).slice(0, 2));
    expect(two.meta.total).toBe(all.meta.total);
    expect((await search({ q: 'לנד רובר', items: '20' })).data).toHaveLength(Math.min(20, all.meta.total));
  });

  it('is public and cacheable for a minute', async () => {
    const response = await app.inject('/content/public_api/search?q=' + encodeURIComponent('דיפנדר'));
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('search input validation', () => {
  const rejected = async (url: string, parameter: string) => {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(400);
    const error = onlyError(response.body);
    expect(error.source).toEqual({ parameter });
    return error.detail;
  };

  it('needs q of 2 to 100 characters after trimming, with a clear 400', async () => {
    expect(await rejected('/content/public_api/search', 'q')).toContain('q');
    for (const q of ['', 'ד', '   ד   ', '\u200f\u200f', "%'", '--']) {
      expect(await rejected(`/content/public_api/search?q=${encodeURIComponent(q)}`, 'q')).toBe('q must have at least 2 letters or digits');
    }
    expect(await rejected(`/content/public_api/search?q=${'א'.repeat(101)}`, 'q')).toBe('q must be at most 100 characters long');
    // A query past the API's URL limit is refused before the route (414, issue 16), in the envelope.
    const tooLong = await app.inject(`/content/public_api/search?q=${'x'.repeat(10_000)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ errors: [{ status: '414' }] });
    await search({ q: `   ${'ד'.repeat(100)}   ` });
  });

  it('needs items from 1 to 20', async () => {
    for (const items of ['0', '21', 'x', '1.5', '-1', '']) {
      expect(await rejected(`/content/public_api/search?q=ab&items=${items}`, 'items')).toBe('items must be a whole number from 1 to 20');
    }
    expect(await rejected('/content/public_api/search?q=ab&locale=fr', 'locale')).toContain('locale');
  });

  it('treats hostile input as text: never a 5xx, never more than it should find', async () => {
    const hostile = [
      '%%',
      '_%_ ab',
      '\\\\ ab',
      '$1 $2',
      "E'\\x00' ab",
      'ab\u0000cd',
      '\ud800\udc00 ab',
      '<script>alert(1)</script>',
      '((((((((((ab',
      'a'.repeat(100),
      'ab '.repeat(33),
    ];
    for (const q of hostile) {
      const response = await app.inject({ method: 'GET', url: '/content/public_api/search', query: { q } });
      expect(response.statusCode, q).toBeLessThan(500);
    }
    // SQL that would widen the match if it were not bound as text finds nothing.
    for (const q of ["zq' or 'zq'='zq", "'; drop table pages; --", 'zq%', "zq') or true --", 'zq" or ""="']) {
      expect((await search({ q })).meta.total, q).toBe(0);
    }
    expect(ids((await search({ q: '\u202eדיפנדר\u202c' })).data)).toEqual(ids((await search({ q: 'דיפנדר' })).data));
    const repeated = await app.inject('/content/public_api/search?q=ab&q=cd');
    expect(repeated.statusCode).toBe(400);
    // The tables are still there.
    expect((await search({ q: 'דיפנדר' })).meta.total).toBeGreaterThan(0);
  });
});
