import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalSeparatorFor } from './amount';
import { formatDoublePrice, formatPrice, formatTemplate } from './format';
import { pickPrice, accordionAvailability } from './price-list';
import {
  defaultPriceSettings,
  PRICE_KINDS,
  PRICE_SETTING_KEYS,
  priceSettingsFromSettings,
  priceSettingsToRecord,
  type PriceSettings,
} from './settings';
import { formatEngineCapacity, formatSeats } from './units';

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withTypedArray: true,
  withSparseArray: true,
  withObjectString: true,
});
const kind = fc.constantFrom(...PRICE_KINDS);
const delimiter = fc.constantFrom(',', '.', ' ', '\u00a0', '\u202f', "'", '’');
const symbol = fc.string({ minLength: 1, maxLength: 4, unit: 'grapheme' }).filter((s) => !/\d/.test(s));
const settings: fc.Arbitrary<PriceSettings> = fc
  .record({ delimiter, symbol })
  .map((s) => ({ ...defaultPriceSettings, ...s }));
/** Every finite double, the infinities and NaN, plus the boundary values around half a unit. */
const number = fc.oneof(fc.double(), fc.constantFrom(0.5, 0.49999999999999994, -0, 1e21, 2 ** 53 + 2));
/** Whole-unit amounts where Math.round is an exact oracle. */
const amount = fc.double({ min: 0.5, max: Number.MAX_SAFE_INTEGER, noNaN: true });

describe('formatting properties', () => {
  it('never throws, and returns a string, for any input', () => {
    fc.assert(
      fc.property(anything, settings, kind, fc.string(), (value, s, k, template) => {
        for (const out of [
          formatPrice(value, s, k),
          formatDoublePrice(value, { ...s, doublePrice: { ...s.doublePrice, enabled: true } }, k),
          formatTemplate(template, value, s),
          formatSeats(value, { one: 'one', other: '{{count}}' }, { locale: template }),
          formatEngineCapacity(value, 'l'),
        ]) {
          expect(typeof out).toBe('string');
        }
        expect(() => pickPrice(value, 'purchase')).not.toThrow();
        expect(() => accordionAvailability([value, { type: 'lease', value_raw: value }])).not.toThrow();
        expect(() => priceSettingsFromSettings(value as Record<string, string>)).not.toThrow();
      }),
    );
  });

  it('is empty exactly when the value is not a finite number of at least half a unit', () => {
    fc.assert(
      fc.property(number, settings, kind, fc.boolean(), (x, s, k, asString) => {
        const out = formatPrice(asString ? String(x) : x, s, k);
        expect(out === '').toBe(!(Number.isFinite(x) && x >= 0.5));
      }),
    );
  });

  it('is empty for every value that is neither a number, a bigint nor a string', () => {
    fc.assert(
      fc.property(anything, (value) => {
        fc.pre(!['number', 'bigint', 'string'].includes(typeof value));
        expect(formatPrice(value)).toBe('');
      }),
    );
  });

  it('writes the digits of the amount rounded half up to whole units', () => {
    fc.assert(
      fc.property(amount, settings, (x, s) => {
        const grouped = formatTemplate('^', x, s);
        expect(grouped.split(s.delimiter).join('')).toBe(String(Math.round(x)));
      }),
    );
  });

  it('puts the delimiter every three digits from the right', () => {
    fc.assert(
      fc.property(fc.oneof(amount, fc.double({ min: 0.5, max: 1e300, noNaN: true })), delimiter, (x, d) => {
        const groups = formatTemplate('^', x, { ...defaultPriceSettings, delimiter: d }).split(d);
        const [head = '', ...rest] = groups;
        expect(head).toMatch(/^[1-9]\d{0,2}$/);
        for (const group of rest) expect(group).toMatch(/^\d{3}$/);
      }),
    );
  });

  it('writes the symbol exactly where % stands, and nowhere else', () => {
    const part = fc.oneof(
      fc.constantFrom('%', '^', '@'),
      fc.string({ minLength: 1, maxLength: 6 }).filter((t) => !/[%^@\\]/.test(t)),
    );
    const anySymbol = fc.string({ minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 8 }), anySymbol, amount, (parts, sym, x) => {
        const s = { ...defaultPriceSettings, symbol: sym };
        const grouped = formatTemplate('^', x, s);
        const expected = parts
          .map((p) => (p === '%' ? sym : p === '^' ? grouped : p === '@' ? `${sym} ${grouped}` : p))
          .join('');
        expect(formatTemplate(parts.join(''), x, s)).toBe(expected);
      }),
    );
  });

  it('converts the double price to rate × amount within rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 1e9, noNaN: true }),
        fc.double({ min: 1e-4, max: 1e4, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        delimiter,
        (x, rate, decimals, d) => {
          const s: PriceSettings = {
            ...defaultPriceSettings,
            delimiter: d,
            formats: { ...defaultPriceSettings.formats, price: '^' },
            doublePrice: { enabled: true, symbol: 'USD', rate, decimals },
          };
          const out = formatDoublePrice(x, s);
          const exact = x * rate;
          const halfStep = 0.5 * 10 ** -decimals;
          const tolerance = halfStep + exact * 1e-12;
          if (out === '') {
            expect(exact).toBeLessThan(halfStep + tolerance);
            return;
          }
          const [integer = '', fraction = ''] = out.split(decimalSeparatorFor(d));
          expect(fraction.length).toBe(decimals);
          const parsed = Number(`${integer.split(d).join('')}.${fraction || '0'}`);
          expect(Math.abs(parsed - exact)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });
});

describe('settings parsing properties', () => {
  const key = fc.oneof(
    fc.constantFrom(...PRICE_SETTING_KEYS),
    fc.constantFrom('price.unknown', 'meta.title_divider'),
  );
  const value = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '',
      ' ',
      'true',
      'FALSE',
      ',',
      '.',
      ' ',
      '% ^',
      '^%',
      'from @',
      '@',
      '₪',
      'ils',
      '0',
      '4',
      '7',
    ),
    fc.double().map(String),
  );

  it('is idempotent: reading back what it wrote gives the same settings and no problems', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), (record) => {
        const first = priceSettingsFromSettings(record);
        const second = priceSettingsFromSettings(priceSettingsToRecord(first.settings));
        expect(second.problems).toEqual([]);
        expect(second.settings).toEqual(first.settings);
        expect(priceSettingsFromSettings(record)).toEqual(first);
      }),
    );
  });

  it('reports one problem per rejected key and never changes a key it rejected', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), (record) => {
        const { settings: parsed, problems } = priceSettingsFromSettings(record);
        const written = priceSettingsToRecord(parsed);
        const defaults = priceSettingsToRecord(defaultPriceSettings);
        for (const { key: k } of problems) {
          if (k in written)
            expect(written[k as keyof typeof written]).toBe(defaults[k as keyof typeof defaults]);
        }
        expect(new Set(problems.map((p) => p.key)).size).toBe(problems.length);
      }),
    );
  });
});
