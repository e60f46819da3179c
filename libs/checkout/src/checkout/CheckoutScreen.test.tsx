import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $orderOnlineData, $softLock, $stepsState, createMemoryStorage, emptyOrderOnlineData, type CreateOrderBody } from '@lux/order-online';
import { sampleOrder } from '@lux/order-online/testing';
import { SESSION_KEYS } from '../session';
import { checkoutStrings } from '../strings';
import type { CheckoutServices } from '../environment';
import { journeyScope, testServices, value, type JourneyScopeOptions } from '../testing/fixtures';
import { renderJourney } from '../testing/render';
import { installFakePaypal, installFakeStripe } from '../testing/vendors';
import { CheckoutScreen } from './CheckoutScreen';

const t = checkoutStrings.he;
const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-260101-AAAA', expiresAt: '2099-01-01T00:00:00.000Z' };
/** The vendors' UIs are lazy chunks: under a loaded CI host their first import can take longer than the default second. */
const LAZY = { timeout: 5000 };
const all = [0, 1, 2, 3, 4, 5, 6, 7];
const types = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'];
const completed = {
  activeStep: 7,
  enabledSteps: all,
  validated: Object.fromEntries(all.map((index) => [index, { [types[index]!]: true }])),
  disabledButtons: {},
};
const data = {
  ...emptyOrderOnlineData,
  vehicleId: '42',
  paymentOptionsData: { type: 'lease' as const, data: [] },
  tradeInData: { brand: 'toyota', model: 'RAV4', mileage: '82000' },
  servicePackData: { id: 'comfort', title: 'שירות פלוס', price: 6900 },
  appBookingData: { date: '2026-12-01', slot: '12:00' },
  locationDetails: { uuid: 'TLV01', dealer_code: 'TLV01', name: 'לוקס מוטורס תל אביב' },
  paymentRecipient: { uuid: 'TLV01', dealer_code: 'TLV01', name: 'לוקס מוטורס תל אביב' },
  termsAndConditionsData: { accepted: true, accepted_at: '2026-11-26T10:00:00.000Z' },
};
const customer = { first_name: 'דנה', last_name: 'לוי', email: 'dana@example.co.il', phone: '050-1234567' };

function setup(api: JourneyScopeOptions['api'] = {}, extra: Partial<CheckoutServices> = {}) {
  const navigate = vi.fn();
  const session = createMemoryStorage({ [SESSION_KEYS.customer]: JSON.stringify(customer) });
  const scope = journeyScope({ api, values: [value($softLock, lock), value($stepsState, completed), value($orderOnlineData, data)] });
  renderJourney(<CheckoutScreen ready />, { scope, services: testServices({ navigate, ...extra }, session) });
  return { navigate, session };
}

afterEach(() => {
  delete (globalThis as { Stripe?: unknown }).Stripe;
  delete (globalThis as { paypal?: unknown }).paypal;
});

