import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client.js';
import { dealers, forms, orders, stockCompanyConfigs, stockVehicles } from '../../db/schema.js';
import { checkLead, unstorableAt, UNSTORABLE_DETAIL } from '../forms/definition.js';
import type { FormRow } from '../forms/forms.repository.js';
import type { OrdersContext } from './context.js';
import { OrderRefusal } from './errors.js';
import { keepHold } from './holds.js';
import { emailsOf, readCompanyConfig } from './order-config.js';
import { dealerByCode, findById, findByLock } from './orders.repository.js';
import { syncAuthorisation } from './payment.js';
import { isPaying, referenceOf } from './vendors.js';
import type { ApiLeadBody, CreateOrderBody, InquiryBody, LeadAttributes, Metadata } from './schemas.js';
import { type OrderRow, transition } from './state.js';
import { confirmationToken, tokenHash } from './tokens.js';
import { vehicleTitle } from './views.js';

/**
 * The order's lead (B§3.5 `rdx_forms_lead_id`): the buyer's details go through the forms pipeline as a
 * lead of the seeded order-online form, stored with its outbox rows in the same transaction as the order's
 * move to `created`. The pipeline then sends the buyer's confirmation (composed by emails.ts), the sales
 * notification and the CRM delivery, with its retries. The dealer inquiry is a lead of its own form.
 */

export const ORDER_FORM_TYPE = 'order_online';
export const INQUIRY_FORM_TYPE = 'order_online_inquiry';

type Reader = Pick<Database, 'select'>;

/** The form the orders service stores its leads in: the oldest of the type (the seeded one). */
export async function leadFormOf(db: Reader, type: string): Promise<FormRow> {
  const [form] = await db.select().from(forms).where(eq(forms.type, type)).orderBy(asc(forms.id)).limit(1);
  if (!form) throw new OrderRefusal(409, `No form of type ${type} exists to store the lead in; run the seed or create one.`, 'no_lead_form');
  return form;
}

