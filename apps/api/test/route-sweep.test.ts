import type { FastifyInstance, HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import {
  bodyWith,
  NOT_DECIMAL,
  NOT_INTEGER,
  numericBodyFields,
  numericParameters,
  onTheWire,
  OUT_OF_RANGE,
  partOf,
  PG_INTEGER_MAX,
  sampleBody,
  type NumericField,
} from './support/numbers.js';
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

/** A sweep makes thousands of requests; on a busy two-core machine that takes longer than a unit test. */
const SWEEP = { timeout: 180_000 };

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

  it('survives hostile path parameters', SWEEP, async () => {
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

  it('survives hostile query strings, and hostile values of its own query parameters', SWEEP, async () => {
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

  it('answers a method it does not serve with 405 (or 404) in the envelope, naming the allowed ones', SWEEP, async () => {
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

  it('answers a malformed JSON body with a 4xx in the envelope', SWEEP, async () => {
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

/** Each value a number must be refused as, and whether the refusal must be a 400 naming the field. */
function numberShapes(field: NumericField): { value: string; named: boolean }[] {
  const outOfRange = (value: string) => Number(value) < field.minimum || Number(value) > field.maximum;
  return [
    ...NOT_DECIMAL.map((value) => ({ value, named: true })),
    ...(field.kind === 'integer' ? NOT_INTEGER : []).map((value) => ({ value, named: true })),
    // Within the field's declared range these may be fine (a price of -1 where negatives are allowed).
    ...OUT_OF_RANGE.map((value) => ({ value, named: outOfRange(value) })),
  ];
}

/** A 400 in the envelope whose `source` names the field (a parameter's name, or a body field's pointer). */
function expectRefused(label: string, response: LightMyRequestResponse, source: { parameter: string } | { pointer: string }) {
  const where = `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBe(400);
  expect((response.json() as { errors: { source?: unknown }[] }).errors[0]?.source, where).toEqual(source);
}

describe('every numeric parameter and body field', () => {
  it('finds the numbers it sweeps: ids in paths, paging and prices in queries, numbers in bodies', () => {
    const found = operations().flatMap(({ method, url, route }) => [
      ...numericParameters(route, 'params').map((f) => `${method} ${url} :${f.name}`),
      ...numericParameters(route, 'querystring').map((f) => `${method} ${url} ?${f.name}`),
      ...numericBodyFields(partOf(route, 'body')).map((f) => `${method} ${url} ${f.name}`),
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /media/api/v2/images/:id :id',
        'GET /content/nav_entries/breadcrumbs/:id :id',
        'GET /content/metaheads ?q[page_id_equal_or_null]',
        'GET /content/cms/metaheads ?page_id',
        'GET /stock/public_api/listing/:listing ?page',
        'GET /stock/public_api/listing/:listing ?filter[sale_price_gteq]',
        'POST /content/cms/metaheads /page_id',
        'POST /orders/buy_online/orders/init /vehicle_id',
      ]),
    );
  });

  it('declares a range for every number it reads, within what PostgreSQL and a double can hold', () => {
    const unbounded = operations().flatMap(({ method, url, route }) =>
      [...numericParameters(route, 'params'), ...numericParameters(route, 'querystring'), ...numericBodyFields(partOf(route, 'body'))]
        .filter((f) => !(f.minimum >= -Number.MAX_SAFE_INTEGER && f.maximum <= Number.MAX_SAFE_INTEGER))
        .map((f) => `${method} ${url} ${f.name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses a path id that is not a plain decimal in range with a 400 naming it (never a 5xx)', SWEEP, async () => {
    for (const operation of operations()) {
      for (const field of numericParameters(operation.route, 'params')) {
        for (const { value, named } of numberShapes(field)) {
          const url = withQuery(fill(operation.route, { name: field.name, value: onTheWire(value) }), baseQuery(operation.route));
          const label = `${operation.method} ${url.slice(0, 160)}`;
          const response = await app.inject({ method: operation.method as HTTPMethods, url, headers: sampleHeaders(operation.route) });
          expectSafe(operation, label, response);
          if (named) expectRefused(label, response, { parameter: field.name });
        }
        // Far past any id: the router gives up on it (a 404, or a 414 for a whole path that long).
        const long = withQuery(fill(operation.route, { name: field.name, value: '9'.repeat(3000) }), baseQuery(operation.route));
        const response = await app.inject({ method: operation.method as HTTPMethods, url: long, headers: sampleHeaders(operation.route) });
        expectSafe(operation, `${operation.method} ${operation.url} :${field.name}=9×3000`, response);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('refuses a numeric query parameter that is not a plain decimal in range with a 400 naming it', SWEEP, async () => {
    for (const operation of operations()) {
      const path = fill(operation.route);
      const base = baseQuery(operation.route);
      for (const field of numericParameters(operation.route, 'querystring')) {
        const key = encodeURIComponent(field.name);
        for (const { value, named } of [...numberShapes(field), { value: 'x'.repeat(3000), named: true }]) {
          const url = withQuery(path, base, `${key}=${onTheWire(value)}`);
          const label = `${operation.method} ${url.slice(0, 160)}`;
          const response = await app.inject({ method: operation.method as HTTPMethods, url, headers: sampleHeaders(operation.route) });
          expectSafe(operation, label, response);
          if (named) expectRefused(label, response, { parameter: field.name });
        }
      }
    }
  });

  it('refuses a number in a JSON body written as text, as 1e309 or out of range with a 400 pointing at it', SWEEP, async () => {
    const validSamples: string[] = [];
    for (const operation of operations()) {
      const schema = partOf(operation.route, 'body');
      const fields = numericBodyFields(schema);
      if (!schema || fields.length === 0) continue;
      const { body, valid } = sampleBody(schema);
      if (valid) validSamples.push(`${operation.method} ${operation.url}`);
      const url = withQuery(fill(operation.route), baseQuery(operation.route));
      for (const field of fields) {
        const raws = [
          ...numberShapes(field).map(({ value, named }) => ({ raw: JSON.stringify(value), named })),
          // JSON has no Infinity, but JSON.parse reads 1e309 as one.
          { raw: '1e309', named: true },
          { raw: '-1e309', named: true },
          { raw: String(PG_INTEGER_MAX + 1), named: PG_INTEGER_MAX + 1 > field.maximum },
          { raw: '1e22', named: 1e22 > field.maximum },
          { raw: JSON.stringify('x'.repeat(3000)), named: true },
        ];
        for (const { raw, named } of raws) {
          const label = `${operation.method} ${operation.url} ${field.name}=${raw.slice(0, 40)}`;
          const response = await app.inject({
            method: operation.method as HTTPMethods,
            url,
            headers: { ...sampleHeaders(operation.route), 'content-type': 'application/json' },
            payload: bodyWith(body, field.name, raw),
          });
          expectSafe(operation, label, response);
          // Only a body that is otherwise valid shows that the field itself is what is refused.
          if (named && valid) expectRefused(label, response, { pointer: field.name });
        }
      }
    }
    // The pointer checks above only bite where a valid body could be made: most bodies, and these.
    expect(validSamples).toEqual(
      expect.arrayContaining([
        'POST /content/cms/metaheads',
        'POST /content/cms/pages/:id/publish',
        'POST /content/redirects',
        'POST /forms/locations',
        'POST /orders/buy_online/orders/init',
        'PUT /orders/admin/hold_settings',
      ]),
    );
  });
});

describe('very long URLs', () => {
  const TOO_LONG: [string, string][] = [
    ['a path of 5,000 characters where any path is read', `/content/public_api/pages/by_path/${'a/'.repeat(2500)}`],
    ['a path of 5,000 characters that leads nowhere', `/${'x'.repeat(5000)}`],
    ['a path of 5,000 characters in one id', `/media/api/v2/images/${'9'.repeat(5000)}`],
    ['a query string of 20 KB', `/health?q=${'x'.repeat(20_000)}`],
    ['a query string of 20 KB of stock filters', `/stock/public_api/listing/lux-il?${'filter[colour_in]=x&'.repeat(1000)}`],
  ];

  function expect414(label: string, status: number, type: string, body: string) {
    const where = `${label} → ${status} ${body.slice(0, 200)}`;
    expect(status, where).toBe(414);
    expect(type, where).toMatch(/^application\/json/);
    expect(JSON.parse(body), where).toEqual({ errors: [{ status: '414', title: 'URI Too Long', detail: expect.any(String) }] });
  }

  it.each(TOO_LONG)('answers %s with 414 in the envelope', async (label, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect414(label, response.statusCode, String(response.headers['content-type']), response.body);
  });

  it('leaves long URLs that are still reasonable to the routes', async () => {
    const path = await app.inject({ method: 'GET', url: `/content/public_api/pages/by_path/${'a/'.repeat(700)}` });
    expect(path.statusCode).toBe(404);
    const query = await app.inject({ method: 'GET', url: `/health?q=${'x'.repeat(6000)}` });
    expect(query.statusCode).toBe(200);
  });

  it('answers them with 414 over a real connection too, not a bare 431 from Node, and never hangs', async () => {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const [label, url] of TOO_LONG) {
      const response = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(10_000) });
      expect414(label, response.status, response.headers.get('content-type') ?? '', await response.text());
    }
    // Past the server's header limit Node refuses the request line itself: still a 4xx, at once.
    const huge = await fetch(`${origin}/health?q=${'x'.repeat(64 * 1024)}`, { signal: AbortSignal.timeout(10_000) });
    expect(huge.status).toBe(431);
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
