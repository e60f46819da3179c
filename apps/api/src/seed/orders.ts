import { randomUUID } from 'node:crypto';
import type { FieldDefinition, FormDefinition } from '@lux/forms-client';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { forms, leads, orders, orderTransitions, stockVehicles, vehicleHolds } from '../db/schema.js';
import { DEMO_COMPANY, DEMO_LISTING } from './stock.data.js';

/**
 * Order online (issue 13): the two forms the orders service stores its leads in (the order's buyer, and a
 * dealer inquiry), the hold length setting (ADR 026 §2), and a few demo orders in different states so the
 * back office has something to show. Inserted when absent; what exists is left alone.
 */

/** ADR 026 §2: an unpaid hold lasts this many seconds (the back office edits it under hold settings). */
export const orderSettings: Readonly<Record<string, string>> = { 'order_online.hold_seconds': '900' };

const SALES = 'sales@lux.example';
const hidden = (id: string, he: string, en: string): FieldDefinition => ({ id, type: 'hidden', label: { he, en } });

/** The buyer's details (lead_attributes) and the order's facts the orders service fills in. */
const ORDER_FIELDS: FieldDefinition[] = [
  { id: 'first_name', type: 'text', label: { he: 'שם פרטי', en: 'First name' }, rules: { required: true, max: 80 }, width: 'half' },
  { id: 'last_name', type: 'text', label: { he: 'שם משפחה', en: 'Last name' }, rules: { required: true, max: 80 }, width: 'half' },
  { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true, max: 254, pattern: 'email' }, width: 'half' },
  { id: 'phone', type: 'tel', label: { he: 'טלפון נייד', en: 'Mobile phone' }, rules: { required: true, pattern: 'phone_il' }, width: 'half' },
  { id: 'city', type: 'text', label: { he: 'עיר', en: 'City' }, rules: { max: 80 }, width: 'half' },
  { id: 'comment', type: 'textarea', label: { he: 'הערות', en: 'Comments' }, rules: { max: 1000 } },
  { id: 'marketing', type: 'checkbox', label: { he: 'אשמח לקבל עדכונים ומבצעים', en: 'Send me news and offers' } },
  hidden('order_number', 'מספר הזמנה', 'Order number'),
  hidden('vehicle', 'רכב', 'Car'),
  hidden('vin', 'מספר שלדה', 'VIN'),
  hidden('amount', 'דמי הזמנה', 'Reservation fee'),
  hidden('payment_vendor', 'אמצעי תשלום', 'Payment vendor'),
  hidden('finance_option', 'אפשרות מימון', 'Finance option'),
  // The monthly quote the buyer was shown on the showroom page (issue 15), as compact JSON.
  hidden('finance_quote', 'הצעת מימון שהוצגה', 'Finance quote shown'),
  hidden('retailer', 'סוכנות', 'Retailer'),
  hidden('trade_in', 'טרייד-אין', 'Trade-in'),
  hidden('service_pack', 'חבילת שירות', 'Service pack'),
  hidden('appointment', 'פגישה', 'Appointment'),
];

const INQUIRY_FIELDS: FieldDefinition[] = [
  { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true, min: 2, max: 160 } },
  { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true, max: 254, pattern: 'email' } },
  { id: 'phone', type: 'tel', label: { he: 'טלפון', en: 'Phone' }, rules: { max: 30 } },
  { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' }, rules: { max: 2000 } },
  hidden('vehicle', 'רכב', 'Car'),
  hidden('vin', 'מספר שלדה', 'VIN'),
  hidden('vehicle_id', 'מזהה רכב', 'Vehicle id'),
  hidden('vehicle_url', 'קישור לרכב', 'Car link'),
  hidden('recipients', 'נמענים', 'Recipients'),
];

const definitionOf = (fields: FieldDefinition[]): Record<string, unknown> => ({ fields, layout: { columns: 2 } }) satisfies FormDefinition as unknown as Record<string, unknown>;

