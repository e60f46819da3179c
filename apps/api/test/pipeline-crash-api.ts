import { contactFormBody, validLead } from './support/forms.js';
import { type ApiSetup, call, waitFor } from './pipeline-crash-harness.js';

/** The crash test's calls to the API it runs: as an admin in the back office, and as a visitor. */

export async function createForm({ port, admin }: ApiSetup): Promise<number> {
  const answer = await call(port, 'POST', '/forms/forms', { body: contactFormBody(), headers: admin });
  if (answer.status !== 200)
    throw new Error(`Could not create a form: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: { id: number } }).data.id;
}

export interface Integration {
  id: number;
  destination: 'crm' | 'notification_email' | 'confirmation_email';
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  idempotency_key: string;
  delivered_at: string | null;
  deliveries: { attempt: number; at: string; ok: boolean; status_code: number | null; detail: string }[];
}

export async function integrationsOf(
  { port, admin }: ApiSetup,
  formId: number,
  leadId: number,
): Promise<Integration[]> {
  const answer = await call(port, 'GET', `/forms/forms/${formId}/leads/${leadId}/integrations`, {
    headers: admin,
  });
  if (answer.status !== 200)
    throw new Error(`integrations of lead ${leadId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: Integration[] }).data;
}

export async function submit({ port }: ApiSetup, formId: number): Promise<number> {
  const answer = await call(port, 'POST', `/forms/forms/${formId}/leads`, { body: validLead() });
  if (answer.status !== 201)
    throw new Error(`A lead was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: { id: number } }).data.id;
}

export async function receiptsByKey({ port, admin }: ApiSetup): Promise<Map<string, number>> {
  const answer = await call(port, 'GET', '/forms/fake-crm/receipts?items=100', { headers: admin });
  if (answer.status !== 200) throw new Error(`receipts: ${answer.status} ${JSON.stringify(answer.body)}`);
  const rows = (answer.body as { data: { attributes: { idempotency_key: string; deliveries: number } }[] })
    .data;
  return new Map(rows.map(({ attributes }) => [attributes.idempotency_key, attributes.deliveries]));
}

export const crmOf = (rows: Integration[]) => rows.find((row) => row.destination === 'crm')!;

export type Summary = Pick<Integration, 'destination' | 'status' | 'attempts'>;

/**
 * The form's leads with their integrations' status, 100 a page: a few requests per poll, where asking
 * for every lead's delivery log would load the API being watched with hundreds.
 */
export async function leadsOf({ port, admin }: ApiSetup, formId: number) {
  const all: { id: number; integrations: Summary[] }[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(port, 'GET', `/forms/forms/${formId}/leads?items=100&page=${page}`, {
      headers: admin,
    });
    if (answer.status !== 200) throw new Error(`leads: ${answer.status} ${JSON.stringify(answer.body)}`);
    const { data } = answer.body as { data: { id: number; integrations: Summary[] }[] };
    all.push(...data);
    if (data.length < 100) return all;
  }
}

/** Counts of integrations by status, for progress and failure messages. */
export function tally(rows: { integrations: Summary[] }[]): string {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const i of row.integrations) counts.set(i.status, (counts.get(i.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} ${status}`).join(', ') || 'nothing';
}

/** Waits until every lead of the form (and at least `leadCount`) has all its integrations `done`. */
export async function leadsWhen(
  setup: ApiSetup,
  formId: number,
  leadCount: number,
  done: (row: Summary) => boolean,
  what: string,
  timeoutMs: number,
) {
  let seen = 'no answer yet';
  return waitFor(
    () => `${what} (last seen: ${seen})`,
    async () => {
      const rows = await leadsOf(setup, formId);
      seen = `${rows.length} leads; ${tally(rows)}`;
      return rows.length >= leadCount &&
        rows.every((row) => row.integrations.length > 0 && row.integrations.every(done))
        ? rows
        : undefined;
    },
    timeoutMs,
    1_000,
  );
}
