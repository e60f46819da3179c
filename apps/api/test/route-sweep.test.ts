import type { FastifyInstance, HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { collectRoutes, isCorsPreflight, operationsOf, type Operation } from './support/routes.js';
import { mintAccessToken } from './support/tokens.js';

/**
 * Every registered route, fed hostile input: it may refuse (4xx, in the error envelope) or find nothing
 * (404), but never fail (5xx), never answer an error in anything but JSON, and never show a stack trace.
 */

let database: TestDatabase;
let app: FastifyInstance;
/** An admin's token, so hostile input reaches the handlers of private routes too, not only their 401. */
let adminAuthorization = '';
const collected = collectRoutes();

beforeAll(async () => {
  // Seeded, so listings, pages and images have rows and hostile input reaches past "nothing here".
  database = await createSeededTestDatabase();
  app = await startApp(database, { beforeReady: collected.beforeReady });
  adminAuthorization = `Bearer ${await mintAccessToken(app, { roles: ['admin'], email: 'sweep@test.example' })}`;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Path segments, already as they go on the wire: broken and hostile percent-encodings included. */
const HOSTILE_SEGMENTS = [
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '-1',
  'NaN',
  '99999999999999999999',
  'Infinity',
  '1e3',
  '2147483648',
  encodeURIComponent('٣'),
  encodeURIComponent('\u200F1'),
  encodeURIComponent("1' OR '1'='1'; --"),
  '%00',
];

/** Query strings: unknown and repeated keys, broken brackets, huge numbers, bad percent-encoding. */
const HOSTILE_QUERIES = [
  'zzz=1&__proto__[x]=1&constructor=1',
  'a=1&a=2&a=3&items=1&items=2&page=1&page=2&locale=he&locale=en',
  'filter[[a]=1&filter]=2&q]=3&[=4',
  'page=1e309&items=99999999999999999999&offset=-1',
  'x=%E0%A4%A&y=%&%=%',
  `q=${'x'.repeat(5000)}`,
];

/** Values for the route's own query parameters. */
const HOSTILE_VALUES = ['%', '%00', '-1', 'Infinity', '-Infinity', 'NaN', '1e3', '2147483648', 'x'.repeat(3000), encodeURIComponent("' OR 1=1 --\u200F٣")];

const WRONG_METHODS: HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

type ObjectSchema = { properties?: Record<string, { examples?: unknown[] }>; required?: string[] };
const schemaOf = (route: RouteOptions, part: 'params' | 'querystring' | 'headers') =>
  (route.schema as Record<string, ObjectSchema | undefined> | undefined)?.[part];

/** The documented example of every header the route reads (say, Company-Config), so probes get past it. */
function sampleHeaders(route: RouteOptions): Record<string, string> {
  return Object.fromEntries([
    ['authorization', adminAuthorization],
    ...Object.entries(schemaOf(route, 'headers')?.properties ?? {}).flatMap(([name, schema]) =>
      schema.examples?.[0] === undefined ? [] : [[name, String(schema.examples[0])]],
    ),
  ]);
}

/** A plausible value for a path parameter: its documented example, else `1`. */
function sampleParam(route: RouteOptions, name: string): string {
  const example = schemaOf(route, 'params')?.properties?.[name]?.examples?.[0];
  return example === undefined ? (name === '*' ? '' : '1') : encodeURIComponent(String(example));
}

/** The route's URL with every parameter filled in, `override` replacing one of them. */
function fill(route: RouteOptions, override?: { name: string; value: string }): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? '*';
    return override?.name === key ? override.value : sampleParam(route, key);
  });
}

/** The route's required query parameters, from their documented examples, so the rest can be probed. */
function baseQuery(route: RouteOptions): string {
  const schema = schemaOf(route, 'querystring');
  return (schema?.required ?? [])
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(schema?.properties?.[key]?.examples?.[0] ?? 'x'))}`)
    .join('&');
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
const withQuery = (path: string, ...parts: string[]) => {
  const query = parts.filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

/** Successful answers that are not JSON: the rendered images, the browsable docs, lead export files and the consent records CSV. */
function mayAnswerOtherThanJson(url: string) {
  return (
    url.startsWith('/documentation') ||
    /\/images\/:id\/w\/:file$/.test(url) ||
    /\/lead_exports\/:exportId\/download$/.test(url) ||
    /\/consents\/export\.csv$/.test(url) ||
    // The local payment vendors' browser parts (issue 13): JavaScript and a PEM certificate, like the real ones.
    /\/fake\/stripe\/v3\.js$/.test(url) ||
    /\/fake\/paypal\/sdk\.js$/.test(url) ||
    /\/fake\/paypal\/v1\/notifications\/certs\/:id$/.test(url) ||
    /\/fake\/liqpay\//.test(url)
  );
}

const STACK = /\n\s+at |node_modules|\/src\/[\w/.-]+\.ts/;

function expectSafe(operation: Operation, label: string, response: LightMyRequestResponse) {
  const where = `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400) {
    expect(type, where).toMatch(/^application\/json/);
    const body = response.json() as { errors?: { status: unknown; title: unknown; detail: unknown }[] };
    expect(body.errors, where).toHaveLength(1);
    expect(body.errors![0], where).toEqual({
      status: String(response.statusCode),
      title: expect.any(String),
      detail: expect.any(String),
      ...('source' in body.errors![0]! ? { source: expect.any(Object) } : {}),
    });
  } else if (response.statusCode !== 304 && !mayAnswerOtherThanJson(operation.url)) {
    expect(type, where).toMatch(/^application\/json/);
  }
  if (/^(application\/json|text\/)/.test(type)) expect(response.body, where).not.toMatch(STACK);
}

