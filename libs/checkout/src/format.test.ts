import { describe, expect, it } from 'vitest';
import { clockText, dateText, paymentOptionChoices, purchasePriceText, vehicleName, vehiclePhoto, vehicleSpecRows } from './format';
import { checkoutStrings } from './strings';
import { defender, ilsPriceSettings } from './testing/fixtures';

const t = checkoutStrings.he;

describe('payment options (A§5)', () => {
  it('offers cash with a purchase price and lease with a lease price', () => {
    expect(paymentOptionChoices(defender, ilsPriceSettings, t).map((choice) => choice.type)).toEqual(['cash', 'lease']);
    expect(paymentOptionChoices(defender, ilsPriceSettings, t)[0]!.price).toBe('₪ 489,000');
    expect(paymentOptionChoices(defender, ilsPriceSettings, t)[1]!.price).toBe('₪ 5,990 לחודש');
  });

  it('offers subscription only with a subscribe price, and nothing for lease hidden from visitors', () => {
    const vehicle = {
      ...defender,
      prices: { list: [{ type: 'lease', value_raw: 5990, hiddenFromVisitors: true }, { type: 'subscribe', value_raw: 4200 }] },
    };
    expect(paymentOptionChoices(vehicle, ilsPriceSettings, t).map((choice) => choice.type)).toEqual(['subscription']);
  });

  it('offers nothing when the price is hidden or absent', () => {
    expect(paymentOptionChoices({ ...defender, price_hidden: true }, ilsPriceSettings, t)).toEqual([]);
    expect(paymentOptionChoices({ id: '1' }, ilsPriceSettings, t)).toEqual([]);
    expect(purchasePriceText({ ...defender, price_hidden: true }, ilsPriceSettings)).toBe('');
  });
});

describe('vehicle texts', () => {
  it('names the vehicle by its display name, else brand, model and version', () => {
    expect(vehicleName(defender)).toBe('דיפנדר 110 X-Dynamic SE');
    expect(vehicleName({ id: '9', nameplate_brand_name: 'Land Rover', nameplate_name: 'Discovery', version: 'D300' })).toBe('Land Rover Discovery D300');
    expect(vehicleName({ id: '9' })).toBe('9');
  });

  it('offers the cover in two widths, or none', () => {
    expect(vehiclePhoto(defender)?.srcSet).toMatch(/ 640w, .* 1024w$/);
    expect(vehiclePhoto({ id: '1', cover_photo_medium: '/a.jpg' })).toEqual({ src: '/a.jpg', srcSet: undefined });
    expect(vehiclePhoto({ id: '1' })).toBeNull();
  });

  it('lists only the specification the vehicle has, mileage in the locale’s digits grouping', () => {
    const rows = vehicleSpecRows(defender, checkoutStrings.en, 'en');
    expect(rows.map((row) => row.key)).toEqual(['state', 'year', 'mileage', 'engine', 'transmission', 'color', 'vin']);
    expect(rows.find((row) => row.key === 'mileage')?.value).toBe('18,500 km');
    expect(vehicleSpecRows({ id: '1' }, t, 'he')).toEqual([]);
  });
});

describe('clock and dates', () => {
  it('writes seconds as m:ss, hours when the hold is that long', () => {
    expect(clockText(900)).toBe('15:00');
    expect(clockText(61)).toBe('1:01');
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(-5)).toBe('0:00');
  });

  it('writes a YYYY-MM-DD date in the page’s language, anything else as it is', () => {
    expect(dateText('2026-12-01', 'en')).toBe('1 December 2026');
    expect(dateText('2026-12-01', 'he')).toMatch(/2026/);
    expect(dateText('soon', 'en')).toBe('soon');
  });
});
