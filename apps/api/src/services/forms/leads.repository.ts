import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { leadDeliveries, leadOutbox, leads, type OutboxDestination } from '../../db/schema.js';
import { orderBy } from '../../http/back-office.js';
import { contactFieldIds, normaliseEmail, normalisePhone } from './definition.js';
import { type FormRow, settingsOf } from './forms.repository.js';

export type LeadRow = typeof leads.$inferSelect;
type OutboxRow = typeof leadOutbox.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** How many leads one address or phone may leave on one form inside the window before 429. */
export const CONTACT_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** A lead's integrations as the list shows them. */
const summary = (row: OutboxRow) => ({ destination: row.destination, status: row.status, attempts: row.attempts, last_error: row.lastError });

export const leadOut = (row: LeadRow, outbox: OutboxRow[]) => ({
  id: row.id,
  form_id: row.formId,
  created_at: row.createdAt.toISOString(),
  locale: row.locale,
  source_url: row.sourceUrl,
  data: row.data,
  integrations: outbox.map(summary),
});

/** What the audit log keeps of a lead: never the visitor's values, only which fields were filled. */
export const leadWithoutPersonalData = (row: LeadRow, outbox: OutboxRow[]) => ({
  id: row.id,
  form_id: row.formId,
  created_at: row.createdAt.toISOString(),
  locale: row.locale,
  fields: Object.keys(row.data).sort(),
  integrations: outbox.map(({ destination, status, attempts }) => ({ destination, status, attempts })),
});

/** Where a new lead must go (B§7 integrations, notifications, confirmations). */
export function destinationsFor(form: FormRow, data: Record<string, unknown>): OutboxDestination[] {
  const destinations: OutboxDestination[] = [];
  if (settingsOf.integrations(form.integrations).crm.enabled) destinations.push('crm');
  if (settingsOf.notifications(form.notifications).recipients.length > 0) destinations.push('notification_email');
  const hasEmail = contactFieldIds(form.definition).email.some((id) => normaliseEmail(data[id]) !== '');
  if (settingsOf.confirmations(form.confirmations).enabled && hasEmail) destinations.push('confirmation_email');
  return destinations;
}

const phoneSql = (value: SQL) => sql`regexp_replace(regexp_replace(coalesce(${value}, ''), '[^0-9]', '', 'g'), '^972', '0')`;

export interface NewLead {
  idempotencyKey: string;
  data: Record<string, unknown>;
  locale: string;
  sourceUrl: string | null;
}

export interface LeadListQuery {
  page: number;
  items: number;
  sort: string;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Failed and not given up (pending after an attempt) or given up (dead): what "fix" puts back in the queue. */
const failed = or(eq(leadOutbox.status, 'dead'), and(eq(leadOutbox.status, 'pending'), sql`${leadOutbox.attempts} > 0`));

export function createLeadsRepository(db: Database) {
  async function outboxOf(leadIds: number[], tx: Reader = db) {
    if (leadIds.length === 0) return new Map<number, OutboxRow[]>();
    const rows = await tx
      .select()
      .from(leadOutbox)
      .where(inArray(leadOutbox.leadId, leadIds))
      .orderBy(asc(leadOutbox.leadId), asc(leadOutbox.id));
    const byLead = new Map<number, OutboxRow[]>();
    for (const row of rows) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);
    return byLead;
  }

