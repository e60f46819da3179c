import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, leads } from '../src/db/schema.js';
import { hold, orderRow, place, placeBody } from './orders-support.js';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * Issue 15: an order started from the showroom records the "from ₪X a month" quote the buyer was shown
 * (`metadata.finance_quote`, @lux/pricing `financeQuoteRecord`): stored with the order and given to its
 * lead as compact JSON; a malformed quote is refused with the error envelope, nothing stored.
 */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database, {
    env: { LEAD_WORKER: 'off', ORDER_SWEEPER: 'off', SITE_URL: 'https://www.lux.test' },
  });
  // A lead keeps only the fields its form defines: give the order-online form the hidden field.
  const [form] = await app.db.select().from(forms).where(eq(forms.type, 'order_online'));
  const definition = form!.definition as { fields: unknown[] };
  await app.db
    .update(forms)
    .set({
      definition: {
        ...definition,
        fields: [
          ...definition.fields,
          { id: 'finance_quote', type: 'hidden', label: { he: 'הצעת מימון', en: 'Finance quote' } },
        ],
      },
    })
    .where(eq(forms.id, form!.id));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const quote = {
  product: 'IsraelSpitzerLoan',
  price: 459_000,
  down_payment: 30,
  months: 60,
  rate: 5.9,
  monthly: 6196.93,
  created_at: '2026-11-27T06:00:00.000Z',
};
const withQuote = (financeQuote: unknown) => ({
  metadata: {
    payment_option: { type: 'cash' },
    terms_accepted_at: new Date().toISOString(),
    finance_quote: financeQuote,
  },
});

describe('POST /buy_online/orders with a finance quote', () => {
  it('stores the quote in the order metadata and puts it on the lead', async () => {
    const held = await hold(app);
    const placed = await place(app, placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', withQuote(quote)));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderRow(app, held.order_number);
    expect(order.metadata['finance_quote']).toEqual(quote);
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, order.rdxFormsLeadId!));
    expect(JSON.parse(String((lead!.data as Record<string, unknown>)['finance_quote']))).toEqual(quote);
  });

  it('drops an unknown key of the quote, like every body property (ajv removeAdditional)', async () => {
    const held = await hold(app);
    const placed = await place(
      app,
      placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', withQuote({ ...quote, note: 'x' })),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await orderRow(app, held.order_number)).metadata['finance_quote']).toEqual(quote);
  });

  it('an order without a quote has an empty finance_quote on its lead', async () => {
    const held = await hold(app);
    const placed = await place(app, placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderRow(app, held.order_number);
    expect(order.metadata).not.toHaveProperty('finance_quote');
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, order.rdxFormsLeadId!));
    expect((lead!.data as Record<string, unknown>)['finance_quote'] ?? '').toBe('');
  });

  it.each([
    ['a term of 0 months', { ...quote, months: 0 }],
    ['a rate over 100 %', { ...quote, rate: 120 }],
    ['a price of 0', { ...quote, price: 0 }],
    ['a missing monthly payment', { ...quote, monthly: undefined }],
    ['a product key with markup', { ...quote, product: '<b>x</b>' }],
    ['a date that is not a date', { ...quote, created_at: 'yesterday' }],
    ['text instead of an object', JSON.stringify(quote)],
  ])('refuses %s: 400 with the error envelope, nothing stored', async (_, bad) => {
    const held = await hold(app);
    const refused = await place(app, placeBody(held, 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', withQuote(bad)));
    expect(refused.statusCode).toBe(400);
    const [error] = refused.json().errors;
    expect(error.status).toBe('400');
    expect(String(error.source?.pointer ?? error.detail)).toMatch(/finance_quote|metadata/);
    expect((await orderRow(app, held.order_number)).state).toBe('initialised');
  });
});
