/**
 * Fixtures for tests and stories (`@lux/order-online/testing`): a fake API that answers like the
 * orders service and the stock API, and sample configuration rows as ADR 026 §3 describes them.
 */
import {
  OrderApiError,
  type HoldInit,
  type OrderOnlineApi,
  type OrderOnlineConfigItem,
  type OrderSummary,
  type OrderVehicle,
} from './contract';

export function sampleVehicle(overrides: Partial<OrderVehicle> = {}): OrderVehicle {
  return {
    id: '42',
    state: 'new',
    status: 'stock',
    vin: 'SALGA2BE7LA123456',
    nameplate_name: 'Defender',
    model_display_name: 'Defender 110',
    production_year: 2025,
    color_name: 'Carpathian Grey',
    ...overrides,
  };
}

/** ADR 026 §3 rows for a journey (`config_` prefixed ones with `prefix: 'config_'`). */
export function sampleConfigItems(prefix: '' | 'config_' = ''): OrderOnlineConfigItem[] {
  return [
    {
      config_type: `${prefix}order_online`,
      data: {
        payment_vendor_types: [
          ' stripe',
          'PAYPAL ',
          'liqpay',
          'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
          'BITCOIN',
        ],
        payment_vendor_type: 'stripe',
        reservation_fee: 5000,
        currency: 'ILS',
        steps: [
          { key: 'vehicle', component_type: 'vehicle_detail', title: 'הרכב' },
          { key: 'payment', component_type: 'payment_option', title: 'מימון' },
          { key: 'extras', component_types: ['trade_in', 'service_pack'], title: 'תוספות' },
          { key: 'details', component_type: 'customer_details', title: 'פרטים' },
        ],
        retailers_take_payment: false,
        inquiry_recipients: ['sales@lux.example'],
      },
    },
    {
      config_type: `${prefix}order_online_steps_page`,
      data: {
        vehicle: { heading: 'הרכב שבחרתם', description: '' },
        service_packs: [{ id: 'sp1', title: 'שירות', price: 1200 }],
      },
    },
    {
      config_type: `${prefix}order_online_checkout_page`,
      data: {
        heading: 'סיכום הזמנה',
        summary_title: 'סיכום',
        labels: { total: 'סה״כ', fee: 'דמי הזמנה' },
        by_type: {
          lease: { heading: 'סיכום ליסינג', labels: { total: 'תשלום חודשי' } },
          cash: { summary_title: 'רכישה' },
        },
      },
    },
    {
      config_type: `${prefix}order_online_success_page`,
      data: { heading: 'תודה!', body: 'ההזמנה התקבלה.', by_type: { subscription: { body: 'המנוי התקבל.' } } },
    },
  ];
}

export function sampleHoldInit(overrides: Partial<HoldInit> = {}): HoldInit {
  return {
    order_number: 'LUX-000123',
    lock_id: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f',
    vehicle_id: 42,
    expires_at: '2026-01-01T10:15:00.000Z',
    hold_seconds: 900,
    amount: 500000,
    currency: 'ILS',
    payment_vendor_types: ['STRIPE'],
    ...overrides,
  };
}

export function sampleOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_number: 'LUX-000123',
    state: 'created',
    payment_status: 'authorised',
    created_at: '2026-01-01T10:05:00.000Z',
    vendor: 'STRIPE',
    amount: 500000,
    currency: 'ILS',
    ...overrides,
  };
}

const notFaked = (name: string) => (): Promise<never> =>
  Promise.reject(new OrderApiError(`fake API: ${name} not faked`, null));

/** An API whose every call rejects unless given; pass the calls a test uses. */
export function createFakeOrderOnlineApi(calls: Partial<OrderOnlineApi> = {}): OrderOnlineApi {
  return {
    getVehicle: notFaked('getVehicle'),
    getConfig: notFaked('getConfig'),
    initHold: notFaked('initHold'),
    checkHold: notFaked('checkHold'),
    releaseHold: notFaked('releaseHold'),
    createOrder: notFaked('createOrder'),
    payment: notFaked('payment'),
    paypalCreateOrder: notFaked('paypalCreateOrder'),
    paypalAuthorize: notFaked('paypalAuthorize'),
    liqpayCheckoutData: notFaked('liqpayCheckoutData'),
    getOrder: notFaked('getOrder'),
    confirmOrder: notFaked('confirmOrder'),
    sendInquiryEmail: notFaked('sendInquiryEmail'),
    ...calls,
  };
}

/** An API error as the HTTP client raises it for an answer `{ errors: [{ status, title, detail, code }] }`. */
export function apiError(status: number, detail: string, code: string | null = null): OrderApiError {
  return new OrderApiError(detail, status, code, [detail]);
}
