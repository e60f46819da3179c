import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { sendError } from '../../../http/errors.js';

/**
 * The API's validator drops unknown body properties silently (ajv `removeAdditional`), so a misspelt
 * `titel` would be a quiet no-op. The tree's writes refuse it instead: the keys are noted before validation
 * strips them and refused after the role check, so an anonymous caller still gets its 401 first.
 */
const unknownKeys = new WeakMap<FastifyRequest, string>();

export function unknownBodyGuard(known: readonly string[]): { note: preValidationAsyncHookHandler; refuse: preHandlerAsyncHookHandler } {
  const allowed = new Set(known);
  return {
    note: async (request: FastifyRequest) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
      const unknown = Object.keys(body).find((key) => !allowed.has(key));
      if (unknown !== undefined) unknownKeys.set(request, unknown.slice(0, 100));
    },
    refuse: async (request: FastifyRequest, reply: FastifyReply) => {
      const name = unknownKeys.get(request);
      if (name === undefined) return;
      return sendError(reply, 400, `The body has an unknown property "${name}"; it takes only ${[...allowed].join(', ')}.`, {
        pointer: `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      });
    },
  };
}
