import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { OneResponse } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { Locale, strict } from '../forms.schemas.js';
import { WindowCounter } from './limits.js';
import { toE164, verificationMessages } from './phone.js';
import { signPhoneToken } from './token.js';
import { TWILIO_ERRORS, TwilioVerifyError, type TwilioVerifyClient } from './twilio-verify.js';

/**
 * B§7 phone verification for visitors: `POST /twilio/create_verification` sends a code by SMS and
 * `POST /twilio/check_verification` checks it; an approved check answers a short-lived signed token that
 * a lead submit presents. Public, so limited per IP (rate-limit plugin) and per phone number (here).
 * Logs never carry a number or a code.
 */

/** Per IP per minute. */
export const PHONE_RATE_LIMIT = { create: { max: 5, timeWindow: 60_000 }, check: { max: 10, timeWindow: 60_000 } } as const;
/** Per phone number per 10 minutes, whichever IP asks. */
export const PHONE_NUMBER_LIMIT = { create: 5, check: 10, windowMs: 10 * 60_000 } as const;
/** How long a code lives: Twilio Verify's default validity, which the local fake keeps too. */
export const CODE_VALIDITY_MS = 10 * 60_000;

export interface PhoneRoutesOptions {
  twilio: TwilioVerifyClient;
  tokenSecret: string;
  tokenTtlSeconds: number;
}

const PhoneNumber = Type.String({ minLength: 1, maxLength: 40, examples: ['050-1234567'], description: 'An Israeli mobile (05X-XXXXXXX) or an E.164 number.' });
const errors = errorResponses(400, 401, 404, 410, 415, 429, 500, 503);

