import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { leads } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import { listMeta, ListMeta, OneResponse, PagingQuery, Refusal, refusing, SortQuery } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { checkLead, definitionProblems, sendProblems } from './definition.js';
import { deleteExportsCoveringLead } from './exports/exports.repository.js';
import { type FormRow, settingsOf } from './forms.repository.js';
import { checkLeadGate, sendLeadRefusal } from './verification/index.js';
import {
  Destination,
  FormParams,
  instant,
  IsoInstant,
  LeadBody,
  LeadCreated,
  LeadOut,
  LeadParams,
  NoQuery,
  OutboxOut,
  strict,
} from './forms.schemas.js';
import { CONTACT_LIMIT, leadOut, leadWithoutPersonalData } from './leads.repository.js';

/**
 * Leads (B§7 `/forms/{id}/leads`). Submitting is public on purpose — visitors are anonymous — and so is
 * rate limited twice: per IP by the rate-limit plugin, and per e-mail or phone on the form. Reading them
 * is for sales and admins and is itself audited (Amendment 13: the log says who saw personal data).
 * Logs carry lead and form ids only, never a visitor's values.
 */

/** Submissions per IP per minute (the app's allow list, the site's own servers, still applies). */
export const LEAD_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const submitErrors = errorResponses(400, 401, 404, 409, 413, 415, 429, 500, 503);
const LeadCreatedResponse = OneResponse(LeadCreated);

