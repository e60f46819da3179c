import { describe, expect, it } from 'vitest';
import { carKeysIn, substituteSpecPrices, type CarData } from './spec-prices';

const cars: CarData[] = [
  { key: 'defender-110-d250-se', price: 459000, lease_price: 6700, specs: { power_hp: 249, electric_range_km: null } },
  { key: 'range-rover-p530-autobiography', price: 1390000, lease_price: null, specs: { acceleration_0_100_s: 4.6 } },
];
const format = {
  price: (n: number) => `${n.toLocaleString('en-US')} ₪`,
  lease: (n: number) => `${n.toLocaleString('en-US')} ₪ / לחודש`,
};

describe('spec-price substitution by car keys', () => {
  it('lists each car key a text names once', () => {
    expect(
      carKeysIn('{{price:defender-110-d250-se}} {{ spec : range-rover-p530-autobiography : acceleration_0_100_s }} {{lease_price:defender-110-d250-se}} {price:nope}'),
    ).toEqual(['defender-110-d250-se', 'range-rover-p530-autobiography']);
  });

  it('replaces prices, lease prices and specs', () => {
    expect(
      substituteSpecPrices(
        'דיפנדר החל מ-{{price:defender-110-d250-se}} או {{lease_price:defender-110-d250-se}}, {{spec:defender-110-d250-se:power_hp}} כ״ס; 0–100 ב-{{spec:range-rover-p530-autobiography:acceleration_0_100_s}}',
        cars,
        format,
      ),
    ).toBe('דיפנדר החל מ-459,000 ₪ או 6,700 ₪ / לחודש, 249 כ״ס; 0–100 ב-4.6');
  });

  it('empties what is missing: an unknown car, no lease price, an unknown or null spec', () => {
    expect(
      substituteSpecPrices(
        '[{{price:unknown-car}}][{{lease_price:range-rover-p530-autobiography}}][{{spec:defender-110-d250-se:nope}}][{{spec:defender-110-d250-se:electric_range_km}}][{{spec:defender-110-d250-se}}]',
        cars,
        format,
      ),
    ).toBe('[][][][][]');
  });

  it('leaves other braces alone', () => {
    expect(substituteSpecPrices('{amount} {{count}} {{price:}}', cars, format)).toBe('{amount} {{count}} {{price:}}');
  });
});

describe('spec-price substitution with a spec formatter', () => {
  it('writes specs through it, and still empties missing ones', () => {
    const spec = (key: string, value: string | number) => `${key}=${value}`;
    expect(
      substituteSpecPrices('{{spec:defender-110-d250-se:power_hp}}|{{spec:defender-110-d250-se:electric_range_km}}', cars, { ...format, spec }),
    ).toBe('power_hp=249|');
  });
});
