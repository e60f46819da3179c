import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { forms, leads } from '../../db/schema.js';
import { containsPattern, orderBy } from '../../http/back-office.js';
import type {
  ConfirmationsSetting,
  FormInput,
  IntegrationsSetting,
  NotificationsSetting,
  ThankYouSetting,
} from './forms.schemas.js';

export type FormRow = typeof forms.$inferSelect;
type Reader = Pick<Database, 'select'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A stored setting with every key present: old rows and partial bodies read the same. */
export const settingsOf = {
  thankYou: (value: unknown): ThankYouSetting => {
    const v = record(value);
    return {
      title: text(v['title']),
      title_en: text(v['title_en']),
      message: text(v['message']),
      message_en: text(v['message_en']),
      redirect_url: text(v['redirect_url']),
    };
  },
  notifications: (value: unknown): NotificationsSetting => {
    const v = record(value);
    const recipients = Array.isArray(v['recipients']) ? v['recipients'].filter((r): r is string => typeof r === 'string') : [];
    return { recipients, subject: text(v['subject']) };
  },
  confirmations: (value: unknown): ConfirmationsSetting => {
    const v = record(value);
    return {
      enabled: v['enabled'] === true,
      subject: text(v['subject']),
      subject_en: text(v['subject_en']),
      body: text(v['body']),
      body_en: text(v['body_en']),
    };
  },
  integrations: (value: unknown): IntegrationsSetting => {
    const crm = record(record(value)['crm']);
    return { crm: { enabled: crm['enabled'] === true, system: text(crm['system']) || 'default' } };
  },
};

/** What a visitor needs to render and submit the form. */
export const publicForm = (row: FormRow) => ({
  id: row.id,
  type: row.type,
  locale: row.locale,
  definition: row.definition,
  thank_you: settingsOf.thankYou(row.thankYou),
});

/** The whole record, for editors (and for the audit log: a form holds no personal data). */
export const fullForm = (row: FormRow) => ({
  ...publicForm(row),
  name: row.name,
  notifications: settingsOf.notifications(row.notifications),
  confirmations: settingsOf.confirmations(row.confirmations),
  integrations: settingsOf.integrations(row.integrations),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The body's fields as columns, with the settings normalised so every key is stored. */
export function columnsOf(body: FormInput) {
  const notifications = settingsOf.notifications(body.notifications);
  return {
    name: body.name.trim(),
    type: body.type ?? 'contact',
    locale: body.locale ?? 'he',
    definition: body.definition,
    thankYou: settingsOf.thankYou(body.thank_you),
    // Addresses compare case-insensitively; duplicates would send the same mail twice.
    notifications: { ...notifications, recipients: [...new Set(notifications.recipients.map((r) => r.trim().toLowerCase()))] },
    confirmations: settingsOf.confirmations(body.confirmations),
    integrations: settingsOf.integrations(body.integrations),
  };
}

/** The export file's `form`: everything that makes the form, no ids, no timestamps, no leads. */
export const exportedForm = (row: FormRow) => {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = fullForm(row);
  return { ...rest, locale: row.locale === 'en' ? ('en' as const) : ('he' as const) };
};

export interface FormListQuery {
  page: number;
  items: number;
  sort: string;
  q?: string | undefined;
  type?: string | undefined;
  locale?: string | undefined;
}

export function createFormsRepository(db: Database) {
  const leadCount = sql<number>`(select count(*)::int from ${leads} where ${leads.formId} = ${forms.id})`;
  return {
    async list(query: FormListQuery) {
      const q = query.q?.trim();
      const where = and(
        q ? or(ilike(forms.name, containsPattern(q)), ilike(forms.type, containsPattern(q))) : undefined,
        query.type ? eq(forms.type, query.type) : undefined,
        query.locale ? eq(forms.locale, query.locale) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ form: forms, leads: leadCount })
          .from(forms)
          .where(where)
          .orderBy(
            ...orderBy(
              query.sort,
              { name: sql`${forms.name} collate "C"`, type: forms.type, created_at: forms.createdAt, updated_at: forms.updatedAt },
              forms.id,
            ),
          )
          .limit(query.items)
          .offset((query.page - 1) * query.items),
        db.select({ n: count() }).from(forms).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        rows: rows.map(({ form, leads: n }) => ({
          id: form.id,
          name: form.name,
          type: form.type,
          locale: form.locale,
          crm_enabled: settingsOf.integrations(form.integrations).crm.enabled,
          leads: Number(n),
          created_at: form.createdAt.toISOString(),
          updated_at: form.updatedAt.toISOString(),
        })),
      };
    },

    async find(id: number, tx: Reader = db, lock = false): Promise<FormRow | undefined> {
      const query = tx.select().from(forms).where(eq(forms.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    formsRepository: ReturnType<typeof createFormsRepository>;
  }
}

export const formsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('formsRepository', createFormsRepository(app.db));
  },
  { name: 'forms-repository', dependencies: ['db'], fastify: '5.x' },
);
