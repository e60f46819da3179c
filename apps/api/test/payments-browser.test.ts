import type { AddressInfo } from 'node:net';
import { findByRole, getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYPAL, DEV_STRIPE } from '../src/services/orders/payments/index.js';
import { JSDOM, startPaymentsApp, testOrder, type Dom, type PaymentsTestApp } from './payments-harness.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The stand-ins' browser parts in a browser-like DOM (jsdom), loaded over HTTP from the listening API the way
 * the site loads them: v3.js defines `window.Stripe` (and `loadStripe` picks it up), its payment element is
 * labelled and confirms a card with the stand-in; sdk.js defines `window.paypal.Buttons`, whose dialog
 * approves the order. Then the server-side gateways take it from there.
 */

type BrowserWindow = Dom['window'] & { paypal?: unknown };

let database: TestDatabase;
let harness: PaymentsTestApp;
let origin = '';
const windows: Dom[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startPaymentsApp(database);
  await harness.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const dom of windows) dom.window.close();
  await harness?.app.close();
  await database?.drop();
});

/** A page on the API's origin (as the site proxies it) with the stand-in's script loaded from `src`. */
async function pageWith(src: string, lang: 'he' | 'en', body: string) {
  const dom = new JSDOM(`<!doctype html><html lang="${lang}"><head></head><body>${body}</body></html>`, {
    url: `${origin}/checkout`,
    runScripts: 'dangerously',
    resources: 'usable',
    pretendToBeVisual: true,
  });
  windows.push(dom);
  const window = dom.window as BrowserWindow;
  // jsdom has no fetch: the page's calls go over the network with Node's, relative to the page.
  window.fetch = ((input: string | URL, init?: RequestInit) =>
    fetch(new URL(String(input), window.location.href), init)) as typeof fetch;
  await new Promise<void>((resolve, reject) => {
    const script = window.document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)));
    window.document.head.appendChild(script);
  });
  return { dom, window, document: window.document };
}

function type(window: BrowserWindow, input: HTMLElement, value: string) {
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new window.Event('input', { bubbles: true }));
}

