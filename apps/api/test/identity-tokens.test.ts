import type { FastifyInstance } from 'fastify';
import { base64url, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityKeys } from '../src/db/schema.js';
import { loadSigningKeys, rotateSigningKey } from '../src/services/identity/keys.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/** The API's side of sign-in (ADR 019 §3): which access tokens a private route accepts, and key rotation. */

const ISSUER = 'http://api.test/identity';
const AUDIENCE = 'lux-api';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, {
    env: { PUBLIC_API_URL: 'http://api.test' },
    beforeReady: (instance) =>
      void instance.register(async (scoped) => {
        scoped.get('/test-only/admin', { preHandler: scoped.authorize('admin') }, async () => ({ ok: true }));
        scoped.get('/test-only/editor', { preHandler: scoped.authorize('editor') }, async () => ({ ok: true }));
      }),
  });
  // The provider (and the first signing key) is built on first use; a listening server builds it at once.
  await app.identityKeys!.reload();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function activeKey(): Promise<JWK> {
  const [key] = await loadSigningKeys(app.db);
  return key!;
}

interface TokenOptions {
  key?: JWK;
  audience?: string;
  issuer?: string;
  roles?: string[];
  expiresIn?: string | number;
}

async function token(options: TokenOptions = {}): Promise<string> {
  const jwk = options.key ?? (await activeKey());
  return new SignJWT({ roles: options.roles ?? ['admin'], email: 'someone@lux.example' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('3f1c2a44-0000-4000-8000-000000000001')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(await importJWK(jwk, 'RS256'));
}

const call = (url: string, bearer?: string) =>
  app.inject({ url, headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` } });

describe('a private route', () => {
  it('accepts a token of our issuer, for our audience, signed by our key, with the role', async () => {
    expect((await call('/test-only/admin', await token())).statusCode).toBe(200);
    // Admin passes every role check.
    expect((await call('/test-only/editor', await token())).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 without the role', async () => {
    const none = await call('/test-only/admin');
    expect(none.statusCode).toBe(401);
    expect(onlyError(none.body).status).toBe('401');
    const viewer = await call('/test-only/admin', await token({ roles: ['viewer'] }));
    expect(viewer.statusCode).toBe(403);
    expect(onlyError(viewer.body).detail).toContain('admin');
  });

  it.each([
    ['another audience', () => token({ audience: 'someone-else' })],
    ['another issuer', () => token({ issuer: 'http://evil.test/identity' })],
    ['an expired token', () => token({ expiresIn: Math.floor(Date.now() / 1000) - 120 })],
  ])('answers 401 to %s', async (_label, make) => {
    const response = await call('/test-only/admin', await make());
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('answers 401 to a token signed by another key, even one claiming our kid', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const foreign = await exportJWK(privateKey);
    expect((await call('/test-only/admin', await token({ key: { ...foreign, kid: 'foreign' } }))).statusCode).toBe(401);
    expect((await call('/test-only/admin', await token({ key: { ...foreign, kid: (await activeKey()).kid! } }))).statusCode).toBe(401);
  });

  it('answers 401 to an unsigned (alg none) token, even on a public route', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(
      JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: 'x', roles: ['admin'], exp: Math.floor(Date.now() / 1000) + 600 }),
    );
    expect((await call('/test-only/admin', `${header}.${payload}.`)).statusCode).toBe(401);
    expect((await call('/health', `${header}.${payload}.`)).statusCode).toBe(401);
  });
});

describe('signing keys', () => {
  it('start as one active RS256 key, published without its private part', async () => {
    const rows = await app.db.select().from(identityKeys);
    expect(rows.filter((row) => row.status === 'active')).toHaveLength(1);
    const jwks = (await app.inject('/identity/jwks')).json() as { keys: JWK[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([rows[0]!.kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(jwks.keys[0]!.alg).toBe('RS256');
  });

  it('rotate: tokens of the retired key still verify, both keys are published, old ones drop after the grace', async () => {
    const before = await activeKey();
    const old = await token({ key: before });
    const rotation = await rotateSigningKey(app.db);
    expect(rotation.retired).toEqual([before.kid]);
    await app.identityKeys!.reload();

    expect((await call('/test-only/admin', old)).statusCode).toBe(200);
    const fresh = await activeKey();
    expect(fresh.kid).toBe(rotation.kid);
    expect((await call('/test-only/admin', await token({ key: fresh }))).statusCode).toBe(200);
    const published = ((await app.inject('/identity/jwks')).json() as { keys: JWK[] }).keys.map((key) => key.kid);
    expect(published).toEqual([rotation.kid, before.kid]);

    // Two hours later another rotation drops the first key: its tokens have long expired.
    const later = await rotateSigningKey(app.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(later.dropped).toEqual([before.kid]);
    expect((await app.db.select().from(identityKeys)).map((row) => row.kid).sort()).toEqual([rotation.kid, later.kid].sort());
  });
});
