import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { blocks, metaheads, pages } from '../src/db/schema.js';
import { PATHNAME_REQUIRED, validatePage, type PageInput } from '../src/services/content/page-validation.js';
import { createPagesRepository, PageValidationError } from '../src/services/content/pages.repository.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

const problems = (input: PageInput) => {
  const result = validatePage(input);
  return result.ok ? [] : result.problems;
};
const details = (input: PageInput) => problems(input).map((p) => p.detail);

describe('validatePage: the pathname rule (B§5/B§8)', () => {
  it('refuses a missing or blank pathname with the spec’s exact text', () => {
    for (const path of [undefined, null, '', '   ']) {
      expect(problems({ path }), String(path)).toEqual([{ pointer: '/path', detail: 'You have to provide current page pathname.' }]);
    }
    expect(PATHNAME_REQUIRED).toBe('You have to provide current page pathname.');
  });

  it('accepts only the stored form of a path, suggesting it otherwise', () => {
    for (const path of ['/', '/models/defender', '/דגמים/דיפנדר']) expect(problems({ path }), path).toEqual([]);
    expect(details({ path: 'models/defender' })).toEqual([
      'The page pathname must start with "/" and have no empty segment or trailing slash (did you mean "/models/defender"?).',
    ]);
    expect(details({ path: '/models//defender/' })[0]).toContain('did you mean "/models/defender"');
    for (const path of ['/a b', '/a?b=1', '/a#top', '/a\\b', '/a\u0000']) {
      expect(details({ path })[0], path).toMatch(/must not contain/);
    }
    expect(details({ path: 42 })).toEqual(['The page pathname must be a string.']);
    expect(details({ path: `/${'a'.repeat(2048)}` })[0]).toMatch(/at most 2048/);
  });
});

describe('validatePage: types, redirections and links (B§3.5, B§9)', () => {
  it('defaults to an enabled page of type page, and a redirection to 301 internal in the same window', () => {
    const page = validatePage({ path: '/old', type: 'url_redirection', redirectPath: '/new' });
    expect(page).toEqual({
      ok: true,
      page: expect.objectContaining({
        pageType: 'page',
        type: 'url_redirection',
        httpCode: 301,
        redirectPath: '/new',
        linkType: 'internal',
        linkNewWindow: false,
        disabled: false,
        locale: 'he',
      }),
    });
    expect(validatePage({ path: '/folder', pageType: 'folder' }).ok).toBe(true);
  });

  it('checks the page type, type and http code', () => {
    expect(details({ path: '/a', pageType: 'section' })).toEqual(['The page type must be one of page, folder.']);
    expect(details({ path: '/a', type: 'redirect' })).toEqual(['The type must be one of page, url_redirection.']);
    for (const httpCode of [301, 302, 303, 307, 308]) {
      expect(problems({ path: '/a', type: 'url_redirection', redirectPath: '/b', httpCode }), String(httpCode)).toEqual([]);
    }
    expect(details({ path: '/a', type: 'url_redirection', redirectPath: '/b', httpCode: 300 })).toEqual([
      'The redirect http code must be one of 301, 302, 303, 307, 308.',
    ]);
  });

  it('needs a redirect path on a redirection, and only there', () => {
    expect(details({ path: '/a', type: 'url_redirection' })).toEqual(['A url_redirection page needs a redirect path.']);
    expect(details({ path: '/a', redirectPath: '/b' })).toEqual(['Only a url_redirection page has a redirect path.']);
  });

  it('checks the redirect target against its link type', () => {
    const redirect = (linkType: string, redirectPath: string) =>
      details({ path: '/from', type: 'url_redirection', linkType, redirectPath });
    expect(redirect('internal', '/models/defender?tab=specs#top')).toEqual([]);
    expect(redirect('internal', 'https://example.com')[0]).toMatch(/single "\/"/);
    expect(redirect('internal', '//evil.example')[0]).toMatch(/single "\/"/);
    expect(redirect('internal', '/from/')).toEqual(['A page cannot redirect to itself.']);
    expect(redirect('external', 'https://www.landrover.co.il/offers')).toEqual([]);
    expect(redirect('external', '/offers')).toEqual(['An external redirect must be an absolute http(s) URL.']);
    expect(redirect('external', 'javascript:alert(1)')).toEqual(['An external redirect must be an absolute http(s) URL.']);
    expect(redirect('file', '/files/price-list.pdf')).toEqual([]);
    expect(redirect('file', 'https://cdn.example.com/brochure.pdf?v=2')).toEqual([]);
    expect(redirect('file', '/files/price-list')[0]).toMatch(/extension/);
    expect(redirect('ftp', '/x')).toEqual(['The link type must be one of internal, external, file.']);
    expect(details({ path: '/a', type: 'url_redirection', redirectPath: '/b', linkNewWindow: 'yes' })).toEqual([
      'link_new_window must be true or false.',
    ]);
  });
});

