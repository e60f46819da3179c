import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gt, inArray, lt, sql, sum } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { mailboxMessages, phoneVerifications } from '../../db/forms.schema.js';
import { listMeta, ListResponse, PagingQuery, Resource } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { ErrorEnvelope, errorBody, errorResponses } from '../../http/errors.js';

/**
 * The embedded default's Twilio Verify: the v2 endpoints the API's Twilio client calls, with Twilio's
 * JSON, status codes and error codes (20404 nothing pending, 60200 bad parameter, 60202 too many checks,
 * 60203 too many sends), state in `phone_verifications` (codes hashed) and the "SMS" delivered to the
 * local mailbox, where a developer reads the code (`GET …/fake-twilio/messages`, or the back office's
 * mailbox). Errors carry Twilio's fields and this API's `errors` envelope side by side.
 */

/** Credentials of the local fake: public on purpose, like the other development defaults. */
export const FAKE_TWILIO = {
  accountSid: 'AC6c757800000000000000000000000000',
  authToken: 'lux-dev-twilio-auth-token-not-a-secret',
  serviceSid: 'VA6c757800000000000000000000000000',
} as const;
/** The sender of the local "SMS" in `mailbox_messages`. */
export const FAKE_SMS_FROM = 'twilio-verify@sms.localhost';

export const FAKE_TWILIO_LIMITS = { validityMs: 10 * 60_000, maxChecks: 5, maxSends: 5, sendWindowMs: 10 * 60_000 } as const;

const strict = { additionalProperties: false } as const;
const ServiceParams = Type.Object(
  { serviceSid: Type.String({ maxLength: 64, examples: [FAKE_TWILIO.serviceSid], description: 'The Verify service SID (VA…).' }) },
  strict,
);
const FormBody = Type.Record(Type.String(), Type.Unknown(), { description: 'application/x-www-form-urlencoded, as Twilio takes it.' });
const Verification = Type.Object(
  {
    sid: Type.String({ description: 'VE + 32 hex digits.' }),
    service_sid: Type.String(),
    account_sid: Type.String(),
    to: Type.String(),
    channel: Type.String(),
    status: Type.String({ examples: ['pending', 'approved', 'canceled'] }),
    valid: Type.Boolean(),
    date_created: Type.String(),
    date_updated: Type.String(),
  },
  { additionalProperties: true },
);
const TwilioError = Type.Object(
  {
    code: Type.Optional(Type.Integer({ examples: [20404] })),
    message: Type.Optional(Type.String()),
    more_info: Type.Optional(Type.String()),
    status: Type.Optional(Type.Integer()),
    errors: ErrorEnvelope.properties.errors,
  },
  { ...strict, description: "Twilio's error fields (left out when the request is malformed before the fake sees it), plus this API's error envelope." },
);
const twilioErrors = { 400: TwilioError, 401: TwilioError, 404: TwilioError, 429: TwilioError, 500: ErrorEnvelope };
const SmsMessage = Resource(
  'sms_messages',
  Type.Object({ to: Type.Array(Type.String()), body: Type.String(), verification_sid: Type.Union([Type.String(), Type.Null()]), sent_at: Type.String({ format: 'date-time' }) }, strict),
);

const hashCode = (sid: string, code: string) => createHash('sha256').update(`${sid}:${code}`).digest();
const E164 = /^\+[1-9]\d{7,14}$/;
type Row = typeof phoneVerifications.$inferSelect;

function twilioError(reply: FastifyReply, status: number, code: number, message: string) {
  const envelope = errorBody(status, message);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status, errors: envelope.errors });
}

const stringParam = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');

