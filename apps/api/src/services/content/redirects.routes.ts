import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { LINK_TYPES, pages } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import {
  containsPattern,
  ExpectedUpdatedAt,
  FilterText,
  isStale,
  listMeta,
  ListResponse,
  OneResponse,
  orderBy,
  PagingQuery,
  Refusal,
  refusing,
  Resource,
  SerialParams,
  SortQuery,
} from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { normalisePagePath } from './page-path.js';
import { validatePage } from './page-validation.js';
import { LOCALES } from './schemas.js';

/**
 * Redirects in the back office (B§3.5, B§9): `pages` rows of type `url_redirection`. The site resolves
 * a path with GET public_api/pages/by_path, which reads the table on every request, so a saved redirect
 * is served at once. Chains and loops are refused: every redirect points straight at its final target.
 */

const strict = { additionalProperties: false } as const;
const NoControl = '^[^\\u0000-\\u001f\\u007f]*$';

const Fields = {
  locale: Type.Optional(Type.Enum([...LOCALES], { default: 'he' })),
  path: Type.String({ minLength: 1, maxLength: 2048, pattern: NoControl, description: 'The path that redirects, e.g. /old-offers.', examples: ['/old-offers'] }),
  to: Type.String({ minLength: 1, maxLength: 2048, pattern: NoControl, description: 'Where it leads: a "/" path (internal), an http(s) URL (external) or a file.', examples: ['/offers'] }),
  http_code: Type.Optional(Type.Union([Type.Literal(301), Type.Literal(302)], { default: 301, description: '301 (permanent, the default) or 302.' })),
  link_type: Type.Optional(Type.Enum([...LINK_TYPES], { default: 'internal' })),
  link_new_window: Type.Optional(Type.Boolean({ default: false })),
};
const RedirectBody = Type.Object(Fields, strict);
const RedirectUpdateBody = Type.Object({ ...Fields, expected_updated_at: ExpectedUpdatedAt }, strict);
type RedirectInput = Static<typeof RedirectBody>;

const RedirectResource = Resource(
  'redirects',
  Type.Object(
    {
      locale: Type.String(),
      path: Type.String(),
      to: Type.String(),
      http_code: Type.Integer(),
      link_type: Type.String(),
      link_new_window: Type.Boolean(),
      disabled: Type.Boolean(),
      updated_at: Type.String({ format: 'date-time' }),
    },
    strict,
  ),
);
type PageRow = typeof pages.$inferSelect;

const attributes = (row: PageRow) => ({
  locale: row.locale,
  path: row.path,
  to: row.redirectPath ?? '',
  http_code: row.httpCode,
  link_type: row.linkType,
  link_new_window: row.linkNewWindow,
  disabled: row.disabled,
  updated_at: row.updatedAt.toISOString(),
});
const toResource = (row: PageRow) => ({ id: String(row.id), type: 'redirects' as const, attributes: attributes(row) });

/** The path part of an internal target, in the stored form (`/a//b/?x` → `/a/b`). */
const targetPath = (to: string) => normalisePagePath(to.split(/[?#]/)[0] ?? '');

const POINTERS: Record<string, string> = { '/redirectPath': '/to', '/linkType': '/link_type', '/httpCode': '/http_code', '/linkNewWindow': '/link_new_window' };

/** The body in the stored form, checked by the page validator every page goes through. */
function normalise(body: RedirectInput) {
  const linkType = body.link_type ?? 'internal';
  const path = normalisePagePath(body.path);
  const to = linkType === 'internal' ? `${targetPath(body.to)}${body.to.slice((body.to.split(/[?#]/)[0] ?? '').length)}` : body.to.trim();
  const input = {
    locale: body.locale ?? 'he',
    path,
    type: 'url_redirection',
    redirectPath: linkType === 'internal' && !body.to.startsWith('/') ? body.to : to,
    linkType,
    httpCode: body.http_code ?? 301,
    linkNewWindow: body.link_new_window ?? false,
  };
  const result = validatePage(input);
  if (!result.ok) {
    const [first] = result.problems;
    throw new Refusal(400, first!.detail, { pointer: POINTERS[first!.pointer] ?? first!.pointer });
  }
  const page = result.page;
  return { locale: page.locale, path: page.path, redirectPath: page.redirectPath!, linkType: page.linkType, httpCode: page.httpCode, linkNewWindow: page.linkNewWindow };
}
type Redirect = ReturnType<typeof normalise>;

/**
 * Refuses what would break resolution: a path a page or another redirect already has, a target that is
 * itself a redirect (a chain, or a loop back here), and redirects that already lead to this path.
 */
async function checkGraph(tx: Pick<Database, 'select'>, redirect: Redirect, self: PageRow | null) {
  const { locale, path } = redirect;
  const notSelf = self ? ne(pages.id, self.id) : undefined;
  const at = (where: string) =>
    tx.select().from(pages).where(and(eq(pages.locale, locale), eq(pages.path, where), notSelf)).limit(1).then((rows) => rows[0]);

  const occupant = await at(path);
  if (occupant?.type === 'page') {
    throw new Refusal(409, `A page already exists at "${path}" (${locale}); a redirect cannot replace it. Disable or move the page first.`, { pointer: '/path' });
  }
  if (occupant) throw new Refusal(409, `A redirect from "${path}" (${locale}) already exists (id ${occupant.id}); edit that one instead.`, { pointer: '/path' });

  if (redirect.linkType !== 'internal') return;
  const trail = [path, targetPath(redirect.redirectPath)];
  for (let next = await at(trail[1]!); next?.type === 'url_redirection' && next.linkType === 'internal'; ) {
    const onward = targetPath(next.redirectPath ?? '');
    if (onward === path || trail.includes(onward)) {
      throw new Refusal(409, `This redirect would make a loop: ${[...trail, onward].join(' → ')}. Point "${path}" at a page instead.`, { pointer: '/to' });
    }
    trail.push(onward);
    next = await at(onward);
  }
  if (trail.length > 2) {
    const final = trail[trail.length - 1];
    throw new Refusal(409, `"${trail[1]}" is itself a redirect (${trail.slice(1).join(' → ')}); point this redirect at the final target "${final}" instead of chaining.`, { pointer: '/to' });
  }

  if (self && self.path === path && self.locale === locale) return;
  const pathOf = sql`split_part(split_part(${pages.redirectPath}, '#', 1), '?', 1)`;
  const [incoming] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.locale, locale), eq(pages.type, 'url_redirection'), eq(pages.linkType, 'internal'), or(eq(pathOf, path), eq(pathOf, `${path}/`)), notSelf))
    .limit(1);
  if (incoming) {
    throw new Refusal(409, `"${incoming.path}" already redirects to "${path}"; a redirect from "${path}" would chain them. Point "${incoming.path}" at the final target "${redirect.redirectPath}" first.`, { pointer: '/path' });
  }
}

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const NoQuery = Type.Object({}, strict);