const money = (minor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-IL' : 'he-IL', { style: 'currency', currency }).format(minor / 100);

type Attributes = Static<typeof LeadAttributes>;
type OrderMetadata = Static<typeof Metadata>;

/** The lead's values: the buyer's fields and the order's facts as text (the form keeps the fields it defines). */
async function leadValues(db: Reader, order: OrderRow, input: { attributes: Attributes; metadata: OrderMetadata; vendor: string | null; financeOption: string | null; locale: string }) {
  const [vehicle] = order.vehicleId === null ? [] : await db.select().from(stockVehicles).where(eq(stockVehicles.id, order.vehicleId));
  const retailerCode = input.metadata.retailer?.dealer_code ?? vehicle?.dealerCode ?? null;
  const retailer = retailerCode ? await dealerByCode(db, retailerCode) : undefined;
  const { trade_in: tradeIn, service_pack: servicePack, appointment } = input.metadata;
  const text = (parts: Array<string | number | undefined | null>) => parts.filter((part) => part !== undefined && part !== null && part !== '').join(' · ');
  return {
    ...input.attributes,
    order_number: order.number,
    vehicle: vehicleTitle(vehicle) ?? '',
    vin: order.vehicleVin,
    amount: money(order.amount ?? 0, order.currency ?? 'ILS', input.locale),
    payment_vendor: input.vendor ?? '',
    finance_option: input.financeOption ?? '',
    retailer: retailer ? `${retailer.nameHe} (${retailer.dealerCode})` : (input.metadata.retailer?.name ?? ''),
    trade_in: tradeIn ? text([tradeIn.brand, tradeIn.model, tradeIn.registrationDate, tradeIn.mileage === undefined ? undefined : `${tradeIn.mileage} km`]) : '',
    service_pack: servicePack ? (servicePack.title ?? servicePack.id) : '',
    appointment: appointment ? `${appointment.date} ${appointment.slot}` : '',
    // Issue 15: the monthly quote the buyer saw on the showroom page, compact JSON (like a form's hidden value).
    finance_quote: input.metadata.finance_quote ? JSON.stringify(input.metadata.finance_quote) : '',
  };
}

/** The form's own rules on the lead (required fields, lengths, phone pattern), pointing at the order body. */
function checkOrderLead(form: FormRow, locale: 'he' | 'en', values: Record<string, unknown>, attributeKeys: readonly string[]) {
  const check = checkLead(form.definition, locale, values);
  if (check.ok) return check.value;
  const problems = check.problems.map((problem) => {
    const field = problem.source?.pointer?.replace(/^\/data\/?/, '') ?? '';
    return { detail: problem.detail, source: { pointer: attributeKeys.includes(field) ? `/lead_attributes/${field}` : '/lead_attributes' } };
  });
  throw new OrderRefusal(400, problems[0]?.detail ?? 'The buyer details are not valid.', undefined, undefined, problems);
}

export interface PlaceInput {
  mode: 'order' | 'lead';
  lockId: string;
  vehicleId: number;
  vendor: CreateOrderBodyVendor | null;
  financeOption: string | null;
  customerEmail: string;
  attributes: Attributes;
  metadata: OrderMetadata;
  locale: 'he' | 'en';
  configUrl?: string | undefined;
  references?: { stripe?: string | undefined; paypal?: string | undefined; liqpay?: string | undefined };
}
type CreateOrderBodyVendor = Static<typeof CreateOrderBody>['vendor'];

export function placeInputOf(body: Static<typeof CreateOrderBody>): PlaceInput {
  return {
    mode: 'order',
    lockId: body.lock_id,
    vehicleId: body.vehicle_id,
    vendor: body.vendor,
    financeOption: body.finance_option === 'calculator' ? 'lease' : body.finance_option,
    customerEmail: body.customer_email,
    attributes: body.lead_attributes,
    metadata: body.metadata ?? {},
    locale: body.locale ?? 'he',
    configUrl: body.config_url,
    references: { stripe: body.stripe_payment_intent_id, paypal: body.paypal_order_id, liqpay: body.liqpay_order_id },
  };
}

export function apiLeadInputOf(body: Static<typeof ApiLeadBody>): PlaceInput {
  return {
    mode: 'lead',
    lockId: body.lock_id,
    vehicleId: body.vehicle_id,
    vendor: body.vendor ?? null,
    financeOption: body.finance_option === 'calculator' ? 'lease' : (body.finance_option ?? null),
    customerEmail: body.lead_attributes.email,
    attributes: body.lead_attributes,
    metadata: body.metadata ?? {},
    locale: body.locale ?? 'he',
  };
}

/**
 * POST /buy_online/orders (`mode: order`): the order gets its lead and moves to `created` — after its
 * payment is authorised for a paying vendor (the vendor is asked when no webhook told us yet; 409
 * `not_paid` otherwise), at once for a vendor without payment. POST /api/leads (`mode: lead`): the lead
 * first, before payment (the stock-locator flow); the order moves on when the payment comes.
 * A repeated call finds the lead and answers the order as it is.
 */
export async function placeOrder(context: OrdersContext, input: PlaceInput): Promise<{ order: OrderRow; created: boolean }> {
  const { db, log } = context;
  const bad = unstorableAt({ attributes: input.attributes, metadata: input.metadata });
  if (bad) throw new OrderRefusal(400, UNSTORABLE_DETAIL, undefined, { pointer: bad.replace(/^\/attributes/, '/lead_attributes') });
  let order = await findByLock(db, input.lockId);
  if (!order || order.vehicleId !== input.vehicleId) throw new OrderRefusal(404, 'No hold has this lock id for this car.', undefined, { pointer: '/lock_id' });
  if (order.rdxFormsLeadId !== null) return { order, created: false };
  const form = await leadFormOf(db, ORDER_FORM_TYPE);
  const vendor = input.vendor;
  if (vendor !== null) {
    const config = await readCompanyConfig(db, order.vendorUuid);
    if (!config.orderOnline.paymentVendorTypes.includes(vendor)) throw new OrderRefusal(409, `${vendor} is not offered for this order.`, 'vendor_not_offered', { pointer: '/vendor' });
  }
  if (input.mode === 'order' && isPaying(vendor) && order.state === 'initialised') {
    const stored = referenceOf(order, vendor);
    const given = vendor === 'STRIPE' ? input.references?.stripe : vendor === 'PAYPAL' ? input.references?.paypal : input.references?.liqpay;
    if (!stored || (given !== undefined && given !== stored)) throw new OrderRefusal(409, 'No payment of this order is known to be authorised yet.', 'not_paid');
    await syncAuthorisation(context, order, vendor, { cause: 'order call' });
    order = (await findById(db, order.id))!;
    if (order.state === 'initialised') throw new OrderRefusal(409, 'The payment is not authorised yet; finish paying first.', 'not_paid');
  }
  const values = await leadValues(db, order, input);
  const data = checkOrderLead(form, input.locale, values, Object.keys(input.attributes));

  const orderId = order.id;
  const result = await db.transaction(async (tx) => {
    const locked = await findById(tx, orderId, true);
    if (!locked) throw new OrderRefusal(404, 'No such order.');
    if (locked.rdxFormsLeadId !== null) return { order: locked, created: false };
    const paying = isPaying(vendor);
    const from = locked.state;
    const allowed = input.mode === 'lead' ? from === 'initialised' || from === 'paid' : paying ? from === 'paid' : from === 'initialised';
    if (!allowed) {
      throw from === 'initialised'
        ? new OrderRefusal(409, 'The payment is not authorised yet; finish paying first.', 'not_paid')
        : new OrderRefusal(409, `The order is ${from}; it cannot take these details now.`, 'order_state');
    }
    const { lead } = await context.insertLead(tx, form, {
      idempotencyKey: `order-${locked.number}`,
      data,
      locale: input.locale,
      sourceUrl: input.configUrl ?? null,
    });
    const byLink = vendor === 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL';
    const fields = {
      rdxFormsLeadId: lead.id,
      leadAttributes: input.attributes,
      customerEmail: input.customerEmail,
      metadata: input.metadata,
      financeOption: input.financeOption,
      locale: input.locale,
      ...(input.configUrl ? { configUrl: input.configUrl } : {}),
      ...(vendor !== null && !paying ? { vendor, paymentStatus: 'not_required' as const } : {}),
      ...(byLink ? { confirmationByLink: true, confirmationTokenHash: tokenHash(confirmationToken(context.config.tokenSecret, locked.number)) } : {}),
    };
    const goesOn = input.mode === 'order' || from === 'paid';
    if (!goesOn) {
      const [updated] = await tx.update(orders).set(fields).where(eq(orders.id, locked.id)).returning();
      return { order: updated!, created: true };
    }
    if (from === 'initialised' && !(await keepHold(tx, locked.lockId))) {
      throw new OrderRefusal(409, 'The hold on this car has run out; start again to hold it.', 'hold_lost');
    }
    const moved = await transition(
      tx,
      locked,
      'created',
      { cause: input.mode === 'order' ? 'order call' : 'lead call', data: { lead_id: lead.id, vendor } },
      { ...fields, holdExpiresAt: null },
      log,
    );
    if (!moved.moved) throw new OrderRefusal(409, 'The order changed meanwhile; try again.', 'order_state');
    return { order: moved.order, created: true };
  });
  if (result.created) {
    log.info({ order: result.order.number, leadId: result.order.rdxFormsLeadId, state: result.order.state }, 'order lead stored');
    context.wakeMail();
  }
  return result;
}

/** Who may receive an inquiry: the retailers' addresses and the companies' configured inquiry recipients. */
export async function allowedInquiryRecipients(db: Reader): Promise<Set<string>> {
  const [dealerRows, configRows] = await Promise.all([
    db.select({ email: dealers.email }).from(dealers),
    db
      .select({ data: stockCompanyConfigs.data })
      .from(stockCompanyConfigs)
      .where(inArray(stockCompanyConfigs.configType, ['order_online', 'config_order_online'])),
  ]);
  const configured = configRows.flatMap((row) => emailsOf((row.data as Record<string, unknown> | null)?.['inquiry_recipients']));
  return new Set([...emailsOf(dealerRows.map((row) => row.email)), ...configured]);
}

/**
 * PUT /buy_online/orders/send_inquiry_email: a lead of the inquiry form, whose notification the pipeline
 * sends to the chosen recipients — each of them a configured address, never one the visitor typed in.
 */
export async function sendInquiry(context: OrdersContext, body: Static<typeof InquiryBody>): Promise<number> {
  const { db } = context;
  const allowed = await allowedInquiryRecipients(db);
  const recipients = body.recipients.map((address) => address.trim().toLowerCase());
  const refused = recipients.findIndex((address) => !allowed.has(address));
  if (refused >= 0) {
    throw new OrderRefusal(400, 'Inquiries go only to the retailers and the addresses the site has configured.', 'recipient_not_allowed', { pointer: `/recipients/${refused}` });
  }
  const bad = unstorableAt(body);
  if (bad) throw new OrderRefusal(400, UNSTORABLE_DETAIL, undefined, { pointer: bad });
  const form = await leadFormOf(db, INQUIRY_FORM_TYPE);
  const customer = body.customer_data;
  const vehicle = body.vehicle_data;
  const locale = body.locale ?? 'he';
  const name = customer.name ?? [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  const values = {
    full_name: name,
    email: customer.email,
    phone: customer.phone ?? '',
    message: customer.message ?? '',
    vehicle: vehicle.title ?? '',
    vin: vehicle.vin ?? '',
    vehicle_id: vehicle.id === undefined ? '' : String(vehicle.id),
    vehicle_url: vehicle.url ?? '',
    recipients: [...new Set(recipients)].join(','),
  };
  const check = checkLead(form.definition, locale, values);
  if (!check.ok) {
    const problems = check.problems.map((problem) => ({ detail: problem.detail, source: { pointer: '/customer_data' } }));
    throw new OrderRefusal(400, problems[0]?.detail ?? 'The inquiry is not valid.', undefined, undefined, problems);
  }
  const { lead } = await db.transaction((tx) =>
    context.insertLead(tx, form, { idempotencyKey: `inquiry-${randomUUID()}`, data: check.value, locale, sourceUrl: null }),
  );
  context.log.info({ leadId: lead.id, recipients: recipients.length }, 'order inquiry stored');
  context.wakeMail();
  return lead.id;
}

/** The order of a lead (the stock-locator calls address orders by their lead id). */
export async function orderOfLead(db: Reader, leadId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(sql`${orders.rdxFormsLeadId} = ${leadId}`);
  return row;
}
