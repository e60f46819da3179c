import type { CompanyConfigRecord, HoldSettings, OrderDetail, OrderRow } from '../api/orderTypes';

/** Test and story data of the order screens, as the orders service and the stock service answer them. */

export const orderRows: OrderRow[] = [
  {
    id: 'LX-261126-K7Q2MZ',
    order_number: 'LX-261126-K7Q2MZ',
    state: 'confirmed',
    payment_status: 'captured',
    vendor: 'STRIPE',
    amount: 500_000,
    currency: 'ILS',
    vehicle_vin: 'SALGA2AE1NA000042',
    vehicle_title: 'Range Rover Sport Dynamic SE 2025',
    customer_email: 'dana@example.com',
    created_at: '2026-11-26T09:15:00.000Z',
    updated_at: '2026-11-26T09:40:00.000Z',
  },
  {
    id: 'LX-261125-A4B8CD',
    order_number: 'LX-261125-A4B8CD',
    state: 'initialised',
    payment_status: 'none',
    vendor: null,
    amount: 500_000,
    currency: 'ILS',
    vehicle_vin: 'SADCA2BN5MA000041',
    vehicle_title: 'F-PACE R-Dynamic 2024',
    customer_email: null,
    created_at: '2026-11-25T17:40:00.000Z',
    updated_at: '2026-11-25T17:40:00.000Z',
  },
  {
    id: 'LX-261124-Z9Y8XW',
    order_number: 'LX-261124-Z9Y8XW',
    state: 'created',
    payment_status: 'not_required',
    vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
    amount: 0,
    currency: 'ILS',
    vehicle_vin: 'SALEA7BW2RA000040',
    vehicle_title: null,
    customer_email: 'noam@example.com',
    created_at: '2026-11-24T08:00:00.000Z',
    updated_at: '2026-11-24T08:05:00.000Z',
  },
];

/** A confirmed Stripe order: paid, lead stored, confirmed by the buyer; the car held for good. */
export const confirmedOrder: OrderDetail = {
  order: {
    order_number: 'LX-261126-K7Q2MZ',
    state: 'confirmed',
    payment_status: 'captured',
    created_at: '2026-11-26T09:15:00.000Z',
    updated_at: '2026-11-26T09:40:00.000Z',
    vendor: 'STRIPE',
    amount: 500_000,
    currency: 'ILS',
    finance_option: 'lease',
    locale: 'he',
    hold_expires_at: null,
    vehicle: {
      id: 42,
      vin: 'SALGA2AE1NA000042',
      listing: 'lux-il',
      nameplate_brand_name: 'Land Rover',
      nameplate_name: 'Range Rover Sport',
      version: 'Dynamic SE',
      production_year: 2025,
      color_name: 'Carpathian Grey',
      status: 'reserved',
    },
    retailer: { dealer_code: 'TLV01', name: 'לוקס מוטורס תל אביב', city: 'תל אביב' },
    vehicle_vin: 'SALGA2AE1NA000042',
    customer_email: 'dana@example.com',
    rdx_forms_lead_id: 12,
  },
  transitions: [
    { from_state: null, to_state: 'initialised', cause: 'hold taken', actor: null, data: {}, created_at: '2026-11-26T09:15:00.000Z' },
    { from_state: 'initialised', to_state: 'paid', cause: 'webhook:stripe:evt_1QabcXYZ', actor: null, data: {}, created_at: '2026-11-26T09:21:00.000Z' },
    { from_state: 'paid', to_state: 'created', cause: 'paid, lead stored', actor: null, data: { lead_id: 12 }, created_at: '2026-11-26T09:21:02.000Z' },
    { from_state: 'created', to_state: 'confirmed', cause: 'confirm', actor: null, data: {}, created_at: '2026-11-26T09:40:00.000Z' },
  ],
  hold: { vehicle_id: 42, lock_id: '6f1c2b9e-3d4a-4f5b-8c6d-7e8f9a0b1c2d', previous_status: 'stock', expires_at: null, live: true },
  payment: { available: true, status: 'captured', amount: 500_000, currency: 'ILS', reference: 'pi_3QabcXYZ', error: null },
};

