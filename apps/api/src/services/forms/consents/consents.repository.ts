import { and, arrayContains, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client.js';
import { consentRecords } from '../../../db/schema.js';
import { orderBy } from '../../../http/back-office.js';
import { instant } from '../forms.schemas.js';
import { type ConsentAction, type ConsentScope, type ConsentSort, type ConsentStatus, CONSENT_SCOPES } from './schemas.js';

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

export interface ConsentInput {
  consentId: string;
  action: ConsentAction;
  strategy: string;
  status: ConsentStatus;
  scopes: readonly ConsentScope[];
  policyVersion: string;
  locale: string | null;
  pagePath: string | null;
  userAgent: string | null;
  ipTruncated: string | null;
}

/** What the list and the export select by. `to` is exclusive when it is the midnight after a bare date. */
export interface ConsentFilters {
  from?: Date | undefined;
  to?: { at: Date; inclusive: boolean } | undefined;
  consentId?: string | undefined;
  action?: ConsentAction | undefined;
  scope?: ConsentScope | undefined;
  status?: ConsentStatus | undefined;
}

export interface ConsentFilterInput {
  'filter[created_at_gteq]'?: string | undefined;
  'filter[created_at_lteq]'?: string | undefined;
  'filter[consent_id]'?: string | undefined;
  'filter[action]'?: ConsentAction | undefined;
  'filter[scope]'?: ConsentScope | undefined;
  'filter[status]'?: ConsentStatus | undefined;
}

const DAY_MS = 86_400_000;

/**
 * The query's filters, checked as the leads list checks its dates (a real day, gteq not after lteq). Days
 * are UTC; a bare `lteq` date runs to the next midnight (exclusive), so nothing of its last millisecond is lost.
 */
export function parseConsentFilters(query: ConsentFilterInput): { ok: true; filters: ConsentFilters } | { ok: false; detail: string; parameter: string } {
  const gteq = query['filter[created_at_gteq]'];
  const lteq = query['filter[created_at_lteq]'];
  const from = instant(gteq, false);
  const toInstant = instant(lteq, false);
  if (from === null) return { ok: false, detail: 'filter[created_at_gteq] is not a real date.', parameter: 'filter[created_at_gteq]' };
  if (toInstant === null) return { ok: false, detail: 'filter[created_at_lteq] is not a real date.', parameter: 'filter[created_at_lteq]' };
  const bareDay = lteq !== undefined && lteq.length === 10;
  const to = toInstant && (bareDay ? { at: new Date(toInstant.getTime() + DAY_MS), inclusive: false } : { at: toInstant, inclusive: true });
  if (from && to && (to.inclusive ? from > to.at : from >= to.at)) {
    return { ok: false, detail: 'filter[created_at_gteq] must not be later than filter[created_at_lteq].', parameter: 'filter[created_at_gteq]' };
  }
  const consentId = query['filter[consent_id]']?.trim().toLowerCase();
  return {
    ok: true,
    filters: { from, to, consentId: consentId || undefined, action: query['filter[action]'], scope: query['filter[scope]'], status: query['filter[status]'] },
  };
}

function whereOf(filters: ConsentFilters): SQL | undefined {
  const t = consentRecords;
  return and(
    filters.from ? gte(t.createdAt, filters.from) : undefined,
    filters.to ? (filters.to.inclusive ? lte(t.createdAt, filters.to.at) : lt(t.createdAt, filters.to.at)) : undefined,
    filters.consentId ? eq(t.consentId, filters.consentId) : undefined,
    filters.action ? eq(t.action, filters.action) : undefined,
    filters.scope ? arrayContains(t.scopes, [filters.scope]) : undefined,
    filters.status ? eq(t.status, filters.status) : undefined,
  );
}

/** `obligatory` always, then the rest in libs/consent's order. */
export const storedScopes = (scopes: readonly ConsentScope[]): ConsentScope[] =>
  CONSENT_SCOPES.filter((scope) => scope === 'obligatory' || scopes.includes(scope));

export const consentOut = (row: ConsentRecordRow) => ({
  id: row.id,
  consent_id: row.consentId,
  action: row.action as ConsentAction,
  strategy: row.strategy,
  status: row.status as ConsentStatus,
  scopes: row.scopes,
  policy_version: row.policyVersion,
  locale: row.locale,
  page_path: row.pagePath,
  user_agent: row.userAgent,
  ip_truncated: row.ipTruncated,
  created_at: row.createdAt.toISOString(),
});

/** Rows per export batch: each is one indexed query, so the file is never held whole. */
export const EXPORT_BATCH = 500;

export function createConsentsRepository(db: Database) {
  return {
    async create(input: ConsentInput): Promise<ConsentRecordRow> {
      const [row] = await db
        .insert(consentRecords)
        .values({ ...input, consentId: input.consentId.toLowerCase(), scopes: storedScopes(input.scopes) })
        .returning();
      return row!;
    },

    async list(filters: ConsentFilters, paging: { page: number; items: number; sort: ConsentSort }) {
      const where = whereOf(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(consentRecords)
          .where(where)
          .orderBy(...orderBy(paging.sort, { created_at: consentRecords.createdAt }, consentRecords.id))
          .limit(paging.items)
          .offset((paging.page - 1) * paging.items),
        db.select({ n: count() }).from(consentRecords).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async count(filters: ConsentFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(consentRecords).where(whereOf(filters));
      return row?.n ?? 0;
    },

    /**
     * Every matching row in the sort's order, a batch at a time. Keyset paging on (created_at, id): the
     * cursor is the database's own text of created_at, because a JavaScript Date drops its microseconds
     * and would skip or repeat rows recorded within the same millisecond.
     */
    async *batches(filters: ConsentFilters, sort: ConsentSort, size = EXPORT_BATCH): AsyncGenerator<ConsentRecordRow[]> {
      const t = consentRecords;
      const descending = sort.startsWith('-');
      let cursor: { at: string; id: number } | null = null;
      for (;;) {
        const after: SQL | undefined = cursor
          ? descending
            ? sql`(${t.createdAt}, ${t.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
            : sql`(${t.createdAt}, ${t.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined;
        const rows: Array<{ row: ConsentRecordRow; at: string }> = await db
          .select({ row: t, at: sql<string>`${t.createdAt}::text` })
          .from(t)
          .where(and(whereOf(filters), after))
          .orderBy(...orderBy(sort, { created_at: t.createdAt }, t.id))
          .limit(size);
        if (rows.length > 0) yield rows.map((entry) => entry.row);
        if (rows.length < size) return;
        const last = rows.at(-1)!;
        cursor = { at: last.at, id: last.row.id };
      }
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    consentsRepository: ConsentsRepository;
  }
}

export const consentsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('consentsRepository', createConsentsRepository(app.db));
  },
  { name: 'consents-repository', dependencies: ['db'], fastify: '5.x' },
);
