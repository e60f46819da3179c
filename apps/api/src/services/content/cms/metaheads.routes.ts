import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { type Static, Type } from 'typebox';
import type { Database } from '../../../db/client.js';
import { METAHEAD_CONSENT_SCOPES, METAHEAD_LANGUAGES, metaheads, pages } from '../../../db/schema.js';
import { recordAudit } from '../../../http/audit.js';
import { Refusal, refusing, SerialParams, Text } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses } from '../../../http/errors.js';

/**
 * Metaheads for developers (ADR 027 §5, B§3.5): scripts, style sheets and HTML the site puts on every page
 * (global) or on one page. They are trusted developer input and are stored exactly as written — no
 * sanitising — which is why only `developer` and `admin` may touch them. Every answer carries `csp`: the
 * origins a snippet loads from that the site's Content-Security-Policy (apps/site/server.mjs) does not allow.
 */

const strict = { additionalProperties: false } as const;
type Head = typeof metaheads.$inferSelect;

// ---------------------------------------------------------------------------------------------------------
// The site's policy, as apps/site/server.mjs builds it. Keep in step with that file: the API cannot read the
// site's environment, so the origins its settings add are named in the notes, never assumed to be there.
// ---------------------------------------------------------------------------------------------------------
type Directive = 'img-src' | 'style-src' | 'font-src' | 'frame-src' | 'media-src' | 'form-action';
const FIXED: Record<Directive, string[]> = {
  'img-src': ['https://tile.openstreetmap.org', 'https://*.stripe.com', 'https://www.paypalobjects.com'],
  'style-src': [],
  'font-src': [],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  'media-src': ['https:'],
  'form-action': ['https://www.liqpay.ua'],
};
/** The site setting that adds origins to each directive, and how it is meant to be used. */
const EXTENDED_BY: Record<Directive, string> = {
  'img-src': 'ANALYTICS_ORIGINS (pixels and beacons) or MEDIA_ORIGINS (images)',
  'style-src': 'no setting meant for this (NAAS_ORIGINS adds style-src, but it is the navigation service’s)',
  'font-src': 'no setting meant for this (NAAS_ORIGINS adds font-src, but it is the navigation service’s)',
  'frame-src': 'ANALYTICS_ORIGINS',
  'media-src': 'MEDIA_ORIGINS',
  'form-action': 'no setting meant for this (the list is the identity provider and the payment vendors)',
};

export interface CspReport {
  blocked_hosts: string[];
  notes: string[];
}

const allows = (directive: Directive, url: URL) =>
  FIXED[directive].some((source) =>
    source.endsWith(':') ? url.protocol === source : source.includes('*.') ? url.protocol === 'https:' && url.hostname.endsWith(source.slice(source.indexOf('*.') + 1)) : url.origin === source,
  );

/** Collects what a snippet needs; relative URLs and data:/blob: images are the site's own and always allowed. */
class CspCheck {
  private readonly blocked = new Map<string, Set<Directive>>();
  readonly notes: string[] = [];

