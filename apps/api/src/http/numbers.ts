import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sendError } from './errors.js';

/**
 * Numbers in requests. Path and query parameters arrive as text and ajv coerces them with
 * JavaScript's `+value`, which reads far more than decimal digits: `Infinity`, `1e3`, `0x10`, `0b1`, `+1`,
 * ` 1` and `1.0` all became numbers, and ajv's own number keywords (`maximum` and the rest) skip a value
 * that is not finite, so `Infinity` passed any declared range and reached SQL (a 500). The same coercion
 * applies to text in a JSON body, and JSON.parse reads `1e309` as Infinity.
 *
 * One check, before validation, on every route: wherever the route's schema takes only a number, text
 * must be a plain decimal (`-12`, `0`, `3.5`; no sign `+`, exponent, radix prefix, leading zero or
 * space) and a JSON number must be finite. The range is the schema's own `maximum`/`minimum`, which
 * every numeric input declares (the route sweep fails otherwise): {@link SerialId} and {@link Int4}
 * for the database's `integer` columns.
 */

/** The largest value of a PostgreSQL `integer` (int4): every serial id and most counts. */
export const PG_INTEGER_MAX = 2_147_483_647;
export const PG_INTEGER_MIN = -2_147_483_648;

type IntegerOptions = Parameters<typeof Type.Integer>[0];

/** The id of a `serial` row: 1 to 2^31 − 1, anything past it is no row (a 400, not a database error). */
export const SerialId = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: PG_INTEGER_MAX, ...options });

/** A value stored in an `integer` column. */
export const Int4 = (options: IntegerOptions = {}) => Type.Integer({ minimum: PG_INTEGER_MIN, maximum: PG_INTEGER_MAX, ...options });

const INTEGER_TEXT = /^-?(?:0|[1-9][0-9]*)$/;
const DECIMAL_TEXT = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

interface Schema {
  type?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
}

interface NumberRule {
  kind: 'integer' | 'number';
  /** Text the schema also takes as it is (a union's string literals, such as 'draft'). */
  words: unknown[];
}

const isAnyText = (schema: Schema) => schema.type === 'string' && schema.const === undefined && schema.enum === undefined;

/** What a schema makes of text: read it as a number (which kind), or leave it alone. */
function numberRule(schema: Schema): NumberRule | undefined {
  if (schema.type === 'integer' || schema.type === 'number') return { kind: schema.type, words: [] };
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return undefined;
  const kinds = branches.map((branch) => numberRule(branch)?.kind);
  // A union that takes any text as well (a vehicle id that may be a vendor's code) is left to the validator.
  if (!kinds.some(Boolean) || branches.some(isAnyText)) return undefined;
  const words = branches.flatMap((b) => (typeof b.const === 'string' ? [b.const] : (b.enum ?? []).filter((e) => typeof e === 'string')));
  return { kind: kinds.includes('number') ? 'number' : 'integer', words };
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The JSON pointer of the first number in `value` that is not written as one, `undefined` if none.
 * Walks only what the schema describes (properties, array items, union branches that are numbers).
 */
function badNumber(value: unknown, schema: Schema | undefined, at: string): string | undefined {
  if (!schema || value === undefined || value === null) return undefined;
  const rule = numberRule(schema);
  if (rule) {
    if (Array.isArray(value)) return value.map((item, i) => badNumber(item, schema, `${at}/${i}`)).find(Boolean);
    if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
    if (typeof value !== 'string' || rule.words.includes(value)) return undefined;
    return (rule.kind === 'integer' ? INTEGER_TEXT : DECIMAL_TEXT).test(value) ? undefined : at;
  }
  if (schema.type === 'array' && schema.items) {
    // A query key given once is one value, which validation will wrap into the array.
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, i) => badNumber(item, schema.items, Array.isArray(value) ? `${at}/${i}` : at)).find(Boolean);
  }
  if (schema.properties && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, key)) continue;
      const found = badNumber((value as Record<string, unknown>)[key], child, `${at}/${escapePointer(key)}`);
      if (found) return found;
    }
  }
  return undefined;
}

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

const firstSegment = (pointer: string) => pointer.split('/')[1]!.replace(/~1/g, '/').replace(/~0/g, '~');

async function refuseMalformedNumbers(request: FastifyRequest, reply: FastifyReply) {
  const schema = request.routeOptions.schema as Record<'params' | 'querystring' | 'body', Schema | undefined> | undefined;
  if (!schema) return;
  // Worded like the validator's own messages (`querystring/page must be …`), which these stand in for.
  for (const part of ['params', 'querystring'] as const) {
    const at = badNumber(part === 'params' ? request.params : request.query, schema[part], '');
    if (at) {
      const parameter = firstSegment(at);
      return sendError(reply, 400, `${part}/${parameter} must be a number in plain decimal digits.`, { parameter });
    }
  }
  const at = badNumber(request.body, schema.body, '');
  if (at) return sendError(reply, 400, `body${at} must be a finite number, in JSON or plain decimal digits.`, { pointer: at });
}

/** The first parameter or body field whose validated value is a number that is not finite (Infinity, NaN). */
function nonFinite(value: unknown, at: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
  // Parsed JSON and querystrings only (an upload's Buffer holds no numbers), and not without end: a body
  // nested thousands deep must not exhaust the stack (the validator has refused any that deep already).
  if (depth > 32 || typeof value !== 'object' || value === null || !isPlain(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinite(item, `${at}/${escapePointer(key)}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * After validation, a last guard for what no schema describes (free-form JSON, `Type.Unknown`): nothing
 * infinite reaches a handler. Both hooks are on the root instance, so they run before any route's own.
 */
async function refuseNonFinite(request: FastifyRequest, reply: FastifyReply) {
  for (const part of ['params', 'query'] as const) {
    const at = nonFinite(request[part], '');
    if (at) {
      const parameter = firstSegment(at);
      return sendError(reply, 400, `${part === 'query' ? 'querystring' : part}/${parameter} must be a finite number.`, { parameter });
    }
  }
  const at = nonFinite(request.body, '');
  if (at) return sendError(reply, 400, `body${at} must be a finite number.`, { pointer: at });
}

export function registerNumberChecks(app: FastifyInstance) {
  app.addHook('preValidation', refuseMalformedNumbers);
  app.addHook('preHandler', refuseNonFinite);
}
