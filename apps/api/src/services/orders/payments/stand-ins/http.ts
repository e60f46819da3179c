import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { TAGS } from '../../../../http/docs.js';
import { ErrorEnvelope, errorBody } from '../../../../http/errors.js';

/** What the local payment vendors share: schemas for vendor-shaped bodies, ids, errors, static files. */

/** The stand-ins live under the orders prefix, so they are documented with the orders service. */
export const ORDERS_TAG = TAGS.orders;

export const strict = { additionalProperties: false } as const;

/** A body in the vendor's own shape, documented by the vendor rather than here. */
export const VendorJson = (description: string) =>
  Type.Object({}, { additionalProperties: true, description });

/** The vendor's error fields (absent when the request is refused before the stand-in reads it) beside the API's envelope. */
export const VendorError = (fields: Record<string, TSchema>, description: string) =>
  Type.Object(
    {
      ...Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Type.Optional(schema)])),
      errors: ErrorEnvelope.properties.errors,
    },
    {
      ...strict,
      description,
    },
  );

/** A form or JSON body, read field by field by the stand-in as the vendor would. */
export const AnyBody = Type.Record(Type.String(), Type.Unknown(), {
  description: 'As the vendor takes it (form-encoded or JSON).',
});

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random characters from `alphabet` (rejection sampling, so every character is equally likely). */
export function randomToken(length: number, alphabet = ALPHANUMERIC): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % alphabet.length)) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Sends the vendor's error body together with the API's error envelope (the route sweep and our clients read the latter). */
export function vendorError(
  reply: FastifyReply,
  status: number,
  detail: string,
  fields: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...fields, errors: errorBody(status, detail).errors });
}

/** Serves one of the stand-ins' browser scripts (built once, never cached for long: it is development code). */
export function sendScript(reply: FastifyReply, source: string) {
  return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source);
}

/** A header's single value. */
export const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
