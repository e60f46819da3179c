import { describe, expect, it, vi } from 'vitest';
import {
  browserLocalStorage,
  createMemoryStorage,
  emptyOrderOnlineData,
  noStorage,
  ORDER_ONLINE_STORAGE_KEYS,
  parseOrderOnlineData,
  parseSoftLock,
  softLockBelongsTo,
  withLocationDetails,
} from './storage';

describe('browser keys (A§3, A§9)', () => {
  it('uses the spec names', () => {
    expect(ORDER_ONLINE_STORAGE_KEYS).toEqual({
      data: 'sl_order_online_data',
      softLock: 'sl_order_online_soft_lock',
      reservation: 'sl_order_online_reservation',
      steps: 'sl_order_online_steps',
      productPageData: 'sl_product_page_data',
    });
  });
});

describe('sl_order_online_data', () => {
  it('reads every field of A§3', () => {
    const data = parseOrderOnlineData(
      JSON.stringify({
        vehicleId: 42,
        detailsRoute: '/showroom-order-online/vehicle/42',
        location: { city: 'תל אביב' },
        preselectedPaymentOption: 'calculator',
        tradeInData: { brand: 'Audi', mileage: 80000 },
        configUrl: 'https://configurator.example/d110',
        paymentOptionsData: { type: 'Lease', data: [{ months: 36 }] },
        tabChoice: 'lease',
        servicePackData: { id: 'sp1' },
        appBookingData: { date: '2026-01-03', slot: '10:00' },
        locationDetails: { uuid: 'loc-1', name: 'Lux Herzliya' },
        termsAndConditionsData: { accepted_at: '2026-01-01T10:00:00Z' },
      }),
    );
    expect(data).toEqual({
      vehicleId: '42',
      detailsRoute: '/showroom-order-online/vehicle/42',
      location: { city: 'תל אביב' },
      preselectedPaymentOption: 'lease',
      tradeInData: { brand: 'Audi', mileage: 80000 },
      configUrl: 'https://configurator.example/d110',
      paymentOptionsData: { type: 'lease', data: [{ months: 36 }] },
      tabChoice: 'lease',
      servicePackData: { id: 'sp1' },
      appBookingData: { date: '2026-01-03', slot: '10:00' },
      locationDetails: { uuid: 'loc-1', name: 'Lux Herzliya' },
      paymentRecipient: { uuid: 'loc-1', name: 'Lux Herzliya' },
      termsAndConditionsData: { accepted_at: '2026-01-01T10:00:00Z' },
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a list', '[1,2]'],
    ['a string', '"data"'],
  ])('%s gives empty data', (_, raw) => {
    expect(parseOrderOnlineData(raw)).toEqual(emptyOrderOnlineData);
  });

  it('drops what is malformed field by field', () => {
    const data = parseOrderOnlineData(
      JSON.stringify({
        vehicleId: '  ',
        paymentOptionsData: { type: 'barter', data: [] },
        locationDetails: { name: 'no uuid' },
        tradeInData: 'Audi',
        paymentRecipient: { uuid: 'forged' },
      }),
    );
    expect(data.vehicleId).toBeNull();
    expect(data.paymentOptionsData).toBeNull();
    expect(data.locationDetails).toBeNull();
    expect(data.tradeInData).toBeNull();
    expect(data.paymentRecipient).toBeNull();
  });

  it('the location details are also the payment recipient', () => {
    const data = withLocationDetails(emptyOrderOnlineData, { uuid: 'loc-2', name: 'Lux Haifa' });
    expect(data.paymentRecipient).toEqual(data.locationDetails);
    expect(withLocationDetails(data, null).paymentRecipient).toBeNull();
  });
});

describe('sl_order_online_soft_lock', () => {
  const lock = {
    vehicleId: '42',
    lockId: 'lock-1',
    orderNumber: 'LUX-1',
    expiresAt: '2026-01-01T10:15:00.000Z',
  };

  it('reads a lock and refuses incomplete ones', () => {
    expect(parseSoftLock(JSON.stringify(lock))).toEqual(lock);
    expect(parseSoftLock(JSON.stringify({ ...lock, vehicleId: 42, expiresAt: 'tomorrow' }))).toEqual({
      ...lock,
      expiresAt: null,
    });
    expect(parseSoftLock(JSON.stringify({ vehicleId: '42' }))).toBeNull();
    expect(parseSoftLock('nope')).toBeNull();
  });

  it.each<[string, string | number | null, boolean]>([
    ['the same vehicle id', '42', true],
    ['the same id as a number', 42, true],
    ['another vehicle', '43', false],
    ['no vehicle id', null, false],
  ])('belongs to %s: %s', (_, vehicleId, belongs) => {
    expect(softLockBelongsTo(lock, vehicleId)).toBe(belongs);
    expect(softLockBelongsTo(null, vehicleId)).toBe(false);
  });
});

describe('storage adapters', () => {
  it('memory storage gets, sets and removes', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.set('b', '2');
    storage.remove('a');
    expect(storage.get('b')).toBe('2');
    expect(storage.get('a')).toBeNull();
    expect(storage.snapshot()).toEqual({ b: '2' });
  });

  it('noStorage keeps nothing (the server)', () => {
    noStorage.set('a', '1');
    expect(noStorage.get('a')).toBeNull();
  });

  it('the browser adapter is null without localStorage and uses it when there is one', () => {
    expect(browserLocalStorage()).toBeNull();
    const local = { getItem: vi.fn(() => 'v'), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', local);
    try {
      const adapter = browserLocalStorage()!;
      expect(adapter.get('k')).toBe('v');
      adapter.set('k', 'x');
      adapter.remove('k');
      expect(local.setItem).toHaveBeenCalledWith('k', 'x');
      expect(local.removeItem).toHaveBeenCalledWith('k');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
