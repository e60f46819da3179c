import type { RouteOptions } from 'fastify';
import { Value } from 'typebox/value';

/**
 * What the route sweep needs to know about the numbers a route reads: which parameters and body fields
 * are numbers, the range each declares, and the shapes a number must never arrive in. Read straight from
 * the route's JSON Schema, independently of the code under test.
 */

/** The range of a PostgreSQL `integer` (int4), the type of every serial id. */
export const PG_INTEGER_MAX = 2_147_483_647;

export interface JsonSchema {
  type?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  examples?: unknown[];
}

export interface NumericField {
  /** The parameter's name, or the body field's JSON pointer. */
  name: string;
  kind: 'integer' | 'number';
  minimum: number;
  maximum: number;
}

/** The number a schema takes (directly, as an array's items, or as a branch of a union), if any. */
export function numericOf(schema: JsonSchema | undefined): Omit<NumericField, 'name'> | undefined {
  if (!schema) return undefined;
  // A literal (301) or a set of them: its range is its values.
  const values = typeof schema.const === 'number' ? [schema.const] : schema.enum?.filter((e) => typeof e === 'number');
  if (values?.length) {
    // `Type.Literal(1)` is a `number`: text "1.0" is that number, written plainly enough.
    const kind = schema.type === 'integer' ? 'integer' : 'number';
    return { kind, minimum: Math.min(...values), maximum: Math.max(...values) };
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return {
      kind: schema.type,
      minimum: schema.minimum ?? schema.exclusiveMinimum ?? -Infinity,
      maximum: schema.maximum ?? schema.exclusiveMaximum ?? Infinity,
    };
  }
  if (schema.type === 'array') return numericOf(schema.items);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  // A field that takes any text as well (a vehicle id that may be a vendor's code) is not a number.
  if (branches.some((b) => b.type === 'string' && b.const === undefined && b.enum === undefined)) return undefined;
  const found = branches.flatMap((b) => numericOf(b) ?? []);
  if (found.length === 0) return undefined;
  return {
    kind: found.some((f) => f.kind === 'number') ? 'number' : 'integer',
    minimum: Math.min(...found.map((f) => f.minimum)),
    maximum: Math.max(...found.map((f) => f.maximum)),
  };
}

type Part = 'params' | 'querystring' | 'body';
export const partOf = (route: RouteOptions, part: Part) =>
  (route.schema as Record<Part, JsonSchema | undefined> | undefined)?.[part];

/**
 * The stock listing reads its paging and range filters as text (one parser for the site's URL and the
 * API's, from `@lux/stock-locator`): numbers all the same, so they are swept like the declared ones.
 */
function textNumber(url: string, key: string): Omit<NumericField, 'name'> | undefined {
  if (!/\/listing\/:listing$/.test(url)) return undefined;
  if (key === 'items') return { kind: 'integer', minimum: 1, maximum: 12 };
  if (key === 'page') return { kind: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
  if (/_(gteq|lteq)\]$/.test(key)) return { kind: 'number', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
  return undefined;
}

/** The numeric path or query parameters of a route. */
export function numericParameters(route: RouteOptions, part: 'params' | 'querystring'): NumericField[] {
  return Object.entries(partOf(route, part)?.properties ?? {}).flatMap(([name, schema]) => {
    const found = numericOf(schema) ?? (part === 'querystring' ? textNumber(route.url, name) : undefined);
    return found ? [{ name, ...found }] : [];
  });
}

/** The numeric fields of a body schema, nested objects included, each named by its JSON pointer. */
export function numericBodyFields(schema: JsonSchema | undefined, pointer = ''): NumericField[] {
  return Object.entries(schema?.properties ?? {}).flatMap(([key, child]) => {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const found = numericOf(child);
    if (found) return [{ name: at, ...found }];
    return child.type === 'object' ? numericBodyFields(child, at) : [];
  });
}

/** Text that fits a string schema: its example, else the first candidate its pattern and length take. */
function sampleText(schema: JsonSchema & { format?: string; pattern?: string; minLength?: number; maxLength?: number }) {
  const byFormat: Record<string, string> = {
    email: 'sweep@test.example',
    uuid: '00000000-0000-4000-8000-000000000001',
    'date-time': '2026-01-01T00:00:00.000Z',
    date: '2026-01-01',
    uri: 'https://example.com/',
  };
  if (schema.format && byFormat[schema.format]) return byFormat[schema.format]!;
  const min = schema.minLength ?? 0;
  const candidates = ['Sweep', 'sweep', 'a', '1', 'lux-il', 'ILS', '/sweep', 'x'.repeat(Math.max(min, 1)), '0501234567', '+972501234567', 'A1', '2026-01-01'];
  return (
    candidates.find(
      (c) => c.length >= min && c.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(c)),
    ) ?? 'x'.repeat(Math.max(min, 1))
  );
}

/** A value the schema takes: its example or default where it documents one, else the least that fits. */
function sample(schema: JsonSchema): unknown {
  const s = schema as JsonSchema & { default?: unknown; minItems?: number; format?: string };
  if (s.const !== undefined) return s.const;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const branch = s.anyOf?.find((b) => b.type !== 'null') ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (branch) return sample(branch);
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'string':
      return sampleText(s);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sample(s.properties?.[key] ?? {})]));
    default:
      return null;
  }
}

/**
 * A body the schema accepts, to carry one hostile field: then the only thing wrong with the request is
 * that field, and the refusal must name it. `valid` is false when no such body could be made.
 */
export function sampleBody(schema: JsonSchema): { body: Record<string, unknown>; valid: boolean } {
  const body = sample(schema) as Record<string, unknown>;
  return { body, valid: Value.Check(schema as never, body) };
}

/** `body` as JSON with the field at `pointer` replaced by `raw` (raw JSON, so 1e309 can be sent as written). */
export function bodyWith(body: Record<string, unknown>, pointer: string, raw: string): string {
  const copy = structuredClone(body);
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1)!] = '\u0000hostile\u0000';
  return JSON.stringify(copy).replace(JSON.stringify('\u0000hostile\u0000'), () => raw);
}

/** A number written in a form other than plain decimal digits: each must be refused, naming the field. */
export const NOT_DECIMAL = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e3',
  '1E3',
  '1e-3',
  '0x10',
  '0X1F',
  '0o10',
  '0b10',
  '+1',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '01',
  '1_000',
  '١',
];

/** Whole numbers written as decimals (`1.0` is the number 1, but not the way an integer is written). */
export const NOT_INTEGER = ['1.0', '1.5'];

/** Values outside a declared range (checked against the field's own minimum and maximum). */
export const OUT_OF_RANGE = ['-1', '2147483648', '9999999999999999999999'];

/** Percent-encoded, so the shapes above go on the wire in a path or a query. */
export const onTheWire = (value: string) => encodeURIComponent(value);
