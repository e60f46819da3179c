import { describe, expect, it } from 'vitest';
import { stockStateFromSearch } from './url';
import { isStockParam, mergeStockSearch } from './url-sync';

describe('mergeStockSearch', () => {
  it('replaces the stock parameters and keeps the others in place', () => {
    expect(mergeStockSearch('?utm_source=mail&models=Defender&page=3&gclid=x', 'models=Discovery&sort=priceAsc')).toBe(
      'utm_source=mail&gclid=x&models=Discovery&sort=priceAsc',
    );
  });

  it('removes every stock parameter for a default state, and never adds a foreign one', () => {
    expect(mergeStockSearch('display_price.from=1&_state=x&_locality=y&items=6', '')).toBe('');
    expect(mergeStockSearch('', 'evil=1&states=used')).toBe('states=used');
  });

  it('round-trips through the URL reader', () => {
    const merged = mergeStockSearch('?a=1', 'models=Defender++Discovery&mileage.to=50000&_state=%D7%9E%D7%97%D7%95%D7%96');
    expect(stockStateFromSearch(merged).query.filters).toEqual({ models: ['Defender', 'Discovery'], mileage: { from: null, to: 50000 } });
    expect(stockStateFromSearch(merged).search.state).toBe('מחוז');
  });

  it('knows its parameters', () => {
    expect(['models', 'display_price.from', 'sort', 'page', 'items', '_retailer', '_postcode'].every(isStockParam)).toBe(true);
    expect(['display_price', 'utm_source', 'q', 'models.from'].some(isStockParam)).toBe(false);
  });
});
