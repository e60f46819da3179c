import { allSettled, fork, serialize } from 'effector';
import { $currencyRate, $currencyRateStatus, fetchCurrencyRateFx, priceSettingsReceived } from '@lux/pricing';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigRequest, OrderOnlineApi, VehicleRequest } from '../contract';
import { createFakeOrderOnlineApi, sampleConfigItems, sampleVehicle } from '../testing';
import { orderOnlineDataChanged } from './data';
import {
  $affiliation,
  $checkoutPage,
  $configUrl,
  $isConfiguratorJourney,
  $journeyMode,
  $orderOnlineConfig,
  $orderOnlineSettings,
  $stepsPage,
  $successPage,
  $vehicle,
  initOrderOnlineFx,
  orderOnlineOpened,
  successPageTypeChanged,
} from './journey';
import { $orderOnlineApi, orderOnlineApiConfigured, orderOnlineWarningLoggedFx } from './shared';
import { $stepDefinitions } from './steps';

function setup(calls: Partial<OrderOnlineApi> = {}) {
  const getVehicle = vi.fn(async ({ id }: VehicleRequest) => sampleVehicle({ id }));
  const getConfig = vi.fn(async ({ journey }: ConfigRequest) =>
    sampleConfigItems(journey === 'configurator' ? 'config_' : ''),
  );
  const api = createFakeOrderOnlineApi({ getVehicle, getConfig, ...calls });
  const warnings = vi.fn();
  const currency = vi.fn(async () => ({ data: 3.7 }));
  const scope = fork({
    values: [[$orderOnlineApi, api]],
    handlers: [
      [orderOnlineWarningLoggedFx, warnings],
      [fetchCurrencyRateFx, currency],
    ],
  });
  return { scope, api, getVehicle, getConfig, warnings, currency };
}

const opened = { vehicleId: '42', listing: 'il-new', companyConfig: 'lux-il' };

describe('initialising order online (A§4)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no vehicle id', { vehicleId: null }],
    ['a blank vehicle id', { vehicleId: '  ' }],
    ['no listing key', { listing: undefined }],
  ])('must fetch the vehicle but has %s: stops with nothing', async (_, patch) => {
    const { scope, getVehicle, getConfig } = setup();
    await allSettled(orderOnlineOpened, { scope, params: { ...opened, ...patch } });
    expect(getVehicle).not.toHaveBeenCalled();
    expect(getConfig).not.toHaveBeenCalled();
    expect(scope.getState($vehicle)).toBeNull();
    expect(scope.getState($orderOnlineConfig)).toBeNull();
  });

  it('fetches the single vehicle, loads the configuration and sets the vehicle', async () => {
    const { scope, getVehicle, getConfig } = setup();
    const result = await allSettled(initOrderOnlineFx, { scope, params: opened });
    expect(result.status).toBe('done');
    expect(getVehicle).toHaveBeenCalledWith({ listing: 'il-new', id: '42' });
    expect(getConfig).toHaveBeenCalledWith({ journey: 'order_online', companyConfig: 'lux-il' });
    expect(scope.getState($vehicle)).toMatchObject({ id: '42', state: 'new' });
    expect(scope.getState($orderOnlineConfig)).toEqual(sampleConfigItems());
    expect(scope.getState($orderOnlineSettings).paymentVendorType).toBe('STRIPE');
    expect(scope.getState($stepDefinitions).map((s) => s.key)).toEqual([
      'vehicle',
      'payment',
      'extras',
      'details',
    ]);
    expect(scope.getState($stepsPage)).toMatchObject({ vehicle: { heading: 'הרכב שבחרתם' } });
    expect(scope.getState($affiliation)).toBe('sl-nvl');
  });

  it('a page that has the vehicle need not fetch it', async () => {
    const { scope, getVehicle } = setup();
    await allSettled(orderOnlineOpened, {
      scope,
      params: { companyConfig: 'lux-il', fetchVehicle: false, vehicle: sampleVehicle({ id: '7' }) },
    });
    expect(getVehicle).not.toHaveBeenCalled();
    expect(scope.getState($vehicle)?.id).toBe('7');
    expect(scope.getState($orderOnlineConfig)).not.toBeNull();
  });

  it('fetches the configuration only when it is not loaded yet', async () => {
    const { scope, getVehicle, getConfig } = setup();
    await allSettled(orderOnlineOpened, { scope, params: opened });
    await allSettled(orderOnlineOpened, { scope, params: { ...opened, vehicleId: '43' } });
    expect(getVehicle).toHaveBeenCalledTimes(2);
    expect(getConfig).toHaveBeenCalledTimes(1);
    expect(scope.getState($vehicle)?.id).toBe('43');
  });

  it('a configuration loaded on the server is not fetched again in the browser', async () => {
    const { scope, getConfig } = setup();
    await allSettled(orderOnlineOpened, { scope, params: opened });
    const browser = fork({
      values: serialize(scope),
      handlers: [[fetchCurrencyRateFx, async () => ({ data: 1 })]],
    });
    expect(browser.getState($orderOnlineConfig)).toEqual(sampleConfigItems());
    await allSettled(orderOnlineApiConfigured, {
      scope: browser,
      params: createFakeOrderOnlineApi({ getVehicle: async () => sampleVehicle(), getConfig }),
    });
    await allSettled(orderOnlineOpened, { scope: browser, params: opened });
    expect(getConfig).toHaveBeenCalledTimes(1);
  });

  it('the configurator journey (config_url query) loads the config_ variants', async () => {
    const { scope, getConfig } = setup();
    await allSettled(orderOnlineOpened, {
      scope,
      params: { ...opened, configUrl: 'https://configurator.example/d110?vin=X' },
    });
    expect(scope.getState($configUrl)).toBe('https://configurator.example/d110?vin=X');
    expect(scope.getState($isConfiguratorJourney)).toBe(true);
    expect(getConfig).toHaveBeenCalledWith({ journey: 'configurator', companyConfig: 'lux-il' });
    expect(scope.getState($orderOnlineSettings).steps).toHaveLength(4);
    expect(scope.getState($affiliation)).toBe('sl-nvl-config');
  });

  it('a configurator vehicle switches to the configurator journey, even without config_url', async () => {
    const { scope, getConfig } = setup({
      getVehicle: async ({ id }) => sampleVehicle({ id, state: 'configurator' }),
    });
    await allSettled(orderOnlineOpened, { scope, params: opened });
    expect(scope.getState($journeyMode)).toBe('configurator');
    expect(getConfig).toHaveBeenCalledWith({ journey: 'configurator', companyConfig: 'lux-il' });
  });

  it('A§8: a vehicle failure is logged and taken as null; the configuration still loads', async () => {
    const { scope, warnings } = setup({
      getVehicle: async () => Promise.reject(new Error('502 Bad Gateway')),
    });
    await allSettled(orderOnlineOpened, { scope, params: opened });
    expect(scope.getState($vehicle)).toBeNull();
    expect(scope.getState($orderOnlineConfig)).not.toBeNull();
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ message: 'Vehicle request failed' }));
  });

  it('A§8: a configuration failure is logged and taken as null, and is tried again next time', async () => {
    const getConfig = vi
      .fn()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce(sampleConfigItems());
    const { scope, warnings } = setup({ getConfig });
    await allSettled(orderOnlineOpened, { scope, params: opened });
    expect(scope.getState($orderOnlineConfig)).toBeNull();
    expect(scope.getState($vehicle)?.id).toBe('42');
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Order-online configuration request failed' }),
    );
    await allSettled(orderOnlineOpened, { scope, params: opened });
    expect(getConfig).toHaveBeenCalledTimes(2);
    expect(scope.getState($orderOnlineConfig)).not.toBeNull();
  });

  it('both failing: two warnings, nothing thrown', async () => {
    const { scope, warnings } = setup({
      getVehicle: () => Promise.reject(new Error('a')),
      getConfig: () => Promise.reject(new Error('b')),
    });
    const result = await allSettled(initOrderOnlineFx, { scope, params: opened });
    expect(result.status).toBe('done');
    expect(warnings).toHaveBeenCalledTimes(2);
  });
});

