import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, gte, ilike, lte } from 'drizzle-orm';
import { Type } from 'typebox';
import { auditLog, ROLES, type Role } from '../../../db/schema.js';
import { containsPattern, FilterText, Line, listMeta, ListResponse, orderBy, PagingQuery, Resource, SortQuery } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';

/** The audit log (ADR 019 §6), read-only by design: the table refuses UPDATE and DELETE, and no route writes it. */

const strict = { additionalProperties: false } as const;

/** The roles of ADR 019 as the back office shows them. */
export const ROLE_DESCRIPTIONS: Record<Role, { he: string; en: string }> = {
  admin: { he: 'מנהל: כל ההרשאות, כולל משתמשים, הגדרות ויומן הביקורת.', en: 'Admin: everything, including users, settings and the audit log.' },
  editor: { he: 'עורך: עמודים, הפניות, טפסים ומיקומים.', en: 'Editor: pages, redirects, forms and locations.' },
  sales: { he: 'מכירות: לידים והזמנות.', en: 'Sales: leads and orders.' },
  viewer: { he: 'צופה: יכול להתחבר, ללא גישה לממשק הניהול.', en: 'Viewer: may sign in, no back-office access.' },
  developer: {
    he: 'מפתח: תגיות מטא — סקריפטים, סגנונות ו-HTML שרצים בכל עמוד (ADR 027).',
    en: 'Developer: metaheads — scripts, styles and HTML that run on every page (ADR 027).',
  },
};

/** A date (`2025-01-31`) or a date-time with an offset; a bare date means midnight UTC. */
const IsoInstant = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
      maxLength: 40,
      description,
      examples: ['2025-01-31', '2025-01-31T12:00:00Z'],
    }),
  );

const AuditResource = Resource(
  'audit_log',
  Type.Object(
    {
      at: Type.String({ format: 'date-time' }),
      actor_id: Type.Union([Type.String(), Type.Null()]),
      actor_email: Type.Union([Type.String(), Type.Null()]),
      action: Type.String(),
      entity: Type.String(),
      entity_id: Type.Union([Type.String(), Type.Null()]),
      before: Type.Unknown({ description: 'The record before the write; null for a create.' }),
      after: Type.Unknown({ description: 'The record after the write; null for a delete.' }),
      request_id: Type.Union([Type.String(), Type.Null()]),
    },
    strict,
  ),
);

const errors = errorResponses(400, 401, 403, 429, 500);

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/roles',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: 'The four roles, with what each may do (Hebrew and English)',
        querystring: Type.Object({}, strict),
        response: {
          200: Type.Object(
            {
              data: Type.Array(
                Resource('roles', Type.Object({ name: Type.String(), description_he: Type.String(), description_en: Type.String() }, strict)),
              ),
            },
            strict,
          ),
          ...errors,
        },
      },
    },
    async () => ({
      data: ROLES.map((role) => ({
        id: role,
        type: 'roles' as const,
        attributes: { name: role, description_he: ROLE_DESCRIPTIONS[role].he, description_en: ROLE_DESCRIPTIONS[role].en },
      })),
    }),
  );

  app.get(
    '/audit-log',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: 'The audit log, newest first: paged and filtered',
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['at'], '-at'),
            'filter[entity]': Type.Optional(Line({ maxLength: 60, description: 'setting, location, dealer, redirect, user…' })),
            'filter[entity_id]': Type.Optional(Line({ maxLength: 100 })),
            'filter[actor]': FilterText("Actor's e-mail containing this text."),
            'filter[action]': Type.Optional(Line({ maxLength: 60, description: 'create, update, delete…' })),
            'filter[at_gteq]': IsoInstant('At or after this instant.'),
            'filter[at_lteq]': IsoInstant('At or before this instant (a bare date includes that whole day).'),
          },
          strict,
        ),
        response: { 200: ListResponse(AuditResource), ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, items = 25, sort = '-at' } = request.query;
      const q = request.query;
      const from = instant(q['filter[at_gteq]'], false);
      const to = instant(q['filter[at_lteq]'], true);
      if (from === null) return sendError(reply, 400, 'filter[at_gteq] is not a real date.', { parameter: 'filter[at_gteq]' });
      if (to === null) return sendError(reply, 400, 'filter[at_lteq] is not a real date.', { parameter: 'filter[at_lteq]' });
      if (from && to && from > to) {
        return sendError(reply, 400, 'filter[at_gteq] must not be later than filter[at_lteq].', { parameter: 'filter[at_gteq]' });
      }
      const actor = q['filter[actor]']?.trim();
      const where = and(
        q['filter[entity]'] ? eq(auditLog.entity, q['filter[entity]']) : undefined,
        q['filter[entity_id]'] ? eq(auditLog.entityId, q['filter[entity_id]']) : undefined,
        q['filter[action]'] ? eq(auditLog.action, q['filter[action]']) : undefined,
        actor ? ilike(auditLog.actorEmail, containsPattern(actor)) : undefined,
        from ? gte(auditLog.at, from) : undefined,
        to ? lte(auditLog.at, to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(...orderBy(sort, { at: auditLog.at }, auditLog.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          type: 'audit_log' as const,
          attributes: {
            at: row.at.toISOString(),
            actor_id: row.actorId,
            actor_email: row.actorEmail,
            action: row.action,
            entity: row.entity,
            entity_id: row.entityId,
            before: row.before,
            after: row.after,
            request_id: row.requestId,
          },
        })),
        meta: listMeta(total?.n ?? 0, page, items),
      };
    },
  );
};

/**
 * The instant of a filter value: undefined when absent, null when not a real date (2025-02-30). A bare
 * date as an upper bound means the end of that day, so `at_lteq=2025-01-31` includes the 31st.
 */
function instant(value: string | undefined, endOfDay: boolean): Date | null | undefined {
  if (value === undefined) return undefined;
  const day = value.slice(0, 10);
  // JavaScript rolls 2025-02-30 over into March; a real day survives the round trip.
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return null;
  const bare = value.length === 10;
  const date = new Date(bare ? `${day}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return bare && endOfDay ? new Date(date.getTime() + 86_400_000 - 1) : date;
}
