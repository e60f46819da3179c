import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { LEAD_EXPORT_FORMATS, LEAD_EXPORT_STATUSES } from '../../../db/schema.js';
import { recordAudit } from '../../../http/audit.js';
import { listMeta, ListResponse, OneResponse, PagingQuery, Refusal, refusing } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { FormParams, LeadParams, NoQuery, strict } from '../forms.schemas.js';
import { type ExportsRepository, exportOut } from './exports.repository.js';
import { ExportFilterOut, LEAD_SORTS, LeadWindowQuery, parseLeadWindow, storedQuery } from './query.js';
import type { ExportRunner } from './runner.js';
import { CONTENT_TYPES } from './writers.js';

/**
 * Lead exports (B§4 create → poll → download; B§7 `/forms/{id}/lead_exports`). For sales (and admins,
 * who pass every check). Creating and downloading one are audited: the log says who took personal data
 * out of the system (Amendment 13). Logs and audit rows carry ids and the query, never a lead's values.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const LeadExportOut = Type.Object(
  {
    id: Type.Integer(),
    form_id: Type.Integer(),
    format: Type.Enum(LEAD_EXPORT_FORMATS),
    status: Type.Enum(LEAD_EXPORT_STATUSES),
    total: Type.Integer({ description: 'Leads in the export (known once it is processing).' }),
    processed: Type.Integer({ description: 'Leads written so far.' }),
    progress: Type.Number({ minimum: 0, maximum: 1, description: 'processed / total; 1 once completed.' }),
    byte_size: Type.Integer({ description: 'Size of the file in bytes (so far, while processing).' }),
    query: Type.Object({ filter: ExportFilterOut, sort: Type.Enum(LEAD_SORTS) }, strict),
    error: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Nullable(Type.String({ format: 'date-time' })),
    download_url: Nullable(Type.String({ description: 'The download path under the forms prefix, once completed.' })),
  },
  strict,
);

/**
 * `exportId` written like every id of the forms service: plain decimal digits of a positive int4. Its
 * example is deliberately not a low id: test/route-sweep.test.ts probes each route at its examples and
 * expects JSON from every 2xx, which a completed export's download is not (see the issue-11 report).
 */
const ExportParams = Type.Object(
  {
    id: FormParams.properties.id,
    exportId: { ...LeadParams.properties.leadId, examples: ['123456'], description: 'Export id: a positive integer.' },
  },
  strict,
);

/** Typed as the stream the handler sends; documented as a binary string per format. */
const file = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', contentMediaType: 'application/octet-stream' });
const FileResponse = {
  description: 'The file: CSV in UTF-8 with a byte-order mark (Excel reads the Hebrew), or XLSX.',
  content: { [CONTENT_TYPES.csv]: { schema: file }, [CONTENT_TYPES.xlsx]: { schema: file } },
} as const;

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);

export interface ExportRoutesOptions {
  repo: ExportsRepository;
  runner: ExportRunner;
}

