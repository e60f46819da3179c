import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, forms, leadOutbox, leads, mailboxMessages, stockVehicles, vehicleHolds } from '../src/db/schema.js';
import {
  buyer,
  confirm,
  hold,
  history,
  mailParts,
  ORDERS,
  orderRow,
  payWithStripe,
  place,
  placeBody,
} from './orders-support.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * Placing an order (ADR 026 §4): the buyer's details become a lead of the seeded order-online form through
 * the forms pipeline, stored with the order's move in one transaction; the pipeline's mail destination
 * sends the buyer's Hebrew confirmation (with the confirmation link for NO_PAYMENT_WITH_CONFIRMATION_EMAIL)
 * and the dealer inquiry, each only to addresses the site knows. The app listens so the local SMTP server
 * and CRM receiver run; the worker is driven by the test.
 */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database, { env: { LEAD_WORKER: 'off', ORDER_SWEEPER: 'off', SITE_URL: 'https://www.lux.test' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.leadPipeline.started();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Delivers everything in the outbox now. */
async function deliver() {
  const worker = app.leadPipeline.createWorker();
  while ((await worker.runOnce()) > 0);
}

const mailTo = async (address: string) => (await app.db.select().from(mailboxMessages)).filter((row) => row.rcptTo.includes(address));
const html = (raw: string) => mailParts(raw).find((part) => part.type === 'text/html')?.body ?? '';
const text = (raw: string) => mailParts(raw).find((part) => part.type === 'text/plain')?.body ?? '';

describe('an order without payment, confirmed by the e-mail link', () => {
  it('is created with its lead, mails the buyer a Hebrew confirmation with the link, and is confirmed by its token once', async () => {
    const held = await hold(app);
    const body = placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', { metadata: { payment_option: { type: 'lease' }, service_pack: { id: 'comfort', title: 'שירות פלוס' }, appointment: { date: '2030-01-15', slot: '10:30' } } });
    const placed = await place(app, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json().data.order;
    expect(answer).toMatchObject({ order_number: held.order_number, state: 'created', payment_status: 'not_required', vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', confirmation_by_link: true, amount: 500_000, currency: 'ILS' });
    expect(answer.vehicle).toMatchObject({ id: held.vehicle_id, status: 'reserved' });
    expect(answer).not.toHaveProperty('lock_id');

    const order = await orderRow(app, held.order_number);
    expect(order.rdxFormsLeadId).not.toBeNull();
    expect(order.holdExpiresAt).toBeNull();
    expect((await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.lockId, held.lock_id)))[0]!.expiresAt).toBeNull();
    const [lead] = await app.db.select({ lead: leads, type: forms.type }).from(leads).innerJoin(forms, eq(forms.id, leads.formId)).where(eq(leads.id, order.rdxFormsLeadId!));
    expect(lead!.type).toBe('order_online');
    expect(lead!.lead.idempotencyKey).toBe(`order-${held.order_number}`);
    expect(lead!.lead.data).toMatchObject({ first_name: 'ישראל', email: body.customer_email, order_number: held.order_number, vin: order.vehicleVin, payment_vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', service_pack: 'שירות פלוס', appointment: '2030-01-15 10:30' });
    const outbox = await app.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead!.lead.id));
    expect(outbox.map((row) => row.destination).sort()).toEqual(['confirmation_email', 'crm', 'notification_email']);
    expect((await history(app, held.order_number)).map(([from, to, cause]) => `${from}→${to} (${cause})`)).toEqual(['null→initialised (init)', 'initialised→created (order call)']);

    // Placing it again answers the same order; nothing is stored twice.
    const again = await place(app, body);
    expect(again.statusCode).toBe(200);
    expect(await app.db.$count(leads, eq(leads.idempotencyKey, `order-${held.order_number}`))).toBe(1);

    await deliver();
    const [mail, ...more] = await mailTo(body.customer_email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain(held.order_number);
    const page = html(mail!.raw);
    expect(page).toMatch(/<html dir="rtl" lang="he">/);
    expect(page).toContain(held.order_number);
    expect(page).toContain(order.vehicleVin);
    expect(page).toMatch(/5,000\.00/);
    expect(page).toContain('₪');
    const [vehicle] = await app.db.select().from(stockVehicles).where(eq(stockVehicles.id, held.vehicle_id));
    const [retailer] = await app.db.select().from(dealers).where(eq(dealers.dealerCode, vehicle!.dealerCode!));
    expect(page).toContain(retailer!.nameHe);
    expect(page).toContain(vehicle!.nameplateName);
    const link = new RegExp(`https://www\\.lux\\.test/showroom-order-online/confirmation/${held.order_number}\\?token=([A-Za-z0-9_-]+)`).exec(text(mail!.raw));
    expect(link, text(mail!.raw)).not.toBeNull();
    const token = link![1]!;
    expect(page).toContain(`token=${token}`);
    // Only the token's hash is stored.
    expect(order.confirmationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await app.db.select().from(leads).where(eq(leads.id, order.rdxFormsLeadId!)))).not.toContain(token);

    // The link's page reads the order with the token, and confirms it once.
    const read = await app.inject(`${ORDERS}/buy_online/orders/${held.order_number}?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ state: 'created', metadata: { service_pack: { id: 'comfort' } } });
    expect((await app.inject(`${ORDERS}/buy_online/orders/${held.order_number}?token=${token.slice(1)}x`)).statusCode).toBe(404);
    expect((await app.inject(`${ORDERS}/buy_online/orders/${held.order_number}`)).statusCode).toBe(400);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await confirm(app, held.order_number, { token: forged })).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const confirmed = await confirm(app, held.order_number, { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.order).toMatchObject({ state: 'confirmed', payment_status: 'not_required' });
    }
    expect((await history(app, held.order_number)).at(-1)).toEqual(['created', 'confirmed', 'confirm (e-mail link)']);
  });

  it('in English: the e-mail is left to right and the link goes to the English route', async () => {
    const held = await hold(app);
    const body = placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', { locale: 'en' });
    expect((await place(app, body)).statusCode).toBe(201);
    await deliver();
    const [mail] = await mailTo(body.customer_email);
    expect(html(mail!.raw)).toMatch(/<html dir="ltr" lang="en">/);
    expect(text(mail!.raw)).toContain(`https://www.lux.test/en/showroom-order-online/confirmation/${held.order_number}?token=`);
    expect(mail!.subject).toBe(`Order ${held.order_number} received: ${mail!.subject.split(': ')[1]}`);
  });
});

describe('placing an order: refusals', () => {
  it('a paying vendor before the payment is authorised: 409 not_paid, nothing stored', async () => {
    const held = await hold(app);
    const refused = await place(app, placeBody(held, 'STRIPE'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('not_paid');
    expect((await orderRow(app, held.order_number)).rdxFormsLeadId).toBeNull();
  });

  it('a vendor the company does not offer: 409 vendor_not_offered', async () => {
    const held = await hold(app);
    const refused = await place(app, placeBody(held, 'NO_PAYMENT_JAPAN'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('vendor_not_offered');
  });

  it("the form's own rules: a bad phone is 400 pointing at lead_attributes, nothing stored", async () => {
    const held = await hold(app);
    const refused = await place(app, placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', { lead_attributes: buyer({ phone: '12' }) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].source).toEqual({ pointer: '/lead_attributes/phone' });
    expect((await orderRow(app, held.order_number)).state).toBe('initialised');
  });

  it('the wrong car for the lock, or an unknown lock: 404', async () => {
    const held = await hold(app);
    expect((await place(app, { ...placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'), vehicle_id: held.vehicle_id + 1 })).statusCode).toBe(404);
    expect((await place(app, { ...placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'), lock_id: '6f1c2b9e-3c1a-4f7e-9d2a-0b8e5c4d3a21' })).statusCode).toBe(404);
  });
});

describe('paid with Stripe', () => {
  it('the order call finds the authorisation at the vendor when no webhook told us yet, and the buyer gets the e-mail without a link', async () => {
    const held = await hold(app);
    const intent = await payWithStripe(app, held);
    // Whether or not the webhook has arrived: the call asks Stripe.
    const body = placeBody(held, 'STRIPE', { stripe_payment_intent_id: intent });
    const placed = await place(app, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order).toMatchObject({ state: 'created', payment_status: 'authorised', confirmation_by_link: false });
    await app.orders.payments.settleStandIns();
    expect((await history(app, held.order_number)).map(([, to]) => to)).toEqual(['initialised', 'paid', 'created']);
    await deliver();
    const [mail] = await mailTo(body.customer_email);
    expect(text(mail!.raw)).not.toContain('token=');
    expect(html(mail!.raw)).toContain('מוחזק בכרטיס');
  });
});

describe('PUT /buy_online/orders/send_inquiry_email', () => {
  const inquiry = (recipients: string[]) => ({
    recipients,
    customer_data: { first_name: 'דנה', last_name: 'כהן', email: 'dana@example.com', phone: '052-1112233', message: 'האם אפשר לראות את הרכב מחר?' },
    vehicle_data: { id: 1, vin: 'SALTEST0000000001', title: 'Defender 110', url: '/showroom/defender-110-1' },
  });

  it('mails a configured recipient through the pipeline, and nobody else', async () => {
    const [dealer] = await app.db.select().from(dealers).limit(1);
    const recipient = dealer!.email.toLowerCase();
    const sent = await app.inject({ method: 'PUT', url: `${ORDERS}/buy_online/orders/send_inquiry_email`, payload: inquiry([dealer!.email]) });
    expect(sent.statusCode, sent.body).toBe(202);
    const [stored] = await app.db.select({ lead: leads }).from(leads).innerJoin(forms, and(eq(forms.id, leads.formId), eq(forms.type, 'order_online_inquiry')));
    expect(stored!.lead.data).toMatchObject({ full_name: 'דנה כהן', email: 'dana@example.com', recipients: recipient, vin: 'SALTEST0000000001' });
    await deliver();
    const mail = (await mailTo(recipient)).filter((row) => row.subject.includes('Defender 110'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.rcptTo).toEqual([recipient]);
    expect(text(mail[0]!.raw)).toContain('האם אפשר לראות את הרכב מחר?');
    expect(text(mail[0]!.raw)).toContain('https://www.lux.test/showroom/defender-110-1');
  });

  it('refuses an address the site does not know: 400 recipient_not_allowed, nothing stored', async () => {
    const before = await app.db.$count(leads);
    for (const recipients of [['attacker@example.com'], ['sales@lux.example', 'attacker@example.com']]) {
      const refused = await app.inject({ method: 'PUT', url: `${ORDERS}/buy_online/orders/send_inquiry_email`, payload: inquiry(recipients) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ code: 'recipient_not_allowed' });
    }
    expect(await app.db.$count(leads)).toBe(before);
    // The order-online config's own inquiry recipient is allowed.
    expect((await app.inject({ method: 'PUT', url: `${ORDERS}/buy_online/orders/send_inquiry_email`, payload: inquiry(['Sales@Lux.Example']) })).statusCode).toBe(202);
  });
});

describe('the stock-locator flow: lead first, then payment', () => {
  it('stores the lead, pays for it with Stripe (the order is then created), maps it for the CRM, and the buyer can cancel', async () => {
    const held = await hold(app);
    const lead = await app.inject({ method: 'POST', url: `${ORDERS}/api/leads`, payload: { lock_id: held.lock_id, vehicle_id: held.vehicle_id, lead_attributes: buyer(), finance_option: 'lease', locale: 'he' } });
    expect(lead.statusCode, lead.body).toBe(201);
    const leadId = lead.json().data.id as number;
    expect((await orderRow(app, held.order_number))).toMatchObject({ state: 'initialised', rdxFormsLeadId: leadId });

    const crm = await app.inject(`${ORDERS}/api/leads/${leadId}/salesforce_data?lock_id=${held.lock_id}`);
    expect(crm.statusCode).toBe(200);
    expect(crm.json().data).toMatchObject({ lead_id: leadId, order_number: held.order_number, lead: { FirstName: 'ישראל', LastName: 'ישראלי', LeadSource: 'Web' } });
    expect((await app.inject(`${ORDERS}/api/leads/${leadId}/salesforce_data`)).statusCode).toBe(400);
    expect((await app.inject(`${ORDERS}/api/leads/${leadId}/salesforce_data?lock_id=6f1c2b9e-3c1a-4f7e-9d2a-0b8e5c4d3a21`)).statusCode).toBe(404);

    const intent = await app.inject({ method: 'POST', url: `${ORDERS}/api/stripe/create_payment_intent`, payload: { payment_intent: { salesforce_lead_id: leadId, lock_id: held.lock_id, amount: 1 } } });
    expect(intent.statusCode, intent.body).toBe(200);
    const { payment_intent_id: intentId, client_secret: secret } = intent.json().data;
    const confirmed = await app.inject({
      method: 'POST',
      url: `${ORDERS}/fake/stripe/v1/payment_intents/${intentId}/confirm`,
      payload: { key: 'pk_test_lux_dev_stripe_publishable_key', client_secret: secret, payment_method_data: { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' } } },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().amount).toBe(500_000);
    await app.orders.payments.settleStandIns();
    expect((await history(app, held.order_number)).map(([from, to, cause]) => `${from}→${to} ${cause.startsWith('webhook') ? 'webhook' : cause}`)).toEqual([
      'null→initialised init',
      'initialised→paid webhook',
      'paid→created paid, lead stored',
    ]);

    const cancelled = await app.inject({ method: 'PUT', url: `${ORDERS}/api/leads/${leadId}/initialize_cancellation`, payload: { lock_id: held.lock_id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order).toMatchObject({ state: 'cancelled', payment_status: 'voided' });
    expect((await app.db.select({ status: stockVehicles.status }).from(stockVehicles).where(eq(stockVehicles.id, held.vehicle_id)))[0]!.status).toBe('stock');
    expect((await app.inject({ method: 'PUT', url: `${ORDERS}/api/leads/${leadId}/initialize_cancellation`, payload: { lock_id: held.lock_id } })).statusCode).toBe(409);
  });
});
