import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof roleHeaders>>;
let pageId: number;

const URL = '/content/cms/metaheads';
type Csp = { blocked_hosts: string[]; notes: string[] };
type Metahead = { id: string; attributes: Record<string, unknown> & { content_hash: string }; csp: Csp };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
  const [page] = await app.db.insert(pages).values({ locale: 'he', path: '/metaheads-page', title: 'דף' }).returning();
  pageId = page!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (payload: Record<string, unknown>, headers: AuthHeaders = as.developer) => app.inject({ method: 'POST', url: URL, headers, payload });
async function created(payload: Record<string, unknown>): Promise<{ data: Metahead; csp: Csp }> {
  const response = await post(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('metaheads for developers', () => {
  it('lets a developer create, list, update and delete, each audited', async () => {
    const { data } = await created({ language: 'css', content: 'body { color: #111 }', sequence: 2 });
    expect(data.attributes).toMatchObject({ page_id: null, language: 'css', content: 'body { color: #111 }', sequence: 2, in_body: false, reload_on_each_page: false, consent_scope: 'unclassified' });
    const own = await created({ language: 'javascript', content: 'window.x = 1;', page_id: pageId, consent_scope: 'obligatory' });

    const global = await app.inject({ url: URL, headers: as.developer });
    expect(global.statusCode, global.body).toBe(200);
    expect(global.json().data.map((row: Metahead) => row.id)).toEqual([data.id]);
    const ofPage = await app.inject({ url: `${URL}?page_id=${pageId}`, headers: as.admin });
    expect(ofPage.json().data.map((row: Metahead) => row.id)).toEqual([own.data.id]);

    const put = await app.inject({
      method: 'PUT',
      url: `${URL}/${data.id}`,
      headers: as.developer,
      payload: { language: 'css', content: 'body { color: #222 }', sequence: 1, in_body: true, expected_content_hash: data.attributes.content_hash },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.attributes).toMatchObject({ content: 'body { color: #222 }', sequence: 1, in_body: true });
    expect(put.json().data.attributes.content_hash).not.toBe(data.attributes.content_hash);

    // A second save from the copy read before the first one is refused, not applied over it.
    const stale = await app.inject({
      method: 'PUT',
      url: `${URL}/${data.id}`,
      headers: as.developer,
      payload: { language: 'css', content: 'body { color: #333 }', expected_content_hash: data.attributes.content_hash },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(onlyError(stale.body).source).toEqual({ pointer: '/expected_content_hash' });

    const removed = await app.inject({ method: 'DELETE', url: `${URL}/${data.id}`, headers: as.developer });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await app.inject({ url: URL, headers: as.developer })).json().data).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/${data.id}`, headers: as.developer })).statusCode).toBe(404);

    const audits = await auditRows(app, 'metahead', data.id);
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audits[1]).toMatchObject({ before: { content: 'body { color: #111 }' }, after: { content: 'body { color: #222 }' }, actorEmail: 'developer@test.example' });
  });

  it('refuses editors (403) and anonymous callers (401)', async () => {
    expect((await post({ language: 'css', content: 'a{}' }, as.editor)).statusCode).toBe(403);
    expect((await app.inject({ url: URL, headers: as.editor })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/1`, headers: as.editor })).statusCode).toBe(403);
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and a pointer', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp?]> = [
      [{ language: 'php', content: 'x' }, '/language'],
      [{ language: 'js-src', content: 'http://tags.example.com/t.js' }, '/content', /https:\/\/… or a path/],
      [{ language: 'js-src', content: 'javascript:alert(1)' }, '/content'],
      [{ language: 'js-src', content: '//cdn.example.com/x.js' }, '/content'],
      [{ language: 'css', content: 'body { color: red' }, '/content', /does not parse: a "}" is missing/],
      [{ language: 'scss', content: '.a { content: "open }' }, '/content', /never closed/],
      [{ language: 'css', content: '   ' }, '/content'],
      [{ language: 'html', content: '<p>x</p>', page_id: 2_000_000 }, '/page_id', /No page/],
      [{ language: 'html', content: '<p>x</p>', consent_scope: 'always' }, '/consent_scope'],
    ];
    for (const [payload, pointer, detail] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = onlyError(response.body);
      expect(error.source, JSON.stringify(payload)).toEqual({ pointer });
      if (detail) expect(error.detail).toMatch(detail);
    }
    expect((await app.inject({ method: 'PUT', url: `${URL}/Infinity`, headers: as.developer, payload: { language: 'css', content: 'a{}' } })).statusCode).toBe(400);
    expect((await app.inject({ url: `${URL}?page_id=-1`, headers: as.developer })).statusCode).toBe(400);
    // A same-origin script path and SCSS with nesting and line comments are fine.
    await created({ language: 'js-src', content: '/scripts/site.js' });
    await created({ language: 'scss', content: '// brand\n.a { .b { background: url(//x.example/a.png) } }' });
  });
});

