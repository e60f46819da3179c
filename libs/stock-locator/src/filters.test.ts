import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  CHECKBOX_FILTER_KEYS,
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  joinCheckboxValues,
  normaliseCheckboxValue,
  normaliseFilterValues,
  normaliseRange,
  parseRangeNumber,
  RANGE_FILTER_KEYS,
  splitCheckboxValues,
  toggleCheckboxValue,
} from './filters';

describe('checkbox filters (A§5)', () => {
  it('joins the selected keys with a double space', () => {
    expect(joinCheckboxValues(['Defender', 'Range Rover', 'Discovery Sport'])).toBe('Defender  Range Rover  Discovery Sport');
  });

  it('splits on runs of two or more spaces and keeps single spaces inside values', () => {
    expect(splitCheckboxValues('Defender  Range Rover   Velar')).toEqual(['Defender', 'Range Rover', 'Velar']);
  });

  it('collapses whitespace inside a value so the separator stays unambiguous', () => {
    expect(normaliseCheckboxValue('  Range \t Rover ')).toBe('Range Rover');
    expect(joinCheckboxValues(['Range  Rover'])).toBe('Range Rover');
  });

  it('drops blanks and duplicates, keeping selection order', () => {
    expect(splitCheckboxValues('b    a  b  ')).toEqual(['b', 'a']);
  });

  it('toggles a value on and off', () => {
    const on = toggleCheckboxValue(['Defender'], 'Discovery');
    expect(on).toEqual(['Defender', 'Discovery']);
    expect(toggleCheckboxValue(on, ' Defender ')).toEqual(['Discovery']);
    expect(toggleCheckboxValue(on, '   ')).toEqual(on);
  });

  it('keeps Hebrew values intact', () => {
    expect(splitCheckboxValues(joinCheckboxValues(['שחור סנטוריני', 'לבן פוג׳י']))).toEqual(['שחור סנטוריני', 'לבן פוג׳י']);
  });
});

describe('range filters (A§5)', () => {
  it('accepts only numeric, non-negative values', () => {
    expect(parseRangeNumber('5000')).toBe(5000);
    expect(parseRangeNumber(' 7 ')).toBe(7);
    expect(parseRangeNumber(2.6)).toBe(3);
    for (const bad of ['-1', -1, 'abc', '', '1e3', '0x10', '1,000', NaN, Infinity, '99999999999999999', null, {}, '٣'])
      expect(parseRangeNumber(bad)).toBeNull();
  });

  it('drops a bound equal to its default, so it is not sent', () => {
    expect(normaliseRange({ from: 2015, to: 2026 }, { min: 2015, max: 2026 })).toEqual({ from: null, to: null });
    expect(normaliseRange({ from: 2018, to: 2026 }, { min: 2015, max: 2026 })).toEqual({ from: 2018, to: null });
  });

  it('swaps bounds given the wrong way round', () => {
    expect(normaliseRange({ from: 50000, to: 1000 })).toEqual({ from: 1000, to: 50000 });
  });
});

describe('filter definitions (A§7 suffixes, B§3.2 flags)', () => {
  it('covers every block filter flag with one kind', () => {
    expect(FILTER_KEYS).toHaveLength(17);
    expect(CHECKBOX_FILTER_KEYS.length + RANGE_FILTER_KEYS.length).toBe(17);
    expect(RANGE_FILTER_KEYS).toEqual(['msrp_price', 'display_price', 'mileage', 'production_year', 'model_year', 'power']);
  });

  it('uses _in or _includes for every checkbox filter', () => {
    for (const key of CHECKBOX_FILTER_KEYS) expect(['_in', '_includes']).toContain(FILTER_DEFINITIONS[key].suffix);
  });

  it('normalises a whole state: unknown keys, empty lists and unset ranges go', () => {
    const state = normaliseFilterValues({
      models: ['Defender', ''],
      states: [],
      mileage: { from: null, to: null },
      power: { from: '200', to: 'x' },
      nonsense: ['x'],
      ['__proto__']: ['y'],
    });
    expect(state).toEqual({ models: ['Defender'], power: { from: 200, to: null } });
    expect(activeFilterCount(state)).toBe(2);
  });
});
