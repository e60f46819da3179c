import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { crmReceipts } from '../../db/forms.schema.js';
import { recordAudit } from '../../http/audit.js';
import { listMeta, ListResponse, OneResponse, PagingQuery, Resource } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { verifySignature } from '../forms/pipeline/signature.js';

/**
 * The embedded default's CRM: receives the signed webhook exactly as a real CRM integration would, so
 * the whole path (signature, idempotency, outages) can be seen and tested without one.
 */

export interface CrmReceiverOptions {
  secret: string;
  /** Shared with whoever flips the switch: until this time (ms since epoch) the receiver answers 503. */
  outage: { until: number };
}

const strict = { additionalProperties: false } as const;
const ReceiptAttributes = Type.Object(
  {
    idempotency_key: Type.String(),
    deliveries: Type.Integer({ description: 'How many times this key arrived; duplicates are counted, not stored.' }),
    received_at: Type.String({ format: 'date-time' }),
    body: Type.Record(Type.String(), Type.Unknown()),
  },
  strict,
);
const Receipt = Resource('crm_receipts', ReceiptAttributes);
const Outage = Type.Object({ outage_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }, strict);
type ReceiptRow = typeof crmReceipts.$inferSelect;
const toResource = (row: ReceiptRow) => ({
  id: String(row.id),
  type: 'crm_receipts' as const,
  attributes: { idempotency_key: row.idempotencyKey, deliveries: row.deliveries, received_at: row.receivedAt.toISOString(), body: row.body },
});
const outageBody = (until: number) => ({ outage_until: until > Date.now() ? new Date(until).toISOString() : null });

export const crmReceiverRoutes: FastifyPluginAsyncTypebox<CrmReceiverOptions> = async (app, { secret, outage }) => {
  const { db } = app;
  // The signature covers the exact bytes sent, so this plugin keeps them next to the parsed body.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    parseJson(request, body as string, done);
  });

  app.post(
    '/fake-crm/leads',
    {
      schema: {
        tags: [TAGS.forms],
        summary: 'Local CRM receiver (embedded default): a signed lead webhook, deduplicated by Idempotency-Key',
        headers: Type.Object({
          'idempotency-key': Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' }),
          'x-lux-signature': Type.String({ maxLength: 1_000, description: 't=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>' }),
        }),
        querystring: Type.Object({}, strict),
        body: Type.Record(Type.String(), Type.Unknown(), { description: 'The lead as the webhook sends it.' }),
        response: { 200: OneResponse(Receipt), ...errorResponses(400, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      if (outage.until > Date.now()) {
        reply.header('retry-after', String(Math.ceil((outage.until - Date.now()) / 1000)));
        return sendError(reply, 503, 'The CRM is unavailable (simulated outage); retry later.');
      }
      const check = verifySignature(secret, rawBodies.get(request) ?? '', request.headers['x-lux-signature']);
      if (!check.ok) return sendError(reply, 400, check.reason);
      const key = request.headers['idempotency-key'];
      const [row] = await db
        .insert(crmReceipts)
        .values({ idempotencyKey: key, body: request.body })
        .onConflictDoUpdate({ target: crmReceipts.idempotencyKey, set: { deliveries: sql`${crmReceipts.deliveries} + 1` } })
        .returning();
      return { data: toResource(row!) };
    },
  );

  // A GET beside each POST: the receiver's state, readable without side effects (and an `Allow` that names GET).
  app.get(
    '/fake-crm/leads',
    {
      schema: {
        tags: [TAGS.forms],
        summary: 'Whether the local CRM receiver accepts leads now, and how it wants them signed',
        querystring: Type.Object({}, strict),
        response: {
          200: OneResponse(
            Type.Object(
              { accepting: Type.Boolean(), outage_until: Outage.properties.outage_until, signature_header: Type.String(), idempotency_header: Type.String() },
              strict,
            ),
          ),
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async () => ({
      data: {
        accepting: outage.until <= Date.now(),
        ...outageBody(outage.until),
        signature_header: 'X-Lux-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>',
        idempotency_header: 'Idempotency-Key',
      },
    }),
  );

  app.get(
    '/fake-crm/outage',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: "The local CRM receiver's simulated outage, if one is on",
        querystring: Type.Object({}, strict),
        response: { 200: OneResponse(Outage), ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async () => ({ data: outageBody(outage.until) }),
  );

  app.get(
    '/fake-crm/receipts',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'What the local CRM receiver accepted, newest first',
        querystring: Type.Object(PagingQuery, strict),
        response: { 200: ListResponse(Receipt), ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => {
      const { page = 1, items = 25 } = request.query;
      const [rows, [total]] = await Promise.all([
        db.select().from(crmReceipts).orderBy(desc(crmReceipts.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(crmReceipts),
      ]);
      return { data: rows.map(toResource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.post(
    '/fake-crm/outage',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Make the local CRM receiver answer 503 for a while (0 ends an outage), to watch retries',
        querystring: Type.Object({}, strict),
        body: Type.Object({ seconds: Type.Integer({ minimum: 0, maximum: 86_400 }) }, strict),
        response: { 200: OneResponse(Outage), ...errorResponses(400, 401, 403, 415, 429, 500) },
      },
    },
    async (request) => {
      const before = outageBody(outage.until);
      outage.until = request.body.seconds === 0 ? 0 : Date.now() + request.body.seconds * 1000;
      const after = outageBody(outage.until);
      await db.transaction((tx) => recordAudit(tx, request, { action: 'update', entity: 'fake_crm_outage', entityId: null, before, after }));
      return { data: after };
    },
  );
};
