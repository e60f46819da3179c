import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { Type } from 'typebox';
import type { IdentityConfig } from '../../config.js';
import { siteSessions } from '../../db/schema.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { NoQuery } from '../../http/schemas.js';

const strict = { additionalProperties: false } as const;

const Params = Type.Object(
  {
    idHash: Type.String({
      pattern: '^[0-9a-f]{64}$',
      description: 'SHA-256 (hex) of the session id in the visitor’s cookie.',
      examples: ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    }),
  },
  strict,
);
const SessionData = Type.Record(Type.String(), Type.Unknown(), { description: 'Whatever the site keeps: tokens, roles, times.' });
const PutBody = Type.Object(
  { data: SessionData, expires_at: Type.String({ format: 'date-time', description: 'The absolute time-out.' }) },
  strict,
);
const SessionResource = Type.Object(
  {
    data: SessionData,
    created_at: Type.String({ format: 'date-time' }),
    last_seen_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  strict,
);

/** The longest a site session may be kept; a later expires_at is refused (a typo, or a session for ever). */
const MAX_LIFETIME_MS = 31 * 24 * 60 * 60 * 1000;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The site's server-side sessions (ADR 019 §4): the browser keeps a random id, the site keeps the tokens
 * here, keyed by the id's hash, so several site servers share them. Reached with the site client's id and
 * secret over HTTP Basic; anyone else gets 401.
 */
export const siteSessionRoutes: FastifyPluginAsyncTypebox<{ identity: IdentityConfig }> = async (app, { identity }) => {
  const { db } = app;

  async function clientOnly(request: FastifyRequest, reply: FastifyReply) {
    const match = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(request.headers.authorization ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    // RFC 6749 §2.3.1: id and secret are form-urlencoded before they are joined.
    const decode = (value: string) => {
      try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return '';
      }
    };
    const id = colon === -1 ? '' : decode(decoded.slice(0, colon));
    const secret = colon === -1 ? '' : decode(decoded.slice(colon + 1));
    if (!sameSecret(id, identity.client.id) || !sameSecret(secret, identity.client.secret)) {
      reply.header('www-authenticate', 'Basic realm="site-sessions", charset="UTF-8"');
      return sendError(reply, 401, 'Site sessions are for the site client: send its id and secret with HTTP Basic.');
    }
  }

  const serialise = (row: typeof siteSessions.$inferSelect) => ({
    data: row.data,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  });

  app.put(
    '/site-sessions/:idHash',
    {
      preHandler: clientOnly,
      schema: {
        tags: [TAGS.identity],
        summary: 'Stores (creates or replaces) a site session',
        params: Params,
        querystring: NoQuery,
        body: PutBody,
        response: { 200: SessionResource, ...errorResponses(400, 401, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const expiresAt = new Date(request.body.expires_at);
      const now = Date.now();
      if (!(expiresAt.getTime() > now) || expiresAt.getTime() - now > MAX_LIFETIME_MS) {
        return sendError(reply, 400, 'expires_at must be in the future and at most 31 days away.', { pointer: '/expires_at' });
      }
      const values = { data: request.body.data, expiresAt, lastSeenAt: new Date(now) };
      const [row] = await db
        .insert(siteSessions)
        .values({ idHash: request.params.idHash, ...values })
        .onConflictDoUpdate({ target: siteSessions.idHash, set: values })
        .returning();
      return serialise(row!);
    },
  );

  app.get(
    '/site-sessions/:idHash',
    {
      preHandler: clientOnly,
      schema: {
        tags: [TAGS.identity],
        summary: 'Reads a live site session and marks it seen (404 when missing or expired)',
        params: Params,
        querystring: NoQuery,
        response: { 200: SessionResource, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const [row] = await db
        .update(siteSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(siteSessions.idHash, request.params.idHash), gt(siteSessions.expiresAt, now)))
        .returning();
      if (!row) return sendError(reply, 404, 'No live session has this id.');
      return serialise(row);
    },
  );

  app.delete(
    '/site-sessions/:idHash',
    {
      preHandler: clientOnly,
      schema: {
        tags: [TAGS.identity],
        summary: 'Deletes a site session (sign-out); deleting a missing one succeeds too',
        params: Params,
        querystring: NoQuery,
        response: { 200: Type.Object({ deleted: Type.Boolean() }, strict), ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const rows = await db.delete(siteSessions).where(eq(siteSessions.idHash, request.params.idHash)).returning({ idHash: siteSessions.idHash });
      return { deleted: rows.length > 0 };
    },
  );
};
