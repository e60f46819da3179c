import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Int4, PG_INTEGER_MAX, SerialId } from '../src/http/numbers.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The one check on numbers in requests (src/http/numbers.ts), on routes made for it: the shapes it must
 * refuse and, as much, what it must leave alone (plain decimals, a union's words, arrays in a query,
 * JSON numbers). The route sweep runs the same shapes against every real route.
 */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, {
    beforeReady: (instance) =>
      instance.register(async (scope) => {
        scope.get(
          '/test/numbers/:id',
          {
            schema: {
              params: Type.Object({ id: SerialId() }),
              querystring: Type.Object(
                {
                  ids: Type.Optional(Type.Array(Int4())),
                  version: Type.Optional(Type.Union([SerialId(), Type.Literal('draft')])),
                  price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
                },
                { additionalProperties: false },
              ),
            },
          },
          async (request) => ({ params: request.params, query: request.query }),
        );
        scope.post(
          '/test/numbers',
          {
            schema: {
              body: Type.Object({
                n: Type.Optional(Int4()),
                nested: Type.Optional(Type.Object({ x: Type.Number({ minimum: -1, maximum: 1 }) })),
                free: Type.Optional(Type.Unknown()),
              }),
            },
          },
          async (request) => request.body,
        );
      }),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const post = (payload: string) => app.inject({ method: 'POST', url: '/test/numbers', headers: { 'content-type': 'application/json' }, payload });

function expectRefused(response: Awaited<ReturnType<typeof get>>, source: Record<string, string>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(onlyError(response.body).source).toEqual(source);
}

describe('numbers in a path or a query', () => {
  it('takes plain decimals, a union’s words and repeated keys', async () => {
    const response = await get('/test/numbers/42?ids=1&ids=-7&version=draft&price=12.5');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ params: { id: 42 }, query: { ids: [1, -7], version: 'draft', price: 12.5 } });
    expect((await get(`/test/numbers/${PG_INTEGER_MAX}?ids=0&version=3`)).json()).toEqual({
      params: { id: PG_INTEGER_MAX },
      query: { ids: [0], version: 3 },
    });
  });

  it.each(['Infinity', '-Infinity', 'NaN', '1e3', '1E3', '0x10', '0o7', '0b1', '+1', '%201', '1%20', '%091', '01', '1.0', '1.', '.5', '-0x1', '١'])(
    'refuses the id %s with a 400 naming it',
    async (value) => {
      expectRefused(await get(`/test/numbers/${value}`), { parameter: 'id' });
    },
  );

  it('refuses ids past the database’s integer and below 1', async () => {
    for (const value of ['2147483648', '9999999999999999999999', '0', '-1']) expectRefused(await get(`/test/numbers/${value}`), { parameter: 'id' });
  });

  it('refuses a malformed number anywhere in a repeated key, or in a union that also takes a word', async () => {
    expectRefused(await get('/test/numbers/1?ids=1&ids=1e3'), { parameter: 'ids' });
    expectRefused(await get('/test/numbers/1?ids=Infinity'), { parameter: 'ids' });
    expectRefused(await get('/test/numbers/1?version=0x10'), { parameter: 'version' });
    expectRefused(await get('/test/numbers/1?version=drafts'), { parameter: 'version' });
    expectRefused(await get('/test/numbers/1?price=1e2'), { parameter: 'price' });
    expectRefused(await get('/test/numbers/1?price=.5'), { parameter: 'price' });
  });
});

describe('numbers in a JSON body', () => {
  it('takes JSON numbers, exponents included (that is how JSON writes them), and plain decimal text', async () => {
    expect((await post('{"n": 1e3, "nested": {"x": -0.25}}')).json()).toEqual({ n: 1000, nested: { x: -0.25 } });
    expect((await post('{"n": "12"}')).json()).toEqual({ n: 12 });
  });

  it('refuses text that is not a plain decimal, and 1e309 (which JSON.parse reads as Infinity)', async () => {
    expectRefused(await post('{"n": "1e3"}'), { pointer: '/n' });
    expectRefused(await post('{"n": "Infinity"}'), { pointer: '/n' });
    expectRefused(await post('{"n": " 7"}'), { pointer: '/n' });
    expectRefused(await post('{"n": 1e309}'), { pointer: '/n' });
    expectRefused(await post('{"nested": {"x": "0x1"}}'), { pointer: '/nested/x' });
    expectRefused(await post('{"nested": {"x": -1e309}}'), { pointer: '/nested/x' });
  });

  it('refuses an infinite number even where the schema takes anything', async () => {
    expectRefused(await post('{"free": {"deep": [1, 1e309]}}'), { pointer: '/free/deep/1' });
  });

  it('refuses a number past the column’s range', async () => {
    expectRefused(await post(`{"n": ${PG_INTEGER_MAX + 1}}`), { pointer: '/n' });
  });
});
