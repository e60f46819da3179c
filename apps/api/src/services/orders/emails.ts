import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { escapeHtml, oneLine, page } from '../forms/pipeline/email-content.js';
import type { ComposedMail, DeliveryResult, MessageKind, OutboxMessage } from '../forms/pipeline/index.js';
import type { OrdersContext } from './context.js';
import { allowedInquiryRecipients } from './lead.js';
import { dealerByCode, vehicleOf } from './orders.repository.js';
import type { OrderRow } from './state.js';
import { confirmationToken } from './tokens.js';
import { vehicleTitle } from './views.js';

/**
 * The orders service's e-mails, sent by the lead pipeline's mail destination (a message kind per form
 * type): the buyer's order confirmation — Hebrew and right-to-left unless the order is English — and the
 * dealer inquiry. Composed at delivery from the order as stored; the confirmation link's token is derived
 * again from the secret (only its hash is stored). Every value is escaped: it came from a visitor.
 */

type Locale = 'he' | 'en';

const TEXT = {
  he: {
    subject: (number: string, car: string) => `הזמנה ${number} התקבלה: ${car}`,
    hello: (name: string) => (name ? `שלום ${name},` : 'שלום,'),
    received: 'תודה! קיבלנו את הזמנת הרכב שלך.',
    number: 'מספר הזמנה',
    car: 'רכב',
    fee: 'דמי הזמנה',
    retailer: 'סוכנות',
    held: 'הסכום מוחזק בכרטיס ויחויב רק עם אישור ההזמנה.',
    free: 'ההזמנה אינה כרוכה בתשלום מראש.',
    confirmCall: 'כדי שנשמור עבורך את הרכב, יש לאשר את ההזמנה בקישור הבא:',
    confirmButton: 'אישור ההזמנה',
    next: 'נציג הסוכנות יחזור אליך בהקדם כדי לתאם את ההמשך.',
  },
  en: {
    subject: (number: string, car: string) => `Order ${number} received: ${car}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    received: 'Thank you! We have received your car order.',
    number: 'Order number',
    car: 'Car',
    fee: 'Reservation fee',
    retailer: 'Retailer',
    held: 'The amount is held on your card and charged only when the order is confirmed.',
    free: 'This order needs no payment in advance.',
    confirmCall: 'To keep the car for you, please confirm the order with this link:',
    confirmButton: 'Confirm the order',
    next: 'The retailer will contact you shortly to arrange the next steps.',
  },
} satisfies Record<Locale, Record<string, unknown>>;

const money = (minor: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-IL' : 'he-IL', { style: 'currency', currency }).format(minor / 100);

const cell = 'padding:6px 10px;border:1px solid #d9d9d9;vertical-align:top;text-align:start';

function table(rows: Array<[string, string]>): string {
  return `<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell};background:#f5f5f5;font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`;
}

/** The link the NO_PAYMENT_WITH_CONFIRMATION_EMAIL buyer confirms with (the site's confirmation route). */
export function confirmationUrl(siteUrl: string, order: Pick<OrderRow, 'number' | 'locale'>, token: string): string {
  const prefix = order.locale === 'en' ? '/en' : '';
  return `${siteUrl}${prefix}/showroom-order-online/confirmation/${encodeURIComponent(order.number)}?token=${encodeURIComponent(token)}`;
}

const failed = (detail: string, retryable = false): DeliveryResult => ({ ok: false, retryable, detail });

