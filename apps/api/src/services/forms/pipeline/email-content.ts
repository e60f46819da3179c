import { displayValue, fieldLabels } from './lead-fields.js';
import type { OutboxMessage } from './types.js';

/**
 * The two e-mails of a lead, as HTML and text. Every value from a form or a visitor is escaped: a lead
 * is untrusted input, and the notification lands in a staff mailbox.
 */

/** The one place a locale's writing direction is decided for e-mails. */
const DIRECTION: Record<string, 'rtl' | 'ltr'> = { he: 'rtl', ar: 'rtl', en: 'ltr' };
export const directionOf = (locale: string) => DIRECTION[locale.split('-')[0]?.toLowerCase() ?? ''] ?? 'rtl';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const when = (date: Date) =>
  new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Jerusalem' }).format(date);

/** Header lines must not carry line breaks (header injection); long subjects are cut. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
export const oneLine = (value: string, max = 200) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, max);

/** The HTML document every e-mail is: the locale's language and direction, one readable font. */
export function page(locale: string, title: string, body: string): string {
  const lang = escapeHtml(locale);
  return `<!doctype html>
<html dir="${directionOf(locale)}" lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">
${body}
</body>
</html>`;
}

export interface Email {
  subject: string;
  html: string;
  text: string;
}

/** The staff notification: every field of the lead as a table, labelled as the form labels it. */
export function notificationEmail(message: OutboxMessage, subject: string | undefined): Email {
  const { lead, form } = message;
  const title = oneLine(subject?.trim() || `ליד חדש: ${form.name}`);
  const labels = fieldLabels(form.definition);
  const rows = Object.entries(lead.data).map(([key, value]) => ({ label: labels.get(key) ?? key, value: displayValue(value) }));
  const cell = 'padding:6px 10px;border:1px solid #d9d9d9;vertical-align:top';
  const table = rows
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="${cell};background:#f5f5f5;font-weight:600">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const facts = `טופס: ${form.name} · ליד מספר ${lead.id} · ${when(lead.createdAt)}${lead.sourceUrl ? ` · ${lead.sourceUrl}` : ''}`;
  const html = page(
    'he',
    title,
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<table role="presentation" style="border-collapse:collapse">
${table}
</table>
<p style="color:#666;font-size:13px">${escapeHtml(facts)}</p>`,
  );
  const text = [title, '', ...rows.map(({ label, value }) => `${label}: ${value}`), '', facts].join('\n');
  return { subject: title, html, text };
}

/** `{{field}}` in a confirmation's subject or body becomes the visitor's value for that field. */
function fill(template: string, data: Record<string, unknown>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g, (_, key: string) => displayValue(data[key]));
}

/** The visitor's confirmation: the form's own subject and body (plain text, paragraphs by blank lines). */
export function confirmationEmail(message: OutboxMessage, settings: { subject?: string; body?: string }): Email {
  const { lead, form } = message;
  const subject = oneLine(fill(settings.subject?.trim() || `קיבלנו את פנייתך: ${form.name}`, lead.data));
  const body = fill(settings.body?.trim() || 'תודה, פנייתך התקבלה. נחזור אליך בהקדם.', lead.data);
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { subject, html: page(lead.locale || 'he', subject, paragraphs), text: body };
}
