import { isTemplateKey } from '@lux/block-catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import { type PageContent, pageSchedules, pageVersions } from '../../../db/cms.schema.js';
import { OneResponse, Refusal, refusing, SerialParams } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { Change, diffContent } from './diff.js';
import type { CmsOptions } from './index.js';
import { contentProblems, DraftBlockSchema, editablePage, liveContent, PageContentSchema, ProblemSchema, unstorableAt } from './page-content.js';
import { ContentProblems, ensureDraft, publishDraft, readDraft, refuseStale, requestActor, storeDraft, userRef } from './publish.js';
import { createScheduleRunner } from './schedules.js';

/**
 * Drafts, publishing, versions, rollback and schedules (ADR 027 §2–3). Every route is the editor's
 * (admin, editor); every write runs in one transaction with its audit row (entity `page`).
 */

const strict = { additionalProperties: false } as const;
const NoQuery = Type.Object({}, strict);
const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 429, 500);
const MAX_DRAFT_BYTES = 2 * 1024 * 1024;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

const Revision = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The draft revision your copy was made from.' });
const PageId = SerialParams.properties.id;
const VersionNumber = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'A version number of the page.' });

const DraftData = Type.Object(
  {
    page_id: Type.Integer(),
    revision: Type.Integer(),
    content: PageContentSchema,
    updated_at: Type.String({ format: 'date-time' }),
    updated_by_email: Type.Union([Type.String(), Type.Null()]),
    problems: Type.Array(ProblemSchema, { description: 'What must be fixed before publishing, by JSON pointer into `content`.' }),
  },
  strict,
);
const PublishedData = Type.Object(
  { page_id: Type.Integer(), version: Type.Integer(), published_at: Type.String({ format: 'date-time' }), revision: Type.Optional(Type.Integer()) },
  strict,
);
const VersionData = Type.Object(
  {
    version: Type.Integer(),
    kind: Type.String(),
    from_version: Type.Union([Type.Integer(), Type.Null()]),
    created_by_email: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  strict,
);
const DiffEnd = Type.Object(
  { version: Type.Union([Type.Integer(), Type.Literal('draft')]), revision: Type.Optional(Type.Integer({ description: 'For the draft.' })) },
  strict,
);
const ScheduleData = Type.Object(
  {
    id: Type.Integer(),
    page_id: Type.Integer(),
    action: Type.Union([Type.Literal('publish'), Type.Literal('unpublish')]),
    run_at: Type.String({ format: 'date-time' }),
    created_at: Type.String({ format: 'date-time' }),
    done_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  strict,
);

/** 422 with one error per problem, each pointing into the request's content. */
function sendProblems(reply: FastifyReply, problems: { pointer: string; message: string }[], prefix = '') {
  const title = STATUS_CODES[422]!;
  return reply
    .code(422)
    .type('application/json; charset=utf-8')
    .send({ errors: problems.map((problem) => ({ status: '422', title, detail: problem.message, source: { pointer: `${prefix}${problem.pointer}` } })) });
}

/** Like `refusing`, and a draft with problems answers 422 with every problem. */
const refusingWithProblems = async <T>(reply: FastifyReply, write: () => Promise<T>) =>
  refusing(reply, async () => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof ContentProblems) return sendProblems(reply, error.problems);
      throw error;
    }
  });

const escapeSegment = (segment: string) => segment.slice(0, 100).replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const CONTENT_KEYS = new Set(Object.keys(PageContentSchema.properties));
const BLOCK_KEYS = new Set(Object.keys(DraftBlockSchema.properties));

/** The first property the body's shape does not know (in the body, its content or a block), as a pointer. */
function unknownProperty(body: unknown, known: ReadonlySet<string>): string | null {
  const extra = (value: unknown, allowed: ReadonlySet<string>, base: string) => {
    if (!isObject(value)) return null;
    const key = Object.keys(value).find((name) => !allowed.has(name));
    return key === undefined ? null : `${base}/${escapeSegment(key)}`;
  };
  const top = extra(body, known, '');
  if (top !== null || !isObject(body) || !known.has('content')) return top;
  const content = body['content'];
  const inContent = extra(content, CONTENT_KEYS, '/content');
  if (inContent !== null || !isObject(content) || !Array.isArray(content['blocks'])) return inContent;
  for (const [index, block] of content['blocks'].entries()) {
    const inBlock = extra(block, BLOCK_KEYS, `/content/blocks/${index}`);
    if (inBlock !== null) return inBlock;
  }
  return null;
}

