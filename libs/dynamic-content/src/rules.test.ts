import { describe, expect, it } from 'vitest';
import { brandValuesFor } from './families';
import { normaliseValue, parseCriteria, parseDynamicContentCondition, sameValue } from './normalise';
import {
  externalStockPasses,
  offersPass,
  parseExternalStockList,
  parseOffersResponse,
  parseReffineCondition,
  reffineListsFromResponse,
  reffinePasses,
} from './rules';
import { urlBrandCandidates, urlBrandPasses } from './url-brand';

describe('normalisation (B§5: trimmed, spaces to underscores, lower case)', () => {
  it.each([
    ['Range Rover', 'range_rover'],
    ['  Discovery Sport  ', 'discovery_sport'],
    ['RANGE  ROVER\tVELAR', 'range_rover_velar'],
    ['F-PACE', 'f-pace'],
    ['i_pace', 'i_pace'],
    ['', ''],
    ['   ', ''],
    [110, '110'],
    [null, ''],
    [undefined, ''],
    [{}, ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseValue(input)).toBe(expected);
  });

  it('never calls two empty values equal', () => {
    expect(sameValue('', ' ')).toBe(false);
    expect(sameValue('Velar ', ' velar')).toBe(true);
  });
});

describe('dc_strategy items (B§3.5: key, value, fallback)', () => {
  it.each([
    [{ key: 'url_brand', value: 'any_jag', fallback: false }, { key: 'url_brand', value: 'any_jag', fallback: false }],
    [{ key: ' offers ', value: 'model=f-pace', fallback: 'true' }, { key: 'offers', value: 'model=f-pace', fallback: true }],
    [{ key: 'external_stock', value: 110, fallback: 1 }, { key: 'external_stock', value: '110', fallback: true }],
    [{ key: 'reffine' }, { key: 'reffine', value: '', fallback: false }],
    [{ key: '', value: 'x' }, null],
    [{ value: 'x' }, null],
    [null, null],
    ['url_brand', null],
    [[], null],
  ])('%j → %j', (raw, expected) => {
    expect(parseDynamicContentCondition(raw)).toEqual(expected);
  });
});

describe('vehicle families and groups (B§5)', () => {
  it.each([
    ['defender', ['defender', '90', '110', '130']],
    ['discovery', ['discovery', 'discovery_sport']],
    ['range rover', ['range_rover', 'sport', 'velar', 'evoque']],
    ['any_jag', ['i_pace', 'f_pace', 'e_pace', 'f_type', 'xe', 'xf', 'xj']],
    ['velar', ['velar']],
  ])('%s covers %j', (value, members) => {
    const keys = brandValuesFor(value);
    for (const member of members) expect(keys.has(member)).toBe(true);
  });

  it('any_lr covers the three families with their members, and no Jaguar', () => {
    const keys = brandValuesFor('ANY_LR');
    for (const member of ['defender', '90', '110', '130', 'discovery', 'discovery_sport', 'range_rover', 'sport', 'velar', 'evoque']) {
      expect(keys.has(member)).toBe(true);
    }
    expect(keys.has('f_pace')).toBe(false);
    expect(brandValuesFor('any_jag').has('defender')).toBe(false);
  });
});

describe('URL brand strategy', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it.each([
    ['defender', at('/models/defender'), true],
    ['defender', at('/models/defender/110'), true],
    ['defender', at('/', '?model=Defender%20110'), true],
    ['Defender', at('/models/90'), true],
    ['defender', at('/models/discovery'), false],
    ['discovery', at('/', '?model=Discovery Sport'), true],
    ['discovery', at('/', '?model= DISCOVERY  SPORT '), true],
    ['range rover', at('/models/range-rover-velar'), true],
    ['range rover', at('/', '?brand=Range%20Rover'), true],
    ['range rover', at('/models/evoque'), true],
    ['range rover', at('/models/defender'), false],
    ['velar', at('/models/range-rover'), false],
    ['any_jag', at('/jaguar/f-pace'), true],
    ['any_jag', at('/jaguar/F_TYPE'), true],
    ['any_jag', at('/', '?model=xj'), true],
    ['any_jag', at('/models/velar'), false],
    ['any_lr', at('/models/velar'), true],
    ['any_lr', at('/models/130'), true],
    ['any_lr', at('/', '?model=discovery sport'), true],
    ['any_lr', at('/jaguar/xe'), false],
    ['  F-Pace ', at('/models/f-pace'), true],
    ['f pace', at('/models/f-pace'), true],
    ['', at('/models/f-pace'), false],
    ['f-pace', at('/', ''), false],
  ])('%j on %j → %s', (value, location, passes) => {
    expect(urlBrandPasses(value, location)).toBe(passes);
  });

  it('reads only the configured sources', () => {
    expect(urlBrandCandidates(at('/a/Range%20Rover', '?model=XE&x=y'))).toEqual(['xe', 'a', 'range_rover']);
    expect(urlBrandPasses('xe', at('/xe'), { queryParams: [], pathSegments: false })).toBe(false);
    expect(urlBrandPasses('xe', at('/', '?car=xe'), { queryParams: ['car'], pathSegments: false })).toBe(true);
  });
});

