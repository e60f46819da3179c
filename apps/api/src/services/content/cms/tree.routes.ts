import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { type PageContent, pageDrafts } from '../../../db/cms.schema.js';
import { pages } from '../../../db/schema.js';
import { recordAudit } from '../../../http/audit.js';
import { isStale, Refusal, refusing, SerialParams } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses } from '../../../http/errors.js';
import { normalisePagePath } from '../page-path.js';
import { pagePathProblem } from '../page-validation.js';
import { checkRedirectGraph, normaliseRedirect } from '../redirect-rules.js';
import { deleteProblem, movePage, parentProblem } from './tree.move.js';
import {
  auditView,
  CreateBody,
  MoveResponse,
  NodeResponse,
  TreeQuery,
  TreeResponse,
  treeNode,
  treeNodes,
  type PageRow,
  UpdateBody,
} from './tree.resource.js';
import { unknownBodyGuard } from './tree.unknown.js';

/**
 * The page tree (ADR 027 §4): the flat list of a locale's pages, folders and link pages the editor draws
 * its tree from, and creating, renaming, moving and deleting them. A new page or folder is disabled until
 * its first publish and starts with an empty draft; moving a published page leaves a 301 behind.
 */

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const strict = { additionalProperties: false } as const;
const NoQuery = Type.Object({}, strict);
const createGuard = unknownBodyGuard(Object.keys(CreateBody.properties));
const updateGuard = unknownBodyGuard(Object.keys(UpdateBody.properties));

/** The draft a new page or folder starts from: its title and no blocks. */
const emptyContent = (title: string): PageContent => ({
  title,
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  external_meta_image: null,
  image_id: null,
  disable_seo_tracking: false,
  blocks: [],
});

