import type { FormRecord, FormSummaryRow, LeadDelivery, LeadExport, LeadRow, MailboxMessage, MailboxRow } from '../api/types';

/** Test and story data of the forms screens: the seeded contact form, two leads, their deliveries, exports, mail. */

export const contactForm: FormRecord = {
  id: '3',
  name: 'צור קשר',
  type: 'contact',
  locale: 'he',
  definition: {
    fields: [
      { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true, max: 100 } },
      { id: 'email', type: 'email', label: { he: 'דוא״ל', en: 'E-mail' }, rules: { required: true, pattern: 'email' }, width: 'half' },
      { id: 'phone', type: 'tel', label: { he: 'טלפון', en: 'Phone' }, rules: { required: true, pattern: 'phone_il' }, width: 'half' },
      {
        id: 'model',
        type: 'select',
        label: { he: 'דגם', en: 'Model' },
        options: [
          { value: 'defender', label: { he: 'דיפנדר', en: 'Defender' } },
          { value: 'discovery', label: { he: 'דיסקברי', en: 'Discovery' } },
        ],
      },
      { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' }, rules: { max: 1000 } },
      { id: 'campaign', type: 'hidden', label: { he: 'קמפיין', en: 'Campaign' }, defaultValue: 'site' },
      { id: 'consent', type: 'consent', label: { he: 'אני מסכים/ה לתנאים', en: 'I agree to the terms' }, rules: { required: true } },
    ],
    layout: { columns: 2 },
  },
  thank_you: { title: 'תודה!', title_en: 'Thank you!', message: 'נחזור אליך בהקדם.', message_en: 'We will be in touch.', redirect_url: '' },
  notifications: { recipients: ['sales@lux.example'], subject: 'פנייה חדשה' },
  confirmations: { enabled: true, subject: 'קיבלנו את פנייתך', subject_en: 'We got your request', body: 'תודה', body_en: 'Thanks' },
  integrations: { crm: { enabled: true, system: 'webhook' } },
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-25T08:00:00.000Z',
};

/** The same form as sales get it: no name, no settings but the thank-you view. */
export const contactFormForSales: FormRecord = {
  id: contactForm.id,
  type: contactForm.type,
  locale: contactForm.locale,
  definition: contactForm.definition,
  thank_you: contactForm.thank_you,
};

export const formRows: FormSummaryRow[] = [
  { id: '3', name: 'צור קשר', type: 'contact', locale: 'he', crm_enabled: true, leads: 12, created_at: '2026-11-20T08:00:00.000Z', updated_at: '2026-11-25T08:00:00.000Z' },
  { id: '4', name: 'Test drive', type: 'test_drive', locale: 'en', crm_enabled: false, leads: 0, created_at: '2026-11-20T08:00:00.000Z', updated_at: '2026-11-21T08:00:00.000Z' },
];

export const leadRows: LeadRow[] = [
  {
    id: '12',
    form_id: 3,
    created_at: '2026-11-26T09:15:00.000Z',
    locale: 'he',
    source_url: 'https://lux.example/contact',
    data: { full_name: 'דנה כהן', email: 'dana@example.com', phone: '050-1234567', model: 'defender', message: 'אשמח לנסיעת מבחן', campaign: 'site', consent: true },
    integrations: [
      { destination: 'crm', status: 'dead', attempts: 8, last_error: 'HTTP 503' },
      { destination: 'notification_email', status: 'delivered', attempts: 1, last_error: null },
      { destination: 'confirmation_email', status: 'delivered', attempts: 1, last_error: null },
    ],
  },
  {
    id: '11',
    form_id: 3,
    created_at: '2026-11-25T17:40:00.000Z',
    locale: 'en',
    source_url: null,
    data: { full_name: 'Noam Levi', email: 'noam@example.com', phone: '052-7654321', consent: true },
    integrations: [{ destination: 'crm', status: 'delivered', attempts: 1, last_error: null }],
  },
];