describe('external stock strategy (passes if the list is unknown or contains the value)', () => {
  it.each([
    [null, 'velar', true],
    [undefined, 'velar', true],
    [[], 'velar', false],
    [['Velar', 'Defender 110'], 'velar', true],
    [['Velar', 'Defender 110'], ' defender  110 ', true],
    [['Velar'], 'evoque', false],
    [['Velar'], '', false],
  ] as const)('list %j, value %j → %s', (list, value, passes) => {
    expect(externalStockPasses(list, value)).toBe(passes);
  });

  it.each([
    [['a', 1, null, { value: 'b' }, { name: 'c' }, { model: 'd' }, {}], ['a', '1', 'b', 'c', 'd']],
    [{ data: ['x'] }, ['x']],
    [[], []],
    ['oops', null],
    [{ items: [] }, null],
    [null, null],
  ])('reads the list response %j as %j', (body, list) => {
    expect(parseExternalStockList(body)).toEqual(list);
  });
});

describe('offers strategy', () => {
  const offers = [
    { model: 'F-PACE', type: 'lease', price: 2990, vehicle: { family: 'Range Rover' } },
    { model: 'Velar', type: 'purchase' },
  ];
  it.each([
    [null, 'model=f-pace', true, 'no offers list passes'],
    [undefined, 'model=f-pace', true, 'no offers list passes'],
    [[], 'model=f-pace', false, 'an empty list fails'],
    [[], '', false, 'an empty list fails even without criteria'],
    [offers, 'model=f-pace', true, 'one key equal (normalised)'],
    [offers, 'model=F-PACE&type=LEASE', true, 'all keys equal on the same offer'],
    [offers, 'model=f-pace&type=purchase', false, 'keys equal on different offers do not combine'],
    [offers, '{"model":" velar ","type":"purchase"}', true, 'JSON criteria'],
    [offers, 'price=2990', true, 'numbers compare as text'],
    [offers, 'vehicle.family=range rover', true, 'dotted paths'],
    [offers, 'colour=red', false, 'a key no offer has'],
    [offers, '', true, 'no criteria match any offer'],
  ] as const)('%j with %j → %s (%s)', (list, value, passes, _why) => {
    expect(offersPass(list, value)).toBe(passes);
  });

  it.each([
    ['', []],
    ['Service unavailable', []],
    [{ data: 'none' }, []],
    [[{ a: 1 }, 2, null, []], [{ a: 1 }]],
    [{ data: [{ a: 1 }] }, [{ a: 1 }]],
    [{ error: true }, null],
    [null, null],
  ])('a response %j is read as %j (a string counts as empty)', (body, list) => {
    expect(parseOffersResponse(body)).toEqual(list);
  });

  it('parses criteria from a query string or JSON', () => {
    expect(parseCriteria('model=f-pace&type=lease')).toEqual({ model: 'f-pace', type: 'lease' });
    expect(parseCriteria('{"model":"f-pace","n":2,"o":{}}')).toEqual({ model: 'f-pace', n: '2' });
    expect(parseCriteria('{bad')).toEqual({});
  });
});

describe('Reffine strategy', () => {
  const lists = { stock: ['Range Rover Sport', 'Defender 90'], empty: [] };
  it.each([
    [lists, 'stock:range rover sport', true, 'value among the named list (normalised)'],
    [lists, 'stock:Defender 90', true, 'value among the named list'],
    [lists, 'stock:velar', false, 'value not in the list'],
    [lists, 'empty:velar', false, 'a known empty list has no values'],
    [lists, 'unknown:velar', true, 'an unknown list passes'],
    [{}, 'stock:velar', true, 'no lists known'],
    [null, 'stock:velar', true, 'absent data'],
    [lists, 'stock', false, 'needs a value'],
    [lists, ':velar', false, 'needs a name'],
    [null, '', false, 'needs both'],
    [lists, 'name=stock&value=Defender%2090', true, 'query-string form'],
    [lists, '{"name":"stock","value":"velar"}', false, 'JSON form'],
  ] as const)('%j with %j → %s (%s)', (data, value, passes, _why) => {
    expect(reffinePasses(data, value)).toBe(passes);
  });

  it('reads name and value in each form', () => {
    expect(parseReffineCondition(' stock : f-pace ')).toEqual({ name: 'stock', value: 'f-pace' });
    expect(parseReffineCondition('a:b:c')).toEqual({ name: 'a', value: 'b:c' });
    expect(parseReffineCondition('{"name":"x","value":1}')).toEqual({ name: 'x', value: '1' });
  });

  it('maps the response by uuid to the CMS names', () => {
    const body = { u1: ['Velar', 3, null], u2: 'oops' };
    expect(reffineListsFromResponse(body, { stock: 'u1', again: 'u1', demo: 'u2', missing: 'u3' })).toEqual({
      stock: ['Velar', '3'],
      again: ['Velar', '3'],
    });
    expect(reffineListsFromResponse('nope', { stock: 'u1' })).toEqual({});
  });
});
