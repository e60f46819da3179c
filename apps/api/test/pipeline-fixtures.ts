import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { crmReceipts, forms, leadDeliveries, leadOutbox, leads, mailboxMessages, OUTBOX_DESTINATIONS, type OutboxDestination } from '../src/db/forms.schema.js';

/** Shared by the pipeline tests: a form with notifications and confirmations, and leads with their outbox rows. */

export const RECIPIENTS = ['sales@lux.test', 'manager@lux.test'];

export async function insertForm(db: Database, overrides: Partial<typeof forms.$inferInsert> = {}) {
  const [form] = await db
    .insert(forms)
    .values({
      name: 'צור קשר',
      type: 'contact',
      definition: {
        fields: [
          { id: 'first_name', type: 'text', label: { he: 'שם פרטי', en: 'First name' } },
          { id: 'reply_to', type: 'email', label: { he: 'דוא"ל', en: 'Email' } },
          { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' } },
        ],
      },
      notifications: { recipients: RECIPIENTS, subject: 'ליד חדש מהאתר' },
      confirmations: { enabled: true, subject: 'תודה {{first_name}}', body: 'שלום {{first_name}},\n\nקיבלנו את פנייתך.' },
      ...overrides,
    })
    .returning();
  return form!;
}

/** A lead and its outbox rows in one transaction, as the lead route writes them. */
export async function insertLead(
  db: Database,
  formId: number,
  data: Record<string, unknown> = { first_name: 'דנה', last_name: 'לוי', reply_to: 'dana@visitor.test', phone: '050-1234567', message: '<b>שלום</b> & "ביי"' },
  destinations: readonly OutboxDestination[] = OUTBOX_DESTINATIONS,
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.insert(leads).values({ formId, idempotencyKey: randomUUID(), data, sourceUrl: 'https://lux.test/contact' }).returning();
    const rows = await tx
      .insert(leadOutbox)
      .values(destinations.map((destination) => ({ leadId: lead!.id, destination, idempotencyKey: `lead-${lead!.id}-${destination}` })))
      .returning();
    return { lead: lead!, outbox: rows };
  });
}

export const outboxOf = (db: Database, leadId: number) => db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId)).orderBy(leadOutbox.id);
export const deliveriesOf = (db: Database, outboxIds: number[]) =>
  db.select().from(leadDeliveries).where(inArray(leadDeliveries.outboxId, outboxIds)).orderBy(leadDeliveries.id);
export const receiptsFor = (db: Database, key: string) => db.select().from(crmReceipts).where(eq(crmReceipts.idempotencyKey, key));
export const mailFor = (db: Database, messageId: string) => db.select().from(mailboxMessages).where(eq(mailboxMessages.messageId, messageId));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `step` until `done` holds, failing after `timeoutMs`. */
export async function until(step: () => Promise<unknown>, done: () => Promise<boolean>, timeoutMs = 10_000, pauseMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await step();
    if (await done()) return;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the outbox');
    await sleep(pauseMs);
  }
}
