import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDateUnavailable, localIsoDate, rentalDays, weekdayOf } from './dates';

describe('rental dates', () => {
  it.each([
    ['2026-11-29', 0],
    ['2026-12-05', 6],
    ['2024-02-29', 4],
    ['2026-02-29', null],
    ['29/11/2026', null],
  ])('weekdayOf(%s) = %s', (iso, weekday) => expect(weekdayOf(iso)).toBe(weekday));

  it.each([
    ['2026-11-27', '2026-11-27', 0],
    ['2026-11-27', '2026-12-02', 5],
    ['2026-12-30', '2027-01-02', 3],
    ['2026-03-26', '2026-03-30', 4], // across Israel's summer-time change
    ['2026-12-02', '2026-11-27', -5],
  ])('daysBetween(%s, %s) = %s', (a, b, days) => expect(daysBetween(a, b)).toBe(days));

  it.each([
    ['2026-11-26', false, 'past'],
    ['2026-11-27', true, 'today'],
    ['2026-11-29', false, 'Sunday disabled'],
    ['2026-11-28', true, 'Saturday allowed'],
    ['2026-13-01', false, 'not a date'],
  ])('%s available: %s (%s)', (iso, available) => expect(isDateUnavailable(iso, '2026-11-27', [0])).toBe(!available));

  it.each([
    [null, '2026-11-28', 0],
    ['2026-11-27', '2026-11-27', 1],
    ['2026-11-27', '2026-11-30', 3],
    ['2026-11-30', '2026-11-27', 0],
  ])('rentalDays(%s, %s) = %s', (a, b, days) => expect(rentalDays(a, b)).toBe(days));

  it('adds days and reads the local date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