describe('CheckoutScreen', () => {
  it('sums up what the steps kept, with the lease merge of the checkout page (A§4)', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'סיכום ליסינג' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'סיכום' });
    expect(summary.textContent).toContain('ליסינג');
    expect(summary.textContent).toContain('RAV4');
    expect(summary.textContent).toContain('שירות פלוס');
    expect(summary.textContent).toContain('לוקס מוטורס תל אביב');
    expect(summary.textContent).toContain('dana@example.co.il');
    expect(summary.textContent).toContain('₪ 5,000');
  });

  it('sends a reservation confirmed by e-mail straight away, and does not confirm it itself', async () => {
    const user = userEvent.setup();
    const createOrder = vi.fn(async (_body: CreateOrderBody) => sampleOrder({ order_number: 'LX-260101-AAAA', state: 'created', vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL' }));
    const confirmOrder = vi.fn(async () => sampleOrder());
    const { navigate } = setup({ createOrder, confirmOrder });
    await user.click(screen.getByRole('radio', { name: /שמירה ללא תשלום, באישור בדוא״ל/ }));
    await user.click(screen.getByRole('button', { name: t.reserve }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/showroom-order-online/success?order=LX-260101-AAAA'));
    const body = createOrder.mock.calls[0]![0];
    expect(body).toMatchObject({
      lock_id: lock.lockId,
      vehicle_id: 42,
      vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
      finance_option: 'lease',
      customer_email: 'dana@example.co.il',
      lead_attributes: customer,
      locale: 'he',
    });
    expect(body.metadata).toMatchObject({ retailer: { uuid: 'TLV01' }, terms_accepted_at: '2026-11-26T10:00:00.000Z' });
    // The orders service takes A§3's order shape of the payment option, nothing else.
    expect(body.metadata.payment_option).toEqual({ type: 'lease' });
    expect(confirmOrder).not.toHaveBeenCalled();
  });

  it('pays by card through Stripe’s Payment Element, then places and confirms the order', async () => {
    const user = userEvent.setup();
    let stripe: ReturnType<typeof installFakeStripe> | null = null;
    const loadScript = vi.fn(async () => {
      stripe = installFakeStripe();
    });
    const payment = vi.fn(async () => ({ payment_intent_id: 'pi_test_1', client_secret: 'pi_test_1_secret_x', publishable_key: 'pk_test_x', js_url: '/api/orders/fake/stripe/v3.js' }));
    const createOrder = vi.fn(async (_body: CreateOrderBody) => sampleOrder({ order_number: 'LX-260101-AAAA' }));
    const confirmOrder = vi.fn(async () => sampleOrder({ order_number: 'LX-260101-AAAA', state: 'confirmed' }));
    const { navigate } = setup({ payment, createOrder, confirmOrder }, { loadScript });
    // Nothing of the vendor loads before the buyer goes on to pay.
    expect(loadScript).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await screen.findByText('Card number', undefined, LAZY);
    expect(loadScript).toHaveBeenCalledWith('/api/orders/fake/stripe/v3.js');
    expect(payment).toHaveBeenCalledWith({ lock_id: lock.lockId, vehicle_id: 42, company_uuid: 'lux-il' });
    await user.click(screen.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/showroom-order-online/success?order=LX-260101-AAAA'));
    expect(stripe!.confirmPayment[0]).toMatchObject({ redirect: 'if_required' });
    expect(createOrder.mock.calls[0]![0]).toMatchObject({ vendor: 'STRIPE', stripe_payment_intent_id: 'pi_test_1' });
    expect(confirmOrder).toHaveBeenCalledWith({ orderNumber: 'LX-260101-AAAA', access: { lock_id: lock.lockId } });
  });

  it('keeps the buyer on the page with the vendor’s words when the card is declined', async () => {
    const user = userEvent.setup();
    const createOrder = vi.fn();
    setup(
      { payment: async () => ({ payment_intent_id: 'pi_1', client_secret: 's', publishable_key: 'pk_test_x', js_url: '/stripe.js' }), createOrder },
      { loadScript: async () => void installFakeStripe({ decline: true }) },
    );
    await user.click(screen.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await screen.findByText('Card number', undefined, LAZY);
    await user.click(screen.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('pays with PayPal’s buttons: authorised on the server, then placed', async () => {
    const user = userEvent.setup();
    const paypalCreateOrder = vi.fn(async () => ({ paypal_order_id: 'PP-1', sdk_url: '/api/orders/fake/paypal/sdk/js?client-id=x', client_id: 'x' }));
    const paypalAuthorize = vi.fn(async () => sampleOrder({ state: 'paid' }));
    const createOrder = vi.fn(async (_body: CreateOrderBody) => sampleOrder({ order_number: 'LX-260101-AAAA' }));
    const { navigate } = setup(
      { paypalCreateOrder, paypalAuthorize, createOrder, confirmOrder: async () => sampleOrder({ state: 'confirmed' }) },
      { loadScript: async () => installFakePaypal() },
    );
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, LAZY));
    await waitFor(() => expect(navigate).toHaveBeenCalled(), LAZY);
    expect(paypalAuthorize).toHaveBeenCalledWith({ lock_id: lock.lockId, paypal_order_id: 'PP-1' });
    expect(createOrder.mock.calls[0]![0]).toMatchObject({ vendor: 'PAYPAL', paypal_order_id: 'PP-1' });
  });

  it('posts LiqPay’s signed data to its page, remembering the payment for the way back', async () => {
    const user = userEvent.setup();
    const json = JSON.stringify({ order_id: 'LX-260101-AAAA-lp' });
    const liqpayCheckoutData = vi.fn(async () => ({ action_url: '/api/orders/fake/liqpay/3/checkout', data: btoa(json), signature: 'sig' }));
    const { session } = setup({ liqpayCheckoutData });
    await user.click(screen.getByRole('radio', { name: /LiqPay/ }));
    await user.click(screen.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    const pay = await screen.findByRole('button', { name: t.toLiqpay }, LAZY);
    const form = pay.closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/orders/fake/liqpay/3/checkout');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="signature"]') as HTMLInputElement).value).toBe('sig');
    expect(liqpayCheckoutData).toHaveBeenCalledWith(
      expect.objectContaining({ result_url: 'https://www.lux-motors.example/showroom-order-online/checkout?vehicle=42&payment=liqpay', language: 'he' }),
    );
    form.addEventListener('submit', (event) => event.preventDefault());
    await user.click(pay);
    expect(JSON.parse(session.get(SESSION_KEYS.pendingPayment)!)).toEqual({ vendor: 'LIQPAY', lockId: lock.lockId, vehicleId: '42', reference: 'LX-260101-AAAA-lp' });
  });

  it('sends the buyer back to the steps when some are not complete', () => {
    const scope = journeyScope({ values: [value($softLock, lock)] });
    renderJourney(<CheckoutScreen ready />, { scope });
    expect(screen.getByRole('alert').textContent).toContain(t.incomplete);
    expect(screen.getByRole('link', { name: t.completeSteps }).getAttribute('href')).toBe('/showroom-order-online/vehicle/42');
  });
});