describe('validatePage: blocks and metaheads', () => {
  it('gives blocks every position by default and checks active_positions', () => {
    const result = validatePage({ path: '/a', blocks: [{ template: 'quote' }, { template: 'quote', activePositions: [] }] });
    expect(result.ok && result.page.blocks.map((b) => b.activePositions)).toEqual([['desktop', 'mobile'], []]);
    expect(problems({ path: '/a', blocks: [{ template: 'quote', activePositions: ['tablet'] }] })).toEqual([
      { pointer: '/blocks/0/activePositions', detail: 'active_positions lists each of desktop, mobile at most once.' },
    ]);
    expect(details({ path: '/a', blocks: [{ template: 'quote', activePositions: ['mobile', 'mobile'] }] })).toHaveLength(1);
    expect(details({ path: '/a', blocks: [{ template: 'no-such-block' }] })).toEqual(['Unknown block template "no-such-block".']);
    expect(details({ path: '/a', type: 'url_redirection', redirectPath: '/b', blocks: [{ template: 'quote' }] })).toEqual([
      'A url_redirection page shows no blocks.',
    ]);
  });

  it('accepts all six metahead languages and checks in_body, reload_on_each_page and sequence', () => {
    const contentFor = { javascript: 'x()', 'js-src': 'https://cdn.example.com/a.js', css: 'a{}', sass: 'a\n  b: c', scss: 'a{b:c}', html: '<meta name="x">' };
    const heads = Object.entries(contentFor).map(([language, content], sequence) => ({ language, content, sequence, inBody: true, reloadOnEachPage: true }));
    expect(problems({ path: '/a', metaheads: heads })).toEqual([]);
    expect(details({ path: '/a', metaheads: [{ language: 'php', content: 'x' }] })).toEqual([
      'The language must be one of javascript, js-src, css, sass, scss, html.',
    ]);
    expect(details({ path: '/a', metaheads: [{ language: 'js-src', content: 'alert(1)' }] })[0]).toMatch(/one script URL/);
    expect(details({ path: '/a', metaheads: [{ language: 'css', content: ' ' }] })).toEqual(['A metahead needs content.']);
    expect(details({ path: '/a', metaheads: [{ language: 'css', content: 'a{}', sequence: 1.5, inBody: 'no', reloadOnEachPage: 1 }] })).toEqual([
      'sequence must be a whole number.',
      'in_body must be true or false.',
      'reload_on_each_page must be true or false.',
    ]);
  });

  it('defaults a metahead’s consent scope to unclassified and accepts only the five scopes (issue 12)', () => {
    const result = validatePage({ path: '/a', metaheads: [{ language: 'css', content: 'a{}' }] });
    expect(result.ok && result.page.metaheads[0]?.consentScope).toBe('unclassified');
    for (const consentScope of ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified']) {
      const scoped = validatePage({ path: '/a', metaheads: [{ language: 'javascript', content: 'x()', consentScope }] });
      expect(scoped.ok && scoped.page.metaheads[0]?.consentScope, consentScope).toBe(consentScope);
    }
    for (const consentScope of ['analytics', 'Marketing', '', null, 3]) {
      expect(problems({ path: '/a', metaheads: [{ language: 'html', content: '<b>', consentScope }] }), String(consentScope)).toEqual(
        consentScope === null
          ? []
          : [{ pointer: '/metaheads/0/consentScope', detail: 'consent_scope must be one of obligatory, optional, statistic, marketing, unclassified.' }],
      );
    }
  });
});

describe('pages repository: create', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase(loadConfig(database.env).database);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('stores a valid page with its blocks and metaheads, and refuses an invalid one with every problem', async () => {
    const repo = createPagesRepository(handle.db);
    const id = await repo.create({
      path: '/offers',
      title: 'מבצעים',
      blocks: [{ template: 'quote', activePositions: ['mobile'] }],
      metaheads: [
        { language: 'css', content: '.x{}', sequence: 2 },
        { language: 'javascript', content: 'track()', sequence: 3, consentScope: 'statistic' },
      ],
    });
    const [page] = await handle.db.select().from(pages).where(eq(pages.id, id));
    expect(page).toMatchObject({ path: '/offers', type: 'page', httpCode: 301, linkType: 'internal' });
    expect((await handle.db.select().from(blocks).where(eq(blocks.pageId, id)))[0]?.activePositions).toEqual(['mobile']);
    const heads = await handle.db.select().from(metaheads).where(eq(metaheads.pageId, id)).orderBy(metaheads.sequence);
    expect(heads.map((head) => head.consentScope)).toEqual(['unclassified', 'statistic']);

    const refused = repo.create({ path: '', type: 'url_redirection' });
    await expect(refused).rejects.toBeInstanceOf(PageValidationError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      problems: [
        { pointer: '/path', detail: 'You have to provide current page pathname.' },
        { pointer: '/redirectPath', detail: 'A url_redirection page needs a redirect path.' },
      ],
    });
  });

  it('refuses a second page at the same path and locale', async () => {
    const repo = createPagesRepository(handle.db);
    await expect(repo.create({ path: '/offers' })).rejects.toMatchObject({
      problems: [{ pointer: '/path', detail: 'A page already exists at "/offers" for locale "he".' }],
    });
    await expect(repo.create({ path: '/offers', locale: 'en' })).resolves.toEqual(expect.any(Number));
  });

  it('backs the rules with database constraints', async () => {
    await expect(handle.db.insert(pages).values({ path: '/r', type: 'url_redirection' })).rejects.toThrow();
    await expect(
      handle.db.insert(pages).values({ path: '/r', type: 'url_redirection', redirectPath: '/s', httpCode: 200 as 301 }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(metaheads).values({ content: 'x()', language: 'javascript', consentScope: 'analytics' as 'marketing' }),
    ).rejects.toThrow();
  });
});
