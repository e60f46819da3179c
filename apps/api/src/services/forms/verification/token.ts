import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The proof a visitor's phone was verified, handed out on approval and required by POST …/leads when the
 * form's phone field says `verify: true`: `pv1.<base64url JSON {phone, exp}>.<base64url HMAC-SHA256>`.
 * Stateless, so any API process can check it; short-lived, so a leaked one soon stops working.
 */

const PREFIX = 'pv1';
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`${PREFIX}.${payload}`).digest('base64url');

export function signPhoneToken(secret: string, phone: string, ttlSeconds: number, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now + ttlSeconds * 1000);
  const payload = Buffer.from(JSON.stringify({ phone, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return { token: `${PREFIX}.${payload}.${sign(secret, payload)}`, expiresAt };
}

export type PhoneTokenCheck = { ok: true } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'phone' };

/** True only for a token this secret signed, not expired, for exactly this E.164 number. */
export function checkPhoneToken(secret: string, token: unknown, phone: string, now = Date.now()): PhoneTokenCheck {
  if (typeof token !== 'string' || token.length > 1000) return { ok: false, reason: 'malformed' };
  const [prefix, payload, signature, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: { phone?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return claims.phone === phone ? { ok: true } : { ok: false, reason: 'phone' };
}
