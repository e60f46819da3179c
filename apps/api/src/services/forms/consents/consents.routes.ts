import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { recordAudit } from '../../../http/audit.js';
import { listMeta, ListResponse, OneResponse } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { NoQuery } from '../forms.schemas.js';
import { truncateIp } from './address.js';
import { consentOut, parseConsentFilters } from './consents.repository.js';
import { CONSENT_CSV_COLUMNS, CONSENT_CSV_TYPE, consentCsvName, consentCsvStream } from './csv.js';
import { ConsentBody, ConsentCreated, ConsentExportQuery, ConsentListQuery, ConsentRecordOut, USER_AGENT_MAX } from './schemas.js';

/**
 * Proof of consent (issue 12 item 4): every choice and withdrawal a visitor makes, recorded on the server.
 * Recording is public — visitors are anonymous; the site's server passes the browser's post on with
 * X-Forwarded-For, as it does leads — and so is rate limited per visitor address. Reading and exporting
 * the records is for admins only, and audited: they hold a pseudonymous id, a user agent and an address.
 */

/** Records per visitor address per minute (a visitor makes a handful: accept, change, withdraw). */
export const CONSENT_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const submitErrors = errorResponses(400, 413, 415, 429, 500);
const errors = errorResponses(400, 401, 403, 429, 500);

/** Typed as the stream the handler sends; documented as a CSV file. */
const file = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', contentMediaType: 'text/csv' });
const CsvResponse = {
  description: `CSV in UTF-8 with a byte-order mark; columns ${CONSENT_CSV_COLUMNS.join(', ')} (scopes space-separated).`,
  content: { [CONSENT_CSV_TYPE]: { schema: file } },
} as const;

/** The header value, without control characters (PostgreSQL text refuses NUL), cut to its limit. */
function userAgentOf(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value.join(', ') : (value ?? '')).replace(/[\u0000-\u001f\u007f]/g, ' ').trim(); // eslint-disable-line no-control-regex
  return text === '' ? null : text.slice(0, USER_AGENT_MAX);
}

const BODY_KEYS = new Set(Object.keys(ConsentBody.properties));

/**
 * The API's validator drops unknown body properties silently (ajv removeAdditional). Evidence is not
 * guessed at: a record with a property this route does not know (a misspelt `scope`) is refused instead.
 */
async function refuseUnknownProperties(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).find((key) => !BODY_KEYS.has(key));
  if (unknown === undefined) return;
  const name = unknown.slice(0, 100);
  return sendError(reply, 400, `body has an unknown property "${name}"; it takes only ${[...BODY_KEYS].join(', ')}.`, { pointer: `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` });
}

/** The path only: `/a?b#c` → `/a`. */
const pathOnly = (value: string) => value.replace(/[?#].*$/s, '');

export const consentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, consentsRepository: repo } = app;

  app.post(
    '/consents',
    {
      config: { rateLimit: CONSENT_RATE_LIMIT },
      preValidation: refuseUnknownProperties,
      schema: {
        tags: [TAGS.forms],
        summary: "Record a visitor's consent choice or withdrawal (public; proof of consent)",
        description:
          'The site posts every choice (accept all, reject all, save selected, a vendor dialog\'s choice) and every withdrawal. ' +
          'The server adds the time, the User-Agent header (first 512 characters) and the visitor\'s address truncated ' +
          '(IPv4 /24, IPv6 /48): the last X-Forwarded-For hop when the site\'s own server passed the post on, else the connection\'s. ' +
          '`obligatory` is always among the stored scopes; `page_path` is stored without its query. ' +
          `429 past ${CONSENT_RATE_LIMIT.max} records a minute from one address.`,
        querystring: NoQuery,
        body: ConsentBody,
        response: { 201: OneResponse(ConsentCreated), ...submitErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await repo.create({
        consentId: body.consent_id,
        action: body.action,
        strategy: body.strategy,
        status: body.status,
        scopes: body.scopes,
        policyVersion: body.policy_version,
        locale: body.locale ?? null,
        pagePath: body.page_path === undefined ? null : pathOnly(body.page_path) || '/',
        userAgent: userAgentOf(request.headers['user-agent']),
        ipTruncated: truncateIp(request.visitorIp),
      });
      // The consent id is pseudonymous and the address is not logged: the record is the evidence, not the log.
      request.log.info({ consentRecordId: row.id, action: row.action }, 'consent recorded');
      return reply.code(201).send({ data: { id: row.id, consent_id: row.consentId, created_at: row.createdAt.toISOString() } });
    },
  );

  app.get(
    '/consents',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Consent records, newest first: paged and filtered (admins; each view is audited)',
        description:
          'Dates are UTC: a bare `filter[created_at_gteq]` date starts at 00:00 UTC, a bare `filter[created_at_lteq]` date includes that whole day; ' +
          'a date-time with an offset is taken as is. `filter[scope]` finds records whose choice granted that scope.',
        querystring: ConsentListQuery,
        response: { 200: ListResponse(ConsentRecordOut), ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, items = 25, sort = '-created_at' } = request.query;
      const parsed = parseConsentFilters(request.query);
      if (!parsed.ok) return sendError(reply, 400, parsed.detail, { parameter: parsed.parameter });
      const { rows, total } = await repo.list(parsed.filters, { page, items, sort });
      await recordAudit(db, request, {
        action: 'view',
        entity: 'consent_records',
        entityId: null,
        before: null,
        after: { query: request.query, ids: rows.map((row) => row.id), total },
      });
      return { data: rows.map(consentOut), meta: listMeta(total, page, items) };
    },
  );

  app.get(
    '/consents/export.csv',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Every consent record matching the filters as CSV, streamed (admins; audited)',
        description: 'Takes the list\'s filters and sort. The file is written while it is read from the database, a batch at a time.',
        querystring: ConsentExportQuery,
        response: { 200: CsvResponse, ...errors },
      },
    },
    async (request, reply) => {
      const sort = request.query.sort ?? '-created_at';
      const parsed = parseConsentFilters(request.query);
      if (!parsed.ok) return sendError(reply, 400, parsed.detail, { parameter: parsed.parameter });
      // A HEAD request sends no bytes, so it is no download to record.
      if (request.method === 'GET') {
        const total = await repo.count(parsed.filters);
        await recordAudit(db, request, { action: 'download', entity: 'consent_records', entityId: null, before: null, after: { query: request.query, total } });
        request.log.info({ total }, 'consent records exported');
      }
      return reply
        .header('content-type', CONSENT_CSV_TYPE)
        .header('content-disposition', `attachment; filename="${consentCsvName()}"`)
        .header('cache-control', 'private, no-store')
        .send(consentCsvStream(repo, parsed.filters, sort));
    },
  );
};
