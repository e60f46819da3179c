import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';

/**
 * The embedded default's BriteVerify: `POST …/fake-briteverify/api/public/v1/fullverify` with
 * `Authorization: ApiKey: <key>` and `{ email }`, answered in BriteVerify's shape. Statuses are
 * deterministic so every branch of B§5 can be seen: `@example.invalid` → invalid, `accept-all@…` →
 * accept_all, `unknown@…` → unknown, `unavailable@…` → 503, `slow@…` → answers after 6 s (past the
 * 5-second time-out), anything else → valid.
 */

export const FAKE_BRITEVERIFY_API_KEY = 'lux-dev-briteverify-key-not-a-secret';

export interface FakeBriteVerifyOptions {
  /** How long `slow@…` waits; 6 s by default, just past B§9's 5000 ms. */
  slowMs?: number;
}

const strict = { additionalProperties: false } as const;
const Answer = Type.Object(
  {
    email: Type.Object(
      {
        address: Type.String(),
        account: Type.String(),
        domain: Type.String(),
        status: Type.String({ examples: ['valid', 'invalid', 'accept_all', 'unknown'] }),
        connected: Type.Null(),
        disposable: Type.Boolean(),
        role_address: Type.Boolean(),
      },
      strict,
    ),
    status: Type.String(),
    duration: Type.Number(),
  },
  strict,
);

function statusOf(address: string): string {
  const [account = '', domain = ''] = address.toLowerCase().split(/@(?=[^@]*$)/);
  if (domain === 'example.invalid' || !domain.includes('.') || account === '') return 'invalid';
  if (account === 'accept-all') return 'accept_all';
  if (account === 'unknown') return 'unknown';
  return 'valid';
}

export const fakeBriteVerifyRoutes: FastifyPluginAsyncTypebox<FakeBriteVerifyOptions> = async (app, { slowMs = 6_000 }) => {
  const expected = Buffer.from(`ApiKey: ${FAKE_BRITEVERIFY_API_KEY}`);

  app.post(
    '/fake-briteverify/api/public/v1/fullverify',
    {
      schema: {
        tags: [TAGS.forms],
        summary: 'Local BriteVerify (embedded default): verify one e-mail address, with deterministic answers',
        querystring: Type.Object({}, strict),
        body: Type.Object({ email: Type.String({ maxLength: 320 }) }),
        response: { 200: Answer, ...errorResponses(400, 401, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return sendError(reply, 401, 'The Authorization header must be "ApiKey: <your API key>".');
      }
      const address = request.body.email.trim();
      const [account = '', domain = ''] = address.split(/@(?=[^@]*$)/);
      const local = account.toLowerCase();
      if (local === 'unavailable') return sendError(reply, 503, 'The verification service is unavailable (simulated).');
      if (local === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
      const status = statusOf(address);
      return {
        email: { address, account, domain, status, connected: null, disposable: false, role_address: ['info', 'sales', 'admin'].includes(local) },
        status,
        duration: 0.01,
      };
    },
  );
};