const operations = () => operationsOf(collected.routes);

describe('every route', () => {
  it('is swept: the routes of every service are among those checked', () => {
    const urls = operations().map(({ method, url }) => `${method} ${url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /content/public_api/pages/by_path/*',
        'GET /stock/public_api/listing/:listing/vehicle/:id',
        'GET /media/api/v2/images/:id/w/:file',
        'GET /documentation/json',
        'POST /orders/buy_online/orders/init',
        'GET /orders/admin/orders/:number',
      ]),
    );
  });

  it('survives hostile path parameters', async () => {
    for (const operation of operations()) {
      for (const name of paramNames(operation.url)) {
        for (const value of HOSTILE_SEGMENTS) {
          const url = withQuery(fill(operation.route, { name, value }), baseQuery(operation.route));
          const response = await app.inject({ method: operation.method as HTTPMethods, url, headers: sampleHeaders(operation.route) });
          expectSafe(operation, `${operation.method} ${url.slice(0, 120)}`, response);
        }
      }
    }
  });

  it('survives hostile query strings, and hostile values of its own query parameters', async () => {
    for (const operation of operations()) {
      const path = fill(operation.route);
      const base = baseQuery(operation.route);
      const own = Object.keys(schemaOf(operation.route, 'querystring')?.properties ?? {});
      const queries = [
        ...HOSTILE_QUERIES,
        ...own.flatMap((key) => HOSTILE_VALUES.map((value) => `${encodeURIComponent(key)}=${value}`)),
        ...own.map((key) => `${encodeURIComponent(key)}=1&${encodeURIComponent(key)}=2`),
      ];
      for (const query of queries) {
        const url = withQuery(path, base, query);
        const response = await app.inject({ method: operation.method as HTTPMethods, url, headers: sampleHeaders(operation.route) });
        expectSafe(operation, `${operation.method} ${url.slice(0, 120)}`, response);
      }
    }
  });

  it('answers a method it does not serve with 405 (or 404) in the envelope, naming the allowed ones', async () => {
    const byUrl = new Map<string, Set<string>>();
    for (const { method, url } of operations()) byUrl.set(url, (byUrl.get(url) ?? new Set()).add(method));
    for (const [url, methods] of byUrl) {
      const route = collected.routes.find((r) => r.url === url && !isCorsPreflight(r))!;
      for (const method of WRONG_METHODS.filter((m) => !methods.has(m))) {
        const response = await app.inject({ method, url: fill(route) });
        const label = `${method} ${url}`;
        expect([404, 405], `${label} → ${response.statusCode}`).toContain(response.statusCode);
        expectSafe({ method, url, route }, label, response);
        // Allow names what the URL does serve (POST-only URLs like /forms/import have no GET to name).
        if (response.statusCode === 405) for (const served of methods) expect(String(response.headers['allow']), label).toContain(served);
      }
    }
  });

  it('answers a malformed JSON body with a 4xx in the envelope', async () => {
    for (const operation of operations()) {
      const response = await app.inject({
        method: 'POST',
        url: withQuery(fill(operation.route), baseQuery(operation.route)),
        headers: { 'content-type': 'application/json' },
        payload: '{"a": [1, 2,, "\u0000',
      });
      const label = `POST ${operation.url}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expectSafe(operation, label, response);
    }
  });
});

/**
 * Routes of @fastify/swagger-ui (the browsable docs and the files it ships): their options are the
 * plugin's, not ours, and they read nothing but a path into the plugin's own folder. Exact, so a new
 * route without schemas fails below, and so does an exemption that is no longer needed.
 */
const DOCS_WITHOUT_QUERYSTRING = [
  'GET /documentation',
  'GET /documentation/json',
  'GET /documentation/static/*',
  'GET /documentation/static/index.html',
  'GET /documentation/static/swagger-initializer.js',
  'GET /documentation/yaml',
];
const DOCS_WITHOUT_PARAMS = ['GET /documentation/static/*'];

describe('every route declares its inputs', () => {
  it('names each :param and * of its URL in a params schema', () => {
    const missing: string[] = [];
    for (const { method, url, route } of operations()) {
      const names = paramNames(url);
      if (names.length === 0) continue;
      const declared = Object.keys(schemaOf(route, 'params')?.properties ?? {});
      if (!names.every((name) => declared.includes(name))) missing.push(`${method} ${url}`);
    }
    expect(missing.sort()).toEqual(DOCS_WITHOUT_PARAMS);
  });

  it('declares a querystring schema on every GET route (an empty strict one if it takes none)', () => {
    const missing = operations()
      .filter(({ method, route }) => method === 'GET' && schemaOf(route, 'querystring') === undefined)
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing.sort()).toEqual(DOCS_WITHOUT_QUERYSTRING);
  });
});
