import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, mintAccessToken, roleHeaders, type AuthHeaders } from './support/tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type User = { id: string; attributes: { email: string; name: string; roles: string[]; active: boolean; updated_at: string } };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const PASSWORD = 'correct horse battery';
const create = async (email: string, roles: string[], headers: AuthHeaders = as.admin) => {
  const response = await app.inject({ method: 'POST', url: '/identity/users', headers, payload: { email, name: email.split('@')[0], password: PASSWORD, roles } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: User }).data;
};
const put = (id: string, payload: Record<string, unknown>, headers: AuthHeaders = as.admin) =>
  app.inject({ method: 'PUT', url: `/identity/users/${id}`, headers, payload });
const remove = (id: string, headers: AuthHeaders = as.admin) => app.inject({ method: 'DELETE', url: `/identity/users/${id}`, headers });

describe('users', () => {
  it('creates a user with an argon2id hash that never appears in answers or the audit log', async () => {
    const user = await create('Dana@Example.com', ['editor']);
    expect(user.attributes).toMatchObject({ email: 'dana@example.com', roles: ['editor'], active: true });
    expect(JSON.stringify(user)).not.toMatch(/argon2/);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row!.passwordHash!, PASSWORD)).toBe(true);

    await put(user.id, { password: 'another long passphrase' });
    const audit = await auditRows(app, 'user', user.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(audit[1]!.after).toMatchObject({ password_changed: true });
  });

  it('refuses short passwords, unknown roles and duplicate e-mails', async () => {
    const short = await app.inject({ method: 'POST', url: '/identity/users', headers: as.admin, payload: { email: 'a@b.co', name: 'A', password: 'short', roles: [] } });
    expect(short.statusCode).toBe(400);
    expect(onlyError(short.body).source).toEqual({ pointer: '/password' });
    const role = await app.inject({ method: 'POST', url: '/identity/users', headers: as.admin, payload: { email: 'a@b.co', name: 'A', password: PASSWORD, roles: ['root'] } });
    expect(role.statusCode).toBe(400);
    expect(onlyError(role.body).source).toEqual({ pointer: '/roles/0' });
    const duplicate = await app.inject({ method: 'POST', url: '/identity/users', headers: as.admin, payload: { email: 'DANA@example.com', name: 'D', password: PASSWORD } });
    expect(duplicate.statusCode).toBe(409);
  });

  it('lists users paged, sorted and filtered by text and role', async () => {
    await create('sam@example.com', ['sales']);
    await create('viv@example.com', ['viewer']);
    const all = await app.inject({ url: '/identity/users?sort=-email&items=2', headers: as.admin });
    expect(all.statusCode).toBe(200);
    const body = all.json() as { data: User[]; meta: { total: number; pages: number } };
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    const emails = body.data.map((u) => u.attributes.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const sales = (await app.inject({ url: '/identity/users?filter[role]=sales', headers: as.admin })).json() as { data: User[] };
    expect(sales.data.every((u) => u.attributes.roles.includes('sales'))).toBe(true);
    const found = (await app.inject({ url: '/identity/users?filter[q]=viv', headers: as.admin })).json() as { data: User[] };
    expect(found.data.map((u) => u.attributes.email)).toEqual(['viv@example.com']);
  });

  it('keeps the last active admin and refuses deleting yourself', async () => {
    const admins = (await app.inject({ url: '/identity/users?filter[role]=admin&items=100', headers: as.admin })).json().data as User[];
    for (const admin of admins) await remove(admin.id);
    const only = await create('boss@example.com', ['admin']);
    const demote = await put(only.id, { roles: ['editor'] });
    expect(demote.statusCode).toBe(409);
    expect(onlyError(demote.body).detail).toMatch(/last active admin/);
    expect((await put(only.id, { active: false })).statusCode).toBe(409);
    expect((await remove(only.id)).statusCode).toBe(409);
    expect(await auditRows(app, 'user', only.id)).toHaveLength(1);

    const second = await create('deputy@example.com', ['admin']);
    const self = { authorization: `Bearer ${await mintAccessToken(app, { roles: ['admin'], sub: second.id, email: 'deputy@example.com' })}` };
    const selfDelete = await remove(second.id, self);
    expect(selfDelete.statusCode).toBe(409);
    expect(onlyError(selfDelete.body).detail).toMatch(/your own account/);
    // With a second admin, the first may go.
    expect((await remove(only.id, self)).statusCode).toBe(200);
  });

  it('answers 409 to a stale expected_updated_at and 404 to an unknown or malformed id', async () => {
    const user = await create('stale@example.com', ['viewer']);
    expect((await put(user.id, { name: 'New', expected_updated_at: user.attributes.updated_at })).statusCode).toBe(200);
    expect((await put(user.id, { name: 'Newer', expected_updated_at: user.attributes.updated_at })).statusCode).toBe(409);
    expect((await put('00000000-0000-4000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
    const malformed = await put('not-a-uuid', { name: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(onlyError(malformed.body).source).toEqual({ parameter: 'id' });
  });

  it('is for admins only', async () => {
    expect((await app.inject('/identity/users')).statusCode).toBe(401);
    for (const role of ['editor', 'sales', 'viewer'] as const) {
      expect((await app.inject({ url: '/identity/users', headers: as[role] })).statusCode).toBe(403);
      expect((await app.inject({ url: '/identity/roles', headers: as[role] })).statusCode).toBe(403);
      expect((await app.inject({ url: '/identity/audit-log', headers: as[role] })).statusCode).toBe(403);
    }
  });
});

describe('roles and the audit log', () => {
  it('lists the five roles with Hebrew and English descriptions', async () => {
    const response = await app.inject({ url: '/identity/roles', headers: as.admin });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{ id: string; attributes: { description_he: string; description_en: string } }>;
    expect(data.map((r) => r.id)).toEqual(['admin', 'editor', 'sales', 'viewer', 'developer']);
    for (const role of data) {
      expect(role.attributes.description_he).toMatch(/[\u0590-\u05FF]/);
      expect(role.attributes.description_en).toMatch(/[a-z]/);
    }
  });

  it('reads the audit log newest first, filtered by entity, actor, action and time', async () => {
    const response = await app.inject({ url: '/identity/audit-log?filter[entity]=user&filter[actor]=ADMIN@test&items=100', headers: as.admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Array<{ attributes: { at: string; entity: string; actor_email: string } }>; meta: { total: number } };
    expect(body.meta.total).toBeGreaterThan(3);
    expect(body.data.every((r) => r.attributes.entity === 'user' && r.attributes.actor_email === 'admin@test.example')).toBe(true);
    const times = body.data.map((r) => r.attributes.at);
    expect(times).toEqual([...times].sort().reverse());

    const deletes = (await app.inject({ url: '/identity/audit-log?filter[action]=delete', headers: as.admin })).json().data as unknown[];
    expect(deletes.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const within = (await app.inject({ url: `/identity/audit-log?filter[at_gteq]=${today}&filter[at_lteq]=${today}`, headers: as.admin })).json();
    expect(within.meta.total).toBeGreaterThan(0);
    const future = (await app.inject({ url: '/identity/audit-log?filter[at_gteq]=2999-01-01T00:00:00Z', headers: as.admin })).json();
    expect(future.meta.total).toBe(0);
  });

  it('refuses invalid dates with a 400 naming the filter, and has no write routes', async () => {
    for (const [query, parameter] of [
      ['filter[at_gteq]=yesterday', 'filter[at_gteq]'],
      ['filter[at_lteq]=2025-02-30', 'filter[at_lteq]'],
      ['filter[at_gteq]=2025-03-01&filter[at_lteq]=2025-01-01', 'filter[at_gteq]'],
    ]) {
      const response = await app.inject({ url: `/identity/audit-log?${query}`, headers: as.admin });
      expect(response.statusCode, query).toBe(400);
      expect(onlyError(response.body).source, query).toEqual({ parameter });
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect([404, 405]).toContain((await app.inject({ method, url: '/identity/audit-log', headers: as.admin })).statusCode);
    }
  });
});