export const treeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const notFound = (id: number) => new Refusal(404, `No page has the id ${id}.`, { parameter: 'id' });
  const taken = { detail: 'Another page, folder or redirect already has this path in this locale.', pointer: '/slug' };

  app.get(
    '/cms/tree',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'The page tree of a locale: every page, folder and link page, ordered by path',
        description: 'A flat list; the client draws the tree from the paths. `draft_changed` says the draft differs from the latest published version.',
        querystring: TreeQuery,
        response: { 200: TreeResponse, ...errors },
      },
    },
    async (request) => ({ data: await treeNodes(db, eq(pages.locale, request.query.locale ?? 'he')) }),
  );

  app.post(
    '/cms/pages',
    {
      preValidation: createGuard.note,
      preHandler: [app.authorize('admin', 'editor'), createGuard.refuse],
      schema: {
        tags: [TAGS.content],
        summary: 'Create a page, folder or link page at parent_path + slug',
        description:
          'A page or folder is created disabled (public after its first publish) with an empty draft. A link page (`type` url_redirection) needs `to` and follows the redirect rules: no chains or loops (409). A taken path answers 409.',
        querystring: NoQuery,
        body: CreateBody,
        response: { 201: NodeResponse, ...errors },
      },
    },
    async (request, reply) =>
      refusing(
        reply,
        async () => {
          const body = request.body;
          const locale = body.locale ?? 'he';
          const parent = normalisePagePath(body.parent_path);
          const parentPathProblem = pagePathProblem(parent);
          if (parentPathProblem) throw new Refusal(400, parentPathProblem, { pointer: '/parent_path' });
          const path = normalisePagePath(`${parent}/${body.slug}`);
          const isLink = body.type === 'url_redirection';
          if (isLink && body.page_type === 'folder') throw new Refusal(400, 'A link page cannot be a folder.', { pointer: '/page_type' });
          if (isLink && body.to === undefined) throw new Refusal(400, 'A link page needs `to`: where it leads.', { pointer: '/to' });
          const linkOnly = (['to', 'http_code', 'link_type', 'link_new_window'] as const).find((key) => body[key] !== undefined);
          if (!isLink && linkOnly) throw new Refusal(400, `\`${linkOnly}\` is only for link pages (type url_redirection).`, { pointer: `/${linkOnly}` });
          const link = isLink
            ? normaliseRedirect({ locale, path, to: body.to!, http_code: body.http_code, link_type: body.link_type, link_new_window: body.link_new_window })
            : null;

          const id = await db.transaction(async (tx) => {
            const noParent = await parentProblem(tx, locale, parent);
            if (noParent) throw new Refusal(400, noParent, { pointer: '/parent_path' });
            const [occupant] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.locale, locale), eq(pages.path, path))).limit(1);
            if (occupant) throw new Refusal(409, `"${path}" (${locale}) is already taken by another page, folder or redirect.`, { pointer: '/slug' });
            let row: PageRow;
            if (link) {
              try {
                await checkRedirectGraph(tx, link, null);
              } catch (error) {
                // The path was built from the slug: point the editor there.
                if (error instanceof Refusal && error.source?.pointer === '/path') throw new Refusal(error.status, error.message, { pointer: '/slug' });
                throw error;
              }
              [row] = (await tx.insert(pages).values({ ...link, title: body.title, type: 'url_redirection', pageType: 'page' }).returning()) as [PageRow];
            } else {
              [row] = (await tx.insert(pages).values({ locale, path, title: body.title, pageType: body.page_type, type: 'page', disabled: true }).returning()) as [PageRow];
              await tx.insert(pageDrafts).values({ pageId: row.id, content: emptyContent(body.title), revision: 1 });
            }
            await recordAudit(tx, request, { action: 'create', entity: 'page', entityId: row.id, before: null, after: auditView(row) });
            return row.id;
          });
          return reply.code(201).send({ data: await treeNode(db, id) });
        },
        taken,
      ),
  );

  app.patch(
    '/cms/pages/:id',
    {
      preValidation: updateGuard.note,
      preHandler: [app.authorize('admin', 'editor'), updateGuard.refuse],
      schema: {
        tags: [TAGS.content],
        summary: 'Rename and/or move a page (with everything under it)',
        description:
          'A new `title` also goes into the draft. A new `path` moves every descendant; each published page left behind gets a 301 link page at its old path, and redirects to an old path are pointed at the new one. A taken path or a stale `expected_updated_at` answers 409; the home page cannot move.',
        params: SerialParams,
        querystring: NoQuery,
        body: UpdateBody,
        response: { 200: MoveResponse, ...errors },
      },
    },
    async (request, reply) =>
      refusing(
        reply,
        async () => {
          const { id } = request.params;
          const { title, path, expected_updated_at: expected } = request.body;
          if (title === undefined && path === undefined) throw new Refusal(400, 'Nothing to change: give a new `title`, a new `path`, or both.', { pointer: '/' });
          const meta = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
            if (!before) throw notFound(id);
            if (isStale(expected, before.updatedAt)) {
              throw new Refusal(409, 'This page was changed by someone else since you loaded the tree; reload it and apply your change again.', { pointer: '/expected_updated_at' });
            }
            const moved = path === undefined ? { moved: [], redirects_created: [], redirects_repointed: [] } : await movePage(tx, request, before, path);
            if (title !== undefined) {
              await tx.update(pages).set({ title }).where(eq(pages.id, id));
              // The draft holds the title the next publish writes; keep it in step (a new revision, so an open editor sees the change).
              await tx
                .update(pageDrafts)
                .set({ content: sql`jsonb_set(${pageDrafts.content}, '{title}', to_jsonb(${title}::text))`, revision: sql`${pageDrafts.revision} + 1`, updatedAt: new Date() })
                .where(eq(pageDrafts.pageId, id));
            }
            const [after] = await tx.select().from(pages).where(eq(pages.id, id));
            await recordAudit(tx, request, { action: 'update', entity: 'page', entityId: id, before: auditView(before), after: { ...auditView(after!), ...moved } });
            return moved;
          });
          return { data: await treeNode(db, id), meta };
        },
        { detail: 'Another page, folder or redirect already has this path in this locale.', pointer: '/path' },
      ),
  );

  app.delete(
    '/cms/pages/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.content],
        summary: 'Delete a page, folder or link page (with its draft, versions and blocks)',
        description: 'Refused (409) while pages are under it, and for the home page.',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: NodeResponse, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
          if (!row) throw notFound(id);
          const problem = await deleteProblem(tx, row);
          if (problem) throw new Refusal(409, problem, { parameter: 'id' });
          const node = await treeNode(tx, id);
          await tx.delete(pages).where(eq(pages.id, id));
          await recordAudit(tx, request, { action: 'delete', entity: 'page', entityId: id, before: auditView(row), after: null });
          return { data: node };
        }),
      ),
  );
};
