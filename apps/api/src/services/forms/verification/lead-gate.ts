import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../../../http/errors.js';
import { toE164, verificationMessages, type Locale } from './phone.js';
import { checkPhoneToken } from './token.js';
import type { FormVerification } from './index.js';

/**
 * What a lead must prove before it is stored, beyond its fields: a verified phone when the form's tel
 * field says `verify: true`, and a reCAPTCHA pass when a captcha is configured. Runs after the field
 * checks (cheap) and before anything is written.
 */

export interface LeadRefusal {
  status: 400 | 503;
  detail: string;
  pointer: string;
  retryAfterSeconds?: number;
}

/** Ids of the tel fields whose number must be verified by SMS before a submit. */
export function verifiedPhoneFields(definition: unknown): string[] {
  const fields = (definition as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((f): f is { id: string } => typeof f === 'object' && f !== null && f.type === 'tel' && f.verify === true && typeof f.id === 'string')
    .map((f) => f.id);
}

export interface LeadGateInput {
  definition: unknown;
  values: Record<string, unknown>;
  phoneToken: string | undefined;
  captchaToken: string | undefined;
  locale: Locale;
  ip: string;
}

export async function leadRefusal(verification: FormVerification, input: LeadGateInput): Promise<LeadRefusal | null> {
  const t = verificationMessages[input.locale];
  for (const id of verifiedPhoneFields(input.definition)) {
    const value = input.values[id];
    // An empty optional field has nothing to verify; a required one was refused by the field checks already.
    if (typeof value !== 'string' || value.trim() === '') continue;
    const phone = toE164(value);
    if (!phone) return { status: 400, detail: t.invalidPhone, pointer: `/data/${id}` };
    if (!checkPhoneToken(verification.tokenSecret, input.phoneToken, phone).ok) {
      return { status: 400, detail: t.verifyPhone, pointer: input.phoneToken ? '/phone_verification_token' : `/data/${id}` };
    }
  }
  const captcha = verification.captcha;
  if (captcha) {
    const token = input.captchaToken?.trim();
    if (!token) return { status: 400, detail: t.captchaMissing, pointer: '/g-recaptcha-response' };
    const result = await captcha.verify(token, input.ip);
    if (!result.ok && result.unavailable) return { status: 503, detail: t.captchaUnavailable, pointer: '/g-recaptcha-response', retryAfterSeconds: 30 };
    if (!result.ok) return { status: 400, detail: t.captchaInvalid, pointer: '/g-recaptcha-response' };
  }
  return null;
}

/** The gate for the lead route: null when the form service runs without the verification plugin. */
export async function checkLeadGate(app: FastifyInstance, input: LeadGateInput): Promise<LeadRefusal | null> {
  return app.hasDecorator('formVerification') ? leadRefusal(app.formVerification, input) : null;
}

export function sendLeadRefusal(reply: FastifyReply, refusal: LeadRefusal) {
  if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return sendError(reply, refusal.status, refusal.detail, { pointer: refusal.pointer });
}