/** The same order after an admin cancelled it: refunded through Stripe, the car back in stock. */
export const cancelledOrder: OrderDetail = {
  order: { ...confirmedOrder.order, state: 'cancelled', payment_status: 'refunded', updated_at: '2026-11-27T08:00:00.000Z' },
  transitions: [
    ...confirmedOrder.transitions,
    {
      from_state: 'confirmed',
      to_state: 'cancelled',
      cause: 'admin cancel',
      actor: 'admin@lux.example',
      data: { reason: 'הלקוח ביקש לבטל' },
      created_at: '2026-11-27T08:00:00.000Z',
    },
  ],
  hold: null,
  payment: { available: true, status: 'refunded', amount: 500_000, currency: 'ILS', reference: 'pi_3QabcXYZ', error: null },
};

/** A fresh order: the hold runs, nothing paid, no lead, the vendor cannot be reached. */
export const openOrder: OrderDetail = {
  order: {
    ...confirmedOrder.order,
    order_number: 'LX-261125-A4B8CD',
    state: 'initialised',
    payment_status: 'none',
    vendor: null,
    finance_option: null,
    locale: 'en',
    hold_expires_at: '2026-11-25T17:55:00.000Z',
    vehicle: null,
    retailer: null,
    vehicle_vin: 'SADCA2BN5MA000041',
    customer_email: null,
    rdx_forms_lead_id: null,
  },
  transitions: [{ from_state: null, to_state: 'initialised', cause: 'hold taken', actor: null, data: {}, created_at: '2026-11-25T17:40:00.000Z' }],
  hold: { vehicle_id: 41, lock_id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', previous_status: 'stock', expires_at: '2026-11-25T17:55:00.000Z', live: true },
  payment: { available: false, status: null, amount: null, currency: null, reference: null, error: 'No payment was started for this order.' },
};

export const holdSettings: HoldSettings = { hold_seconds: 900, default: 900, min: 30, max: 86_400 };

const steps = [
  ['vehicle_detail', 'הרכב שלך'],
  ['payment_option', 'אפשרות תשלום'],
  ['trade_in', 'טרייד-אין'],
  ['service_pack', 'חבילת שירות'],
  ['appointment', 'פגישה בסוכנות'],
  ['retailer', 'סוכנות'],
  ['terms', 'תנאים'],
  ['customer_details', 'פרטים אישיים'],
] as const;

/** The seeded configs (apps/api seed `stock.config.ts`), shortened. */
export const orderOnlineConfig: CompanyConfigRecord = {
  id: '5',
  company: 'lux-il',
  config_type: 'order_online',
  version: 'a'.repeat(64),
  data: {
    payment_vendor_types: ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'],
    payment_vendor_type: 'STRIPE',
    reservation_fee: 5000,
    currency: 'ILS',
    steps: steps.map(([key, title]) => ({ key, component_type: key, title })),
    retailers_take_payment: false,
    inquiry_recipients: ['sales@lux.example'],
  },
};

export const stepsPageConfig: CompanyConfigRecord = {
  id: '6',
  company: 'lux-il',
  config_type: 'order_online_steps_page',
  version: 'b'.repeat(64),
  data: {
    vehicle_detail: { heading: 'הרכב שבחרתם', description: 'בדקו את פרטי הרכב.' },
    trade_in: { heading: 'יש לכם רכב להחלפה?', description: '' },
    service_packs: [
      { id: 'essential', title: 'שירות בסיסי', description: 'שלוש שנים.', price: 0 },
      { id: 'comfort', title: 'שירות פלוס', description: 'חמש שנים.', price: 6900 },
    ],
    terms_html: '<h3>תנאי ההזמנה</h3><p>דמי ההזמנה יקוזזו ממחיר הרכב.</p>',
    appointment: { heading: 'קבעו פגישה', description: 'בחרו יום ושעה.', days_ahead: 21, slots: ['09:00', '10:30', '12:00'] },
  },
};

export const checkoutPageConfig: CompanyConfigRecord = {
  id: '7',
  company: 'lux-il',
  config_type: 'order_online_checkout_page',
  version: 'c'.repeat(64),
  data: {
    heading: 'סיכום ההזמנה',
    summary_title: 'מה הזמנתם',
    pay_button: 'לתשלום דמי ההזמנה',
    by_type: { cash: { summary_title: 'רכישה במזומן' }, lease: { summary_title: 'ליסינג פרטי' } },
  },
};