export const redirectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const isRedirect = eq(pages.type, 'url_redirection');
  const notFound = (id: number) => new Refusal(404, `No redirect has the id ${id}.`, { parameter: 'id' });
  const conflict = { detail: 'Another page or redirect already has this path in this locale.', pointer: '/path' };

  app.get(
    '/redirects',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'Redirects (url_redirection pages): paged, sorted, searchable',
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['path', 'updated_at'], 'path'),
            'filter[q]': FilterText('Path or target containing this text.'),
            'filter[locale]': Type.Optional(Type.Enum([...LOCALES])),
          },
          strict,
        ),
        response: { 200: ListResponse(RedirectResource), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = 'path' } = request.query;
      const q = request.query['filter[q]']?.trim();
      const locale = request.query['filter[locale]'];
      const where = and(
        isRedirect,
        q ? or(ilike(pages.path, containsPattern(q)), ilike(pages.redirectPath, containsPattern(q))) : undefined,
        locale ? eq(pages.locale, locale) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(pages).where(where).orderBy(...orderBy(sort, { path: sql`${pages.path} collate "C"`, updated_at: pages.updatedAt }, pages.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(pages).where(where),
      ]);
      return { data: rows.map(toResource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.get(
    '/redirects/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'One redirect, for editing',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: OneResponse(RedirectResource), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(pages).where(and(eq(pages.id, request.params.id), isRedirect));
      return row ? { data: toResource(row) } : sendError(reply, 404, `No redirect has the id ${request.params.id}.`, { parameter: 'id' });
    },
  );

  app.post(
    '/redirects',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'Create a redirect',
        description: 'Refused: a path a page already has (409), a redirect to itself (400), a chain or a loop through other redirects (409).',
        querystring: NoQuery,
        body: RedirectBody,
        response: { 200: OneResponse(RedirectResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(
        reply,
        async () => {
          const redirect = normalise(request.body);
          return db.transaction(async (tx) => {
            await checkGraph(tx, redirect, null);
            const [row] = await tx.insert(pages).values({ ...redirect, type: 'url_redirection', pageType: 'page' }).returning();
            await recordAudit(tx, request, { action: 'create', entity: 'redirect', entityId: row!.id, before: null, after: attributes(row!) });
            return { data: toResource(row!) };
          });
        },
        conflict,
      ),
  );

  app.put(
    '/redirects/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'Replace a redirect',
        params: SerialParams,
        querystring: NoQuery,
        body: RedirectUpdateBody,
        response: { 200: OneResponse(RedirectResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(
        reply,
        async () => {
          const redirect = normalise(request.body);
          return db.transaction(async (tx) => {
            const { id } = request.params;
            const [before] = await tx.select().from(pages).where(and(eq(pages.id, id), isRedirect)).for('update');
            if (!before) throw notFound(id);
            if (isStale(request.body.expected_updated_at, before.updatedAt)) {
              throw new Refusal(409, 'This redirect was changed by someone else since you loaded it; reload it and apply your change again.', { pointer: '/expected_updated_at' });
            }
            await checkGraph(tx, redirect, before);
            const [after] = await tx.update(pages).set(redirect).where(eq(pages.id, id)).returning();
            await recordAudit(tx, request, { action: 'update', entity: 'redirect', entityId: id, before: attributes(before), after: attributes(after!) });
            return { data: toResource(after!) };
          });
        },
        conflict,
      ),
  );

  app.delete(
    '/redirects/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'Delete a redirect',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: OneResponse(RedirectResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.delete(pages).where(and(eq(pages.id, request.params.id), isRedirect)).returning();
          if (!row) throw notFound(request.params.id);
          await recordAudit(tx, request, { action: 'delete', entity: 'redirect', entityId: row.id, before: attributes(row), after: null });
          return { data: toResource(row) };
        }),
      ),
  );
};
