import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSessions } from '../src/db/schema.js';
import { sweepExpired } from '../src/services/identity/adapter.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/** The site's server-side sessions, kept by the identity service for the site client only (ADR 019 §4). */

const CLIENT_ID = 'lux-site';
const SECRET = 'site-sessions-test-secret-0123456789abcdef';
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database, { env: { OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: SECRET } });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const SITE = basic(CLIENT_ID, SECRET);
const newHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');
const url = (hash: string) => `/identity/site-sessions/${hash}`;
const inFuture = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('site sessions', () => {
  it('refuse anyone but the site client (401)', async () => {
    const hash = newHash();
    for (const authorization of [undefined, basic(CLIENT_ID, 'wrong-secret'), basic('someone', SECRET), 'Bearer abc', 'Basic !!!']) {
      const response = await app.inject({ url: url(hash), headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(onlyError(response.body).status).toBe('401');
    }
  });

  it('round-trip: store, read (marking it seen), replace, delete', async () => {
    const hash = newHash();
    const put = await app.inject({
      method: 'PUT',
      url: url(hash),
      headers: { authorization: SITE },
      payload: { data: { accessToken: 'a', roles: ['editor'] }, expires_at: inFuture(3600) },
    });
    expect(put.statusCode).toBe(200);
    const first = await app.inject({ url: url(hash), headers: { authorization: SITE } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ accessToken: 'a', roles: ['editor'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await app.inject({ url: url(hash), headers: { authorization: SITE } });
    expect(Date.parse(second.json().last_seen_at)).toBeGreaterThan(Date.parse(first.json().last_seen_at));

    await app.inject({ method: 'PUT', url: url(hash), headers: { authorization: SITE }, payload: { data: { accessToken: 'b' }, expires_at: inFuture(60) } });
    expect((await app.inject({ url: url(hash), headers: { authorization: SITE } })).json().data).toEqual({ accessToken: 'b' });

    const deleted = await app.inject({ method: 'DELETE', url: url(hash), headers: { authorization: SITE } });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await app.inject({ url: url(hash), headers: { authorization: SITE } })).statusCode).toBe(404);
  });

  it('treats an expired session as missing, and the sweeper removes it', async () => {
    const hash = newHash();
    await app.db.insert(siteSessions).values({ idHash: hash, data: { x: 1 }, expiresAt: new Date(Date.now() - 1000) });
    expect((await app.inject({ url: url(hash), headers: { authorization: SITE } })).statusCode).toBe(404);
    await sweepExpired(app.db, 900);
    expect(await app.db.select().from(siteSessions)).toEqual([]);
  });

  it('validates the id hash and the body', async () => {
    const badHash = await app.inject({ url: url('not-a-hash'), headers: { authorization: SITE } });
    expect(badHash.statusCode).toBe(400);
    const past = await app.inject({ method: 'PUT', url: url(newHash()), headers: { authorization: SITE }, payload: { data: {}, expires_at: inFuture(-10) } });
    expect(past.statusCode).toBe(400);
    const noData = await app.inject({ method: 'PUT', url: url(newHash()), headers: { authorization: SITE }, payload: { expires_at: inFuture(10) } });
    expect(noData.statusCode).toBe(400);
  });
});
