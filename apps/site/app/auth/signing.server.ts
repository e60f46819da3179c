import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `value` under `secret`, base64url. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Constant-time comparison of two strings (different lengths are simply unequal). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A JSON payload with its expiry, signed: `base64url(json).base64url(hmac)`. The expiry travels inside
 * the signed part, so an old value a browser kept is refused even if its cookie did not expire.
 */
export function signValue(secret: string, payload: object, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt })).toString('base64url');
  return `${body}.${hmac(secret, body)}`;
}

/** The payload when the signature holds and it has not expired; null otherwise. */
export function verifyValue<T extends object>(secret: string, value: string | undefined, now = Date.now()): T | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  if (!safeEqual(value.slice(dot + 1), hmac(secret, body))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp?: unknown };
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * The CSRF token of a session (A§7 `csrf-token` header): an HMAC of the session id, so it is bound to the
 * session, needs no storage and is never readable from a cookie.
 */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return hmac(secret, `csrf:${sessionId}`);
}

export function isValidCsrfToken(secret: string, sessionId: string, token: string | null | undefined): boolean {
  return typeof token === 'string' && token.length > 0 && safeEqual(token, csrfTokenFor(secret, sessionId));
}