const unknownAt = new WeakMap<FastifyRequest, string>();

/**
 * The API's validator drops unknown properties silently (ajv `removeAdditional`): a misspelt key would
 * be a quiet no-op. They are noted before validation strips them and refused (400) after the role check.
 */
function unknownGuard(known: readonly string[]) {
  const allowed = new Set(known);
  return {
    preValidation: async (request: FastifyRequest) => {
      const pointer = unknownProperty(request.body, allowed);
      if (pointer !== null) unknownAt.set(request, pointer);
    },
    refuse: async (request: FastifyRequest, reply: FastifyReply) => {
      const pointer = unknownAt.get(request);
      if (pointer !== undefined) return sendError(reply, 400, `The body has a property this route does not know at ${pointer}.`, { pointer });
    },
  };
}

const toSchedule = (row: typeof pageSchedules.$inferSelect) => ({
  id: row.id,
  page_id: row.pageId,
  action: row.action,
  run_at: row.runAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  done_at: row.doneAt?.toISOString() ?? null,
  error: row.error,
});

export const draftRoutes: FastifyPluginAsyncTypebox<CmsOptions> = async (app, { scheduleIntervalMs }) => {
  const { db } = app;
  const editors = app.authorize('admin', 'editor');
  const tags = [TAGS.content];
  const guarded = (known: readonly string[]) => {
    const guard = unknownGuard(known);
    return { preValidation: guard.preValidation, preHandler: [editors, guard.refuse] };
  };

  const runner = createScheduleRunner(db, scheduleIntervalMs, app.log);
  app.addHook('onReady', async () => runner.start());
  // Registered after the database plugin, so it stops before the database closes.
  app.addHook('onClose', async () => runner.stop());

  const draftData = async (tx: Parameters<typeof contentProblems>[0], draft: Awaited<ReturnType<typeof readDraft>> & object) => ({
    page_id: draft.pageId,
    revision: draft.revision,
    content: draft.content,
    updated_at: draft.updatedAt.toISOString(),
    updated_by_email: draft.updatedByEmail,
    problems: await contentProblems(tx, draft.content),
  });

  app.get(
    '/cms/pages/:id/draft',
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "A page's draft, created from the live page the first time, with what keeps it from publishing",
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: OneResponse(DraftData), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const page = await editablePage(tx, request.params.id);
          const draft = await ensureDraft(tx, page, requestActor(request));
          return { data: await draftData(tx, draft) };
        }),
      ),
  );

  app.put(
    '/cms/pages/:id/draft',
    {
      ...guarded(['revision', 'content']),
      bodyLimit: MAX_DRAFT_BYTES,
      schema: {
        tags,
        summary: 'Save the draft (even with problems); 409 when someone saved since your copy',
        description: 'The body is checked for shape (2 MB at most, known templates: 422); the answer lists the problems publishing would refuse.',
        params: SerialParams,
        querystring: NoQuery,
        body: Type.Object({ revision: Revision, content: PageContentSchema }, strict),
        response: { 200: OneResponse(DraftData), ...errors },
      },
    },
    async (request, reply) => {
      const { revision, content } = request.body as { revision: number; content: PageContent };
      const unknown = content.blocks.findIndex((block) => !isTemplateKey(block.template));
      if (unknown !== -1) {
        return sendProblems(reply, [{ pointer: `/content/blocks/${unknown}/template`, message: `"${content.blocks[unknown]!.template}" is not a template of the catalogue.` }]);
      }
      const unstorable = unstorableAt(content, '/content');
      if (unstorable !== null) {
        return sendError(reply, 400, 'Text must not contain NUL characters or unpaired surrogates.', { pointer: unstorable });
      }
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          const actor = requestActor(request);
          const page = await editablePage(tx, request.params.id);
          const draft = await ensureDraft(tx, page, actor);
          refuseStale(draft, revision);
          const saved = await storeDraft(tx, draft, content, actor);
          await actor.audit(tx, { action: 'draft_save', entity: 'page', entityId: page.id, before: { revision: draft.revision }, after: { revision: saved.revision, blocks: content.blocks.length } });
          return { data: await draftData(tx, { ...saved, updatedByEmail: actor.email }) };
        }),
      );
    },
  );

  app.post(
    '/cms/pages/:id/publish',
    {
      ...guarded(['revision']),
      schema: {
        tags,
        summary: 'Publish the draft: its blocks and SEO fields go live as the next version',
        description: '409 when the draft moved past your revision; 422 with every problem (pointers into the draft content).',
        params: SerialParams,
        querystring: NoQuery,
        body: Type.Object({ revision: Revision }, strict),
        response: { 200: OneResponse(PublishedData), ...errors },
      },
    },
    async (request, reply) =>
      refusingWithProblems(reply, () =>
        db.transaction(async (tx) => ({
          data: await publishDraft(tx, { pageId: request.params.id, revision: request.body.revision, actor: requestActor(request) }),
        })),
      ),
  );

  app.get(
    '/cms/pages/:id/versions',
    {
      preHandler: editors,
      schema: { tags, summary: "A page's published versions, newest first", params: SerialParams, querystring: NoQuery, response: { 200: Type.Object({ data: Type.Array(VersionData) }, strict), ...errors } },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        await editablePage(db, request.params.id);
        const rows = await db.select().from(pageVersions).where(eq(pageVersions.pageId, request.params.id)).orderBy(desc(pageVersions.version));
        return {
          data: rows.map((row) => ({ version: row.version, kind: row.kind, from_version: row.fromVersion, created_by_email: row.createdByEmail, created_at: row.createdAt.toISOString() })),
        };
      }),
  );

  app.get(
    '/cms/pages/:id/versions/:a/diff/:b',
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'What changed between two versions, or a version and the draft',
        description: 'SEO fields; blocks added, removed, moved or changed, each changed field with before/after and word-level parts.',
        params: Type.Object(
          { id: PageId, a: VersionNumber, b: Type.String({ pattern: '^(draft|[1-9][0-9]{0,8})$', description: 'A version number or `draft`.', examples: ['draft', '2'] }) },
          strict,
        ),
        querystring: NoQuery,
        response: { 200: OneResponse(Type.Object({ from: DiffEnd, to: DiffEnd, changes: Type.Array(Change) }, strict)), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        const { id, a, b } = request.params;
        const page = await editablePage(db, id);
        const version = async (number: number, parameter: string) => {
          const [row] = await db.select().from(pageVersions).where(and(eq(pageVersions.pageId, id), eq(pageVersions.version, number)));
          if (!row) throw new Refusal(404, `Page ${id} has no version ${number}.`, { parameter });
          return row.content;
        };
        const from = await version(a, 'a');
        if (b !== 'draft') {
          return { data: { from: { version: a }, to: { version: Number(b) }, changes: diffContent(from, await version(Number(b), 'b')) } };
        }
        // A page nobody has opened yet has no draft: its draft would be the live page.
        const draft = await readDraft(db, id);
        const to = draft ? draft.content : await liveContent(db, page);
        return { data: { from: { version: a }, to: { version: 'draft' as const, revision: draft?.revision ?? 1 }, changes: diffContent(from, to) } };
      }),
  );

  app.post(
    '/cms/pages/:id/versions/:v/rollback',
    {
      ...guarded(['revision']),
      schema: {
        tags,
        summary: "Bring back a version: its content becomes the draft and is published as a new version (kind rollback)",
        params: Type.Object({ id: PageId, v: VersionNumber }, strict),
        querystring: NoQuery,
        body: Type.Object({ revision: Revision }, strict),
        response: { 200: OneResponse(PublishedData), ...errors },
      },
    },
    async (request, reply) =>
      refusingWithProblems(reply, () =>
        db.transaction(async (tx) => {
          const { id, v } = request.params;
          const actor = requestActor(request);
          const page = await editablePage(tx, id, { lock: true });
          const draft = await ensureDraft(tx, page, actor);
          refuseStale(draft, request.body.revision);
          const [old] = await tx.select().from(pageVersions).where(and(eq(pageVersions.pageId, id), eq(pageVersions.version, v)));
          if (!old) throw new Refusal(404, `Page ${id} has no version ${v}.`, { parameter: 'v' });
          const saved = await storeDraft(tx, draft, old.content, actor);
          const published = await publishDraft(tx, { pageId: id, revision: saved.revision, actor, kind: 'rollback', fromVersion: v });
          return { data: { ...published, revision: saved.revision } };
        }),
      ),
  );

  app.post(
    '/cms/pages/:id/schedules',
    {
      ...guarded(['action', 'run_at']),
      schema: {
        tags,
        summary: 'Schedule a publish or an unpublish (in the future, at most a year ahead)',
        params: SerialParams,
        querystring: NoQuery,
        body: Type.Object(
          { action: Type.Union([Type.Literal('publish'), Type.Literal('unpublish')]), run_at: Type.String({ format: 'date-time', maxLength: 40, description: 'When, ISO 8601 with a time zone.' }) },
          strict,
        ),
        response: { 201: OneResponse(ScheduleData), ...errors },
      },
    },
    async (request, reply) => {
      const runAt = new Date(request.body.run_at);
      const now = Date.now();
      if (Number.isNaN(runAt.getTime()) || runAt.getTime() <= now) {
        return sendError(reply, 400, 'run_at must be in the future.', { pointer: '/run_at' });
      }
      if (runAt.getTime() > now + YEAR_MS) {
        return sendError(reply, 400, 'run_at must be at most one year ahead.', { pointer: '/run_at' });
      }
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          const actor = requestActor(request);
          const page = await editablePage(tx, request.params.id);
          const [row] = await tx
            .insert(pageSchedules)
            .values({ pageId: page.id, action: request.body.action, runAt, createdBy: userRef(actor.sub) })
            .returning();
          await actor.audit(tx, { action: 'schedule_create', entity: 'page', entityId: page.id, before: null, after: { schedule_id: row!.id, action: row!.action, run_at: row!.runAt.toISOString() } });
          reply.code(201);
          return { data: toSchedule(row!) };
        }),
      );
    },
  );

  app.get(
    '/cms/pages/:id/schedules',
    {
      preHandler: editors,
      schema: { tags, summary: "A page's schedules, pending and done (with any error), soonest first", params: SerialParams, querystring: NoQuery, response: { 200: Type.Object({ data: Type.Array(ScheduleData) }, strict), ...errors } },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        await editablePage(db, request.params.id);
        const rows = await db.select().from(pageSchedules).where(eq(pageSchedules.pageId, request.params.id)).orderBy(pageSchedules.runAt, pageSchedules.id);
        return { data: rows.map(toSchedule) };
      }),
  );

  app.delete(
    '/cms/pages/:id/schedules/:scheduleId',
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Cancel a pending schedule (409 once it has run)',
        params: Type.Object({ id: PageId, scheduleId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Schedule id.' }) }, strict),
        querystring: NoQuery,
        response: { 200: OneResponse(ScheduleData), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id, scheduleId } = request.params;
          const [row] = await tx.select().from(pageSchedules).where(and(eq(pageSchedules.id, scheduleId), eq(pageSchedules.pageId, id))).for('update');
          if (!row) throw new Refusal(404, `Page ${id} has no schedule ${scheduleId}.`, { parameter: 'scheduleId' });
          if (row.doneAt) throw new Refusal(409, `Schedule ${scheduleId} already ran at ${row.doneAt.toISOString()}; it can no longer be cancelled.`, { parameter: 'scheduleId' });
          await tx.delete(pageSchedules).where(eq(pageSchedules.id, scheduleId));
          await requestActor(request).audit(tx, { action: 'schedule_delete', entity: 'page', entityId: id, before: toSchedule(row), after: null });
          return { data: toSchedule(row) };
        }),
      ),
  );
};
