import { describe, expect, it } from 'vitest';
import { formatDoublePrice, formatPrice, formatTemplate } from './format';
import { defaultPriceSettings, priceSettingsFromSettings, type PriceSettings } from './settings';
import { englishDoublePriceSettingsRecord, hebrewPriceSettingsRecord } from './testing';

const hebrew = priceSettingsFromSettings({ ...hebrewPriceSettingsRecord }).settings;
const english = defaultPriceSettings;
const withDouble = (
  doublePrice: Partial<PriceSettings['doublePrice']>,
  base: PriceSettings = english,
): PriceSettings => ({
  ...base,
  doublePrice: { ...base.doublePrice, enabled: true, ...doublePrice },
});

describe('formatPrice', () => {
  it('formats Hebrew and English prices with the default price format', () => {
    expect(formatPrice(389000, hebrew)).toBe('₪ 389,000');
    expect(formatPrice(1234, english)).toBe('€ 1,234');
    expect(formatPrice(1234)).toBe('€ 1,234');
  });

  it('uses the template of each kind', () => {
    expect(formatPrice(2990, hebrew, 'lease')).toBe('₪ 2,990 / לחודש');
    expect(formatPrice(4590, hebrew, 'subscribe')).toBe('החל מ-₪ 4,590 / לחודש');
    expect(formatPrice(2990, english, 'lease')).toBe('€ 2,990 / Month');
    expect(formatPrice(499, english, 'subscribe')).toBe('from € 499 / Month');
    expect(formatPrice(35990, english, 'stock')).toBe('€ 35,990');
    expect(formatPrice(35990, english, 'general')).toBe('35,990€');
  });

  it('falls back to the price format for an unknown kind', () => {
    expect(formatPrice(10, english, 'rent' as never)).toBe('€ 10');
  });

  it('accepts numeric strings, surrounding spaces, exponents and bigints', () => {
    expect(formatPrice('389000', hebrew)).toBe('₪ 389,000');
    expect(formatPrice(' 389000.00 ', hebrew)).toBe('₪ 389,000');
    expect(formatPrice('1.5e3')).toBe('€ 1,500');
    expect(formatPrice(12345678901234567890n)).toBe('€ 12,345,678,901,234,567,000');
  });

  const nonNumeric: unknown[] = [
    undefined,
    null,
    '',
    '  ',
    'abc',
    '12abc',
    '1,234',
    '0x10',
    'Infinity',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    true,
    {},
    [],
    [5],
    { valueOf: () => 5 },
    new Number(5),
    Symbol('5'),
    () => 5,
  ];
  it.each(nonNumeric.map((value) => ({ value })))(
    'is empty for missing or non-numeric input $value',
    ({ value }) => {
      expect(formatPrice(value)).toBe('');
    },
  );

  it.each([0, -0, -1, '-1500', 0.49, '0.4'])(
    'is empty for zero, negative, or below half a unit (%s)',
    (value) => {
      expect(formatPrice(value)).toBe('');
    },
  );

  it('rounds half away from zero to whole units', () => {
    expect(formatPrice(0.5)).toBe('€ 1');
    expect(formatPrice(1234.49)).toBe('€ 1,234');
    expect(formatPrice(1234.5)).toBe('€ 1,235');
    expect(formatPrice(999999.5)).toBe('€ 1,000,000');
  });

  it('groups with the configured delimiter', () => {
    const spaced = { ...english, delimiter: '\u00a0' };
    expect(formatPrice(1234567, { ...english, delimiter: '.' })).toBe('€ 1.234.567');
    expect(formatPrice(1234567, spaced)).toBe('€ 1\u00a0234\u00a0567');
    expect(formatPrice(123, english)).toBe('€ 123');
  });

  it('never reads the symbol as a token', () => {
    expect(formatPrice(1000, { ...english, symbol: '^%@' })).toBe('^%@ 1,000');
  });
});