  async function findByKey(formId: number, idempotencyKey: string, tx: Reader = db) {
    const [row] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.formId, formId), eq(leads.idempotencyKey, idempotencyKey)));
    return row;
  }

  /**
   * Stores a lead and its outbox rows. The unique (form, key) makes a retry or a double click find the
   * first lead (`created: false`) instead of making a second one; its outbox rows are written only by the
   * request that inserted it.
   */
  async function insertLead(tx: Pick<Database, 'select' | 'insert'>, form: FormRow, input: NewLead) {
    const [inserted] = await tx
      .insert(leads)
      .values({ formId: form.id, idempotencyKey: input.idempotencyKey, data: input.data, locale: input.locale, sourceUrl: input.sourceUrl })
      .onConflictDoNothing({ target: [leads.formId, leads.idempotencyKey] })
      .returning();
    if (!inserted) {
      const existing = await findByKey(form.id, input.idempotencyKey, tx);
      return { lead: existing!, created: false };
    }
    const destinations = destinationsFor(form, input.data);
    if (destinations.length > 0) {
      await tx.insert(leadOutbox).values(
        destinations.map((destination) => ({
          leadId: inserted.id,
          destination,
          idempotencyKey: `lead-${inserted.id}-${destination}`,
        })),
      );
    }
    return { lead: inserted, created: true };
  }

  return {
    outboxOf,
    findByKey,

    async find(formId: number, leadId: number, tx: Reader = db) {
      const [row] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.formId, formId), eq(leads.id, leadId)));
      return row;
    },

    /**
     * Leads of this form in the window with the same normalised e-mail or phone as this one. Read from
     * `data` by the form's e-mail and tel fields, so no personal data is kept anywhere else.
     */
    async recentByContact(form: FormRow, data: Record<string, unknown>): Promise<number> {
      const fields = contactFieldIds(form.definition);
      const email = fields.email.map((id) => normaliseEmail(data[id])).find((v) => v !== '');
      const phone = fields.phone.map((id) => normalisePhone(data[id])).find((v) => v !== '');
      const matches: SQL[] = [];
      if (email) {
        for (const id of fields.email) matches.push(sql`lower(btrim(${leads.data} ->> ${id}::text)) = ${email}`);
      }
      if (phone) {
        for (const id of fields.phone) matches.push(sql`${phoneSql(sql`${leads.data} ->> ${id}::text`)} = ${phone}`);
      }
      if (matches.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(
          and(
            eq(leads.formId, form.id),
            sql`${leads.createdAt} > now() - make_interval(mins => ${CONTACT_LIMIT.windowMinutes})`,
            or(...matches),
          ),
        );
      return row?.n ?? 0;
    },

    /** Stores a lead and its outbox rows in one transaction (see insertLead). */
    async create(form: FormRow, input: NewLead) {
      return db.transaction((tx) => insertLead(tx, form, input));
    },

    /** {@link create} inside the caller's transaction, for a service that stores its own rows with the lead (orders). */
    insert: insertLead,

    async list(formId: number, query: LeadListQuery, tx: Reader = db) {
      const where = and(
        eq(leads.formId, formId),
        query.from ? gte(leads.createdAt, query.from) : undefined,
        query.to ? lte(leads.createdAt, query.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(leads)
          .where(where)
          .orderBy(...orderBy(query.sort, { created_at: leads.createdAt }, leads.id))
          .limit(query.items)
          .offset((query.page - 1) * query.items),
        tx.select({ n: count() }).from(leads).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The lead's outbox rows, each with its delivery attempts, oldest first. */
    async integrations(leadId: number, tx: Reader = db) {
      const [outbox, deliveries] = await Promise.all([
        tx.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId)).orderBy(asc(leadOutbox.id)),
        tx.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)).orderBy(asc(leadDeliveries.id)),
      ]);
      return outbox.map((row) => ({
        id: row.id,
        destination: row.destination,
        status: row.status,
        attempts: row.attempts,
        next_attempt_at: row.nextAttemptAt.toISOString(),
        last_error: row.lastError,
        delivered_at: row.deliveredAt?.toISOString() ?? null,
        idempotency_key: row.idempotencyKey,
        deliveries: deliveries
          .filter((d) => d.outboxId === row.id)
          .map((d) => ({ attempt: d.attempt, at: d.at.toISOString(), ok: d.ok, status_code: d.statusCode, detail: d.detail })),
      }));
    },

    /** Puts the lead's failed rows (of these destinations) back in the queue, due now. Returns the rows changed. */
    async requeue(tx: Pick<Database, 'update'>, leadId: number, destinations?: readonly OutboxDestination[]) {
      return tx
        .update(leadOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(
          and(
            eq(leadOutbox.leadId, leadId),
            failed,
            destinations && destinations.length > 0 ? inArray(leadOutbox.destination, [...destinations]) : undefined,
          ),
        )
        .returning();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: ReturnType<typeof createLeadsRepository>;
  }
}

export const leadsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('leadsRepository', createLeadsRepository(app.db));
  },
  { name: 'leads-repository', dependencies: ['db'], fastify: '5.x' },
);
