import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { loadConfig } from '../../src/config.js';
import { auditLog, identityKeys, type Role } from '../../src/db/schema.js';

export interface TokenClaims {
  roles: Role[];
  /** The token's subject; a random id unless given (say, a real user's id). */
  sub?: string;
  email?: string;
  name?: string;
  /** The environment the app was started with, so issuer and audience match its config. */
  env?: Record<string, string>;
  /** Seconds until expiry; negative for an expired token. */
  expiresIn?: number;
}

const ALG_OF_KTY: Record<string, string> = { RSA: 'RS256', EC: 'ES256', OKP: 'EdDSA' };

/** The embedded provider's newest active signing key, created (as the provider would) when there is none. */
async function signingKey(app: FastifyInstance): Promise<{ kid: string; jwk: JWK }> {
  const [active] = await app.db
    .select()
    .from(identityKeys)
    .where(eq(identityKeys.status, 'active'))
    .orderBy(desc(identityKeys.createdAt))
    .limit(1);
  if (active) return { kid: active.kid, jwk: active.privateJwk as JWK };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  await app.db.insert(identityKeys).values({ kid, privateJwk: jwk, status: 'active' });
  return { kid, jwk };
}

/**
 * An access token as the embedded provider issues it: signed with its active key from `identity_keys`,
 * with the issuer and audience of the app's config and the roles in the `roles` claim.
 */
export async function mintAccessToken(app: FastifyInstance, claims: TokenClaims): Promise<string> {
  const { identity } = loadConfig({ LOG_LEVEL: 'silent', ...claims.env });
  const { kid, jwk } = await signingKey(app);
  const alg = jwk.alg ?? ALG_OF_KTY[jwk.kty ?? ''] ?? 'RS256';
  const key = await importJWK(jwk, alg);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    roles: claims.roles,
    ...(claims.email ? { email: claims.email } : {}),
    ...(claims.name ? { name: claims.name } : {}),
  })
    .setProtectedHeader({ alg, kid, typ: 'at+jwt' })
    .setIssuer(identity.issuer)
    .setAudience(identity.audience)
    .setSubject(claims.sub ?? randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresIn ?? 600))
    .setJti(randomUUID())
    .sign(key);
}

export type AuthHeaders = { authorization: string };

/** `Authorization` headers for one caller of each role (e-mail `{role}@test.example`). */
export async function roleHeaders(app: FastifyInstance, env?: Record<string, string>) {
  const headers = async (role: Role): Promise<AuthHeaders> => ({
    authorization: `Bearer ${await mintAccessToken(app, { roles: [role], email: `${role}@test.example`, ...(env ? { env } : {}) })}`,
  });
  return { admin: await headers('admin'), editor: await headers('editor'), sales: await headers('sales'), viewer: await headers('viewer'), developer: await headers('developer') };
}

/** The audit rows of one entity (and id), oldest first. */
export async function auditRows(app: FastifyInstance, entity: string, entityId?: string | number) {
  const rows = await app.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);
  return entityId === undefined ? rows : rows.filter((row) => row.entityId === String(entityId));
}
