import { describe, expect, it } from 'vitest';
import { readRetailers, readTradeInOptions } from './environment';

describe('readRetailers', () => {
  it('reads the content service’s dealers, by code, and drops those without one', () => {
    const body = {
      data: [
        { id: '1', type: 'dealers', attributes: { name: 'לוקס מוטורס תל אביב', dealer_code: 'TLV01', city: 'תל אביב', address: 'בגין 150', phone: '03-5550101' } },
        { id: '2', type: 'dealers', attributes: { name: 'No code' } },
        'junk',
      ],
    };
    expect(readRetailers(body)).toEqual([{ uuid: 'TLV01', name: 'לוקס מוטורס תל אביב', city: 'תל אביב', address: 'בגין 150', phone: '03-5550101' }]);
    expect(readRetailers(null)).toEqual([]);
  });
});

describe('readTradeInOptions', () => {
  it('reads the four lists (A§3), models with their make; no makes is no lists', () => {
    const options = readTradeInOptions({
      data: {
        brands: [{ value: 'kia', label: 'קיה' }, { value: '' }],
        models: [{ value: 'Niro', label: 'Niro', brand: 'kia' }, { value: 'Orphan' }],
        bodyTypes: [{ value: 'suv' }],
        fuelTypes: 'nope',
      },
    });
    expect(options).toEqual({
      brands: [{ value: 'kia', label: 'קיה' }],
      models: [{ value: 'Niro', label: 'Niro', brand: 'kia' }],
      bodyTypes: [{ value: 'suv', label: 'suv' }],
      fuelTypes: [],
    });
    expect(readTradeInOptions({ data: { brands: [] } })).toBeNull();
  });
});
