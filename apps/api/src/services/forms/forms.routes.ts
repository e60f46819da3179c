import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { forms } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import { hasRole } from '../../http/auth.js';
import { FilterText, isStale, Line, listMeta, ListResponse, OneResponse, PagingQuery, Refusal, refusing, SortQuery } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { definitionProblems, sendProblems, UNSTORABLE_DETAIL, unstorableAt } from './definition.js';
import { columnsOf, exportedForm, type FormRow, fullForm, publicForm, settingsOf } from './forms.repository.js';
import {
  ConfirmationsOut,
  FormBody,
  FormExport,
  FormOut,
  FormParams,
  FormSummary,
  FormUpdateBody,
  Integrations,
  IntegrationsOut,
  Locale,
  NoQuery,
  NotificationsOut,
  strict,
  ThankYouOut,
} from './forms.schemas.js';

/**
 * Forms of the forms service (B§7 `/forms`): the back office creates and edits them; the site reads one
 * publicly to render it. Writes are audited in their own transaction (ADR 019).
 */

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const publicErrors = errorResponses(400, 401, 404, 429, 500);
const notFound = (id: number) => new Refusal(404, `No form has the id ${id}.`, { parameter: 'id' });
const FormResponse = OneResponse(FormOut);

/** Text jsonb cannot hold, then the definition's own problems: what makes a form body a 400. */
function bodyProblems(body: unknown, definition: unknown, at: string) {
  const bad = unstorableAt(body);
  return bad ? [{ detail: UNSTORABLE_DETAIL, source: { pointer: bad } }] : definitionProblems(definition, at);
}

/**
 * Before validation: `PUT /forms/import` reaches the `/forms/:id` routes, but it names no form, so it is
 * a 404 like any unknown path (a malformed id stays a 400).
 */
async function siblingPath(request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id?: string };
  if (id === 'import') return sendError(reply, 404, 'No form has the id "import"; POST /forms/import imports one.', { parameter: 'id' });
}