export const deliveries: LeadDelivery[] = [
  {
    id: 31,
    destination: 'crm',
    status: 'dead',
    attempts: 2,
    next_attempt_at: '2026-11-26T09:20:00.000Z',
    last_error: 'HTTP 503 Service Unavailable',
    delivered_at: null,
    idempotency_key: 'lead-12-crm',
    deliveries: [
      { attempt: 1, at: '2026-11-26T09:15:01.000Z', ok: false, status_code: 503, detail: 'Service Unavailable' },
      { attempt: 2, at: '2026-11-26T09:15:09.000Z', ok: false, status_code: null, detail: 'connect ECONNREFUSED 127.0.0.1:3999' },
    ],
  },
  {
    id: 32,
    destination: 'notification_email',
    status: 'delivered',
    attempts: 1,
    next_attempt_at: '2026-11-26T09:15:00.000Z',
    last_error: null,
    delivered_at: '2026-11-26T09:15:02.000Z',
    idempotency_key: 'lead-12-notification_email',
    deliveries: [{ attempt: 1, at: '2026-11-26T09:15:02.000Z', ok: true, status_code: 250, detail: '250 Accepted' }],
  },
];

export const exportRows: LeadExport[] = [
  {
    id: '7',
    form_id: 3,
    format: 'csv',
    status: 'processing',
    total: 200,
    processed: 50,
    progress: 0.25,
    byte_size: null,
    query: { filter: { created_at_gteq: '2026-11-01', created_at_lteq: '2026-11-30' }, sort: '-created_at' },
    error: null,
    created_at: '2026-11-26T10:00:00.000Z',
    completed_at: null,
    download_url: null,
  },
  {
    id: '6',
    form_id: 3,
    format: 'xlsx',
    status: 'completed',
    total: 12,
    processed: 12,
    progress: 1,
    byte_size: 8124,
    query: { filter: {}, sort: '-created_at' },
    error: null,
    created_at: '2026-11-25T10:00:00.000Z',
    completed_at: '2026-11-25T10:00:03.000Z',
    download_url: '/forms/3/lead_exports/6/download',
  },
  {
    id: '5',
    form_id: 3,
    format: 'csv',
    status: 'failed',
    total: 0,
    processed: 0,
    progress: 0,
    byte_size: null,
    query: { filter: {}, sort: 'created_at' },
    error: 'The export was interrupted; start it again.',
    created_at: '2026-11-24T10:00:00.000Z',
    completed_at: null,
    download_url: null,
  },
];

export const mailboxRows: MailboxRow[] = [
  {
    id: '41',
    mail_from: 'no-reply@lux.example',
    rcpt_to: ['sales@lux.example'],
    subject: 'פנייה חדשה: צור קשר',
    message_id: '<a1@lux.example>',
    received_at: '2026-11-26T09:15:02.000Z',
  },
  {
    id: '42',
    mail_from: 'no-reply@lux.example',
    rcpt_to: ['dana@example.com'],
    subject: 'קיבלנו את פנייתך',
    message_id: '<a2@lux.example>',
    received_at: '2026-11-26T09:15:03.000Z',
  },
];

const boundary = '--_NmP-lux-1';
/** A multipart message as nodemailer writes it: a text part and an HTML part with a script and a tracker. */
export const mailboxMessage: MailboxMessage = {
  ...mailboxRows[0]!,
  raw: [
    'From: Lux <no-reply@lux.example>',
    'To: sales@lux.example',
    'Subject: =?UTF-8?B?16TXoNeZ15nXlCDXl9eT16nXlA==?=',
    'Message-ID: <a1@lux.example>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    'שם מלא: דנה כהן',
    'דוא״ל: dana@example.com',
    'טלפון: 050-1234567',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    '<h1>פנייה חדשה</h1><p>שם מלא: <b>דנה כהן</b></p><script>parent.document.title="pwned"</script><img src="https://tracker.example/p.gif" alt="">',
    `--${boundary}--`,
    '',
  ].join('\r\n'),
};

/** A list answer of the forms service. */
export const listBody = <T>(data: T[], meta: Partial<{ total: number; page: number; items: number; pages: number }> = {}) => ({
  data,
  meta: { total: data.length, page: 1, items: 25, pages: 1, ...meta },
});
