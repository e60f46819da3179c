import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingApiQuery, parseListingApiQuery } from './api-query';
import {
  CHECKBOX_FILTER_KEYS,
  FILTER_DEFINITIONS,
  normaliseFilterValues,
  RANGE_FILTER_KEYS,
  type RangeDefaults,
} from './filters';
import { listingLimits, normaliseListQuery, SORT_OPTIONS } from './list-query';
import { normalisePostcodeSearch } from './postcode';
import { stockStateFromSearch, stockStateToSearch, type StockUrlState } from './url';

/** Strings that have broken URL and query parsers before. */
const HOSTILE = [
  '\u200F', '\u200E', '\u202E', '\u2066', 'שחור\u200F', 'مرسيدس', '\u0000', '\uFEFF', '\uD800', '\uDFFF', '🚗',
  'NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x1F', '9'.repeat(40), String(Number.MAX_SAFE_INTEGER + 2),
  "' OR 1=1 --", '"; DROP TABLE vehicles; --', '%', '%%', '%E0%A4%A', '%00', '%ZZ', '+', '&', '=', '#', '?',
  '[', ']', '[[', ']]', '][', 'filter[[a]]', 'filter[', 'filter]a[', 'q[]', 'q[[state_eq]]', '__proto__', 'constructor',
  '  ', '\t\n', ' a  b ',
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.constantFrom(...HOSTILE), { maxLength: 5 }).map((parts) => parts.join('')),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 1e21, -1),
);
const rangeBound = fc.oneof(fc.constant(null), fc.nat({ max: 1_000_000 }), hostileNumber, hostileString);

const rawFilters = fc.record(
  {
    ...Object.fromEntries(CHECKBOX_FILTER_KEYS.map((key) => [key, fc.array(hostileString, { maxLength: 6 })])),
    ...Object.fromEntries(RANGE_FILTER_KEYS.map((key) => [key, fc.record({ from: rangeBound, to: rangeBound })])),
  },
  { requiredKeys: [] },
);
const rawState = fc.record({
  query: fc.record({
    filters: rawFilters,
    sort: fc.oneof(fc.constantFrom(...SORT_OPTIONS), hostileString),
    page: fc.oneof(fc.integer({ min: -5, max: 10_000 }), hostileNumber, hostileString),
    items: fc.oneof(fc.integer({ min: -5, max: 20 }), hostileNumber, hostileString),
  }),
  search: fc.record({ retailer: hostileString, state: hostileString, postcode: hostileString, locality: hostileString }),
});
const rangeDefaults: fc.Arbitrary<RangeDefaults> = fc
  .array(
    fc.tuple(fc.constantFrom(...RANGE_FILTER_KEYS), fc.nat({ max: 5000 }), fc.nat({ max: 5000 })),
    { maxLength: 3 },
  )
  .map((entries) => Object.fromEntries(entries.map(([k, a, b]) => [k, { min: Math.min(a, b), max: Math.max(a, b) }])));

const normalised = (raw: unknown, defaults: RangeDefaults): StockUrlState => {
  const r = raw as { query: unknown; search: unknown };
  return {
    query: normaliseListQuery(r.query, defaults),
    search: { ...normalisePostcodeSearch(r.search), dealerCodes: [] },
  };
};