export const leadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, formsRepository: forms, leadsRepository: repo } = app;

  const formNotFound = (reply: FastifyReply, id: string) => sendError(reply, 404, `No form has the id ${id}.`, { parameter: 'id' });
  const leadNotFound = (reply: FastifyReply, leadId: string) =>
    sendError(reply, 404, `This form has no lead with the id ${leadId}.`, { parameter: 'leadId' });
  /** The delivery worker polls anyway; waking it makes a new or re-queued message go out at once. */
  const wakePipeline = () => {
    if (app.hasDecorator('leadPipeline')) app.leadPipeline.wake();
  };
  const created = (form: FormRow, lead: { id: number; createdAt: Date }) => ({
    data: { id: lead.id, created_at: lead.createdAt.toISOString(), thank_you: settingsOf.thankYou(form.thankYou) },
  });

  app.post(
    '/forms/:id/leads',
    {
      config: { rateLimit: LEAD_RATE_LIMIT },
      schema: {
        tags: [TAGS.forms],
        summary: 'Submit a lead (public; idempotent per idempotency_key)',
        description:
          '201 for a new lead; 200 with the same lead when its idempotency_key was already used on this form (nothing is stored twice). ' +
          '202 when the honeypot field `website` is filled: the submission is dropped unstored and the answer carries no id. ' +
          `400 lists one error per failing field (source.pointer /data/<fieldId>). 429 past ${LEAD_RATE_LIMIT.max} submissions a minute from one IP, ` +
          `or past ${CONTACT_LIMIT.max} leads with the same e-mail or phone on this form in ${CONTACT_LIMIT.windowMinutes} minutes. ` +
          'When a captcha is configured (the form read carries `captcha`), g-recaptcha-response is verified: 400 when missing or refused, ' +
          '503 when the verifier cannot be reached (nothing stored). A tel field with `verify: true` needs a phone_verification_token ' +
          'for its number from POST /twilio/check_verification (400 otherwise).',
        params: FormParams,
        querystring: NoQuery,
        body: LeadBody,
        response: { 200: LeadCreatedResponse, 201: LeadCreatedResponse, 202: LeadCreatedResponse, ...submitErrors },
      },
    },
    async (request, reply) => {
      const formId = Number(request.params.id);
      const form = await forms.find(formId);
      if (!form) return formNotFound(reply, request.params.id);
      const body = request.body;
      if (body.website !== undefined && body.website.trim() !== '') {
        // A bot filled the field people never see: answer as if all went well so it learns nothing.
        request.log.info({ formId }, 'lead dropped: honeypot filled');
        return reply.code(202).send({ data: { id: null, created_at: new Date().toISOString(), thank_you: settingsOf.thankYou(form.thankYou) } });
      }
      const replayed = await repo.findByKey(formId, body.idempotency_key);
      if (replayed) return reply.code(200).send(created(form, replayed));
      if (definitionProblems(form.definition).length > 0) {
        request.log.error({ formId }, 'stored form definition is invalid; lead refused');
        return sendError(reply, 409, 'This form cannot take submissions until its definition is fixed.');
      }
      const locale = body.locale ?? (form.locale === 'en' ? 'en' : 'he');
      const check = checkLead(form.definition, locale, body.data);
      if (!check.ok) return sendProblems(reply, 400, check.problems);
      const refusal = await checkLeadGate(app, {
        definition: form.definition,
        values: check.value,
        phoneToken: body.phone_verification_token,
        captchaToken: body['g-recaptcha-response'],
        locale,
        ip: request.ip,
      });
      if (refusal) {
        request.log.info({ formId, status: refusal.status, pointer: refusal.pointer }, 'lead refused by verification');
        return sendLeadRefusal(reply, refusal);
      }
      if ((await repo.recentByContact(form, check.value)) >= CONTACT_LIMIT.max) {
        request.log.info({ formId }, 'lead refused: too many from one e-mail or phone');
        reply.header('retry-after', String(CONTACT_LIMIT.windowMinutes * 60));
        return sendError(
          reply,
          429,
          `This e-mail address or phone number already sent ${CONTACT_LIMIT.max} requests on this form; try again in ${CONTACT_LIMIT.windowMinutes} minutes.`,
          { pointer: '/data' },
        );
      }
      const result = await repo.create(form, {
        idempotencyKey: body.idempotency_key,
        data: check.value,
        locale,
        sourceUrl: body.source_url ?? null,
      });
      request.log.info({ formId, leadId: result.lead.id, created: result.created }, result.created ? 'lead created' : 'lead replayed');
      if (result.created) wakePipeline();
      return reply.code(result.created ? 201 : 200).send(created(form, result.lead));
    },
  );

  app.get(
    '/forms/:id/leads',
    {
      preHandler: app.authorize('admin', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: "A form's leads: paged, by creation time (each view is audited)",
        params: FormParams,
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['created_at'], '-created_at'),
            'filter[created_at_gteq]': IsoInstant('Created at or after this instant.'),
            'filter[created_at_lteq]': IsoInstant('Created at or before this instant (a bare date includes that whole day).'),
          },
          strict,
        ),
        response: { 200: Type.Object({ data: Type.Array(LeadOut), meta: ListMeta }, strict), ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, items = 25, sort = '-created_at' } = request.query;
      const from = instant(request.query['filter[created_at_gteq]'], false);
      const to = instant(request.query['filter[created_at_lteq]'], true);
      if (from === null) return sendError(reply, 400, 'filter[created_at_gteq] is not a real date.', { parameter: 'filter[created_at_gteq]' });
      if (to === null) return sendError(reply, 400, 'filter[created_at_lteq] is not a real date.', { parameter: 'filter[created_at_lteq]' });
      if (from && to && from > to) {
        return sendError(reply, 400, 'filter[created_at_gteq] must not be later than filter[created_at_lteq].', { parameter: 'filter[created_at_gteq]' });
      }
      const formId = Number(request.params.id);
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          if (!(await forms.find(formId, tx))) throw new Refusal(404, `No form has the id ${formId}.`, { parameter: 'id' });
          const { rows, total } = await repo.list(formId, { page, items, sort, from, to }, tx);
          const outbox = await repo.outboxOf(rows.map((row) => row.id), tx);
          await recordAudit(tx, request, {
            action: 'view',
            entity: 'leads',
            entityId: null,
            before: null,
            after: { form_id: formId, lead_ids: rows.map((row) => row.id), query: request.query },
          });
          return { data: rows.map((row) => leadOut(row, outbox.get(row.id) ?? [])), meta: listMeta(total, page, items) };
        }),
      );
    },
  );

  app.get(
    '/forms/:id/leads/:leadId',
    {
      preHandler: app.authorize('admin', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'One lead (the view is audited)',
        params: LeadParams,
        querystring: NoQuery,
        response: { 200: OneResponse(LeadOut), ...errors },
      },
    },
    async (request, reply) => {
      const formId = Number(request.params.id);
      const leadId = Number(request.params.leadId);
      const found = await db.transaction(async (tx) => {
        const lead = await repo.find(formId, leadId, tx);
        if (!lead) return null;
        const outbox = await repo.outboxOf([lead.id], tx);
        await recordAudit(tx, request, { action: 'view', entity: 'leads', entityId: lead.id, before: null, after: { form_id: formId, lead_id: lead.id } });
        return leadOut(lead, outbox.get(lead.id) ?? []);
      });
      return found ? { data: found } : leadNotFound(reply, request.params.leadId);
    },
  );

  app.delete(
    '/forms/:id/leads/:leadId',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Delete a lead with its integrations and delivery log, and the lead exports that may hold it',
        params: LeadParams,
        querystring: NoQuery,
        response: { 200: OneResponse(Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) }, strict)), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const formId = Number(request.params.id);
          const leadId = Number(request.params.leadId);
          const lead = await repo.find(formId, leadId, tx);
          if (!lead) throw new Refusal(404, `This form has no lead with the id ${leadId}.`, { parameter: 'leadId' });
          const outbox = await repo.outboxOf([lead.id], tx);
          // Exports that may hold it go first (they are found by the lead's created_at); see exports.repository.ts.
          const exportIds = await deleteExportsCoveringLead(tx, lead.id);
          // The outbox rows and delivery log go with it (ON DELETE CASCADE).
          await tx.delete(leads).where(and(eq(leads.id, lead.id), eq(leads.formId, formId)));
          if (exportIds.length > 0) {
            await recordAudit(tx, request, { action: 'delete', entity: 'lead_exports', entityId: null, before: { ids: exportIds, reason: 'lead_deleted', lead_id: lead.id }, after: null });
          }
          await recordAudit(tx, request, {
            action: 'delete',
            entity: 'leads',
            entityId: lead.id,
            before: leadWithoutPersonalData(lead, outbox.get(lead.id) ?? []),
            after: null,
          });
          return { data: { id: lead.id, deleted: true as const } };
        }),
      ),
  );

  app.get(
    '/forms/:id/leads/:leadId/integrations',
    {
      preHandler: app.authorize('admin', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: "A lead's deliveries: one row per destination with every attempt",
        params: LeadParams,
        querystring: NoQuery,
        response: { 200: Type.Object({ data: Type.Array(OutboxOut) }, strict), ...errors },
      },
    },
    async (request, reply) => {
      const lead = await repo.find(Number(request.params.id), Number(request.params.leadId));
      if (!lead) return leadNotFound(reply, request.params.leadId);
      return { data: await repo.integrations(lead.id) };
    },
  );

  app.post(
    '/forms/:id/leads/:leadId/integrations/fix',
    {
      preHandler: app.authorize('admin', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: "Retry a lead's failed deliveries now (all failed destinations, or those named)",
        params: LeadParams,
        querystring: NoQuery,
        body: Type.Object(
          { destinations: Type.Optional(Type.Array(Destination, { maxItems: 3, uniqueItems: true, description: 'Only these; all when left out.' })) },
          strict,
        ),
        response: {
          200: Type.Object({ data: Type.Array(OutboxOut), meta: Type.Object({ requeued: Type.Integer() }, strict) }, strict),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await refusing(reply, () =>
        db.transaction(async (tx) => {
          const leadId = Number(request.params.leadId);
          const lead = await repo.find(Number(request.params.id), leadId, tx);
          if (!lead) throw new Refusal(404, `This form has no lead with the id ${leadId}.`, { parameter: 'leadId' });
          const before = await repo.integrations(lead.id, tx);
          const changed = await repo.requeue(tx, lead.id, request.body.destinations);
          const after = await repo.integrations(lead.id, tx);
          const brief = (rows: typeof before) =>
            rows.filter((row) => changed.some((c) => c.id === row.id)).map(({ destination, status, attempts }) => ({ destination, status, attempts }));
          await recordAudit(tx, request, { action: 'fix_integrations', entity: 'leads', entityId: lead.id, before: brief(before), after: brief(after) });
          request.log.info({ leadId: lead.id, requeued: changed.length }, 'lead deliveries requeued');
          return { data: after, meta: { requeued: changed.length } };
        }),
      );
      wakePipeline();
      return answer;
    },
  );
};
