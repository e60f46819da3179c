import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OneResponse } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { strict } from '../forms.schemas.js';
import type { VerifyEmail } from './briteverify.js';

/** B§7 "POST to an email verification service with {email}", answered by B§5's rules (public). */

export const EMAIL_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

export const emailVerificationRoutes: FastifyPluginAsyncTypebox<{ verifyEmail: VerifyEmail }> = async (app, { verifyEmail }) => {
  app.post(
    '/email_verifications',
    {
      config: { rateLimit: EMAIL_RATE_LIMIT },
      schema: {
        tags: [TAGS.forms],
        summary: 'Check an e-mail address (public; BriteVerify, or the local fake)',
        description:
          'B§5: valid when the status is valid or accept_all. The check gives up after 5000 ms (`valid: true, error_code: TIMEOUT`); ' +
          'any other failure answers `valid: true, error_code: VALIDATION_ERROR`, so a visitor is never blocked by the vendor. ' +
          `400 "Valid email address is required" without an address. 429 past ${EMAIL_RATE_LIMIT.max} a minute per IP.`,
        querystring: Type.Object({}, strict),
        body: Type.Object({ email: Type.Optional(Type.String({ maxLength: 320, examples: ['visitor@example.com'] })) }, strict),
        response: {
          200: OneResponse(
            Type.Object(
              {
                valid: Type.Boolean(),
                status: Type.String({ examples: ['valid', 'invalid', 'accept_all', 'unknown'] }),
                error_code: Type.Optional(Type.Union([Type.Literal('TIMEOUT'), Type.Literal('VALIDATION_ERROR')])),
              },
              strict,
            ),
          ),
          ...errorResponses(400, 401, 415, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email?.trim() ?? '';
      if (email === '') return sendError(reply, 400, 'Valid email address is required', { pointer: '/email' });
      return { data: await verifyEmail(email) };
    },
  );
};
