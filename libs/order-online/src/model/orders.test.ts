import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CreateOrderBody, OrderOnlineApi } from '../contract';
import { orderErrorMessage } from '../messages';
import { buildCreateOrderBody } from '../order-body';
import {
  createMemoryStorage,
  emptyOrderOnlineData,
  ORDER_ONLINE_STORAGE_KEYS,
  type SoftLock,
} from '../storage';
import { apiError, createFakeOrderOnlineApi, sampleOrder } from '../testing';
import { $orderOnlineData, orderOnlineDataChanged, productPageDataSaved } from './data';
import { $softLock, $softLockShowKickedOutModal } from './hold';
import {
  $order,
  $orderError,
  $orderPending,
  confirmOrderFx,
  createOrderFx,
  getOrderFx,
  liqpayCheckoutDataFx,
  orderErrorDismissed,
  orderSubmitted,
  paymentFx,
  paypalAuthorizeFx,
  paypalCreateOrderFx,
  sendInquiryEmailFx,
} from './orders';
import { $orderOnlineApi, $orderOnlineStorage } from './shared';

const lock: SoftLock = { vehicleId: '42', lockId: 'lock-1', orderNumber: 'LUX-000123', expiresAt: null };
const customer = { first_name: 'דנה', last_name: 'כהן', email: ' dana@example.com ', phone: '050-1234567' };

function setup(calls: Partial<OrderOnlineApi>) {
  const storage = createMemoryStorage();
  const scope = fork({
    values: [
      [$orderOnlineApi, createFakeOrderOnlineApi(calls)],
      [$orderOnlineStorage, storage],
      [$softLock, lock],
    ],
  });
  return { scope, storage };
}

describe('the order body (ADR 026 §4)', () => {
  it('is built from the soft lock, the journey data and the buyer', () => {
    const data = {
      ...emptyOrderOnlineData,
      paymentOptionsData: { type: 'lease' as const, data: [{ months: 36 }] },
      tradeInData: { brand: 'Audi' },
      servicePackData: { id: 'sp1' },
      appBookingData: { date: '2026-01-03' },
      locationDetails: { uuid: 'loc-1' },
      paymentRecipient: { uuid: 'loc-1' },
      termsAndConditionsData: { accepted_at: '2026-01-01T10:00:00Z' },
    };
    expect(
      buildCreateOrderBody(lock, data, {
        vendor: 'STRIPE',
        customer,
        locale: 'he',
        stripePaymentIntentId: 'pi_1',
      }),
    ).toEqual({
      lock_id: 'lock-1',
      vehicle_id: 42,
      vendor: 'STRIPE',
      finance_option: 'lease',
      customer_email: 'dana@example.com',
      lead_attributes: customer,
      metadata: {
        trade_in: { brand: 'Audi' },
        payment_option: { type: 'lease', data: [{ months: 36 }] },
        service_pack: { id: 'sp1' },
        appointment: { date: '2026-01-03' },
        retailer: { uuid: 'loc-1' },
        terms_accepted_at: '2026-01-01T10:00:00Z',
      },
      locale: 'he',
      stripe_payment_intent_id: 'pi_1',
    });
  });

  it('defaults to cash and leaves out the vendor ids it does not have', () => {
    const body = buildCreateOrderBody(lock, emptyOrderOnlineData, {
      vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
      customer,
      locale: 'en',
    });
    expect(body.finance_option).toBe('cash');
    expect(body).not.toHaveProperty('stripe_payment_intent_id');
    expect(body.metadata.terms_accepted_at).toBeNull();
  });
});

