import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, metaheads, pages } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;
let defenderId: number;

const BY_PATH = '/content/public_api/pages/by_path';

interface PageBody {
  data: {
    page: Record<string, unknown> & { id: number; path: string; locale: string; title: string };
    blocks: {
      id: number;
      template: string;
      sequence: number;
      fields: Record<string, unknown>;
      groups: unknown[];
    }[];
    metaheads: { id: number; page_id: number | null; content: string; sequence: number; consent_scope: string }[];
    alternates: { locale: string; path: string }[];
  };
}

async function getPage(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PageBody).data;
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);

  const [defender] = await app.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.locale, 'he'), eq(pages.path, '/models/defender')));
  defenderId = defender!.id;

  // Page-level snippets around the global one (sequence 1), plus one on another page that must not leak.
  const [home] = await app.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.locale, 'he'), eq(pages.path, '/')));
  await app.db.insert(metaheads).values([
    { pageId: defenderId, content: '<meta name="x-late">', language: 'html', sequence: 5, inBody: false, consentScope: 'marketing' },
    { pageId: defenderId, content: 'console.log(1)', language: 'javascript', sequence: 0, inBody: true, consentScope: 'statistic' },
    { pageId: home!.id, content: '.home{}', language: 'css', sequence: 2, inBody: false },
  ]);

  const [hebrewPathPage] = await app.db
    .insert(pages)
    .values({ locale: 'he', path: '/דגמים/דיפנדר', title: 'נתיב בעברית' })
    .returning({ id: pages.id });
  await app.db.insert(blocks).values({ pageId: hebrewPathPage!.id, template: 'quote', sequence: 10 });
  await app.db.insert(pages).values({ locale: 'he', path: '/draft', title: 'טיוטה', disabled: true });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /content/public_api/pages/by_path/*', () => {
  it('serves the Hebrew home page for an empty path, with its blocks in sequence order', async () => {
    const data = await getPage(`${BY_PATH}/`);
    expect(data.page).toMatchObject({ path: '/', locale: 'he', title: 'לנד רובר ישראל', page_type: 'page' });
    expect(data.blocks.map((block) => block.template)).toEqual([
      'hero-title-banner',
      'content-blocks',
      'quote',
      'hero-title-banner',
    ]);
    const sequences = data.blocks.map((block) => block.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(data.blocks[0]?.fields).toMatchObject({ header_tag: 'H1', heading: expect.any(String) });
  });

  it('returns exactly the documented page fields (no internal columns leak)', async () => {
    const data = await getPage(`${BY_PATH}/models/defender`);
    expect(Object.keys(data.page).sort()).toEqual(
      [
        'id',
        'locale',
        'path',
        'page_type',
        'title',
        'meta_title',
        'meta_description',
        'canonical_url',
        'external_meta_image',
        'image_id',
        'disable_seo_tracking',
        'disabled',
        'type',
        'to',
        'http_code',
        'redirect_path',
        'link_type',
        'link_new_window',
        'updated_at',
      ].sort(),
    );
    expect(new Date(data.page['updated_at'] as string).toISOString()).toBe(data.page['updated_at']);
    expect(Object.keys(data.blocks[0]!).sort()).toEqual([
      'active_positions',
      'fields',
      'groups',
      'id',
      'sequence',
      'template',
    ]);
  });

  it('finds a nested path, with or without trailing and duplicate slashes', async () => {
    for (const suffix of ['models/defender', 'models/defender/', '/models//defender', 'models/defender///']) {
      const data = await getPage(`${BY_PATH}/${suffix}`);
      expect(data.page.id, suffix).toBe(defenderId);
      expect(data.page.title).toBe('דיפנדר');
    }
  });

  it('decodes percent-encoded paths, including an encoded slash and Hebrew segments', async () => {
    expect((await getPage(`${BY_PATH}/models%2Fdefender`)).page.id).toBe(defenderId);
    expect((await getPage(`${BY_PATH}/%6Dodels/defender`)).page.id).toBe(defenderId);
    const hebrew = await getPage(`${BY_PATH}/${encodeURIComponent('דגמים')}/${encodeURIComponent('דיפנדר')}`);
    expect(hebrew.page).toMatchObject({ path: '/דגמים/דיפנדר', title: 'נתיב בעברית' });
    // Defaults of a block created without fields/groups.
    expect(hebrew.blocks).toEqual([
      {
        id: expect.any(Number),
        template: 'quote',
        sequence: 10,
        fields: {},
        groups: [],
        active_positions: ['desktop', 'mobile'],
      },
    ]);
  });

  it('serves the locale asked for, Hebrew by default', async () => {
    const english = await getPage(`${BY_PATH}/models/defender?locale=en`);
    expect(english.page).toMatchObject({ locale: 'en', title: 'Defender', path: '/models/defender' });
    expect(english.page.id).not.toBe(defenderId);
    expect((await getPage(`${BY_PATH}/?locale=en`)).page.title).toBe('Land Rover Israel');
    expect((await getPage(`${BY_PATH}/?locale=he`)).page.title).toBe('לנד רובר ישראל');
  });

  it('merges the page metaheads with the global ones, ordered by sequence', async () => {
    const defender = await getPage(`${BY_PATH}/models/defender`);
    expect(defender.metaheads.map((head) => [head.sequence, head.page_id])).toEqual([
      [0, defenderId],
      [1, null],
      [5, defenderId],
      // The seeded demo tags (statistics and marketing), on every page.
      [10, null],
      [11, null],
      [12, null],
    ]);
    expect(defender.metaheads[1]).toEqual({
      id: expect.any(Number),
      page_id: null,
      content: ':root{--lux-brand:#9e1b32}',
      language: 'css',
      sequence: 1,
      in_body: false,
      reload_on_each_page: false,
      // Never classified: it waits for "accept all" (issue 12, the column's default).
      consent_scope: 'unclassified',
    });
    // Issue 12: each snippet says which consent scope it needs before the site runs it.
    expect(defender.metaheads.map((head) => head.consent_scope)).toEqual(['statistic', 'unclassified', 'marketing', 'statistic', 'statistic', 'marketing']);
    // Another page sees the global snippet but none of the defender's.
    const discovery = await getPage(`${BY_PATH}/models/discovery`);
    expect(discovery.metaheads.map((head) => head.page_id)).toEqual([null, null, null, null]);
  });

  it('lists the same path in other locales as alternates, never the page itself or a disabled one', async () => {
    // Defender exists in all four languages (ADR 033).
    expect((await getPage(`${BY_PATH}/models/defender`)).alternates).toEqual([
      { locale: 'ar', path: '/models/defender' },
      { locale: 'en', path: '/models/defender' },
      { locale: 'ru', path: '/models/defender' },
    ]);
    expect((await getPage(`${BY_PATH}/models/defender?locale=en`)).alternates).toEqual([
      { locale: 'ar', path: '/models/defender' },
      { locale: 'he', path: '/models/defender' },
      { locale: 'ru', path: '/models/defender' },
    ]);
    expect((await app.inject(`${BY_PATH}/models/discovery?locale=ar`)).statusCode).toBe(404);
    expect((await getPage(`${BY_PATH}/thank-you`)).alternates).toEqual([]);
  });

  it('treats a disabled page as absent', async () => {
    const response = await app.inject(`${BY_PATH}/draft`);
    expect(response.statusCode).toBe(404);
    expect(onlyError(response.body).detail).toContain('/draft');
  });

  it('answers 404 naming the path and locale for an unknown page or a page missing in that locale', async () => {
    const unknown = await app.inject(`${BY_PATH}/models/unknown/`);
    expect(unknown.statusCode).toBe(404);
    const error = onlyError(unknown.body);
    expect(error).toMatchObject({ status: '404', title: 'Not Found' });
    expect(error.detail).toContain('"/models/unknown"');
    expect(error.detail).toContain('"he"');

    const englishOnlyHebrew = await app.inject(`${BY_PATH}/thank-you?locale=en`);
    expect(englishOnlyHebrew.statusCode).toBe(404);
    expect(onlyError(englishOnlyHebrew.body).detail).toContain('"en"');
  });

  it('rejects an unsupported locale with a 400 that names the parameter', async () => {
    const response = await app.inject(`${BY_PATH}/?locale=fr`);
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body)).toEqual({
      status: '400',
      title: 'Bad Request',
      detail: 'querystring/locale must be equal to one of the allowed values',
      source: { parameter: 'locale' },
    });
  });
});

describe('GET /content/public_api/sitemap', () => {
  it('lists indexable published pages in every locale, without drafts, no-SEO pages or folders', async () => {
    await app.db.insert(pages).values({ locale: 'he', path: '/models', title: 'דגמים', pageType: 'folder' });
    const response = await app.inject('/content/public_api/sitemap');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Array<{ locale: string; path: string; updated_at: string }> };
    const entries = data.map((entry) => `${entry.locale}:${entry.path}`);
    expect(entries).toContain('he:/');
    expect(entries).toContain('en:/models/defender');
    expect(entries).toContain('he:/דגמים/דיפנדר');
    expect(entries).not.toContain('he:/draft');
    expect(entries).not.toContain('he:/thank-you');
    expect(entries).not.toContain('he:/models');
    expect(data.every((entry) => !Number.isNaN(Date.parse(entry.updated_at)))).toBe(true);
  });
});
