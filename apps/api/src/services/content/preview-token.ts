import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Preview tokens let an editor see a disabled page (B§6: "a Bearer token is optionally attached … for
 * disabled pages"). A token is `<payload>.<signature>`, both base64url: the payload is JSON
 * `{ v: 1, exp, page_id? }` and the signature is HMAC-SHA256 of the payload text under the secret from
 * PREVIEW_TOKEN_SECRET. `exp` is in seconds since the epoch; `page_id`, when present, limits the token
 * to that page. Nothing is stored, so a token cannot be revoked before it expires: keep lifetimes short.
 */
export interface PreviewClaims {
  exp: number;
  pageId?: number;
}

const VERSION = 1;
/** An hour by default; a day at most, so a leaked link stops working soon. */
export const DEFAULT_PREVIEW_TTL_SECONDS = 60 * 60;
export const MAX_PREVIEW_TTL_SECONDS = 24 * 60 * 60;
const MAX_TOKEN_LENGTH = 512;

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signPreviewToken(
  secret: string,
  options: { pageId?: number; ttlSeconds?: number; now?: Date } = {},
): string {
  const ttl = options.ttlSeconds ?? DEFAULT_PREVIEW_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0 || ttl > MAX_PREVIEW_TTL_SECONDS) {
    throw new RangeError(`A preview token lives 1 to ${MAX_PREVIEW_TTL_SECONDS} seconds (got ${ttl})`);
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims = { v: VERSION, exp: now + ttl, ...(options.pageId === undefined ? {} : { page_id: options.pageId }) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The claims of a genuine, unexpired token, or null for anything else (never throws on bad input). */
export function verifyPreviewToken(token: string, secret: string, now: Date = new Date()): PreviewClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, payload = '', signature = ''] = match;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { v, exp, page_id: pageId } = claims as Record<string, unknown>;
  if (v !== VERSION || typeof exp !== 'number' || !Number.isInteger(exp)) return null;
  if (exp <= Math.floor(now.getTime() / 1000)) return null;
  if (pageId !== undefined && (typeof pageId !== 'number' || !Number.isInteger(pageId))) return null;
  return pageId === undefined ? { exp } : { exp, pageId };
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

/** Whether the request's bearer token lets it see this (disabled) page. */
export function allowsPreview(claims: PreviewClaims | null, pageId: number): boolean {
  return claims !== null && (claims.pageId === undefined || claims.pageId === pageId);
}
