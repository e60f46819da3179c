import { describe, expect, it } from 'vitest';
import { accordionAvailability, pickPrice } from './price-list';
import { samplePriceList } from './testing';

describe('pickPrice', () => {
  it('picks each type from a vehicle price list', () => {
    expect(pickPrice(samplePriceList, 'purchase')).toEqual({
      type: 'purchase',
      value: 389000,
      oldValue: 405000,
    });
    expect(pickPrice(samplePriceList, 'subscribe')).toEqual({
      type: 'subscribe',
      value: 4590,
      oldValue: null,
    });
  });

  it('skips entries hidden from visitors and takes the next visible one', () => {
    expect(pickPrice(samplePriceList, 'lease')).toEqual({ type: 'lease', value: 2990, oldValue: null });
    expect(pickPrice([{ type: 'lease', value_raw: 1, hiddenFromVisitors: 'true' }], 'lease')).toBeNull();
  });

  it('takes the first valid entry in list order', () => {
    const list = [
      { type: 'purchase', value_raw: 'n/a' },
      { type: 'purchase', value_raw: 0 },
      { type: 'purchase', value_raw: '50000' },
      { type: 'purchase', value_raw: 40000 },
    ];
    expect(pickPrice(list, 'purchase')?.value).toBe(50000);
  });

  it('keeps an old price only when it is a valid saving', () => {
    const old = (old_price_raw: unknown) =>
      pickPrice([{ type: 'purchase', value_raw: 100, old_price_raw }], 'purchase')?.oldValue;
    expect(old('120')).toBe(120);
    expect(old(100)).toBeNull();
    expect(old(80)).toBeNull();
    expect(old('abc')).toBeNull();
    expect(old(undefined)).toBeNull();
  });

  it('is null for missing types, malformed entries and lists that are not arrays', () => {
    expect(pickPrice([{ type: 'sale', value_raw: 5 }], 'purchase')).toBeNull();
    expect(pickPrice([null, 5, 'purchase', { value_raw: 5 }], 'purchase')).toBeNull();
    for (const list of [undefined, null, {}, 'purchase', 42]) expect(pickPrice(list, 'purchase')).toBeNull();
  });
});

describe('accordionAvailability', () => {
  it('opens each accordion only for its own valid price', () => {
    expect(accordionAvailability(samplePriceList)).toEqual({ cash: true, lease: true, subscribe: true });
    expect(accordionAvailability([{ type: 'purchase', value_raw: 1000 }])).toEqual({
      cash: true,
      lease: false,
      subscribe: false,
    });
    expect(accordionAvailability([{ type: 'subscribe', value_raw: '499' }])).toEqual({
      cash: false,
      lease: false,
      subscribe: true,
    });
  });

  it('hides the lease accordion when the only lease price is hidden from visitors', () => {
    expect(accordionAvailability([{ type: 'lease', value_raw: 2990, hiddenFromVisitors: true }]).lease).toBe(
      false,
    );
  });

  it('hides accordions whose price is zero, negative or not numeric', () => {
    const list = [
      { type: 'purchase', value_raw: 0 },
      { type: 'lease', value_raw: -1 },
      { type: 'subscribe', value_raw: 'call us' },
    ];
    expect(accordionAvailability(list)).toEqual({ cash: false, lease: false, subscribe: false });
    expect(accordionAvailability(undefined)).toEqual({ cash: false, lease: false, subscribe: false });
  });
});