export const formsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, formsRepository: repo } = app;

  /** The form or a 404, for the read routes. */
  const load = async (id: string) => repo.find(Number(id));

  app.get(
    '/forms',
    {
      // Sales read the list to reach each form's leads; the summary holds no settings or recipients.
      preHandler: app.authorize('admin', 'editor', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Forms: paged, sorted, filtered by name, type or locale (admin, editor, sales)',
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['name', 'type', 'created_at', 'updated_at'], 'name'),
            'filter[q]': FilterText('Name or type containing this text.'),
            'filter[type]': Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$', description: 'Exactly this type.' })),
            'filter[locale]': Type.Optional(Locale),
          },
          strict,
        ),
        response: { 200: ListResponse(FormSummary), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = 'name' } = request.query;
      const q = request.query;
      const { rows, total } = await repo.list({ page, items, sort, q: q['filter[q]'], type: q['filter[type]'], locale: q['filter[locale]'] });
      return { data: rows, meta: listMeta(total, page, items) };
    },
  );

  app.get(
    '/forms/:id',
    {
      preValidation: siblingPath,
      schema: {
        tags: [TAGS.forms],
        summary: 'One form. Public: the site renders it from this; editors and admins get the whole record',
        params: FormParams,
        querystring: NoQuery,
        response: { 200: FormResponse, ...publicErrors },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row) return sendError(reply, 404, `No form has the id ${request.params.id}.`, { parameter: 'id' });
      const form = hasRole(request.principal, ['editor']) ? fullForm(row) : publicForm(row);
      const captcha = app.hasDecorator('formVerification') ? app.formVerification.captcha : null;
      return { data: captcha ? { ...form, captcha: { site_key: captcha.siteKey } } : form };
    },
  );

  /** Create and import share this: the definition is checked first, then the row and its audit commit together. */
  const create = (request: Parameters<typeof recordAudit>[1], values: typeof forms.$inferInsert, action: string) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(forms).values(values).returning();
      await recordAudit(tx, request, { action, entity: 'form', entityId: row!.id, before: null, after: fullForm(row!) });
      return { data: fullForm(row!) };
    });

  app.post(
    '/forms',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Create a form (its definition is checked like the back office checks it)',
        querystring: NoQuery,
        body: FormBody,
        response: { 200: FormResponse, ...errors },
      },
    },
    async (request, reply) => {
      const problems = bodyProblems(request.body, request.body.definition, '/definition');
      if (problems.length > 0) return sendProblems(reply, 400, problems);
      return create(request, columnsOf(request.body), 'create');
    },
  );

  app.put(
    '/forms/:id',
    {
      preValidation: siblingPath,
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Replace a form (settings left out take their defaults)',
        params: FormParams,
        querystring: NoQuery,
        body: FormUpdateBody,
        response: { 200: FormResponse, ...errors },
      },
    },
    async (request, reply) => {
      const problems = bodyProblems(request.body, request.body.definition, '/definition');
      if (problems.length > 0) return sendProblems(reply, 400, problems);
      const id = Number(request.params.id);
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          const before = await repo.find(id, tx, true);
          if (!before) throw notFound(id);
          if (isStale(request.body.expected_updated_at, before.updatedAt)) {
            throw new Refusal(409, 'This form was changed by someone else since you loaded it; reload it and apply your change again.', {
              pointer: '/expected_updated_at',
            });
          }
          const [after] = await tx.update(forms).set(columnsOf(request.body)).where(eq(forms.id, id)).returning();
          await recordAudit(tx, request, { action: 'update', entity: 'form', entityId: id, before: fullForm(before), after: fullForm(after!) });
          return { data: fullForm(after!) };
        }),
      );
    },
  );

  app.delete(
    '/forms/:id',
    {
      preValidation: siblingPath,
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Delete a form with its leads and their deliveries',
        params: FormParams,
        querystring: NoQuery,
        response: { 200: FormResponse, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const id = Number(request.params.id);
          const [row] = await tx.delete(forms).where(eq(forms.id, id)).returning();
          if (!row) throw notFound(id);
          await recordAudit(tx, request, { action: 'delete', entity: 'form', entityId: id, before: fullForm(row), after: null });
          return { data: fullForm(row) };
        }),
      ),
  );

  // B§7 settings: the thank-you view is public (the site shows it); the rest is the back office's.
  const settingRoute = (
    key: 'thank_you' | 'notifications' | 'confirmations',
    response: TSchema,
    pick: (row: FormRow) => unknown,
    roles: Array<'admin' | 'editor'> | null,
  ) =>
    app.get(
      `/forms/:id/settings/${key}`,
      {
        ...(roles ? { preHandler: app.authorize(...roles) } : {}),
        schema: {
          tags: [TAGS.forms],
          summary: `The form's ${key.replace('_', '-')} setting${roles ? '' : ' (public)'}`,
          params: FormParams,
          querystring: NoQuery,
          response: { 200: OneResponse(response), ...(roles ? errors : publicErrors) },
        },
      },
      async (request, reply) => {
        const row = await load(request.params.id);
        if (!row) return sendError(reply, 404, `No form has the id ${request.params.id}.`, { parameter: 'id' });
        return { data: pick(row) };
      },
    );
  settingRoute('thank_you', ThankYouOut, (row) => settingsOf.thankYou(row.thankYou), null);
  settingRoute('notifications', NotificationsOut, (row) => settingsOf.notifications(row.notifications), ['admin', 'editor']);
  settingRoute('confirmations', ConfirmationsOut, (row) => settingsOf.confirmations(row.confirmations), ['admin', 'editor']);

  app.get(
    '/forms/:id/integrations',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: "The form's integrations (which CRM gets its leads)",
        params: FormParams,
        querystring: NoQuery,
        response: { 200: OneResponse(IntegrationsOut), ...errors },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row) return sendError(reply, 404, `No form has the id ${request.params.id}.`, { parameter: 'id' });
      return { data: settingsOf.integrations(row.integrations) };
    },
  );

  app.put(
    '/forms/:id/integrations',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: "Replace the form's integrations",
        params: FormParams,
        querystring: NoQuery,
        body: Integrations,
        response: { 200: OneResponse(IntegrationsOut), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const id = Number(request.params.id);
          const before = await repo.find(id, tx, true);
          if (!before) throw notFound(id);
          const integrations = settingsOf.integrations(request.body);
          await tx.update(forms).set({ integrations }).where(eq(forms.id, id));
          await recordAudit(tx, request, {
            action: 'update',
            entity: 'form',
            entityId: id,
            before: { integrations: settingsOf.integrations(before.integrations) },
            after: { integrations },
          });
          return { data: integrations };
        }),
      ),
  );

  app.post(
    '/forms/:id/duplicate',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Copy a form (without its leads) under a new name',
        params: FormParams,
        querystring: Type.Object(
          { name: Type.Optional(Line({ minLength: 1, maxLength: 200, description: 'Name of the copy; "<name> (copy)" when left out.' })) },
          strict,
        ),
        response: { 200: FormResponse, ...errors },
      },
    },
    async (request, reply) => {
      const source = await load(request.params.id);
      if (!source) return sendError(reply, 404, `No form has the id ${request.params.id}.`, { parameter: 'id' });
      const name = request.query.name?.trim() || `${source.name} (copy)`.slice(0, 200);
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
      return create(request, { ...copy, name }, 'duplicate');
    },
  );

  app.get(
    '/forms/:id/export',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'The form as a JSON file (no leads), for POST /forms/import',
        params: FormParams,
        querystring: NoQuery,
        response: { 200: OneResponse(FormExport), ...errors },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row) return sendError(reply, 404, `No form has the id ${request.params.id}.`, { parameter: 'id' });
      return { data: { format: 'lux-form' as const, version: 1 as const, form: exportedForm(row) } };
    },
  );

  app.post(
    '/forms/import',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Create a form from an export file (the `data` of GET /forms/{id}/export)',
        querystring: NoQuery,
        body: FormExport,
        response: { 200: FormResponse, ...errors },
      },
    },
    async (request, reply) => {
      const problems = bodyProblems(request.body, request.body.form.definition, '/form/definition');
      if (problems.length > 0) return sendProblems(reply, 400, problems);
      return create(request, columnsOf(request.body.form), 'import');
    },
  );
};
