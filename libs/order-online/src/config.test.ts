import { describe, expect, it } from 'vitest';
import {
  analyticsAffiliation,
  checkoutPageFor,
  configTypesFor,
  isConfiguratorJourney,
  mergeByType,
  normalisePaymentOptionType,
  normalisePaymentVendorType,
  orderOnlineSettingsFrom,
  parsePaymentVendorTypes,
  parseSteps,
  PAYMENT_VENDORS,
  successPageFor,
} from './config';
import { sampleConfigItems } from './testing';

describe('payment vendor types (A§4, ADR 026 §3)', () => {
  it.each<[unknown, string | null]>([
    ['STRIPE', 'STRIPE'],
    ['  paypal ', 'PAYPAL'],
    ['LiqPay', 'LIQPAY'],
    [' no_payment_with_confirmation_email', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'],
    ['no_payment_japan\n', 'NO_PAYMENT_JAPAN'],
    ['BITCOIN', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%j → %s', (raw, expected) => {
    expect(normalisePaymentVendorType(raw)).toBe(expected);
  });

  it('parses the list: normalised, unknown dropped, no repeats, order kept', () => {
    expect(parsePaymentVendorTypes([' paypal', 'STRIPE', 'cash', 'PayPal', 7, 'no_payment_japan'])).toEqual([
      'PAYPAL',
      'STRIPE',
      'NO_PAYMENT_JAPAN',
    ]);
    expect(parsePaymentVendorTypes('STRIPE')).toEqual([]);
  });

  it.each([
    ['STRIPE', 'stripe', false, false],
    ['PAYPAL', 'paypal', false, false],
    ['LIQPAY', 'liqpay', false, false],
    ['NO_PAYMENT_WITH_CONFIRMATION_EMAIL', null, true, false],
    ['NO_PAYMENT_JAPAN', null, false, true],
  ] as const)(
    '%s: gateway %s, confirmation by email %s, free reservation %s',
    (type, gateway, email, free) => {
      expect(PAYMENT_VENDORS[type]).toEqual({ gateway, confirmationByEmail: email, freeReservation: free });
    },
  );
});

describe('payment option types (A§3)', () => {
  it.each<[unknown, string | null]>([
    ['cash', 'cash'],
    ['Lease', 'lease'],
    [' subscription ', 'subscription'],
    ['calculator', 'lease'],
    ['CALCULATOR', 'lease'],
    ['subscribe', null],
    [undefined, null],
  ])('%j → %s', (raw, expected) => {
    expect(normalisePaymentOptionType(raw)).toBe(expected);
  });
});

describe('journey mode (A§2, A§4)', () => {
  it.each<[string, { configUrl?: string | null; vehicleState?: unknown }, boolean]>([
    ['a config_url query', { configUrl: 'https://configurator.example/x' }, true],
    ['a configurator vehicle', { vehicleState: 'configurator' }, true],
    ['a new vehicle without config_url', { vehicleState: 'new' }, false],
    ['a blank config_url', { configUrl: '  ', vehicleState: 'approved' }, false],
  ])('%s', (_, input, expected) => {
    expect(isConfiguratorJourney(input)).toBe(expected);
  });

  it('reads the config_ variants in the configurator journey', () => {
    expect(configTypesFor('order_online')).toEqual([
      'order_online',
      'order_online_steps_page',
      'order_online_checkout_page',
      'order_online_success_page',
    ]);
    expect(configTypesFor('configurator')).toEqual([
      'config_order_online',
      'config_order_online_steps_page',
      'config_order_online_checkout_page',
      'config_order_online_success_page',
    ]);
  });

  it.each<[string, boolean, string | null]>([
    ['new', false, 'sl-nvl'],
    ['approved', false, 'sl-avl'],
    ['configurator', false, 'sl-nvl-config'],
    ['new', true, 'sl-nvl-config'],
    ['approved', true, 'sl-avl'],
    ['used', false, null],
  ])('affiliation of a %s vehicle (configurator journey %s) is %s', (state, journey, expected) => {
    expect(analyticsAffiliation(state, journey)).toBe(expected);
  });
});

describe('the order_online row (ADR 026 §3)', () => {
  it('parses the sample row', () => {
    const settings = orderOnlineSettingsFrom(sampleConfigItems()[0]!.data);
    expect(settings).toEqual({
      paymentVendorTypes: ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'],
      paymentVendorType: 'STRIPE',
      reservationFee: 5000,
      currency: 'ILS',
      steps: [
        { key: 'vehicle', title: 'הרכב', componentTypes: ['vehicle_detail'] },
        { key: 'payment', title: 'מימון', componentTypes: ['payment_option'] },
        { key: 'extras', title: 'תוספות', componentTypes: ['trade_in', 'service_pack'] },
        { key: 'details', title: 'פרטים', componentTypes: ['customer_details'] },
      ],
      retailersTakePayment: false,
      inquiryRecipients: ['sales@lux.example'],
    });
  });

  it('gives safe defaults for a missing or broken row', () => {
    expect(orderOnlineSettingsFrom(null)).toEqual({
      paymentVendorTypes: [],
      paymentVendorType: null,
      reservationFee: 0,
      currency: 'ILS',
      steps: [],
      retailersTakePayment: false,
      inquiryRecipients: [],
    });
    const odd = orderOnlineSettingsFrom({
      payment_vendor_types: ['paypal'],
      payment_vendor_type: 'stripe',
      reservation_fee: '-5',
    });
    expect(odd.paymentVendorType).toBe('PAYPAL');
    expect(odd.reservationFee).toBe(0);
  });

  it('drops steps without a key or with a repeated key, and unknown component types', () => {
    expect(
      parseSteps([
        { key: 'a', component_type: 'TERMS', title: ' Terms ' },
        { key: 'a', component_type: 'retailer' },
        { title: 'no key' },
        { key: 'b', component_types: ['retailer', 'jetpack', 'retailer'] },
        'c',
      ]),
    ).toEqual([
      { key: 'a', title: 'Terms', componentTypes: ['terms'] },
      { key: 'b', title: '', componentTypes: ['retailer'] },
    ]);
  });
});

describe('per-type merging (A§4)', () => {
  const items = sampleConfigItems();

  it('merges the checkout page with the chosen type, object by object', () => {
    expect(checkoutPageFor(items, 'order_online', 'lease')).toEqual({
      heading: 'סיכום ליסינג',
      summary_title: 'סיכום',
      labels: { total: 'תשלום חודשי', fee: 'דמי הזמנה' },
    });
    expect(checkoutPageFor(items, 'order_online', 'cash')).toMatchObject({
      heading: 'סיכום הזמנה',
      summary_title: 'רכישה',
    });
  });

  it('keeps the base when the type has no content of its own, or none is chosen', () => {
    const base = {
      heading: 'סיכום הזמנה',
      summary_title: 'סיכום',
      labels: { total: 'סה״כ', fee: 'דמי הזמנה' },
    };
    expect(checkoutPageFor(items, 'order_online', 'subscription')).toEqual(base);
    expect(checkoutPageFor(items, 'order_online', null)).toEqual(base);
  });

  it('merges the success page by a given type, and reads the config_ rows in the configurator journey', () => {
    expect(successPageFor(items, 'order_online', 'subscription')).toEqual({
      heading: 'תודה!',
      body: 'המנוי התקבל.',
    });
    expect(successPageFor(items, 'configurator', 'subscription')).toEqual({});
    expect(successPageFor(sampleConfigItems('config_'), 'configurator', 'subscription')).toEqual({
      heading: 'תודה!',
      body: 'המנוי התקבל.',
    });
  });

  it('never merges prototype keys', () => {
    const merged = mergeByType(
      JSON.parse('{"a":{"b":1},"by_type":{"cash":{"__proto__":{"polluted":true},"a":{"c":2}}}}'),
      'cash',
    );
    expect(merged).toEqual({ a: { b: 1, c: 2 } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