export const fakeTwilioVerifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  // Twilio takes form bodies; this parser stays inside this plugin.
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const resource = (row: Row, serviceSid: string, extra: Record<string, unknown> = {}) => ({
    sid: row.sid,
    service_sid: serviceSid,
    account_sid: FAKE_TWILIO.accountSid,
    to: row.phone,
    channel: row.channel,
    status: row.status,
    valid: row.status === 'approved',
    amount: null,
    payee: null,
    date_created: row.createdAt.toISOString(),
    date_updated: row.updatedAt.toISOString(),
    ...extra,
  });

  /** HTTP Basic with the fake's account and token, and the fake's service: as Twilio checks them. */
  const refused = (reply: FastifyReply, authorization: string | undefined, serviceSid: string) => {
    const expected = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
    const given = Buffer.from(authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
      reply.header('www-authenticate', 'Basic realm="Twilio API"');
      return twilioError(reply, 401, 20003, 'Authenticate');
    }
    if (serviceSid !== FAKE_TWILIO.serviceSid) return twilioError(reply, 404, 20404, `The requested resource /Services/${serviceSid.slice(0, 40)} was not found`);
    return null;
  };

  /** The newest verification of a number that can still be checked; expired ones are marked on the way. */
  async function current(phone: string, now: Date) {
    await db
      .update(phoneVerifications)
      .set({ status: 'expired' })
      .where(and(eq(phoneVerifications.phone, phone), inArray(phoneVerifications.status, ['pending', 'max_attempts_reached']), lt(phoneVerifications.expiresAt, now)));
    const [row] = await db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.phone, phone), inArray(phoneVerifications.status, ['pending', 'max_attempts_reached']), gt(phoneVerifications.expiresAt, now)))
      .orderBy(desc(phoneVerifications.id))
      .limit(1);
    return row;
  }

  app.post(
    '/fake-twilio/v2/Services/:serviceSid/Verifications',
    {
      schema: {
        tags: [TAGS.forms],
        summary: 'Local Twilio Verify (embedded default): start or resend a verification (To, Channel=sms); the SMS lands in the local mailbox',
        params: ServiceParams,
        querystring: Type.Object({}, strict),
        body: FormBody,
        response: { 200: Verification, 201: Verification, ...twilioErrors },
      },
    },
    async (request, reply) => {
      const { serviceSid } = request.params;
      const denied = refused(reply, request.headers.authorization, serviceSid);
      if (denied) return denied;
      const to = stringParam(request.body, 'To');
      const channel = stringParam(request.body, 'Channel');
      if (!to) return twilioError(reply, 400, 60200, 'Invalid parameter `To`: missing');
      if (!E164.test(to)) return twilioError(reply, 400, 60200, 'Invalid parameter `To`');
      if (channel !== 'sms') return twilioError(reply, 400, 60200, 'Invalid parameter `Channel`: only sms is available here');
      const now = new Date();
      const [sent] = await db
        .select({ n: sum(phoneVerifications.sendCount) })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.phone, to), gt(phoneVerifications.createdAt, new Date(now.getTime() - FAKE_TWILIO_LIMITS.sendWindowMs))));
      if (Number(sent?.n ?? 0) >= FAKE_TWILIO_LIMITS.maxSends) return twilioError(reply, 429, 60203, 'Max send attempts reached');

      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const pending = await current(to, now);
      let row: Row | undefined;
      if (pending?.status === 'pending') {
        // A resend is the same verification with a new code (only hashes are kept, so the old code cannot be sent again).
        [row] = await db
          .update(phoneVerifications)
          .set({ codeHash: hashCode(pending.sid, code).toString('hex'), sendCount: sql`${phoneVerifications.sendCount} + 1` })
          .where(and(eq(phoneVerifications.id, pending.id), eq(phoneVerifications.status, 'pending')))
          .returning();
      }
      if (!row) {
        const sid = `VE${randomBytes(16).toString('hex')}`;
        [row] = await db
          .insert(phoneVerifications)
          .values({ sid, phone: to, channel: 'sms', codeHash: hashCode(sid, code).toString('hex'), expiresAt: new Date(now.getTime() + FAKE_TWILIO_LIMITS.validityMs) })
          .returning();
      }
      const verification = row!;
      await db.insert(mailboxMessages).values({
        mailFrom: FAKE_SMS_FROM,
        rcptTo: [to],
        subject: 'SMS',
        messageId: verification.sid,
        raw: `Your Lux verification code is: ${code}`,
      });
      request.log.info({ sid: verification.sid, sends: verification.sendCount }, 'fake Twilio: verification sent to the local mailbox');
      const attempt = { time: now.toISOString(), channel: 'sms', attempt_sid: `VL${randomBytes(16).toString('hex')}` };
      return reply.code(201).send(
        resource(verification, serviceSid, { lookup: { carrier: null }, send_code_attempts: [attempt], url: `/v2/Services/${serviceSid}/Verifications/${verification.sid}` }),
      );
    },
  );

  app.post(
    '/fake-twilio/v2/Services/:serviceSid/VerificationCheck',
    {
      schema: {
        tags: [TAGS.forms],
        summary: 'Local Twilio Verify (embedded default): check a code (To, Code)',
        params: ServiceParams,
        querystring: Type.Object({}, strict),
        body: FormBody,
        response: { 200: Verification, ...twilioErrors },
      },
    },
    async (request, reply) => {
      const { serviceSid } = request.params;
      const denied = refused(reply, request.headers.authorization, serviceSid);
      if (denied) return denied;
      const to = stringParam(request.body, 'To');
      const code = stringParam(request.body, 'Code');
      if (!E164.test(to)) return twilioError(reply, 400, 60200, 'Invalid parameter `To`');
      if (!/^\d{4,10}$/.test(code)) return twilioError(reply, 400, 60200, 'Invalid parameter `Code`');
      const row = await current(to, new Date());
      if (!row) return twilioError(reply, 404, 20404, `The requested resource /Services/${serviceSid}/VerificationCheck was not found`);
      // Counted before comparing, atomically: concurrent guesses cannot get past the limit.
      const [counted] = await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(and(eq(phoneVerifications.id, row.id), eq(phoneVerifications.status, 'pending'), lt(phoneVerifications.attempts, FAKE_TWILIO_LIMITS.maxChecks)))
        .returning();
      if (!counted) {
        await db.update(phoneVerifications).set({ status: 'max_attempts_reached' }).where(eq(phoneVerifications.id, row.id));
        return twilioError(reply, 429, 60202, 'Max check attempts reached');
      }
      const matches = timingSafeEqual(hashCode(counted.sid, code), Buffer.from(counted.codeHash, 'hex'));
      if (!matches) return resource(counted, serviceSid, { sna_attempts_error_codes: [] });
      const [approved] = await db
        .update(phoneVerifications)
        .set({ status: 'approved' })
        .where(and(eq(phoneVerifications.id, counted.id), eq(phoneVerifications.status, 'pending')))
        .returning();
      if (!approved) return twilioError(reply, 404, 20404, `The requested resource /Services/${serviceSid}/VerificationCheck was not found`);
      request.log.info({ sid: approved.sid }, 'fake Twilio: verification approved');
      return resource(approved, serviceSid, { sna_attempts_error_codes: [] });
    },
  );

  app.get(
    '/fake-twilio/messages',
    {
      preHandler: app.authorize('admin'),
      schema: {
        tags: [TAGS.forms],
        summary: "The local Twilio Verify's text messages (embedded default only), newest first: where a developer reads the code",
        querystring: Type.Object(PagingQuery, strict),
        response: { 200: ListResponse(SmsMessage), ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => {
      const { page = 1, items = 25 } = request.query;
      const mine = eq(mailboxMessages.mailFrom, FAKE_SMS_FROM);
      const [rows, [total]] = await Promise.all([
        db.select().from(mailboxMessages).where(mine).orderBy(desc(mailboxMessages.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(mailboxMessages).where(mine),
      ]);
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          type: 'sms_messages' as const,
          attributes: { to: row.rcptTo, body: row.raw, verification_sid: row.messageId, sent_at: row.receivedAt.toISOString() },
        })),
        meta: listMeta(total?.n ?? 0, page, items),
      };
    },
  );
};