/** What every parsed state must look like, whatever the input. */
function expectValid(state: StockUrlState) {
  const { query, search } = state;
  expect(query.items).toBeGreaterThanOrEqual(listingLimits.minItems);
  expect(query.items).toBeLessThanOrEqual(listingLimits.maxItems);
  expect(Number.isSafeInteger(query.page) && query.page >= 1).toBe(true);
  expect(SORT_OPTIONS).toContain(query.sort);
  for (const key of CHECKBOX_FILTER_KEYS) {
    for (const value of query.filters[key] ?? []) {
      expect(value).not.toBe('');
      expect(value).not.toMatch(/\s{2,}|^\s|\s$/);
      expect(value).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  }
  for (const key of RANGE_FILTER_KEYS) {
    const range = query.filters[key];
    if (!range) continue;
    for (const bound of [range.from, range.to]) if (bound !== null) expect(Number.isSafeInteger(bound) && bound >= 0).toBe(true);
    if (range.from !== null && range.to !== null) expect(range.from).toBeLessThanOrEqual(range.to);
  }
  for (const field of [search.retailer, search.state, search.postcode, search.locality]) expect(field).not.toMatch(/^\s|\s$/);
}

describe('URL ⇄ state properties', () => {
  it('round-trips every normalised state: fromSearch(toSearch(s)) = s', () => {
    fc.assert(
      fc.property(rawState, rangeDefaults, (raw, defaults) => {
        const state = normalised(raw, defaults);
        const search = stockStateToSearch(state, defaults);
        expect(stockStateFromSearch(search, defaults)).toEqual(state);
        expect(stockStateFromSearch(`?${search}`, defaults)).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on hostile query strings and always yields a valid, stable state', () => {
    const param = fc.tuple(
      fc.oneof(
        fc.constantFrom('models', 'states', 'colors', 'mileage.from', 'mileage.to', 'power.from', 'sort', 'page', 'items', '_state', '_postcode', '_locality', '_retailer'),
        hostileString,
      ),
      hostileString,
    );
    const rawQuery = fc.oneof(
      hostileString,
      fc.array(param, { maxLength: 12 }).map((ps) => ps.map(([k, v]) => `${k}=${v}`).join('&')),
      fc.array(param, { maxLength: 12 }).map((ps) => new URLSearchParams(ps).toString()),
    );
    fc.assert(
      fc.property(rawQuery, rangeDefaults, (query, defaults) => {
        const state = stockStateFromSearch(query, defaults);
        expectValid(state);
        // Reading what we wrote gives the same state (a reload restores exactly what was shown).
        expect(stockStateFromSearch(stockStateToSearch(state, defaults), defaults)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on values that are not strings at all', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectValid(stockStateFromSearch(value));
        expect(() => normaliseFilterValues(value)).not.toThrow();
        expect(() => normaliseListQuery(value)).not.toThrow();
      }),
    );
  });
});

describe('state ⇄ API parameters properties', () => {
  it('sends what the API parser reads back, with no problem', () => {
    fc.assert(
      fc.property(rawState, rangeDefaults, (raw, defaults) => {
        const { query } = normalised(raw, defaults);
        const params = listingApiQuery(query, { rangeDefaults: defaults });
        const parsed = parseListingApiQuery(new URLSearchParams(params.map(([k, v]) => [k, v])).toString());
        expect(parsed.problems).toEqual([]);
        expect(parsed.items).toBe(query.items);
        expect(parsed.page).toBe(query.page);
        expect(parsed.sort).toBe(query.sort);
        for (const key of CHECKBOX_FILTER_KEYS) {
          const values = query.filters[key];
          const d = FILTER_DEFINITIONS[key];
          const condition = parsed.conditions.find((c) => `${c.attribute}_${c.operator}` === `${d.attribute}${d.suffix}`);
          expect(condition?.values ?? []).toEqual(values ?? []);
        }
        for (const key of RANGE_FILTER_KEYS) {
          const range = query.filters[key];
          const attribute = FILTER_DEFINITIONS[key].attribute;
          const from = parsed.conditions.find((c) => c.attribute === attribute && c.operator === 'gteq');
          const to = parsed.conditions.find((c) => c.attribute === attribute && c.operator === 'lteq');
          expect(from?.number ?? null).toBe(range?.from ?? null);
          expect(to?.number ?? null).toBe(range?.to ?? null);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('parses hostile API parameters without throwing; bad items are a problem, never a crash', () => {
    const name = fc.oneof(
      fc.constantFrom('items', 'page', 'sort', 'filter[mileage_gteq]', 'filter[nameplate_name_in]', 'q[state_eq]'),
      hostileString.map((s) => `filter[${s}]`),
      hostileString.map((s) => `filter[[${s}]]`),
      hostileString.map((s) => `q[${s}`),
      hostileString,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, hostileString), { maxLength: 10 }), (params) => {
        const parsed = parseListingApiQuery(params);
        expect(parsed.items).toBeGreaterThanOrEqual(1);
        expect(parsed.items).toBeLessThanOrEqual(12);
        const itemsValues = params.filter(([k]) => k === 'items').map(([, v]) => v);
        const itemsProblem = parsed.problems.some((p) => p.parameter === 'items');
        expect(itemsProblem).toBe(itemsValues.some((v) => !/^\s*(?:0*(?:[1-9]|1[0-2]))\s*$/.test(v)));
        for (const c of parsed.conditions) {
          if (c.number !== null) expect(Number.isSafeInteger(c.number) && c.number >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
