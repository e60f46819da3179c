import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
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
import { checkRedirectGraph, normaliseRedirect } from './redirect-rules.js';
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
          const redirect = normaliseRedirect(request.body);
          return db.transaction(async (tx) => {
            await checkRedirectGraph(tx, redirect, null);
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
          const redirect = normaliseRedirect(request.body);
          return db.transaction(async (tx) => {
            const { id } = request.params;
            const [before] = await tx.select().from(pages).where(and(eq(pages.id, id), isRedirect)).for('update');
            if (!before) throw notFound(id);
            if (isStale(request.body.expected_updated_at, before.updatedAt)) {
              throw new Refusal(409, 'This redirect was changed by someone else since you loaded it; reload it and apply your change again.', { pointer: '/expected_updated_at' });
            }
            await checkRedirectGraph(tx, redirect, before);
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
