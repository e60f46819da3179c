import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, arrayContains, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../../db/client.js';
import { ROLES, users, type Role } from '../../../db/schema.js';
import { recordAudit } from '../../../http/audit.js';
import {
  containsPattern,
  ExpectedUpdatedAt,
  FilterText,
  isStale,
  Line,
  listMeta,
  ListResponse,
  OneResponse,
  orderBy,
  PagingQuery,
  Refusal,
  refusing,
  Resource,
  SortQuery,
} from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { hashPassword } from '../passwords.js';

/** Users and their roles (ADR 019), admin only. Password hashes never leave the table, not even into the audit log. */

export const MIN_PASSWORD_LENGTH = 12;

const strict = { additionalProperties: false } as const;
const Roles = Type.Array(Type.Enum([...ROLES]), { uniqueItems: true, maxItems: ROLES.length, description: `Any of ${ROLES.join(', ')}.` });
const Password = Type.String({
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: 256,
  pattern: '^[^\\u0000]*$',
  description: `At least ${MIN_PASSWORD_LENGTH} characters.`,
});
const UserParams = Type.Object(
  { id: Type.String({ format: 'uuid', examples: ['00000000-0000-4000-8000-000000000000'], description: 'User id.' }) },
  strict,
);

const UserResource = Resource(
  'users',
  Type.Object(
    {
      email: Type.String(),
      name: Type.String(),
      roles: Type.Array(Type.String()),
      active: Type.Boolean(),
      has_password: Type.Boolean({ description: 'False for accounts that cannot sign in with a password.' }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    },
    strict,
  ),
);
type UserRow = typeof users.$inferSelect;

/** Everything but the hash: what the API answers and what the audit log keeps. */
const attributes = (row: UserRow) => ({
  email: row.email,
  name: row.name,
  roles: row.roles,
  active: row.active,
  has_password: row.passwordHash !== null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
const toResource = (row: UserRow) => ({ id: row.id, type: 'users' as const, attributes: attributes(row) });

/** Is `row` the caller? By token subject, or by e-mail when an external provider's subjects are its own. */
const isCaller = (request: FastifyRequest, row: UserRow) =>
  request.principal?.id === row.id || (request.principal?.email ?? '').toLowerCase() === row.email;

/** Active admins other than `id`, locked so two admins cannot remove each other at the same moment. */
async function otherActiveAdmins(tx: Pick<Database, 'select'>, id: string) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), arrayContains(users.roles, ['admin']), ne(users.id, id)))
    .for('update');
  return rows.length;
}

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const NoQuery = Type.Object({}, strict);

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const notFound = (id: string) => new Refusal(404, `No user has the id ${id}.`, { parameter: 'id' });
  const conflict = { detail: 'Another user already has this e-mail address.', pointer: '/email' };

  app.get(
    '/users',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: 'Users: paged, sorted, searchable by e-mail or name, filterable by role',
        querystring: Type.Object(
          {
            ...PagingQuery,
            sort: SortQuery(['email', 'name', 'created_at'], 'email'),
            'filter[q]': FilterText('E-mail or name containing this text.'),
            'filter[role]': Type.Optional(Type.Enum([...ROLES])),
          },
          strict,
        ),
        response: { 200: ListResponse(UserResource), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = 'email' } = request.query;
      const q = request.query['filter[q]']?.trim();
      const role = request.query['filter[role]'];
      const where = and(
        q ? or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q))) : undefined,
        role ? arrayContains(users.roles, [role]) : undefined,
      );
      const columns = { email: sql`${users.email} collate "C"`, name: sql`${users.name} collate "C"`, created_at: users.createdAt };
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(...orderBy(sort, columns, users.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { data: rows.map(toResource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.get(
    '/users/:id',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: 'One user, for editing',
        params: UserParams,
        querystring: NoQuery,
        response: { 200: OneResponse(UserResource), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(users).where(eq(users.id, request.params.id));
      return row ? { data: toResource(row) } : sendError(reply, 404, `No user has the id ${request.params.id}.`, { parameter: 'id' });
    },
  );

  app.post(
    '/users',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: 'Create a user',
        querystring: NoQuery,
        body: Type.Object(
          {
            email: Type.String({ format: 'email', maxLength: 254 }),
            name: Line({ minLength: 1, maxLength: 200 }),
            password: Password,
            roles: Type.Optional(Roles),
            active: Type.Optional(Type.Boolean({ default: true })),
          },
          strict,
        ),
        response: { 200: OneResponse(UserResource), ...errors },
      },
    },
    async (request, reply) => {
      const { email, name, password, roles = [], active = true } = request.body;
      const passwordHash = await hashPassword(password);
      return refusing(
        reply,
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(users)
              .values({ email: email.trim().toLowerCase(), name: name.trim(), passwordHash, roles: roles as Role[], active })
              .onConflictDoNothing({ target: users.email })
              .returning();
            if (!row) throw new Refusal(409, `A user with the e-mail ${email.trim().toLowerCase()} already exists.`, { pointer: '/email' });
            await recordAudit(tx, request, { action: 'create', entity: 'user', entityId: row.id, before: null, after: attributes(row) });
            return { data: toResource(row) };
          }),
        conflict,
      );
    },
  );

  app.put(
    '/users/:id',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: "Change a user's name, roles, active flag or password",
        description: 'The last active admin cannot lose the admin role or be deactivated (409).',
        params: UserParams,
        querystring: NoQuery,
        body: Type.Object(
          {
            name: Type.Optional(Line({ minLength: 1, maxLength: 200 })),
            roles: Type.Optional(Roles),
            active: Type.Optional(Type.Boolean()),
            password: Type.Optional(Password),
            expected_updated_at: ExpectedUpdatedAt,
          },
          strict,
        ),
        response: { 200: OneResponse(UserResource), ...errors },
      },
    },
    async (request, reply) => {
      const { name, roles, active, password, expected_updated_at: expected } = request.body;
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      return refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!before) throw notFound(id);
          if (isStale(expected, before.updatedAt)) {
            throw new Refusal(409, 'This user was changed by someone else since you loaded it; reload it and apply your change again.', { pointer: '/expected_updated_at' });
          }
          const nextRoles = (roles ?? before.roles) as Role[];
          const nextActive = active ?? before.active;
          const losesAdmin = before.active && before.roles.includes('admin') && (!nextActive || !nextRoles.includes('admin'));
          if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0) {
            throw new Refusal(409, 'This is the last active admin: give another user the admin role before removing it here.', { pointer: active === false ? '/active' : '/roles' });
          }
          const [after] = await tx
            .update(users)
            .set({
              ...(name === undefined ? {} : { name: name.trim() }),
              roles: nextRoles,
              active: nextActive,
              ...(passwordHash === undefined ? {} : { passwordHash }),
            })
            .where(eq(users.id, id))
            .returning();
          await recordAudit(tx, request, {
            action: 'update',
            entity: 'user',
            entityId: id,
            before: attributes(before),
            // Whether the password changed, never the hash.
            after: { ...attributes(after!), password_changed: passwordHash !== undefined },
          });
          return { data: toResource(after!) };
        }),
      );
    },
  );

  app.delete(
    '/users/:id',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.identity],
        summary: 'Delete a user',
        description: 'Not your own account, and not the last active admin (409).',
        params: UserParams,
        querystring: NoQuery,
        response: { 200: OneResponse(UserResource), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!row) throw notFound(id);
          if (isCaller(request, row)) throw new Refusal(409, 'You cannot delete your own account; ask another admin.', { parameter: 'id' });
          if (row.active && row.roles.includes('admin') && (await otherActiveAdmins(tx, id)) === 0) {
            throw new Refusal(409, 'This is the last active admin and cannot be deleted; give another user the admin role first.', { parameter: 'id' });
          }
          await tx.delete(users).where(eq(users.id, id));
          await recordAudit(tx, request, { action: 'delete', entity: 'user', entityId: id, before: attributes(row), after: null });
          return { data: toResource(row) };
        }),
      ),
  );
};