/** The buyer's confirmation of an order placed through the journey. */
export async function orderConfirmation(context: OrdersContext, message: OutboxMessage): Promise<ComposedMail | DeliveryResult> {
  const { db } = context;
  const [order] = await db.select().from(orders).where(eq(orders.rdxFormsLeadId, message.lead.id));
  if (!order) return failed('No order has this lead; nothing to confirm.');
  const to = order.customerEmail;
  if (!to) return failed('The order has no customer e-mail address.');
  const locale: Locale = order.locale === 'en' ? 'en' : 'he';
  const t = TEXT[locale];
  const found = await vehicleOf(db, order.vehicleId);
  const code = (order.metadata['retailer'] as { dealer_code?: unknown } | null | undefined)?.dealer_code;
  const retailer = (typeof code === 'string' ? await dealerByCode(db, code) : undefined) ?? found?.dealer ?? null;
  const car = vehicleTitle(found?.vehicle) ?? order.vehicleVin;
  const attributes = order.leadAttributes ?? {};
  const name = typeof attributes['first_name'] === 'string' ? attributes['first_name'] : '';
  const amount = money(order.amount ?? 0, order.currency ?? 'ILS', locale);
  const rows: Array<[string, string]> = [
    [t.number, order.number],
    [t.car, `${car} (VIN ${order.vehicleVin})`],
    [t.fee, amount],
  ];
  if (retailer) {
    const retailerName = locale === 'en' ? retailer.nameEn : retailer.nameHe;
    const city = locale === 'en' ? retailer.cityEn : retailer.cityHe;
    rows.push([t.retailer, `${retailerName}, ${city} · ${retailer.phone}`]);
  }
  const paymentNote = order.paymentStatus === 'not_required' ? t.free : t.held;
  const link = order.confirmationByLink ? confirmationUrl(context.config.siteUrl, order, confirmationToken(context.config.tokenSecret, order.number)) : null;
  const subject = oneLine(t.subject(order.number, car));
  const html = page(
    locale,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(t.hello(name))}</h1>
<p>${escapeHtml(t.received)}</p>
${table(rows)}
<p>${escapeHtml(paymentNote)}</p>
${
  link
    ? `<p>${escapeHtml(t.confirmCall)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1a1a1a;color:#ffffff;text-decoration:none">${escapeHtml(t.confirmButton)}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(link)}</p>`
    : ''
}
<p>${escapeHtml(t.next)}</p>`,
  );
  const text = [
    t.hello(name),
    '',
    t.received,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    paymentNote,
    ...(link ? ['', t.confirmCall, link] : []),
    '',
    t.next,
  ].join('\n');
  return { to: [to], subject, html, text };
}

/** The dealer inquiry: to the recipients the visitor chose, each checked again against the configured ones. */
export async function inquiryNotification(context: OrdersContext, message: OutboxMessage): Promise<ComposedMail | DeliveryResult> {
  const data = message.lead.data;
  const value = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const allowed = await allowedInquiryRecipients(context.db);
  const to = value('recipients')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter((address) => allowed.has(address));
  if (to.length === 0) return failed('None of the inquiry recipients is configured any more.');
  const car = value('vehicle') || value('vin') || value('vehicle_id');
  const subject = oneLine(`פנייה על רכב במלאי: ${car || 'ללא פרטי רכב'}`);
  const url = value('vehicle_url');
  const link = url.startsWith('/') ? `${context.config.siteUrl}${url}` : url;
  const rows: Array<[string, string]> = [
    ['שם', value('full_name')],
    ['דוא"ל', value('email')],
    ['טלפון', value('phone')],
    ['רכב', car],
    ['VIN', value('vin')],
    ['הודעה', value('message')],
  ].filter(([, v]) => v !== '') as Array<[string, string]>;
  const html = page(
    'he',
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${table(rows)}
${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}
<p style="color:#666;font-size:13px">${escapeHtml(`ליד מספר ${message.lead.id}`)}</p>`,
  );
  const text = [subject, '', ...rows.map(([label, v]) => `${label}: ${v}`), ...(link ? ['', link] : []), '', `ליד מספר ${message.lead.id}`].join('\n');
  return { to, subject, html, text };
}

export function orderMessageKinds(context: OrdersContext): { order: MessageKind; inquiry: MessageKind } {
  return {
    order: { confirmation: (message) => orderConfirmation(context, message) },
    inquiry: { notification: (message) => inquiryNotification(context, message) },
  };
}