describe('formatTemplate', () => {
  it('embeds a fully formatted price at @', () => {
    expect(formatTemplate(hebrew.offerString, 389000, hebrew)).toBe('החל מ-₪ 389,000');
    expect(formatTemplate(english.offerString, 1234, english)).toBe('from € 1,234');
    expect(formatTemplate('מחיר מלא: @', 389000, hebrew)).toBe('מחיר מלא: ₪ 389,000');
  });

  it('accepts tokens in any order and repeated', () => {
    expect(formatTemplate('^ % (@)', 1500, english)).toBe('1,500 € (€ 1,500)');
    expect(formatTemplate('%%^^', 1500, english)).toBe('€€1,5001,500');
  });

  it('returns a template without tokens as is, even with no price', () => {
    expect(formatTemplate('Call for price', 1500, english)).toBe('Call for price');
    expect(formatTemplate('Call for price', undefined, english)).toBe('Call for price');
    expect(formatTemplate('', 1500, english)).toBe('');
  });

  it('is empty when the template shows a price and there is none', () => {
    expect(formatTemplate('from @', 0, english)).toBe('');
    expect(formatTemplate('%', 'n/a', english)).toBe('');
  });

  it('takes escaped tokens literally', () => {
    expect(formatTemplate('0\\% APR, from @', 30000, english)).toBe('0% APR, from € 30,000');
    expect(formatTemplate('\\^\\@\\\\ ^', 7, english)).toBe('^@\\ 7');
    expect(formatTemplate('0\\% APR', undefined, english)).toBe('0% APR');
    expect(formatTemplate('line\\n', 1, english)).toBe('line\\n');
  });

  it('does not recurse when the price format itself contains @', () => {
    const odd = { ...english, formats: { ...english.formats, price: '% ^ @' } };
    expect(formatTemplate('from @', 5, odd)).toBe('from € 5 @');
    expect(formatPrice(5, odd)).toBe('€ 5 @');
  });

  it('is empty for a template that is not a string', () => {
    expect(formatTemplate(42 as unknown as string, 5, english)).toBe('');
  });
});

describe('formatDoublePrice', () => {
  const usd = priceSettingsFromSettings({ ...englishDoublePriceSettingsRecord }).settings;

  it('is empty while double prices are disabled (the default)', () => {
    expect(formatDoublePrice(1000, english)).toBe('');
  });

  it('converts with the rate, rounds to the decimals, and uses the double-price symbol', () => {
    expect(formatDoublePrice(1000, usd)).toBe('USD 1,080.00');
    expect(formatDoublePrice(1234567, usd)).toBe('USD 1,333,332.36');
    expect(formatDoublePrice(1000, withDouble({ rate: 1.1, decimals: 0 }))).toBe('EUR 1,100');
  });

  it('uses the template of the kind', () => {
    expect(formatDoublePrice(500, usd, 'lease')).toBe('USD 540.00 / Month');
  });

  it('writes decimals with "," when the delimiter is "." and "." when it is ","', () => {
    expect(
      formatDoublePrice(1000, withDouble({ rate: 1.005, decimals: 2 }, { ...english, delimiter: '.' })),
    ).toBe('EUR 1.005,00');
    expect(formatDoublePrice(1000, withDouble({ rate: 1.005, decimals: 2 }))).toBe('EUR 1,005.00');
    expect(
      formatDoublePrice(1000, withDouble({ rate: 0.5, decimals: 1 }, { ...english, delimiter: ' ' })),
    ).toBe('EUR 500,0');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatDoublePrice(1, withDouble({ rate: 1.005, decimals: 2 }))).toBe('EUR 1.01');
    expect(formatDoublePrice(1, withDouble({ rate: 2.5, decimals: 0 }))).toBe('EUR 3');
  });

  it('is empty when the base price is empty or the converted price rounds to zero', () => {
    for (const value of [0, -5, 'abc', null, 0.4]) expect(formatDoublePrice(value, usd)).toBe('');
    expect(formatDoublePrice(10, withDouble({ rate: 0.0001, decimals: 2 }))).toBe('');
  });

  it('survives hand-built settings with impossible decimals or rates', () => {
    expect(formatDoublePrice(10, withDouble({ decimals: -3 }))).toBe('EUR 10');
    expect(formatDoublePrice(10, withDouble({ rate: Number.NaN }))).toBe('');
    expect(formatDoublePrice(1e308, withDouble({ rate: 1e10 }))).toBe('');
  });
});
