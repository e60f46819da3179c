import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthHeaders } from './tokens.js';

/** A contact form as the back office would post it: every kind of rule the lead validation knows. */
export function contactFormBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'צור קשר',
    type: 'contact',
    locale: 'he',
    definition: {
      fields: [
        { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true, min: 2, max: 80 } },
        { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true } },
        { id: 'phone', type: 'tel', label: { he: 'טלפון', en: 'Phone' } },
        {
          id: 'model',
          type: 'select',
          label: { he: 'דגם', en: 'Model' },
          options: [
            { value: 'defender', label: { he: 'דיפנדר', en: 'Defender' } },
            { value: 'discovery', label: { he: 'דיסקברי', en: 'Discovery' } },
          ],
        },
        { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' }, rules: { max: 500 } },
        { id: 'consent', type: 'consent', label: { he: 'אני מסכים/ה', en: 'I agree' }, rules: { required: true } },
      ],
    },
    thank_you: { title: 'תודה!', title_en: 'Thank you!', message: 'נחזור אליך בהקדם.' },
    notifications: { recipients: ['Sales@Lux.Example'], subject: 'ליד חדש' },
    confirmations: { enabled: true, subject: 'קיבלנו את פנייתך', body: 'תודה' },
    integrations: { crm: { enabled: true, system: 'default' } },
    ...overrides,
  };
}

/** A mobile number of its own, so the per-phone limit (5 in 10 minutes) never trips by accident. */
export const randomPhone = () => `05${randomInt(10)}-${String(randomInt(10_000_000)).padStart(7, '0')}`;

/** A lead that passes the contact form's rules, with its own e-mail and phone. */
export function validLead(data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    data: { full_name: 'ישראל ישראלי', email: `visitor-${randomUUID().slice(0, 8)}@example.com`, phone: randomPhone(), model: 'defender', consent: true, ...data },
    ...extra,
  };
}

export async function createForm(app: FastifyInstance, headers: AuthHeaders, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/forms/forms', headers, payload: contactFormBody(overrides) });
  if (response.statusCode !== 200) throw new Error(`Could not create a form: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}
