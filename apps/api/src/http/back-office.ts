import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { sendError } from './errors.js';

/**
 * What every back-office route shares (ADR 019): server-side paging, sorting and filtering with one
 * querystring shape, the list envelope, and a typed refusal a write can throw from inside its
 * transaction (so the write and its audit row roll back together) and the route turns into a 4xx.
 */

export const MAX_ITEMS = 100;
export const DEFAULT_ITEMS = 25;
const strict = { additionalProperties: false } as const;

/** `page` and `items` (at most 100); validation fills the defaults, so handlers always see numbers. */
export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'Page, from 1.' })),
  items: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_ITEMS, default: DEFAULT_ITEMS, description: `Rows per page, 1 to ${MAX_ITEMS}.` }),
  ),
};

/** `sort=key` ascending or `sort=-key` descending, over a whitelist of keys. */
export function SortQuery<const K extends string>(keys: readonly K[], fallback: K | `-${K}`) {
  const values = keys.flatMap((key) => [key, `-${key}`]) as Array<K | `-${K}`>;
  return Type.Optional(
    Type.Enum(values, { default: fallback, description: `One of ${keys.join(', ')}; a leading "-" sorts descending.` }),
  );
}

/** One line of free text (a filter, a name): no control characters, which PostgreSQL text refuses (NUL). */
export const Line = (options: { maxLength?: number; minLength?: number; description?: string; examples?: string[] } = {}) =>
  Type.String({ maxLength: 200, ...options, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/** Multi-line text: anything but NUL, which neither text nor jsonb can hold. */
export const Text = (options: { maxLength?: number; description?: string } = {}) =>
  Type.String({ maxLength: 10_000, ...options, pattern: '^[^\\u0000]*$' });

export const FilterText = (description: string) => Type.Optional(Line({ maxLength: 200, description }));

/** `:id` of a serial row. */
export const SerialParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1], description: 'Row id.' }) },
  strict,
);

export const ListMeta = Type.Object(
  {
    total: Type.Integer({ description: 'Rows matching the filters.' }),
    page: Type.Integer(),
    items: Type.Integer({ description: 'Rows per page.' }),
    pages: Type.Integer({ description: 'Pages at this size (0 when nothing matches).' }),
  },
  strict,
);

export const ListResponse = <T extends TSchema>(resource: T) =>
  Type.Object({ data: Type.Array(resource), meta: ListMeta }, strict);
export const OneResponse = <T extends TSchema>(resource: T) => Type.Object({ data: resource }, strict);

/** A JSON:API-style resource: string id, type, attributes. */
export const Resource = <T extends TSchema>(type: string, attributes: T) =>
  Type.Object({ id: Type.String(), type: Type.Literal(type), attributes }, strict);

export const listMeta = (total: number, page: number, items: number) => ({
  total,
  page,
  items,
  pages: Math.ceil(total / items),
});

/** The ORDER BY of a whitelisted sort key, with the id as tie-breaker so pages never overlap. */
export function orderBy<K extends string>(
  sort: string,
  columns: Record<K, PgColumn | SQL>,
  tieBreaker: PgColumn,
): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const column = columns[key];
  const direction = descending ? desc : asc;
  return [direction(column), direction(tieBreaker)];
}

/** An ILIKE pattern matching `text` anywhere, with its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Optimistic concurrency: true when the client saw an older version of the row than the stored one. */
export function isStale(expected: string | undefined, updatedAt: Date): boolean {
  return expected !== undefined && new Date(expected).getTime() !== updatedAt.getTime();
}

export const ExpectedUpdatedAt = Type.Optional(
  Type.String({
    format: 'date-time',
    description: "The `updated_at` the client last read; a newer stored row answers 409 instead of being overwritten.",
  }),
);

/** A write refused with a 4xx; thrown inside a transaction, it rolls the write and its audit row back. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    detail: string,
    readonly source?: { pointer?: string; parameter?: string },
  ) {
    super(detail);
    this.name = 'Refusal';
  }

  /** So the shared error handler answers the right status should one escape {@link refusing}. */
  get statusCode() {
    return this.status;
  }
}

/** The SQLSTATE of a database error, however the driver and drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write and turns a {@link Refusal} into its error envelope; a unique violation that slipped past
 * the checks (two editors at once) becomes `conflict`'s 409. Anything else is a real failure (5xx).
 */
export async function refusing<T>(
  reply: FastifyReply,
  write: () => Promise<T>,
  conflict?: { detail: string; pointer: string },
): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Refusal) return sendError(reply, error.status, error.message, error.source);
    if (conflict && sqlState(error) === '23505') return sendError(reply, 409, conflict.detail, { pointer: conflict.pointer });
    throw error;
  }
}