  load(directive: Directive, raw: string | undefined) {
    const value = raw?.trim();
    if (!value || value.startsWith('#')) return;
    if (/^(data|blob):/i.test(value)) {
      if (directive !== 'img-src' && directive !== 'font-src') this.note(`A ${value.slice(0, 5)} URL in ${directive} is refused by the policy.`);
      return;
    }
    if (/^javascript:/i.test(value)) return this.note('A javascript: URL never runs: the policy allows no inline script without the nonce.');
    let url: URL;
    try {
      url = new URL(value.startsWith('//') ? `https:${value}` : value);
    } catch {
      return; // a relative URL: the site's own origin, which every directive allows
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    if (allows(directive, url)) return;
    (this.blocked.get(url.origin) ?? this.blocked.set(url.origin, new Set()).get(url.origin)!).add(directive);
  }

  note(text: string) {
    if (!this.notes.includes(text)) this.notes.push(text);
  }

  report(): CspReport {
    const hosts = [...this.blocked.keys()].sort();
    const notes = hosts.map((host) => {
      const directives = [...this.blocked.get(host)!];
      const how = directives.map((d) => `${d}: ${EXTENDED_BY[d]}`).join('; ');
      const insecure = host.startsWith('http:') ? ' It is plain http: pages served over https load it as mixed content, if at all.' : '';
      return `${host} is not in the site's ${directives.join(', ')}, so browsers will block it in production (development only reports it) unless the site's settings add it (${how}; the API cannot see the site's settings).${insecure}`;
    });
    return { blocked_hosts: hosts, notes: [...notes, ...this.notes] };
  }
}

/** url(…) and @import of a style sheet: @import is style-src, url() inside @font-face font-src, else img-src. */
function checkCss(css: string, check: CspCheck) {
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  for (const match of text.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi)) check.load('style-src', match[1]);
  const withoutImports = text.replace(/@import[^;]*;?/gi, '');
  const fontFaces = [...withoutImports.matchAll(/@font-face\s*\{[^}]*\}/gi)].map((m) => m[0]);
  for (const block of fontFaces) for (const m of block.matchAll(/url\(\s*["']?([^"')]+)/gi)) check.load('font-src', m[1]);
  let rest = withoutImports;
  for (const block of fontFaces) rest = rest.replace(block, '');
  for (const m of rest.matchAll(/url\(\s*["']?([^"')]+)/gi)) check.load('img-src', m[1]);
}

const mentionedOrigins = (text: string) => [...new Set([...text.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?/gi)].map((m) => m[0].toLowerCase()))];

function checkHtml(html: string, check: CspCheck) {
  const frames: Array<{ tag: string; attribs: Record<string, string>; text: string }> = [];
  // sanitize-html as a parser only (htmlparser2 underneath): every tag is kept and visited, nothing is changed.
  sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, exclusiveFilter: (frame) => {
      frames.push(frame);
      return false;
    },
  });
  for (const { tag, attribs, text } of frames) {
    if (Object.keys(attribs).some((name) => /^on/i.test(name))) {
      check.note('Inline event handlers (onclick=…, onload=…) never run: the policy allows no inline script without the nonce.');
    }
    if (tag === 'script') {
      check.note(
        'A <script> inside an html metahead never runs: the server renders it without the page’s nonce (the policy blocks it) and client renders insert it as HTML (browsers do not run those). Use a javascript or js-src metahead for scripts.',
      );
      continue;
    }
    if (tag === 'style') checkCss(text, check);
    if (attribs['style']) checkCss(attribs['style'], check);
    if (tag === 'img' || tag === 'input') check.load('img-src', attribs['src']);
    for (const candidate of (attribs['srcset'] ?? '').split(',')) check.load(tag === 'source' ? 'media-src' : 'img-src', candidate.trim().split(/\s+/)[0]);
    if (tag === 'iframe' || tag === 'frame') check.load('frame-src', attribs['src']);
    if (tag === 'video' || tag === 'audio' || tag === 'source' || tag === 'track') check.load('media-src', attribs['src']);
    if (tag === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attribs['rel'] ?? '')) check.load('style-src', attribs['href']);
    if (tag === 'link' && /(^|\s)icon(\s|$)/i.test(attribs['rel'] ?? '')) check.load('img-src', attribs['href']);
    if (tag === 'form') check.load('form-action', attribs['action']);
    if (tag === 'object' || tag === 'embed' || tag === 'applet') check.note(`<${tag}> is refused by the policy (object-src 'none').`);
    if (tag === 'a' && /^\s*javascript:/i.test(attribs['href'] ?? '')) check.note('A javascript: link never runs: the policy allows no inline script without the nonce.');
  }
}

const SCRIPT_NOTE =
  'Scripts run with the page’s CSP nonce (the site adds it to javascript and js-src metaheads), and the policy’s \'strict-dynamic\' lets them load further scripts. What a script then sends or shows (fetch, beacons, pixels, frames) needs its origins in the site’s ANALYTICS_ORIGINS (connect-src, img-src, frame-src).';

/** The CSP consequences of one snippet. */
export function cspOf(head: Pick<Head, 'language' | 'content' | 'consentScope'>): CspReport {
  const check = new CspCheck();
  const content = head.content ?? '';
  switch (head.language) {
    case 'js-src': {
      check.note(SCRIPT_NOTE);
      const src = content.trim();
      if (src.startsWith('https://')) {
        const origin = new URL(src).origin;
        check.note(
          `${origin} loads with the nonce, so current browsers run it; browsers without CSP Level 3 (no 'strict-dynamic', e.g. Safari before 15.4) fall back to script-src's host list, which does not include it and which no site setting extends.`,
        );
      }
      break;
    }
    case 'javascript': {
      check.note(SCRIPT_NOTE);
      const origins = mentionedOrigins(content);
      if (origins.length > 0) check.note(`The script mentions ${origins.join(', ')}: if it sends requests or shows images or frames from there, add them to ANALYTICS_ORIGINS on the site.`);
      break;
    }
    case 'css':
      checkCss(content, check);
      break;
    case 'sass':
    case 'scss':
      checkCss(content, check);
      check.note(`The site does not compile ${head.language} (it ships no compiler): it skips this metahead and logs it, so nothing reaches the page. Write it as css to have it shown.`);
      break;
    case 'html':
      checkHtml(content, check);
      break;
  }
  if ((head.language === 'javascript' || head.language === 'js-src' || head.language === 'html') && head.consentScope !== 'obligatory') {
    check.note(`Consent scope "${head.consentScope}": the site adds it in the browser only once the visitor grants that scope; only "obligatory" snippets are in the server-rendered page.`);
  }
  return check.report();
}

/**
 * Catches what a browser (or a compiler) would silently drop: an unclosed comment or string, or unbalanced
 * brackets. Sass and SCSS also have `//` line comments; the indented Sass syntax has no braces to balance.
 */
function styleProblem(css: string, language: 'css' | 'scss' | 'sass'): string | undefined {
  const closers: string[] = [];
  const pairs: Record<string, string> = language === 'sass' ? { '(': ')', '[': ']' } : { '{': '}', '(': ')', '[': ']' };
  const closing = new Set(Object.values(pairs));
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) return 'a /* comment is never closed.';
      i = end + 1;
    } else if (c === '/' && css[i + 1] === '/' && language !== 'css' && closers.at(-1) !== ')') {
      const end = css.indexOf('\n', i);
      i = end < 0 ? css.length : end;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      if (css[j] !== c) return `a string starting at character ${i + 1} is never closed.`;
      i = j;
    } else if (c in pairs) {
      closers.push(pairs[c]!);
    } else if (closing.has(c) && closers.pop() !== c) {
      return `an unexpected "${c}" at character ${i + 1}.`;
    }
  }
  return closers.length > 0 ? `a "${closers.at(-1)}" is missing at the end.` : undefined;
}

