import { describe, expect, it } from 'vitest';
import { defaultPriceSettings } from './settings';
import { formatEngineCapacity, formatSeats } from './units';

const hebrewSeats = { one: 'מושב אחד', two: 'שני מושבים', other: '{{count}} מושבים' };
const englishSeats = { one: '{{count}} seat', other: '{{count}} seats' };

describe('formatSeats', () => {
  it('picks the English plural form', () => {
    expect(formatSeats(1, englishSeats)).toBe('1 seat');
    expect(formatSeats(5, englishSeats, { locale: 'en' })).toBe('5 seats');
    expect(formatSeats(0, englishSeats)).toBe('0 seats');
  });

  it("picks Hebrew's dual form", () => {
    expect(formatSeats(1, hebrewSeats, { locale: 'he' })).toBe('מושב אחד');
    expect(formatSeats(2, hebrewSeats, { locale: 'he' })).toBe('שני מושבים');
    expect(formatSeats(7, hebrewSeats, { locale: 'he' })).toBe('7 מושבים');
  });

  it('falls back to "other" when the category has no label', () => {
    expect(formatSeats(2, { other: '{{count}} מושבים' }, { locale: 'he' })).toBe('2 מושבים');
    expect(formatSeats(3, { one: 'مقعد', other: '{{ count }} مقاعد' }, { locale: 'ar' })).toBe('3 مقاعد');
  });

  it('uses a zero label for 0 when one is given', () => {
    expect(formatSeats(0, { ...englishSeats, zero: 'No seats' })).toBe('No seats');
  });

  it('accepts numeric strings', () => {
    expect(formatSeats('5', englishSeats)).toBe('5 seats');
  });

  it.each([undefined, null, '', 'five', Number.NaN, -1, 2.5, {}, true])(
    'returns the fallback for a counter that is not a whole number ≥ 0 (%s)',
    (count) => {
      expect(formatSeats(count, englishSeats, { fallback: 'Seats' })).toBe('Seats');
      expect(formatSeats(count, englishSeats)).toBe('');
    },
  );

  it('returns the fallback when no label fits', () => {
    const labels = { one: 'seat' } as unknown as Parameters<typeof formatSeats>[1];
    expect(formatSeats(4, labels, { fallback: 'Seats' })).toBe('Seats');
    expect(formatSeats(4, null as never, { fallback: 'Seats' })).toBe('Seats');
  });

  it('does not throw for an invalid locale tag', () => {
    expect(formatSeats(1, englishSeats, { locale: 'not a locale!' })).toBe('1 seat');
  });
});

describe('formatEngineCapacity', () => {
  it('shows litres with exactly one decimal', () => {
    expect(formatEngineCapacity(2, 'l')).toBe('2.0 l');
    expect(formatEngineCapacity('1.998', 'l')).toBe('2.0 l');
    expect(formatEngineCapacity(4.4, 'l')).toBe('4.4 l');
    expect(formatEngineCapacity(1.25, 'l')).toBe('1.3 l');
  });

  it('shows cc and kWh as grouped whole numbers', () => {
    expect(formatEngineCapacity(1998, 'cc')).toBe('1,998 cc');
    expect(formatEngineCapacity('2996.6', 'cc')).toBe('2,997 cc');
    expect(formatEngineCapacity(90.2, 'kwh')).toBe('90 kWh');
  });

  it('follows the delimiter of the settings, and its decimal mark', () => {
    const dotted = { ...defaultPriceSettings, delimiter: '.' };
    expect(formatEngineCapacity(1998, 'cc', { settings: dotted })).toBe('1.998 cc');
    expect(formatEngineCapacity(2, 'l', { settings: dotted })).toBe('2,0 l');
  });

  it('accepts a translated unit label', () => {
    expect(formatEngineCapacity(2, 'l', { label: 'ליטר' })).toBe('2.0 ליטר');
  });

  it.each([undefined, null, '', 'abc', 0, -2, 0.04, Number.NaN, {}])('is empty for %s', (value) => {
    expect(formatEngineCapacity(value, 'l')).toBe('');
    expect(formatEngineCapacity(value, 'cc')).toBe('');
  });

  it('is empty for an unknown unit', () => {
    expect(formatEngineCapacity(2, 'gallon' as never)).toBe('');
    expect(formatEngineCapacity(2, 'toString' as never)).toBe('');
  });
});