describe('v3.js, the Stripe.js stand-in', () => {
  it('defines window.Stripe as Stripe.js does, and loadStripe resolves with it', async () => {
    const { window } = await pageWith('/orders/fake/stripe/v3.js', 'he', '<div id="payment"></div>');
    const Stripe = window.Stripe!;
    expect(typeof Stripe).toBe('function');
    expect((Stripe as unknown as { version: string }).version).toBe('endive');
    const instance = Stripe(DEV_STRIPE.publishableKey) as unknown as Record<string, unknown>;
    // What @stripe/react-stripe-js checks before it accepts a Stripe object.
    for (const method of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      'confirmPayment',
    ])
      expect(typeof instance[method]).toBe('function');
    expect(() => Stripe('sk_test_secret')).toThrow(/publishable key/);

    const globals = globalThis as unknown as Record<string, unknown>;
    Object.assign(globals, { window, document: window.document });
    try {
      const { loadStripe } = await import('@stripe/stripe-js');
      const loaded = await loadStripe(DEV_STRIPE.publishableKey);
      expect(typeof loaded?.elements).toBe('function');
    } finally {
      delete globals['window'];
      delete globals['document'];
    }
  });

  it('mounts a labelled, keyboard-usable payment element, validates it, and authorises 4242 4242 4242 4242', async () => {
    const order = testOrder();
    const start = await harness.gateways.STRIPE!.start(order, { idempotencyKey: `payment-${order.number}` });
    if (start.vendor !== 'STRIPE') return;
    const { window, document } = await pageWith(
      start.jsUrl.replace('/api/orders', '/orders'),
      'he',
      '<form><div id="payment"></div></form>',
    );
    const stripe = window.Stripe!(start.publishableKey);
    const elements = stripe.elements({
      clientSecret: start.clientSecret,
      locale: 'he',
      appearance: { variables: { colorPrimary: '#0b3d91' } },
    });
    const element = elements.create('payment', { layout: 'tabs' });
    const changes: { complete: boolean }[] = [];
    element.on('change', (event) => changes.push(event));
    const ready = new Promise((resolve) => element.on('ready', resolve));
    element.mount('#payment');
    await ready;

    const group = getByRole(document.body, 'group', { name: 'פרטי כרטיס אשראי' });
    expect(group.closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    const number = getByLabelText(document.body, 'מספר כרטיס');
    const expiry = getByLabelText(document.body, 'תוקף (חודש / שנה)');
    const cvc = getByLabelText(document.body, 'קוד אבטחה (CVC)');
    for (const input of [number, expiry, cvc])
      expect((input as HTMLInputElement).tabIndex).toBeGreaterThanOrEqual(0);
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(document.getElementById('lux-stripe-standin-style')!.textContent).toContain(
      ':focus-visible{outline:3px solid',
    );

    const empty = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${origin}/done` },
      redirect: 'if_required',
    });
    expect(empty.error).toMatchObject({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'יש להזין את מספר הכרטיס.',
    });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(document.getElementById(number.getAttribute('aria-describedby')!)!.textContent).toBe(
      'יש להזין את מספר הכרטיס.',
    );

    type(window, number, '4242424242424242');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    type(window, expiry, `12${(new Date().getUTCFullYear() + 1) % 100}`);
    type(window, cvc, '123');
    expect(changes.at(-1)).toMatchObject({ complete: true });
    expect(await elements.submit()).toEqual({ selectedPaymentMethod: 'card' });

    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${origin}/done` },
      redirect: 'if_required',
    });
    expect(result.paymentIntent).toMatchObject({ id: start.paymentIntentId, status: 'requires_capture' });
    await harness.settle();
    expect(harness.events('stripe', start.paymentIntentId).map((e) => e.status)).toEqual(['authorised']);
    const paid = { ...order, stripePaymentIntentId: start.paymentIntentId };
    expect(await harness.gateways.STRIPE!.capture(paid, `capture-${order.number}`)).toMatchObject({
      status: 'captured',
    });

    element.destroy();
    expect(queryByRole(document.body, 'group')).toBeNull();
  });

  it('speaks English when asked and reports a declined card as a card error', async () => {
    const order = testOrder({ locale: 'en' });
    const start = await harness.gateways.STRIPE!.start(order, { idempotencyKey: `payment-${order.number}` });
    if (start.vendor !== 'STRIPE') return;
    const { window, document } = await pageWith(
      '/orders/fake/stripe/v3.js',
      'en',
      '<div id="payment"></div>',
    );
    const stripe = window.Stripe!(start.publishableKey);
    const elements = stripe.elements({ clientSecret: start.clientSecret, locale: 'he' });
    elements.create('payment').mount(document.getElementById('payment')!);
    elements.update({ locale: 'en' });
    const group = getByRole(document.body, 'group', { name: 'Card details' });
    expect(group.closest('[dir]')!.getAttribute('dir')).toBe('ltr');
    type(window, getByLabelText(document.body, 'Card number'), '4000 0000 0000 0002');
    type(
      window,
      getByLabelText(document.body, 'Expiry date (MM / YY)'),
      `01${(new Date().getUTCFullYear() + 2) % 100}`,
    );
    type(window, getByLabelText(document.body, 'Security code (CVC)'), '999');
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${origin}/done` },
      redirect: 'if_required',
    });
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(
      await harness.gateways.STRIPE!.retrieve({ ...order, stripePaymentIntentId: start.paymentIntentId }),
    ).toMatchObject({ status: 'failed' });
  });
});

describe('sdk.js, the PayPal JS SDK stand-in', () => {
  it('renders an accessible PayPal button whose dialog approves the order, keyboard only', async () => {
    const order = testOrder();
    const start = await harness.gateways.PAYPAL!.start(order, { idempotencyKey: `paypal-${order.number}` });
    if (start.vendor !== 'PAYPAL') return;
    expect(start.clientId).toBe(DEV_PAYPAL.clientId);
    const { window, document } = await pageWith(
      start.sdkUrl.replace('/api/orders', '/orders'),
      'he',
      '<div id="paypal"></div>',
    );
    const paypal = window.paypal as {
      Buttons(options: Record<string, unknown>): {
        render(target: string): Promise<void>;
        isEligible(): boolean;
      };
    };
    const approvals: { orderID: string }[] = [];
    const cancels: { orderID: string }[] = [];
    const approved = new Promise<void>((resolve) => {
      const buttons = paypal.Buttons({
        createOrder: async () => start.paypalOrderId,
        onApprove: async (data: { orderID: string }) => {
          approvals.push(data);
          resolve();
        },
        onCancel: (data: { orderID: string }) => cancels.push(data),
        style: { color: 'gold', shape: 'rect' },
      });
      expect(buttons.isEligible()).toBe(true);
      void buttons.render('#paypal');
    });

    const button = getByRole(document.body, 'button', { name: 'תשלום ב-PayPal' });
    expect(button.textContent).toBe('PayPal');
    button.focus();
    button.click();
    let dialog = await findByRole(document.body, 'dialog', {
      name: 'PayPal — חלון אישור (סביבת בדיקה מקומית)',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('paypal')!.closest('[inert]')).not.toBeNull();
    const approve = getByRole(dialog, 'button', { name: 'אישור התשלום' });
    const cancel = getByRole(dialog, 'button', { name: 'ביטול' });
    expect(document.activeElement).toBe(approve);
    const key = (name: string, shiftKey = false) =>
      document.dispatchEvent(
        new window.KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true }),
      );
    key('Tab');
    expect(document.activeElement).toBe(cancel);
    key('Tab');
    expect(document.activeElement).toBe(approve);
    key('Tab', true);
    expect(document.activeElement).toBe(cancel);
    key('Escape');
    expect(queryByRole(document.body, 'dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancels).toEqual([{ orderID: start.paypalOrderId }]);

    button.click();
    dialog = await findByRole(document.body, 'dialog');
    getByRole(dialog, 'button', { name: 'אישור התשלום' }).click();
    await approved;
    expect(approvals[0]).toMatchObject({ orderID: start.paypalOrderId, payerID: 'LUXSANDBOXBUYER' });
    const paying = { ...order, paypalOrderId: start.paypalOrderId };
    expect(await harness.gateways.PAYPAL!.authorize(paying)).toMatchObject({
      status: 'authorised',
      amount: 50_000,
    });
  });
});

describe('the stand-ins in the API document', () => {
  it('are documented under the orders tag with their error responses', async () => {
    const doc = (await harness.app.inject('/documentation/json')).json() as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    const paths = Object.keys(doc.paths).filter((path) => path.startsWith('/orders/fake/'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/orders/fake/stripe/v3.js',
        '/orders/fake/paypal/sdk.js',
        '/orders/fake/liqpay/api/3/checkout',
        '/orders/fake/stripe/v1/payment_intents/{id}/confirm',
      ]),
    );
    for (const path of paths) {
      for (const operation of Object.values(doc.paths[path]!)) {
        expect(operation.tags).toEqual(['orders']);
        expect(
          Object.keys(operation.responses).some((code) => code.startsWith('5')),
          path,
        ).toBe(true);
      }
    }
  });
});