describe('order calls', () => {
  it('orderSubmitted sends the body and keeps the answered order', async () => {
    const createOrder = vi.fn(async (_: CreateOrderBody) => sampleOrder());
    const { scope } = setup({ createOrder });
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { paymentOptionsData: { type: 'cash', data: [] } },
    });
    await allSettled(orderSubmitted, {
      scope,
      params: { vendor: 'PAYPAL', customer, locale: 'he', paypalOrderId: 'P1' },
    });
    expect(createOrder.mock.calls[0]![0]).toMatchObject({
      lock_id: 'lock-1',
      vendor: 'PAYPAL',
      paypal_order_id: 'P1',
      finance_option: 'cash',
    });
    expect(scope.getState($order)?.order_number).toBe('LUX-000123');
  });

  it("orderSubmitted records the showroom's finance quote for the vehicle being ordered (issue 15)", async () => {
    const quote = { product: 'IsraelSpitzerLoan', price: 459000, down_payment: 30, months: 60, rate: 5.9, monthly: 6196.93, created_at: '2026-11-27T06:00:00.000Z' };
    const createOrder = vi.fn(async (_: CreateOrderBody) => sampleOrder());
    const { scope } = setup({ createOrder });
    await allSettled(productPageDataSaved, { scope, params: { vehicleId: '42', finance_quote: quote } });
    await allSettled(orderSubmitted, { scope, params: { vendor: 'STRIPE', customer, locale: 'he' } });
    expect(createOrder.mock.calls[0]![0].metadata.finance_quote).toEqual(quote);

    // A quote shown for another vehicle, or no quote, is not sent.
    await allSettled(productPageDataSaved, { scope, params: { vehicleId: '7', finance_quote: quote } });
    await allSettled(orderSubmitted, { scope, params: { vendor: 'STRIPE', customer, locale: 'he' } });
    expect(createOrder.mock.calls[1]![0].metadata).not.toHaveProperty('finance_quote');
    await allSettled(productPageDataSaved, { scope, params: { vehicleId: '42', finance_quote: 'not an object' } });
    await allSettled(orderSubmitted, { scope, params: { vendor: 'STRIPE', customer, locale: 'he' } });
    expect(createOrder.mock.calls[2]![0].metadata).not.toHaveProperty('finance_quote');
  });

  it('orderSubmitted without a hold sends nothing', async () => {
    const createOrder = vi.fn(async () => sampleOrder());
    const scope = fork({ values: [[$orderOnlineApi, createFakeOrderOnlineApi({ createOrder })]] });
    await allSettled(orderSubmitted, { scope, params: { vendor: 'STRIPE', customer, locale: 'he' } });
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('a failure becomes a message for the buyer and keeps what they entered', async () => {
    const createOrder = vi
      .fn()
      .mockRejectedValueOnce(apiError(409, 'התשלום טרם התקבל.'))
      .mockResolvedValueOnce(sampleOrder());
    const { scope, storage } = setup({ createOrder });
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { tradeInData: { brand: 'Audi' }, locationDetails: { uuid: 'loc-1' } },
    });
    const before = scope.getState($orderOnlineData);
    await allSettled(orderSubmitted, { scope, params: { vendor: 'STRIPE', customer, locale: 'he' } });
    expect(orderErrorMessage(scope.getState($orderError), 'he')).toBe('התשלום טרם התקבל.');
    expect(scope.getState($orderOnlineData)).toBe(before);
    expect(JSON.parse(storage.get(ORDER_ONLINE_STORAGE_KEYS.data)!)).toMatchObject({
      tradeInData: { brand: 'Audi' },
    });
    // The retry clears the error when it starts and succeeds with the same input.
    await allSettled(orderSubmitted, { scope, params: { vendor: 'STRIPE', customer, locale: 'he' } });
    expect(scope.getState($orderError)).toBeNull();
    expect(createOrder.mock.calls[1]![0]).toEqual(createOrder.mock.calls[0]![0]);
  });

  it('an order call that finds the hold gone shows the kicked-out modal', async () => {
    const { scope } = setup({ payment: () => Promise.reject(apiError(409, 'השמירה הסתיימה.', 'hold_lost')) });
    await allSettled(paymentFx, { scope, params: { lock_id: 'lock-1', vehicle_id: 42, company_uuid: 'c' } });
    expect(scope.getState($softLockShowKickedOutModal)).toBe(true);
    expect(scope.getState($softLock)).toBeNull();
  });

  it('the error can be dismissed', async () => {
    const { scope } = setup({ getOrder: () => Promise.reject(apiError(404, 'לא נמצא')) });
    await allSettled(getOrderFx, { scope, params: { orderNumber: 'X', access: { token: 't' } } });
    expect(scope.getState($orderError)?.status).toBe(404);
    await allSettled(orderErrorDismissed, { scope });
    expect(scope.getState($orderError)).toBeNull();
  });

  it.each<[string, (scope: ReturnType<typeof fork>) => Promise<unknown>, keyof OrderOnlineApi]>([
    [
      'paymentFx',
      (scope) =>
        allSettled(paymentFx, { scope, params: { lock_id: 'l', vehicle_id: 42, company_uuid: 'c' } }),
      'payment',
    ],
    [
      'paypalCreateOrderFx',
      (scope) =>
        allSettled(paypalCreateOrderFx, {
          scope,
          params: { lock_id: 'l', vehicle_id: 42, company_uuid: 'c' },
        }),
      'paypalCreateOrder',
    ],
    [
      'paypalAuthorizeFx',
      (scope) => allSettled(paypalAuthorizeFx, { scope, params: { lock_id: 'l', paypal_order_id: 'P' } }),
      'paypalAuthorize',
    ],
    [
      'liqpayCheckoutDataFx',
      (scope) =>
        allSettled(liqpayCheckoutDataFx, {
          scope,
          params: { lock_id: 'l', vehicle_id: 42, company_uuid: 'c' },
        }),
      'liqpayCheckoutData',
    ],
    [
      'getOrderFx',
      (scope) => allSettled(getOrderFx, { scope, params: { orderNumber: 'N', access: { lock_id: 'l' } } }),
      'getOrder',
    ],
    [
      'confirmOrderFx',
      (scope) => allSettled(confirmOrderFx, { scope, params: { orderNumber: 'N', access: { token: 't' } } }),
      'confirmOrder',
    ],
    [
      'sendInquiryEmailFx',
      (scope) =>
        allSettled(sendInquiryEmailFx, {
          scope,
          params: { recipients: [], customer_data: {}, vehicle_data: {} },
        }),
      'sendInquiryEmail',
    ],
    [
      'createOrderFx',
      (scope) =>
        allSettled(createOrderFx, {
          scope,
          params: buildCreateOrderBody(lock, emptyOrderOnlineData, {
            vendor: 'STRIPE',
            customer,
            locale: 'he',
          }),
        }),
      'createOrder',
    ],
  ])('%s calls the API', async (_, run, method) => {
    const call = vi.fn(async () => sampleOrder());
    const { scope } = setup({ [method]: call });
    await run(scope);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is pending while a call runs', async () => {
    let resolve!: (value: ReturnType<typeof sampleOrder>) => void;
    const { scope } = setup({ confirmOrder: () => new Promise((r) => (resolve = r)) });
    const settled = allSettled(confirmOrderFx, {
      scope,
      params: { orderNumber: 'N', access: { token: 't' } },
    });
    expect(scope.getState($orderPending)).toBe(true);
    resolve(sampleOrder({ state: 'confirmed' }));
    await settled;
    expect(scope.getState($orderPending)).toBe(false);
    expect(scope.getState($order)?.state).toBe('confirmed');
  });
});