// ---------------------------------------------------------------------------------------------------------

const Content = Text({ maxLength: 100_000, description: 'The snippet: script text, one script URL (js-src), a style sheet, or HTML.' });
const Fields = {
  page_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], { description: 'The page it belongs to; null or absent for every page.' })),
  language: Type.Enum([...METAHEAD_LANGUAGES]),
  content: Content,
  sequence: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, default: 0, description: 'Order on the page, ascending.' })),
  in_body: Type.Optional(Type.Boolean({ default: false, description: 'At the end of the body instead of the head.' })),
  reload_on_each_page: Type.Optional(Type.Boolean({ default: false, description: 'Run the script again after each client-side navigation.' })),
  consent_scope: Type.Optional(Type.Enum([...METAHEAD_CONSENT_SCOPES], { default: 'unclassified', description: 'The cookie-consent scope a script or HTML needs before it runs (issue 12).' })),
};
const MetaheadBody = Type.Object(Fields, strict);
const MetaheadUpdateBody = Type.Object(
  {
    ...Fields,
    expected_content_hash: Type.Optional(
      Type.String({ pattern: '^[0-9a-f]{16}$', description: 'The content_hash the client last read (metaheads have no updated_at); a changed row answers 409.' }),
    ),
  },
  strict,
);
type MetaheadInput = Static<typeof MetaheadBody>;

const Csp = Type.Object(
  {
    blocked_hosts: Type.Array(Type.String(), { description: 'Origins the snippet loads from that the site’s CSP does not allow as shipped.' }),
    notes: Type.Array(Type.String(), { description: 'What the policy means for this snippet, in English.' }),
  },
  strict,
);
const Metahead = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('metaheads'),
    attributes: Type.Object(
      {
        page_id: Type.Union([Type.Integer(), Type.Null()]),
        language: Type.String(),
        content: Type.String(),
        sequence: Type.Integer(),
        in_body: Type.Boolean(),
        reload_on_each_page: Type.Boolean(),
        consent_scope: Type.String(),
        content_hash: Type.String({ description: 'Changes whenever any field does: send it back as expected_content_hash.' }),
      },
      strict,
    ),
    csp: Csp,
  },
  strict,
);
const OneMetahead = Type.Object({ data: Metahead, csp: Csp }, strict);
const MetaheadList = Type.Object({ data: Type.Array(Metahead), csp: Type.Object({ ...Csp.properties }, { ...strict, description: 'Every listed snippet’s report together.' }) }, strict);
const ListQuery = Type.Object(
  { page_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'That page’s own metaheads; absent for the global ones.' })) },
  strict,
);
const NoQuery = Type.Object({}, strict);

const attributes = (row: Head) => {
  const fields = {
    page_id: row.pageId,
    language: row.language ?? '',
    content: row.content ?? '',
    sequence: row.sequence ?? 0,
    in_body: row.inBody ?? false,
    reload_on_each_page: row.reloadOnEachPage ?? false,
    consent_scope: row.consentScope,
  };
  return { ...fields, content_hash: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16) };
};
const toResource = (row: Head) => ({ id: String(row.id), type: 'metaheads' as const, attributes: attributes(row), csp: cspOf(row) });
const one = (row: Head) => {
  const data = toResource(row);
  return { data, csp: data.csp };
};