export const orderForms = [
  {
    name: 'הזמנת רכב אונליין',
    type: 'order_online',
    locale: 'he',
    definition: definitionOf(ORDER_FIELDS),
    thankYou: { title: 'תודה! ההזמנה התקבלה', title_en: 'Thank you! Your order is in', message: '', message_en: '', redirect_url: '' },
    notifications: { recipients: [SALES], subject: 'הזמנת רכב חדשה מהאתר' },
    // The buyer's e-mail is the orders service's own (order number, car, amount, retailer, confirmation link).
    confirmations: { enabled: true, subject: '', subject_en: '', body: '', body_en: '' },
    integrations: { crm: { enabled: true, system: 'default' } },
  },
  {
    name: 'פנייה לסוכנות על רכב במלאי',
    type: 'order_online_inquiry',
    locale: 'he',
    definition: definitionOf(INQUIRY_FIELDS),
    thankYou: { title: 'תודה!', title_en: 'Thank you!', message: 'הפנייה נשלחה לסוכנות.', message_en: 'Your inquiry was sent to the retailer.', redirect_url: '' },
    // Must not be empty for the notification to be queued; the orders service sends it to the chosen retailers.
    notifications: { recipients: [SALES], subject: 'פנייה על רכב במלאי' },
    confirmations: { enabled: false, subject: '', subject_en: '', body: '', body_en: '' },
    integrations: { crm: { enabled: true, system: 'default' } },
  },
] as const;

type Tx = Pick<Database, 'select' | 'insert'>;

/** Inserts the order-online forms missing by type. */
export async function seedOrderForms(tx: Tx): Promise<number> {
  const types = orderForms.map((form) => form.type);
  const existing = new Set((await tx.select({ type: forms.type }).from(forms).where(inArray(forms.type, types))).map((row) => row.type));
  const missing = orderForms.filter((form) => !existing.has(form.type));
  if (missing.length > 0) await tx.insert(forms).values(missing.map((form) => ({ ...form })));
  return missing.length;
}

const DAY = 86_400_000;

interface DemoOrder {
  number: string;
  daysAgo: number;
  path: Array<{ to: 'initialised' | 'created' | 'confirmed' | 'cancelled' | 'expired'; cause: string; afterMinutes: number }>;
  /** Holds its car until the order ends (placed and confirmed orders). */
  holds: boolean;
  buyer?: { first_name: string; last_name: string; email: string; phone: string };
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    number: 'LX-DEMO-0001',
    daysAgo: 6,
    holds: true,
    buyer: { first_name: 'נועה', last_name: 'לוי', email: 'noa.levi@example.com', phone: '052-7654321' },
    path: [
      { to: 'initialised', cause: 'init', afterMinutes: 0 },
      { to: 'created', cause: 'order call', afterMinutes: 9 },
      { to: 'confirmed', cause: 'confirm (e-mail link)', afterMinutes: 95 },
    ],
  },
  {
    number: 'LX-DEMO-0002',
    daysAgo: 2,
    holds: true,
    buyer: { first_name: 'David', last_name: 'Cohen', email: 'david.cohen@example.com', phone: '054-1234567' },
    path: [
      { to: 'initialised', cause: 'init', afterMinutes: 0 },
      { to: 'created', cause: 'order call', afterMinutes: 12 },
    ],
  },
  {
    number: 'LX-DEMO-0003',
    daysAgo: 4,
    holds: false,
    path: [
      { to: 'initialised', cause: 'init', afterMinutes: 0 },
      { to: 'expired', cause: 'sweeper', afterMinutes: 15 },
    ],
  },
  {
    number: 'LX-DEMO-0004',
    daysAgo: 1,
    holds: false,
    path: [
      { to: 'initialised', cause: 'init', afterMinutes: 0 },
      { to: 'cancelled', cause: 'buyer left', afterMinutes: 3 },
    ],
  },
];

/**
 * Demo orders by number. Orders that hold their car take cars the demo stock already lists as reserved,
 * so seeding changes no car's status (and no stock version); the others name cars in stock.
 */
