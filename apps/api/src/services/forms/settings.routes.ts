import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { settings } from '../../db/schema.js';
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
  Text,
} from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';

/**
 * Site settings for the back office (B§7 forms service `/settings`). The table is the one the content
 * service serves at GET /content/settings, read per request with no cache in between, so a saved value
 * is what the next page render sees (ADR 019 §7).
 */

/** Namespaced (`price.symbol`), optionally with the per-locale override suffix the site reads (`:en`). */
export const SETTING_KEY_PATTERN = '^[a-z0-9_]+(\\.[a-z0-9_]+)*(:[a-z]{2})?$';
const MAX_VALUE = 200_000;
const strict = { additionalProperties: false } as const;

const SettingAttributes = Type.Object(
  {
    key: Type.String({ examples: ['price.symbol'] }),
    value: Type.String({ description: 'Always a string; structured values are JSON text.' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  strict,
);
const SettingResource = Resource('settings', SettingAttributes);
type SettingRow = typeof settings.$inferSelect;

const toResource = (row: SettingRow) => ({
  id: String(row.id),
  type: 'settings' as const,
  attributes: { key: row.key, value: row.value, updated_at: row.updatedAt.toISOString() },
});
/** What the audit log keeps of a setting. */
const snapshot = (row: SettingRow) => ({ id: row.id, key: row.key, value: row.value, updated_at: row.updatedAt.toISOString() });

const Value = Text({ maxLength: MAX_VALUE, description: 'A string; a value starting with "{" or "[" must be valid JSON.' });

/** A value that looks like JSON must be JSON: the site parses those keys and would fall back silently. */
function jsonProblem(value: string): string | null {
  const trimmed = value.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  try {
    JSON.parse(value);
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it does not parse';
    return `The value starts with "${trimmed[0]}" so it is read as JSON, but it is not valid JSON (${reason}). Fix the JSON, or start the value with another character if it is plain text.`;
  }
}

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const byKey = sql`${settings.key} collate "C"`;
  // The namespace is the first dot segment of the key without its locale suffix.
  const namespaceOf = sql`split_part(split_part(${settings.key}, ':', 1), '.', 1)`;

  app.get(
    '/settings',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Site settings for the back office: paged, sorted, filtered',
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['key', 'updated_at'], 'key'),
            'filter[key_cont]': FilterText('Keys containing this text (case-insensitive).'),
            'filter[namespace]': Type.Optional(
              Type.String({ pattern: '^[a-z0-9_]+$', maxLength: 100, description: 'Keys whose first dot segment is this, e.g. `price`.' }),
            ),
          },
          strict,
        ),
        response: { 200: ListResponse(SettingResource), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = 'key' } = request.query;
      const keyText = request.query['filter[key_cont]'];
      const namespace = request.query['filter[namespace]'];
      const where = and(
        keyText ? ilike(settings.key, containsPattern(keyText)) : undefined,
        namespace ? eq(namespaceOf, namespace) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(settings)
          .where(where)
          .orderBy(...orderBy(sort, { key: byKey, updated_at: settings.updatedAt }, settings.id))
          .limit(items)
          .offset((page - 1) * items),
        db.select({ n: count() }).from(settings).where(where),
      ]);
      return { data: rows.map(toResource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.get(
    '/settings/:id',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'One setting, for editing',
        params: SerialParams,
        querystring: Type.Object({}, strict),
        response: { 200: OneResponse(SettingResource), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(settings).where(eq(settings.id, request.params.id));
      return row ? { data: toResource(row) } : sendError(reply, 404, `No setting has the id ${request.params.id}.`, { parameter: 'id' });
    },
  );

  app.post(
    '/settings',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Create a setting',
        querystring: Type.Object({}, strict),
        body: Type.Object(
          {
            key: Type.String({ pattern: SETTING_KEY_PATTERN, minLength: 1, maxLength: 200, examples: ['price.symbol', 'meta.app_name:en'] }),
            value: Value,
          },
          strict,
        ),
        response: { 200: OneResponse(SettingResource), ...errors },
      },
    },
    async (request, reply) => {
      const { key, value } = request.body;
      const problem = jsonProblem(value);
      if (problem) return sendError(reply, 400, problem, { pointer: '/value' });
      return refusing(
        reply,
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(settings).values({ key, value }).onConflictDoNothing().returning();
            if (!row) throw new Refusal(409, `A setting with the key "${key}" already exists; edit it instead.`, { pointer: '/key' });
            await recordAudit(tx, request, { action: 'create', entity: 'setting', entityId: row.id, before: null, after: snapshot(row) });
            return { data: toResource(row) };
          }),
      );
    },
  );

  app.put(
    '/settings/:id',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: "Change a setting's value",
        params: SerialParams,
        querystring: Type.Object({}, strict),
        body: Type.Object({ value: Value, expected_updated_at: ExpectedUpdatedAt }, strict),
        response: { 200: OneResponse(SettingResource), ...errors },
      },
    },
    async (request, reply) => {
      const { value, expected_updated_at: expected } = request.body;
      const problem = jsonProblem(value);
      if (problem) return sendError(reply, 400, problem, { pointer: '/value' });
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(settings).where(eq(settings.id, request.params.id)).for('update');
          if (!before) throw new Refusal(404, `No setting has the id ${request.params.id}.`, { parameter: 'id' });
          if (isStale(expected, before.updatedAt)) {
            throw new Refusal(409, `The setting "${before.key}" was changed by someone else since you loaded it; reload it and apply your change again.`, { pointer: '/expected_updated_at' });
          }
          const [after] = await tx.update(settings).set({ value }).where(eq(settings.id, before.id)).returning();
          await recordAudit(tx, request, { action: 'update', entity: 'setting', entityId: before.id, before: snapshot(before), after: snapshot(after!) });
          return { data: toResource(after!) };
        }),
      );
    },
  );

  app.delete(
    '/settings/:id',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Delete a setting (the site falls back to its built-in default)',
        params: SerialParams,
        querystring: Type.Object({}, strict),
        response: { 200: OneResponse(SettingResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.delete(settings).where(eq(settings.id, request.params.id)).returning();
          if (!row) throw new Refusal(404, `No setting has the id ${request.params.id}.`, { parameter: 'id' });
          await recordAudit(tx, request, { action: 'delete', entity: 'setting', entityId: row.id, before: snapshot(row), after: null });
          return { data: toResource(row) };
        }),
      ),
  );
};