describe('pages merged by type (A§4)', () => {
  it('the checkout page follows the chosen payment option type; calculator is lease', async () => {
    const { scope } = setup();
    await allSettled(orderOnlineOpened, { scope, params: opened });
    expect(scope.getState($checkoutPage)['heading']).toBe('סיכום הזמנה');
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { paymentOptionsData: { type: 'calculator', data: [] } },
    });
    expect(scope.getState($checkoutPage)).toMatchObject({
      heading: 'סיכום ליסינג',
      labels: { total: 'תשלום חודשי', fee: 'דמי הזמנה' },
    });
  });

  it('the success page merges by a given type, else by the payment option type', async () => {
    const { scope } = setup();
    await allSettled(orderOnlineOpened, { scope, params: opened });
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { paymentOptionsData: { type: 'subscription', data: [] } },
    });
    expect(scope.getState($successPage)['body']).toBe('המנוי התקבל.');
    await allSettled(successPageTypeChanged, { scope, params: 'cash' });
    expect(scope.getState($successPage)['body']).toBe('ההזמנה התקבלה.');
  });
});

describe('currency rate (A§4): not loaded, loading, loaded; fetched only once', () => {
  it('opening the journey asks @lux/pricing once, however often it opens', async () => {
    const { scope, currency } = setup();
    await allSettled(priceSettingsReceived, {
      scope,
      params: { 'price.currency.api_url': 'https://rates.example' },
    });
    expect(scope.getState($currencyRateStatus)).toBe('not_loaded');
    await allSettled(orderOnlineOpened, { scope, params: opened });
    await allSettled(orderOnlineOpened, { scope, params: opened });
    expect(currency).toHaveBeenCalledTimes(1);
    expect(scope.getState($currencyRateStatus)).toBe('loaded');
    expect(scope.getState($currencyRate)).toBe(3.7);
  });

  it('is loading while the request runs', async () => {
    let resolve!: (body: unknown) => void;
    const pending = fork({
      values: [
        [
          $orderOnlineApi,
          createFakeOrderOnlineApi({ getVehicle: async () => sampleVehicle(), getConfig: async () => [] }),
        ],
      ],
      handlers: [[fetchCurrencyRateFx, () => new Promise((r) => (resolve = r))]],
    });
    await allSettled(priceSettingsReceived, {
      scope: pending,
      params: { 'price.currency.api_url': 'https://rates.example' },
    });
    const settled = allSettled(orderOnlineOpened, { scope: pending, params: opened });
    await vi.waitFor(() => expect(pending.getState($currencyRateStatus)).toBe('loading'));
    resolve({ data: 3.6 });
    await settled;
    expect(pending.getState($currencyRateStatus)).toBe('loaded');
  });
});