export const exportsRoutes: FastifyPluginAsyncTypebox<ExportRoutesOptions> = async (app, { repo, runner }) => {
  const { db, formsRepository: forms } = app;

  app.post(
    '/forms/:id/lead_exports',
    {
      preHandler: app.authorize('sales'),
      schema: {
        tags: [TAGS.forms],
        summary: "Export a form's leads to CSV or XLSX (202; poll, then download; audited)",
        description:
          'Takes the leads list\'s filters and sort (default `-created_at`); the file holds every lead matching them as of this request. ' +
          'Built in the background: poll `GET …/lead_exports/{exportId}` until `status` is completed, then follow `download_url`. ' +
          'Deleting a lead deletes the exports that may hold it (same form, created after it, window covering it).',
        params: FormParams,
        querystring: Type.Object(
          { format: Type.Optional(Type.Enum(LEAD_EXPORT_FORMATS, { default: 'csv', description: 'csv (default) or xlsx.' })), ...LeadWindowQuery },
          strict,
        ),
        response: { 202: OneResponse(LeadExportOut), ...errors },
      },
    },
    async (request, reply) => {
      const parsed = parseLeadWindow(request.query);
      if (!parsed.ok) return sendError(reply, 400, parsed.problem.detail, { parameter: parsed.problem.parameter });
      const formId = Number(request.params.id);
      const format = request.query.format ?? 'csv';
      const query = storedQuery(parsed.window);
      return refusing(reply, async () => {
        const row = await db.transaction(async (tx) => {
          if (!(await forms.find(formId, tx))) throw new Refusal(404, `No form has the id ${formId}.`, { parameter: 'id' });
          const created = await repo.create(tx, { formId, format, query, requestedBy: request.principal?.id ?? null });
          await recordAudit(tx, request, {
            action: 'create',
            entity: 'lead_exports',
            entityId: created.id,
            before: null,
            after: { form_id: formId, format, query: { filter: query.filter, sort: query.sort } },
          });
          return created;
        });
        request.log.info({ formId, exportId: row.id, format }, 'lead export requested');
        runner.wake();
        return reply.code(202).send({ data: exportOut(row) });
      });
    },
  );

  app.get(
    '/forms/:id/lead_exports',
    {
      preHandler: app.authorize('sales'),
      schema: {
        tags: [TAGS.forms],
        summary: "A form's lead exports, newest first",
        params: FormParams,
        querystring: Type.Object({ ...PagingQuery }, strict),
        response: { 200: ListResponse(LeadExportOut), ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, items = 25 } = request.query;
      const formId = Number(request.params.id);
      if (!(await forms.find(formId))) return sendError(reply, 404, `No form has the id ${formId}.`, { parameter: 'id' });
      const { rows, total } = await repo.list(formId, page, items);
      return { data: rows.map(exportOut), meta: listMeta(total, page, items) };
    },
  );

  app.get(
    '/forms/:id/lead_exports/:exportId',
    {
      preHandler: app.authorize('sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'One lead export: status and progress (poll this)',
        params: ExportParams,
        querystring: NoQuery,
        response: { 200: OneResponse(LeadExportOut), ...errors },
      },
    },
    async (request, reply) => {
      const row = await repo.find(Number(request.params.id), Number(request.params.exportId));
      if (!row) return sendError(reply, 404, `This form has no export with the id ${request.params.exportId}.`, { parameter: 'exportId' });
      return { data: exportOut(row) };
    },
  );

  app.get(
    '/forms/:id/lead_exports/:exportId/download',
    {
      preHandler: app.authorize('sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Download a completed lead export (audited; 409 until it is completed)',
        params: ExportParams,
        querystring: NoQuery,
        response: { 200: FileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const formId = Number(request.params.id);
      const row = await repo.find(formId, Number(request.params.exportId));
      if (!row) return sendError(reply, 404, `This form has no export with the id ${request.params.exportId}.`, { parameter: 'exportId' });
      if (row.status !== 'completed') {
        const detail =
          row.status === 'failed'
            ? 'This export failed and has no file; request a new one.'
            : `This export is ${row.status} (${row.processed} of ${row.total} leads); download it once it is completed.`;
        return sendError(reply, 409, detail);
      }
      // A HEAD request sends no bytes, so it is no download to record.
      if (request.method === 'GET') {
        await recordAudit(db, request, {
          action: 'download',
          entity: 'lead_exports',
          entityId: row.id,
          before: null,
          after: { form_id: formId, format: row.format, leads: row.total, byte_size: row.byteSize },
        });
      }
      request.log.info({ formId, exportId: row.id }, 'lead export downloaded');
      return reply
        .header('content-type', CONTENT_TYPES[row.format])
        .header('content-disposition', `attachment; filename="leads-${formId}-${row.id}.${row.format}"`)
        .header('content-length', String(row.byteSize))
        .header('cache-control', 'private, no-store')
        .send(repo.chunks(row.id));
    },
  );
};
