import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { sqlState } from '../../http/back-office.js';
import { errorBody, errorResponses } from '../../http/errors.js';
import { sendProblems } from '../forms/definition.js';

/**
 * The orders service's refusals: the shared error envelope, plus a machine-readable `code` (JSON:API's
 * error `code` member) where the journey must tell refusals apart — `vehicle_held` shows "someone else
 * holds this car", `vehicle_unavailable` "this car cannot be ordered".
 */

export const ORDER_ERROR_CODES = [
  'vehicle_held',
  'vehicle_unavailable',
  'hold_lost',
  'not_paid',
  'order_state',
  'vendor_not_offered',
  'vendor_unavailable',
  'payment_refused',
  'recipient_not_allowed',
  'no_lead_form',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

const strict = { additionalProperties: false } as const;

const CodedErrorObject = Type.Object(
  {
    status: Type.String({ pattern: '^[45][0-9]{2}$', examples: ['409'] }),
    title: Type.String({ examples: ['Conflict'] }),
    detail: Type.String(),
    code: Type.Optional(Type.Enum([...ORDER_ERROR_CODES], { description: 'What went wrong, for the journey to act on.' })),
    source: Type.Optional(
      Type.Object({ parameter: Type.Optional(Type.String()), pointer: Type.Optional(Type.String()) }, strict),
    ),
  },
  strict,
);
const CodedEnvelope = (description: string) =>
  Type.Object({ errors: Type.Array(CodedErrorObject, { minItems: 1 }) }, { ...strict, title: 'OrderErrorEnvelope', description });

/** The error responses of an orders route: 400, 404, 409 and 503 may carry a `code`. */
export function orderErrorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  const plain = errorResponses(...codes) as Record<number, unknown>;
  const coded: Record<number, string> = {
    400: 'The request is malformed or a value is not allowed.',
    404: 'Nothing matches the request.',
    409: 'The order, its hold or its payment does not allow this now (see `code`).',
    503: 'The payment vendor cannot be reached; try again shortly.',
  };
  for (const code of codes) if (coded[code]) plain[code] = CodedEnvelope(coded[code]);
  return plain as { [K in Codes[number]]: ReturnType<typeof CodedEnvelope> };
}

type Source = { parameter?: string; pointer?: string };

export function sendOrderError(reply: FastifyReply, status: number, detail: string, code?: OrderErrorCode, source?: Source) {
  const [error] = errorBody(status, detail, source).errors;
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ ...error!, ...(code ? { code } : {}) }] });
}

/** A refusal thrown from inside a transaction (which then rolls back) and answered by {@link answering}. */
export class OrderRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    detail: string,
    readonly code?: OrderErrorCode,
    readonly source?: Source,
    /** Several problems at once (a lead's fields), each with its own pointer; `detail` is the first. */
    readonly problems?: ReadonlyArray<{ detail: string; source?: Source }>,
  ) {
    super(detail);
    this.name = 'OrderRefusal';
  }

  get statusCode() {
    return this.status;
  }
}

/** Runs the work and answers an {@link OrderRefusal} with its envelope; anything else is a real failure. */
export async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderRefusal) {
      if (error.problems && error.problems.length > 0) return sendProblems(reply, error.status, error.problems);
      return sendOrderError(reply, error.status, error.message, error.code, error.source);
    }
    // A value PostgreSQL cannot take that slipped past the schemas (22xxx: data exceptions) is the caller's fault.
    if (sqlState(error)?.startsWith('22')) return sendOrderError(reply, 400, 'A value in the request cannot be stored.');
    throw error;
  }
}