/** The stored form, or a 400 naming the field. */
async function normalise(db: Pick<Database, 'select'>, body: MetaheadInput) {
  const content = body.content.trim();
  if (content === '') throw new Refusal(400, 'A metahead needs content.', { pointer: '/content' });
  if (body.language === 'js-src') {
    let ok = /^\/(?!\/)\S*$/.test(content);
    if (!ok && /^https:\/\/\S+$/.test(content)) ok = URL.canParse(content) && new URL(content).hostname !== '';
    if (!ok) throw new Refusal(400, 'A js-src metahead holds one script URL: https://… or a path on the site starting with "/".', { pointer: '/content' });
  }
  if (body.language === 'css' || body.language === 'scss' || body.language === 'sass') {
    const problem = styleProblem(content, body.language);
    if (problem) throw new Refusal(400, `This ${body.language} does not parse: ${problem}`, { pointer: '/content' });
  }
  const pageId = body.page_id ?? null;
  if (pageId !== null) {
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
    if (!page) throw new Refusal(400, `No page has the id ${pageId}.`, { pointer: '/page_id' });
  }
  return {
    pageId,
    language: body.language,
    content: body.language === 'js-src' ? content : body.content,
    sequence: body.sequence ?? 0,
    inBody: body.in_body ?? false,
    reloadOnEachPage: body.reload_on_each_page ?? false,
    consentScope: body.consent_scope ?? 'unclassified',
  };
}

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const DESCRIPTION =
  'Metaheads are trusted developer input: scripts and HTML are stored and served exactly as written (no sanitising), which is why only developers and admins may write them. Every answer carries `csp`: the origins the snippet needs that the site’s Content-Security-Policy does not allow, and notes on what the policy does to it.';

export const metaheadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const auth = app.authorize('admin', 'developer');
  const notFound = (id: number) => new Refusal(404, `No metahead has the id ${id}.`, { parameter: 'id' });
  const common = { tags: [TAGS.content], description: DESCRIPTION };

  app.get(
    '/cms/metaheads',
    { preHandler: auth, schema: { ...common, summary: 'Global metaheads, or one page’s, in sequence order', querystring: ListQuery, response: { 200: MetaheadList, ...errors } } },
    async (request) => {
      const { page_id } = request.query;
      const rows = await db
        .select()
        .from(metaheads)
        .where(page_id === undefined ? isNull(metaheads.pageId) : eq(metaheads.pageId, page_id))
        .orderBy(asc(metaheads.sequence), asc(metaheads.id));
      const data = rows.map(toResource);
      const hosts = [...new Set(data.flatMap((row) => row.csp.blocked_hosts))].sort();
      const notes = [...new Set(data.flatMap((row) => row.csp.notes))];
      return { data, csp: { blocked_hosts: hosts, notes } };
    },
  );

  app.post(
    '/cms/metaheads',
    { preHandler: auth, schema: { ...common, summary: 'Add a metahead', querystring: NoQuery, body: MetaheadBody, response: { 200: OneMetahead, ...errors } } },
    async (request, reply) =>
      refusing(reply, async () => {
        const values = await normalise(db, request.body);
        return db.transaction(async (tx) => {
          const [row] = await tx.insert(metaheads).values(values).returning();
          await recordAudit(tx, request, { action: 'create', entity: 'metahead', entityId: row!.id, before: null, after: attributes(row!) });
          return one(row!);
        });
      }),
  );

  app.put(
    '/cms/metaheads/:id',
    { preHandler: auth, schema: { ...common, summary: 'Replace a metahead', params: SerialParams, querystring: NoQuery, body: MetaheadUpdateBody, response: { 200: OneMetahead, ...errors } } },
    async (request, reply) =>
      refusing(reply, async () => {
        const { expected_content_hash: expected, ...body } = request.body;
        const values = await normalise(db, body);
        return db.transaction(async (tx) => {
          const { id } = request.params;
          const [before] = await tx.select().from(metaheads).where(eq(metaheads.id, id)).for('update');
          if (!before) throw notFound(id);
          if (expected !== undefined && expected !== attributes(before).content_hash) {
            throw new Refusal(409, 'This metahead was changed by someone else since you loaded it; reload it and apply your change again.', { pointer: '/expected_content_hash' });
          }
          const [after] = await tx.update(metaheads).set(values).where(and(eq(metaheads.id, id))).returning();
          await recordAudit(tx, request, { action: 'update', entity: 'metahead', entityId: id, before: attributes(before), after: attributes(after!) });
          return one(after!);
        });
      }),
  );

  app.delete(
    '/cms/metaheads/:id',
    { preHandler: auth, schema: { ...common, summary: 'Delete a metahead', params: SerialParams, querystring: NoQuery, response: { 200: OneMetahead, ...errors } } },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.delete(metaheads).where(eq(metaheads.id, request.params.id)).returning();
          if (!row) throw notFound(request.params.id);
          await recordAudit(tx, request, { action: 'delete', entity: 'metahead', entityId: row.id, before: attributes(row), after: null });
          return one(row);
        }),
      ),
  );
};
