import { describe, expect, it } from 'vitest';
import { listingApiQuery, parseListingApiQuery, similarVehiclesApiQuery } from './api-query';
import { defaultListQuery, type ListQuery } from './list-query';

const query = (overrides: Partial<ListQuery>): ListQuery => ({ ...defaultListQuery, ...overrides });

describe('listing API parameters (A§7)', () => {
  it('maps filters to filter[...] with the backend suffixes', () => {
    const params = listingApiQuery(
      query({
        filters: {
          models: ['Defender', 'Range Rover'],
          financing_options: ['lease'],
          colors: ['Black'],
          mileage: { from: 1000, to: 50000 },
          production_year: { from: null, to: 2024 },
        },
        sort: 'priceAsc',
        page: 2,
        items: 6,
      }),
      { brand: 'Land Rover' },
    );
    expect(params).toEqual([
      ['filter[nameplate_brand_name_eq]', 'Land Rover'],
      ['filter[nameplate_name_in]', 'Defender  Range Rover'],
      ['filter[financing_options_includes]', 'lease'],
      ['filter[mileage_gteq]', '1000'],
      ['filter[mileage_lteq]', '50000'],
      ['filter[production_year_lteq]', '2024'],
      ['filter[color_name_includes]', 'Black'],
      ['items', '6'],
      ['page', '2'],
      ['sort', 'priceAsc'],
    ]);
  });

  it('sends a range bound only when it differs from the default (A§5)', () => {
    const params = listingApiQuery(query({ filters: { production_year: { from: 2015, to: 2026 } } }), {
      rangeDefaults: { production_year: { min: 2015, max: 2026 } },
    });
    expect(params.filter(([k]) => k.startsWith('filter['))).toEqual([]);
  });

  it('filters by the dealer codes of a postcode search unless dealers are picked by hand', () => {
    expect(listingApiQuery(defaultListQuery, { dealerCodes: ['TLV01', 'HFA02'] })[0]).toEqual(['filter[dealer_code_in]', 'TLV01  HFA02']);
    const picked = listingApiQuery(query({ filters: { dealers: ['HFA02'] } }), { dealerCodes: ['TLV01'] });
    expect(picked.filter(([k]) => k === 'filter[dealer_code_in]')).toEqual([['filter[dealer_code_in]', 'HFA02']]);
  });

  it('asks for similar vehicles by nameplate, one more than the six shown', () => {
    expect(similarVehiclesApiQuery(' Defender ')).toEqual([['filter[nameplate_name_in]', 'Defender'], ['items', '7'], ['page', '1']]);
  });
});

describe('parseListingApiQuery', () => {
  it('reads filters, q[...] and paging', () => {
    const parsed = parseListingApiQuery('filter[nameplate_name_in]=Defender++Discovery&filter[mileage_lteq]=5000&q[state_eq]=north&items=3&page=2&sort=status');
    expect(parsed.problems).toEqual([]);
    expect(parsed.conditions).toEqual([
      { attribute: 'nameplate_name', operator: 'in', values: ['Defender', 'Discovery'], number: null },
      { attribute: 'mileage', operator: 'lteq', values: [], number: 5000 },
    ]);
    expect(parsed.q.state).toBe('north');
    expect([parsed.items, parsed.page, parsed.sort]).toEqual([3, 2, 'status']);
  });

  it('reports items outside 1–12 with a clear message (A§9)', () => {
    for (const items of ['0', '13', '-1', 'abc', '1.5', ''])
      expect(parseListingApiQuery(`items=${items}`).problems).toEqual([{ parameter: 'items', message: 'items must be a whole number from 1 to 12' }]);
  });

  it('reports unknown or malformed filters, negative numbers, bad pages and sorts', () => {
    const parsed = parseListingApiQuery([
      ['filter[password_eq]', 'x'],
      ['filter[[nameplate_name_in]]', 'x'],
      ['filter[mileage_gteq', '1'],
      ['filter[mileage_gteq]', '-1'],
      ['q[owner_eq]', 'x'],
      ['page', '0'],
      ['sort', "1; DROP TABLE"],
    ]);
    expect(parsed.problems.map((p) => p.parameter)).toEqual([
      'filter[password_eq]', 'filter[[nameplate_name_in]]', 'filter[mileage_gteq', 'filter[mileage_gteq]', 'q[owner_eq]', 'page', 'sort',
    ]);
    expect(parsed.conditions).toEqual([]);
  });

  it('ignores plain parameters it does not know (cache busters, tracking)', () => {
    expect(parseListingApiQuery('utm_source=x&_=123').problems).toEqual([]);
  });
});