export async function seedDemoOrders(tx: Tx, now = new Date()): Promise<number> {
  const existing = new Set(
    (await tx.select({ number: orders.number }).from(orders).where(inArray(orders.number, DEMO_ORDERS.map((order) => order.number)))).map((row) => row.number),
  );
  const missing = DEMO_ORDERS.filter((order) => !existing.has(order.number));
  if (missing.length === 0) return 0;
  const [form] = await tx.select().from(forms).where(eq(forms.type, 'order_online')).orderBy(asc(forms.id)).limit(1);
  const car = { id: stockVehicles.id, vin: stockVehicles.vin, name: stockVehicles.nameplateName, version: stockVehicles.version };
  const reserved = await tx
    .select(car)
    .from(stockVehicles)
    .where(and(eq(stockVehicles.listing, DEMO_LISTING), eq(stockVehicles.status, 'reserved')))
    .orderBy(desc(stockVehicles.id))
    .limit(4);
  const inStock = await tx
    .select(car)
    .from(stockVehicles)
    .where(and(eq(stockVehicles.listing, DEMO_LISTING), eq(stockVehicles.status, 'stock')))
    .orderBy(desc(stockVehicles.id))
    .limit(4);
  const held = new Set((await tx.select({ id: vehicleHolds.vehicleId }).from(vehicleHolds)).map((row) => row.id));
  let inserted = 0;
  for (const [index, demo] of missing.entries()) {
    const vehicle = demo.holds ? reserved.find((row) => !held.has(row.id)) : inStock[index % Math.max(1, inStock.length)];
    if (!vehicle) continue;
    const start = now.getTime() - demo.daysAgo * DAY;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const state = demo.path.at(-1)!.to;
    const placed = demo.path.some((step) => step.to === 'created');
    const buyer = demo.buyer;
    let leadId: number | null = null;
    if (placed && buyer && form) {
      const [lead] = await tx
        .insert(leads)
        .values({
          formId: form.id,
          idempotencyKey: `order-${demo.number}`,
          data: { ...buyer, order_number: demo.number, vehicle: `${vehicle.name} ${vehicle.version}`, vin: vehicle.vin, payment_vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL' },
          locale: 'he',
          createdAt: at(demo.path.find((step) => step.to === 'created')!.afterMinutes),
        })
        .onConflictDoNothing({ target: [leads.formId, leads.idempotencyKey] })
        .returning({ id: leads.id });
      leadId = lead?.id ?? null;
    }
    const lockId = randomUUID();
    const [order] = await tx
      .insert(orders)
      .values({
        number: demo.number,
        state,
        vendor: placed ? 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL' : null,
        vendorUuid: DEMO_COMPANY,
        lockId,
        vehicleId: vehicle.id,
        vehicleVin: vehicle.vin,
        metadata: placed ? { payment_option: { type: 'cash' }, terms_accepted_at: at(8).toISOString() } : {},
        financeOption: placed ? 'cash' : null,
        leadAttributes: buyer ?? null,
        rdxFormsLeadId: leadId,
        customerEmail: buyer?.email ?? null,
        confirmationByLink: placed,
        locale: 'he',
        amount: 500_000,
        currency: 'ILS',
        paymentStatus: placed ? 'not_required' : 'none',
        holdExpiresAt: demo.holds ? null : at(15),
        createdAt: at(0),
        updatedAt: at(demo.path.at(-1)!.afterMinutes),
      })
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id });
    if (!order) continue;
    await tx.insert(orderTransitions).values(
      demo.path.map((step, i) => ({
        orderId: order.id,
        fromState: i === 0 ? null : demo.path[i - 1]!.to,
        toState: step.to,
        cause: step.cause,
        data: { demo: true },
        createdAt: at(step.afterMinutes),
      })),
    );
    if (demo.holds) {
      await tx
        .insert(vehicleHolds)
        .values({ vehicleId: vehicle.id, lockId, orderNumber: demo.number, previousStatus: 'stock', expiresAt: null, createdAt: at(0) })
        .onConflictDoNothing();
      held.add(vehicle.id);
    }
    inserted++;
  }
  return inserted;
}

/** Everything order online needs in a fresh database (after the stock and the forms). */
export async function seedOrders(tx: Tx): Promise<{ forms: number; orders: number }> {
  const formsInserted = await seedOrderForms(tx);
  const ordersInserted = await seedDemoOrders(tx);
  return { forms: formsInserted, orders: ordersInserted };
}
