import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, eq, getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { mailboxMessages } from '../../db/forms.schema.js';
import { listMeta, ListResponse, OneResponse, orderBy, PagingQuery, Resource, SerialParams, SortQuery } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';

/** The local SMTP server's mailbox, for the back office: what the embedded default "sent". */

const strict = { additionalProperties: false } as const;
const Summary = {
  mail_from: Type.String(),
  rcpt_to: Type.Array(Type.String()),
  subject: Type.String(),
  message_id: Type.Union([Type.String(), Type.Null()]),
  received_at: Type.String({ format: 'date-time' }),
};
const MessageSummary = Resource('mailbox_messages', Type.Object(Summary, strict));
const MessageFull = Resource(
  'mailbox_messages',
  Type.Object({ ...Summary, raw: Type.String({ description: 'The message source as received (RFC 5322).' }) }, strict),
);
type Row = typeof mailboxMessages.$inferSelect;
const summary = (row: Pick<Row, 'mailFrom' | 'rcptTo' | 'subject' | 'messageId' | 'receivedAt'>) => ({
  mail_from: row.mailFrom,
  rcpt_to: row.rcptTo,
  subject: row.subject,
  message_id: row.messageId,
  received_at: row.receivedAt.toISOString(),
});
const errors = errorResponses(400, 401, 403, 404, 429, 500);

export const mailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/mailbox',
    {
      preHandler: app.authorize('admin', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: "The local mail server's messages (embedded default only), newest first",
        querystring: Type.Object({ ...PagingQuery, sort: SortQuery(['received_at'], '-received_at') }, strict),
        response: { 200: ListResponse(MessageSummary), ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = '-received_at' } = request.query;
      // The source can be megabytes; the list shows only what identifies a message.
      const { raw: _raw, ...columns } = getTableColumns(mailboxMessages);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(mailboxMessages)
          .orderBy(...orderBy(sort, { received_at: mailboxMessages.receivedAt }, mailboxMessages.id))
          .limit(items)
          .offset((page - 1) * items),
        db.select({ n: count() }).from(mailboxMessages),
      ]);
      return {
        data: rows.map((row) => ({ id: String(row.id), type: 'mailbox_messages' as const, attributes: summary(row) })),
        meta: listMeta(total?.n ?? 0, page, items),
      };
    },
  );

  app.get(
    '/mailbox/:id',
    {
      preHandler: app.authorize('admin', 'sales'),
      schema: {
        tags: [TAGS.forms],
        summary: 'One message of the local mailbox, with its source',
        params: SerialParams,
        querystring: Type.Object({}, strict),
        response: { 200: OneResponse(MessageFull), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(mailboxMessages).where(eq(mailboxMessages.id, request.params.id));
      if (!row) return sendError(reply, 404, `No message has the id ${request.params.id}.`, { parameter: 'id' });
      return { data: { id: String(row.id), type: 'mailbox_messages' as const, attributes: { ...summary(row), raw: row.raw } } };
    },
  );
};
