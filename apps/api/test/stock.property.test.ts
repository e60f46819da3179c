import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const HOSTILE = [
  '\u200f', '\u200e', '\u202e', 'דיפנדר', "'; drop table stock_vehicles; --", '" or 1=1 --', '%', '_', '\\', '\u0000',
  'NaN', 'Infinity', '-0', '1e308', '9'.repeat(40), '9007199254740993', '0x10', ' 12 ', '[', ']', '[]', '%zz', '%', '%E0%A4%A',
  '\ud800', '😀', '  ', '\n', 'null', 'undefined', '__proto__', 'constructor',
];
const token = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.integer().map(String), fc.double().map(String));
const attribute = fc.oneof(
  fc.constantFrom('nameplate_name', 'state', 'sale_price', 'mileage', 'color_name', 'financing_options', 'number_of_seats', 'dealer_code', 'nameplate_brand_name'),
  token,
);
const suffix = fc.constantFrom('_in', '_eq', '_includes', '_gteq', '_lteq', '', '_IN', '_in]', '[_in');
const name = fc.oneof(
  fc.tuple(attribute, suffix).map(([a, s]) => `filter[${a}${s}]`),
  fc.tuple(fc.constantFrom('brand', 'state', 'postcode', 'locality', 'x'), token).map(([a]) => `q[${a}_eq]`),
  fc.constantFrom('items', 'page', 'sort', 'filter[', 'filter]]', 'filter[[state_in]]', 'q[', '[]', 'filter[state_in][]', 'filter[state_in][0]'),
  token,
);
const value = fc.oneof(token, fc.array(token, { maxLength: 5 }).map((parts) => parts.join('  ')));
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');
/** A lone surrogate cannot be encoded: send it as the invalid UTF-8 it would be (a hostile case of its own). */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(wellFormed(text))}%ED%A0%80`;
  }
};
/** Some parameters are raw (possibly malformed percent-encoding), others properly encoded. */
const pair = fc.oneof(
  fc.tuple(name, value).map(([n, v]) => `${enc(n)}=${enc(v)}`),
  fc.tuple(name, value).map(([n, v]) => wellFormed(`${n}=${v}`).replace(/[#\s]/g, '')),
);

describe('hostile listing queries', () => {
  it('never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 8 }), fc.constantFrom('', '/light', '/retailers'), async (pairs, tail) => {
        const response = await app.inject({ method: 'GET', url: `/stock/public_api/listing/lux-il${tail}?${pairs.join('&')}` });
        expect(response.statusCode, `${response.statusCode} ${response.body}`).toBeLessThan(500);
        expect([200, 400, 404]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().errors[0].detail).toBeTruthy();
      }),
      { numRuns: 300 },
    );
  });
});
