import { describe, expect, it } from 'vitest';
import { defaultListQuery } from './list-query';
import { emptyPostcodeSearch } from './postcode';
import { hasStockParams, stockStateFromSearch, stockStateToSearch, VEHICLE_LIST_SESSION_KEY } from './url';

describe('URL sync', () => {
  it('writes checkbox values joined by a double space, ranges as .from/.to, and non-default paging', () => {
    const search = stockStateToSearch({
      query: { filters: { models: ['Defender', 'Range Rover'], mileage: { from: 1000, to: null } }, sort: 'priceAsc', page: 2, items: 6 },
      search: { ...emptyPostcodeSearch, state: 'מרכז', postcode: '6100000', locality: 'Tel Aviv' },
    });
    const params = new URLSearchParams(search);
    expect(params.get('models')).toBe('Defender  Range Rover');
    expect(params.get('mileage.from')).toBe('1000');
    expect(params.has('mileage.to')).toBe(false);
    expect([...params.keys()]).toEqual(['models', 'mileage.from', 'sort', 'page', 'items', '_state', '_postcode', '_locality']);
  });

  it('leaves defaults out: an untouched locator has an empty query', () => {
    expect(stockStateToSearch({ query: defaultListQuery, search: emptyPostcodeSearch })).toBe('');
  });

  it('leaves out range bounds equal to the defaults (A§5)', () => {
    const state = { query: { ...defaultListQuery, filters: { production_year: { from: 2015, to: 2022 } } }, search: emptyPostcodeSearch };
    expect(stockStateToSearch(state, { production_year: { min: 2015, max: 2026 } })).toBe('production_year.to=2022');
  });

  it('reads a query with ?, a full URL or URLSearchParams, ignoring unknown and invalid parameters', () => {
    const a = stockStateFromSearch('?models=Defender&mileage.from=-5&mileage.to=abc&power.from=200&sort=bogus&page=0&items=99&foo=1');
    expect(a.query).toEqual({ filters: { models: ['Defender'], power: { from: 200, to: null } }, sort: 'createdAtDesc', page: 1, items: 12 });
    const b = stockStateFromSearch('https://example.test/he/stock?states=new#top');
    expect(b.query.filters).toEqual({ states: ['new'] });
    expect(stockStateFromSearch(new URLSearchParams('_retailer=TLV01')).search.retailer).toBe('TLV01');
  });

  it('merges repeated checkbox parameters', () => {
    expect(stockStateFromSearch('models=Defender&models=Discovery  Defender').query.filters.models).toEqual(['Defender', 'Discovery']);
  });

  it('knows whether the URL holds a stock search', () => {
    expect(hasStockParams('?utm_source=x')).toBe(false);
    expect(hasStockParams('?_state=north')).toBe(true);
  });

  it('names the session key of A§9', () => {
    expect(VEHICLE_LIST_SESSION_KEY).toBe('sl_vehicle_list_query_params');
  });
});
