import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ROLES, type Role } from '../db/schema.js';
import { sendError } from './errors.js';

/** Who is calling, as the access token says. */
export interface Principal {
  /** The token's `sub`. */
  id: string;
  email: string | null;
  name: string | null;
  roles: Role[];
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Dot path of the roles claim (`roles`, or e.g. `realm_access.roles`). */
  rolesClaim: string;
  /** Where the verification keys come from: the embedded provider's key store or a remote JWKS. */
  keys: JWTVerifyGetKey;
}

/** Asymmetric algorithms only: an `alg: none` or HS256 token signed with a public key is never accepted. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Verifies an access token (JWT) — signature, issuer, audience, expiry — and reads its principal. */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions) {
  return async function verifyAccessToken(token: string): Promise<Principal> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 5,
      }));
    } catch (error) {
      throw new InvalidTokenError(describeJoseError(error));
    }
    return {
      id: String(payload.sub),
      email: typeof payload['email'] === 'string' ? payload['email'] : null,
      name: typeof payload['name'] === 'string' ? payload['name'] : null,
      roles: rolesFrom(claimAt(payload, options.rolesClaim)),
    };
  };
}

export type VerifyAccessToken = ReturnType<typeof createAccessTokenVerifier>;

function describeJoseError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `The access token's ${error.claim} claim is not accepted.`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return 'The access token is not signed by a trusted key.';
  }
  return 'The access token is not valid.';
}

function claimAt(payload: JWTPayload, path: string): unknown {
  if (path in payload) return payload[path];
  let value: unknown = payload;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function rolesFrom(value: unknown): Role[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return ROLES.filter((role) => list.includes(role));
}

/** True when the principal holds one of the roles; admin holds every role. */
export function hasRole(principal: Principal | null, roles: readonly Role[]): boolean {
  if (!principal) return false;
  return principal.roles.includes('admin') || roles.some((role) => principal.roles.includes(role));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when the request carries no access token. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /**
     * A preHandler for private routes: 401 without a valid token, 403 without one of the roles
     * (admin passes every check). With no roles, any signed-in user passes.
     */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
    verifyAccessToken: VerifyAccessToken;
  }
}

export interface AuthPluginOptions {
  verify: VerifyAccessToken;
}

function unauthorized(reply: FastifyReply, detail: string, error?: 'invalid_token') {
  reply.header('www-authenticate', error ? `Bearer error="${error}", error_description="${detail}"` : 'Bearer');
  return sendError(reply, 401, detail);
}

/**
 * Reads `Authorization: Bearer …` on every request. A token that is present but invalid is refused at
 * once (401), even on public routes, so a client with a broken token learns it; no token is anonymous.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { verify }) => {
    app.decorateRequest('principal', null);
    app.decorate('verifyAccessToken', verify);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      // Other schemes are not ours to judge: clients send HTTP Basic to the identity service's token
      // endpoint and site-sessions API, which check it themselves.
      if (header === undefined || !/^bearer(\s|$)/i.test(header)) return;
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
      if (!match?.[1]) return unauthorized(reply, 'The Authorization header must be "Bearer <token>".', 'invalid_token');
      // Only a JWT (three segments) can be an access token. Another Bearer value, such as the content
      // service's preview token (B§6), belongs to the route that reads it; private routes still need a principal.
      if (match[1].split('.').length !== 3) return;
      try {
        request.principal = await verify(match[1]);
      } catch (error) {
        if (error instanceof InvalidTokenError) return unauthorized(reply, error.message, 'invalid_token');
        throw error;
      }
    });

    app.decorate('authorize', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async (request, reply) => {
        if (!request.principal) return unauthorized(reply, 'Sign in to use this route.');
        if (roles.length > 0 && !hasRole(request.principal, roles)) {
          return sendError(reply, 403, `This route needs one of the roles: ${roles.join(', ')}.`);
        }
      };
    });
  },
  { name: 'auth', fastify: '5.x' },
);