describe('csp: what the site policy does to a snippet', () => {
  it('names an external js-src host: it runs with the nonce, and older browsers block it', async () => {
    const { data, csp } = await created({ language: 'js-src', content: 'https://tags.example.com/t.js', consent_scope: 'statistic' });
    expect(csp).toEqual(data.csp);
    // Nonce + 'strict-dynamic': not blocked in current browsers, so not in blocked_hosts; the notes say why and name the host.
    expect(csp.blocked_hosts).toEqual([]);
    expect(csp.notes.join('\n')).toMatch(/https:\/\/tags\.example\.com loads with the nonce/);
    expect(csp.notes.join('\n')).toMatch(/ANALYTICS_ORIGINS/);
    expect(csp.notes.join('\n')).toMatch(/Consent scope "statistic"/);
  });

  it('reports the hosts an html snippet loads from that the policy blocks, and scripts in it that never run', async () => {
    const { csp } = await created({
      language: 'html',
      content:
        '<img src="https://pixel.example/p.gif" alt=""><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe><iframe src="https://embed.example.org/w"></iframe>' +
        '<link rel="stylesheet" href="https://fonts.example.net/a.css"><img src="/media/x.png"><script src="https://t.example/x.js"></script><button onclick="go()">x</button>',
      consent_scope: 'obligatory',
    });
    expect(csp.blocked_hosts).toEqual(['https://embed.example.org', 'https://fonts.example.net', 'https://pixel.example']);
    const notes = csp.notes.join('\n');
    expect(notes).toMatch(/https:\/\/pixel\.example is not in the site's img-src.*ANALYTICS_ORIGINS/);
    expect(notes).toMatch(/https:\/\/embed\.example\.org is not in the site's frame-src/);
    expect(notes).toMatch(/A <script> inside an html metahead never runs/);
    expect(notes).toMatch(/Inline event handlers/);
  });

  it('reports style and font hosts of a style sheet, and that the site skips sass', async () => {
    const { csp } = await created({
      language: 'css',
      content: '@import url("https://fonts.example.net/css2");\n@font-face { font-family: X; src: url(https://cdn.example.net/x.woff2) }\n.hero { background: url(https://img.example.net/a.jpg) }',
    });
    expect(csp.blocked_hosts).toEqual(['https://cdn.example.net', 'https://fonts.example.net', 'https://img.example.net']);
    expect(csp.notes.join('\n')).toMatch(/cdn\.example\.net is not in the site's font-src/);
    const sass = await created({ language: 'sass', content: '.a\n  color: red' });
    expect(sass.csp.notes.join('\n')).toMatch(/does not compile sass/);
    const list = await app.inject({ url: URL, headers: as.developer });
    expect(list.json().csp.blocked_hosts).toEqual(expect.arrayContaining(['https://pixel.example', 'https://img.example.net']));
  });
});
