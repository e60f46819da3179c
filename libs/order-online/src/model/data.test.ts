import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, emptyOrderOnlineData, ORDER_ONLINE_STORAGE_KEYS } from '../storage';
import {
  $orderOnlineData,
  $paymentOptionType,
  $productPageData,
  $reservation,
  orderOnlineDataChanged,
  orderOnlineDataCleared,
  orderOnlineRestored,
  productPageDataSaved,
  reservationSaved,
} from './data';
import { $orderOnlineStorage } from './shared';
import { $activeStep } from './steps';

const KEYS = ORDER_ONLINE_STORAGE_KEYS;

function setup(stored: Record<string, unknown> = {}) {
  const storage = createMemoryStorage(
    Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, JSON.stringify(v)])),
  );
  return { scope: fork({ values: [[$orderOnlineStorage, storage]] }), storage };
}

describe('journey data (sl_order_online_data)', () => {
  it('merges each change and saves it', async () => {
    const { scope, storage } = setup();
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { vehicleId: '42', tradeInData: { brand: 'Audi' } },
    });
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { paymentOptionsData: { type: 'calculator', data: [{ months: 36 }] } },
    });
    expect(scope.getState($orderOnlineData)).toMatchObject({
      vehicleId: '42',
      tradeInData: { brand: 'Audi' },
    });
    expect(scope.getState($paymentOptionType)).toBe('lease');
    expect(JSON.parse(storage.get(KEYS.data)!)).toMatchObject({
      vehicleId: '42',
      paymentOptionsData: { type: 'lease', data: [{ months: 36 }] },
    });
  });

  it('setting the location details sets the payment recipient; the recipient cannot be set apart', async () => {
    const { scope } = setup();
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { locationDetails: { uuid: 'loc-1', name: 'Lux Herzliya' } },
    });
    expect(scope.getState($orderOnlineData).paymentRecipient).toEqual({
      uuid: 'loc-1',
      name: 'Lux Herzliya',
    });
    await allSettled(orderOnlineDataChanged, { scope, params: { paymentRecipient: { uuid: 'other' } } });
    expect(scope.getState($orderOnlineData).paymentRecipient?.uuid).toBe('loc-1');
  });

  it('the preselected option counts until a payment option is chosen', async () => {
    const { scope } = setup();
    await allSettled(orderOnlineDataChanged, { scope, params: { preselectedPaymentOption: 'subscription' } });
    expect(scope.getState($paymentOptionType)).toBe('subscription');
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { paymentOptionsData: { type: 'cash', data: [] } },
    });
    expect(scope.getState($paymentOptionType)).toBe('cash');
  });

  it('clearing empties the data and its stored copy', async () => {
    const { scope, storage } = setup({ [KEYS.data]: { vehicleId: '42' } });
    await allSettled(orderOnlineRestored, { scope });
    expect(scope.getState($orderOnlineData).vehicleId).toBe('42');
    await allSettled(orderOnlineDataCleared, { scope });
    expect(scope.getState($orderOnlineData)).toEqual(emptyOrderOnlineData);
    expect(storage.get(KEYS.data)).toBeNull();
  });
});

describe('restoring every key', () => {
  it('reads the data, reservation, product page data and steps back', async () => {
    const { scope } = setup({
      [KEYS.data]: { vehicleId: 9, tabChoice: 'cash' },
      [KEYS.reservation]: { fee: 5000, currency: 'ILS' },
      [KEYS.productPageData]: { vehicleId: '9', price: 420000 },
      [KEYS.steps]: { activeStep: 1, enabledSteps: [0, 1] },
    });
    await allSettled(orderOnlineRestored, { scope });
    expect(scope.getState($orderOnlineData)).toMatchObject({ vehicleId: '9', tabChoice: 'cash' });
    expect(scope.getState($reservation)).toEqual({ fee: 5000, currency: 'ILS' });
    expect(scope.getState($productPageData)).toEqual({ vehicleId: '9', price: 420000 });
    expect(scope.getState($activeStep)).toBe(1);
  });

  it('on the server (no storage) nothing is restored and nothing breaks', async () => {
    const scope = fork();
    await allSettled(orderOnlineRestored, { scope });
    expect(scope.getState($orderOnlineData)).toEqual(emptyOrderOnlineData);
  });
});

describe('sl_order_online_reservation and sl_product_page_data', () => {
  it('saves and removes them', async () => {
    const { scope, storage } = setup();
    await allSettled(reservationSaved, { scope, params: { fee: 5000 } });
    await allSettled(productPageDataSaved, { scope, params: { vehicleId: '42' } });
    expect(JSON.parse(storage.get(KEYS.reservation)!)).toEqual({ fee: 5000 });
    expect(JSON.parse(storage.get(KEYS.productPageData)!)).toEqual({ vehicleId: '42' });
    await allSettled(reservationSaved, { scope, params: null });
    await allSettled(productPageDataSaved, { scope, params: null });
    expect(storage.snapshot()).toEqual({});
    expect(scope.getState($reservation)).toBeNull();
  });
});
