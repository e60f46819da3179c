import { describe, expect, it } from 'vitest';
import {
  dealerMapOf,
  emptyPostcodeSearch,
  isValidDealerCode,
  postcodeSearchFromParams,
  postcodeSearchToParams,
  postcodeSearchType,
  retailerQuery,
  validatePostcodeSearch,
  validateRetailerSearch,
  validDealerCodes,
} from './postcode';
import { sampleDealers } from './testing';

const search = (fields: Partial<typeof emptyPostcodeSearch>) => ({ ...emptyPostcodeSearch, ...fields });

describe('postcode search type (A§4)', () => {
  it.each([
    [{ postcode: '6100000', locality: 'Tel Aviv' }, 'postcodeSearch'],
    [{ postcode: '6100000', locality: 'Tel Aviv', state: 'center' }, 'postcodeSearch'],
    [{ state: 'center' }, 'stateSearch'],
    [{ retailer: 'TLV01' }, 'retailerSearch'],
    [{ postcode: '6100000' }, 'none'],
    [{ state: 'center', retailer: 'TLV01' }, 'none'],
    [{ state: 'center', postcode: '6100000' }, 'none'],
    [{}, 'none'],
  ] as const)('%o is %s', (fields, type) => {
    expect(postcodeSearchType(search(fields))).toBe(type);
  });
});

describe('validation (A§5)', () => {
  it('requires a state for a postcode search', () => {
    expect(validatePostcodeSearch({ state: '  ' })).toBe('stateRequired');
    expect(validatePostcodeSearch({ state: 'center' })).toBeNull();
  });

  it('needs dealer codes or a retailer for a retailer search', () => {
    expect(validateRetailerSearch({ retailer: '', dealerCodes: [] })).toBe('retailerRequired');
    expect(validateRetailerSearch({ retailer: '', dealerCodes: [' '] })).toBe('retailerRequired');
    expect(validateRetailerSearch({ retailer: 'TLV01', dealerCodes: [] })).toBeNull();
    expect(validateRetailerSearch({ retailer: '', dealerCodes: ['TLV01'] })).toBeNull();
  });

  it('accepts a dealer code only when it is in the known list and in the map', () => {
    const map = dealerMapOf(sampleDealers);
    expect(isValidDealerCode('TLV01', ['TLV01'], map)).toBe(true);
    expect(isValidDealerCode('TLV01', [], map)).toBe(false);
    expect(isValidDealerCode('JLM03', ['JLM03'], map)).toBe(false);
    expect(isValidDealerCode('__proto__', ['__proto__'], map)).toBe(false);
    expect(validDealerCodes(['HFA02', 'X', 'TLV01', 'HFA02'], ['TLV01', 'HFA02'], map)).toEqual(['HFA02', 'TLV01']);
  });
});

describe('query parameters (A§2, A§7)', () => {
  it('keeps the search in _retailer, _state, _postcode and _locality', () => {
    const data = search({ state: 'מרכז', postcode: '6100000', locality: 'תל אביב', dealerCodes: ['TLV01'] });
    const params = postcodeSearchToParams(data);
    expect(params).toEqual([['_state', 'מרכז'], ['_postcode', '6100000'], ['_locality', 'תל אביב']]);
    expect(postcodeSearchFromParams(new URLSearchParams(params.map(([k, v]) => [k, v])))).toEqual({ ...data, dealerCodes: [] });
  });

  it('asks retailers with q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]', () => {
    expect(retailerQuery({ state: 'center', postcode: '61000', locality: 'Tel Aviv' }, 'Land Rover')).toEqual([
      ['q[brand_eq]', 'Land Rover'],
      ['q[state_eq]', 'center'],
      ['q[postcode_eq]', '61000'],
      ['q[locality_eq]', 'Tel Aviv'],
    ]);
    expect(retailerQuery({ state: 'center', postcode: '', locality: '' })).toEqual([['q[state_eq]', 'center']]);
  });
});
