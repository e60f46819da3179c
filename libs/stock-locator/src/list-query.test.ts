import { describe, expect, it } from 'vitest';
import { canLoadMore, DEFAULT_SORT, isValidItems, normaliseItems, normalisePage, normaliseSort, pageCount, SORT_OPTIONS } from './list-query';

describe('list query (A§9)', () => {
  it('has the nine sorting options and a default among them', () => {
    expect(SORT_OPTIONS).toEqual([
      'productionYearAsc', 'productionYearDesc', 'createdAtAsc', 'createdAtDesc',
      'mileageAsc', 'mileageDesc', 'priceAsc', 'priceDesc', 'status',
    ]);
    expect(SORT_OPTIONS).toContain(DEFAULT_SORT);
    expect(normaliseSort('priceDesc')).toBe('priceDesc');
    expect(normaliseSort('price DESC; DROP TABLE')).toBe(DEFAULT_SORT);
  });

  it('keeps items per page within 1–12', () => {
    expect(normaliseItems(0)).toBe(1);
    expect(normaliseItems('13')).toBe(12);
    expect(normaliseItems('6')).toBe(6);
    expect(normaliseItems('abc')).toBe(12);
    expect(isValidItems('12')).toBe(true);
    expect(isValidItems(13)).toBe(false);
    expect(isValidItems(0)).toBe(false);
    expect(isValidItems('1.5')).toBe(false);
  });

  it('reads pages as whole numbers from 1', () => {
    expect(normalisePage('3')).toBe(3);
    expect(normalisePage('0')).toBe(1);
    expect(normalisePage('-2')).toBe(1);
    expect(normalisePage('1e9')).toBe(1);
  });

  it('counts pages and load-more', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(0, 12)).toBe(1);
    expect(canLoadMore(12, 25)).toBe(true);
    expect(canLoadMore(25, 25)).toBe(false);
  });
});