export const phoneVerificationRoutes: FastifyPluginAsyncTypebox<PhoneRoutesOptions> = async (app, options) => {
  const perPhone = {
    create: new WindowCounter(PHONE_NUMBER_LIMIT.create, PHONE_NUMBER_LIMIT.windowMs),
    check: new WindowCounter(PHONE_NUMBER_LIMIT.check, PHONE_NUMBER_LIMIT.windowMs),
  };

  /** Twilio's refusals as the visitor's errors; our own failures (credentials, outage) as 503. */
  function failed(reply: FastifyReply, log: FastifyBaseLogger, error: unknown, locale: 'he' | 'en', checking = false) {
    const t = verificationMessages[locale];
    if (!(error instanceof TwilioVerifyError)) throw error;
    const { status, code } = error;
    if (status === 429) {
      reply.header('retry-after', String(PHONE_NUMBER_LIMIT.windowMs / 1000));
      const detail = code === TWILIO_ERRORS.maxCheckAttempts ? t.tooManyChecks : code === TWILIO_ERRORS.maxSendAttempts ? t.tooManySends : t.tooManyForPhone;
      return sendError(reply, 429, detail);
    }
    // On a check it means nothing is pending; on a send, a wrong service SID (ours to fix, below).
    if (checking && status === 404 && code === TWILIO_ERRORS.notFound) return sendError(reply, 404, t.noPending);
    if (status === 400 && code === TWILIO_ERRORS.invalidParameter) return sendError(reply, 400, t.invalidPhone, { pointer: '/phone_number' });
    log.warn({ status, code, detail: error.message }, 'phone verification: Twilio Verify failed');
    reply.header('retry-after', '30');
    return sendError(reply, 503, t.unavailable);
  }

  const limited = (reply: FastifyReply, counter: WindowCounter, phone: string, locale: 'he' | 'en') => {
    const hit = counter.hit(phone);
    if (hit.allowed) return null;
    reply.header('retry-after', String(hit.retryAfterSeconds));
    return sendError(reply, 429, verificationMessages[locale].tooManyForPhone, { pointer: '/phone_number' });
  };

  app.post(
    '/twilio/create_verification',
    {
      config: { rateLimit: PHONE_RATE_LIMIT.create },
      schema: {
        tags: [TAGS.forms],
        summary: 'Send a verification code by SMS to a phone number (public; Twilio Verify, or the local fake)',
        description:
          `201 with the verification's expiry (${CODE_VALIDITY_MS / 60_000} minutes). 429 past ${PHONE_RATE_LIMIT.create.max} a minute per IP, ` +
          `${PHONE_NUMBER_LIMIT.create} per number in 10 minutes, or Twilio's own send limit. 503 when Twilio cannot be reached. ` +
          'Messages are in `locale` (Hebrew by default).',
        querystring: Type.Object({}, strict),
        body: Type.Object({ phone_number: PhoneNumber, locale: Type.Optional(Locale) }, strict),
        response: {
          201: OneResponse(
            Type.Object({ status: Type.String({ examples: ['pending'] }), channel: Type.Literal('sms'), expires_at: Type.String({ format: 'date-time' }) }, strict),
          ),
          200: OneResponse(Type.Object({ status: Type.String(), channel: Type.Literal('sms'), expires_at: Type.String({ format: 'date-time' }) }, { ...strict, description: 'Not used: a new verification answers 201.' })),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? 'he';
      const phone = toE164(request.body.phone_number);
      if (!phone) return sendError(reply, 400, verificationMessages[locale].invalidPhone, { pointer: '/phone_number' });
      const refused = limited(reply, perPhone.create, phone, locale);
      if (refused) return refused;
      try {
        const verification = await options.twilio.createVerification(phone, 'sms');
        const created = verification.date_created ? Date.parse(verification.date_created) : Number.NaN;
        const expiresAt = new Date((Number.isNaN(created) ? Date.now() : created) + CODE_VALIDITY_MS);
        request.log.info('phone verification sent');
        return reply.code(201).send({ data: { status: verification.status, channel: 'sms' as const, expires_at: expiresAt.toISOString() } });
      } catch (error) {
        return failed(reply, request.log, error, locale);
      }
    },
  );

  app.post(
    '/twilio/check_verification',
    {
      config: { rateLimit: PHONE_RATE_LIMIT.check },
      schema: {
        tags: [TAGS.forms],
        summary: 'Check an SMS code (public); approved answers a verification_token for the lead submit',
        description:
          '200 `valid: false, status: pending` for a wrong code; 200 `valid: true, status: approved` with a signed `verification_token` bound to the number. ' +
          '404 when no code is pending (never sent, expired, or already approved); 429 after too many attempts; 503 when Twilio cannot be reached.',
        querystring: Type.Object({}, strict),
        body: Type.Object(
          { phone_number: PhoneNumber, code: Type.String({ minLength: 1, maxLength: 10, examples: ['123456'] }), locale: Type.Optional(Locale) },
          strict,
        ),
        response: {
          200: OneResponse(
            Type.Object(
              {
                status: Type.String({ examples: ['approved', 'pending'] }),
                valid: Type.Boolean(),
                verification_token: Type.Optional(Type.String({ description: 'Send as phone_verification_token with the lead.' })),
              },
              strict,
            ),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? 'he';
      const t = verificationMessages[locale];
      const phone = toE164(request.body.phone_number);
      if (!phone) return sendError(reply, 400, t.invalidPhone, { pointer: '/phone_number' });
      const code = request.body.code.trim();
      if (!/^\d{4,10}$/.test(code)) return sendError(reply, 400, t.invalidCode, { pointer: '/code' });
      const refused = limited(reply, perPhone.check, phone, locale);
      if (refused) return refused;
      try {
        const verification = await options.twilio.checkVerification(phone, code);
        if (verification.status !== 'approved' || !verification.valid) {
          request.log.info('phone verification: wrong code');
          return { data: { status: verification.status, valid: false } };
        }
        const { token } = signPhoneToken(options.tokenSecret, phone, options.tokenTtlSeconds);
        request.log.info('phone verification approved');
        return { data: { status: 'approved', valid: true, verification_token: token } };
      } catch (error) {
        return failed(reply, request.log, error, locale, true);
      }
    },
  );
};
