import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { authConfig } from '../config.server';
import { errorSummary, logger } from '../lib/logger.server';
import { clearCookie, readCookie, serializeCookie } from './cookies.server';
import { client, oidcConfiguration, resourceParameter } from './oidc.server';
import { sessionIdHash, sessionStore, type SessionData } from './session-store.server';
import { csrfTokenFor } from './signing.server';
import { sessionStatus, storeExpiry } from './timeouts.server';

export type Role = 'admin' | 'editor' | 'sales' | 'viewer' | 'developer';

/** The signed-in user as pages see it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  roles: string[];
}

export interface ActiveSession {
  id: string;
  data: SessionData;
  user: SessionUser;
  csrfToken: string;
}

/** `__Host-` needs Secure; browsers refuse it over plain http, where development runs (ADR 019 §4). */
export function sessionCookieName(secure = authConfig().cookieSecure): string {
  return secure ? '__Host-lux_sid' : 'lux_sid';
}

export function sessionIdFrom(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  // Anonymous visitors carry no session cookie: answer without reading (or validating) the sign-in
  // configuration, so public pages never depend on it.
  if (header === null || !header.includes('lux_sid=')) return undefined;
  const id = readCookie(header, sessionCookieName());
  return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? id : undefined;
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionCookie(id: string): string {
  const { cookieSecure, absoluteMs } = authConfig();
  return serializeCookie(sessionCookieName(cookieSecure), id, { maxAgeSeconds: Math.floor(absoluteMs / 1000), secure: cookieSecure });
}

export function clearSessionCookie(): string {
  const { cookieSecure } = authConfig();
  return clearCookie(sessionCookieName(cookieSecure), cookieSecure);
}

/** Reads `path` ("roles" or "realm_access.roles") from a claims object; only string entries count. */
export function rolesFromClaims(claims: Record<string, unknown> | undefined, path: string): string[] {
  let value: unknown = claims;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
}

/**
 * The access token came straight from the provider's token endpoint over an authenticated channel, so
 * reading its claims without verifying the signature is safe here; the API verifies it on every call.
 */
function accessClaims(token: string): Record<string, unknown> {
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
}

type Tokens = Awaited<ReturnType<typeof client.refreshTokenGrant>>;

/** Session fields from a token response; `previous` keeps what a refresh response leaves out. */
export function sessionFromTokens(tokens: Tokens, now: number, previous?: SessionData): SessionData {
  const { rolesClaim } = authConfig();
  const idClaims = (tokens.claims() ?? {}) as Record<string, unknown>;
  const access = accessClaims(tokens.access_token);
  // The access token's roles are what the API enforces; the ID token's stand in when it has none.
  const fromAccess = rolesFromClaims(access, rolesClaim);
  const fromId = rolesFromClaims(idClaims, rolesClaim);
  // Never carried over from `previous`: a role taken away shows at the next refresh.
  const roles = fromAccess.length > 0 ? fromAccess : fromId;
  const expiresIn = tokens.expiresIn();
  const accessExp = typeof access.exp === 'number' ? access.exp * 1000 : undefined;
  return {
    sub: String(idClaims.sub ?? previous?.sub ?? access.sub ?? ''),
    email: String(idClaims.email ?? previous?.email ?? ''),
    name: String(idClaims.name ?? previous?.name ?? idClaims.email ?? previous?.email ?? ''),
    roles,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? previous?.refresh_token,
    id_token: tokens.id_token ?? previous?.id_token,
    access_expires_at: expiresIn !== undefined ? now + expiresIn * 1000 : (accessExp ?? now + 5 * 60_000),
    created_at: previous?.created_at ?? now,
    last_seen_at: now,
  };
}

export async function saveSession(id: string, data: SessionData): Promise<void> {
  await sessionStore.write(id, data, storeExpiry(data, authConfig()));
}

const refreshing = new Map<string, Promise<SessionData | null>>();

/** One refresh per session at a time in this process: the provider rotates refresh tokens. */
function refreshSession(id: string, data: SessionData, now: number): Promise<SessionData | null> {
  const key = sessionIdHash(id);
  const running = refreshing.get(key);
  if (running) return running;
  const work = (async () => {
    if (!data.refresh_token) return null;
    try {
      const tokens = await client.refreshTokenGrant(await oidcConfiguration(), data.refresh_token, resourceParameter(authConfig().audience));
      const next = sessionFromTokens(tokens, now, data);
      await saveSession(id, next);
      return next;
    } catch (error) {
      logger.warn({ err: errorSummary(error), session: key.slice(0, 12) }, 'sign-in: token refresh failed; signing out');
      return null;
    }
  })().finally(() => refreshing.delete(key));
  refreshing.set(key, work);
  return work;
}

export type SessionLookup = { kind: 'none' } | { kind: 'ended' } | ({ kind: 'active' } & ActiveSession);

const perRequest = new WeakMap<Request, Promise<SessionLookup>>();

/**
 * The request's session. Anonymous visitors (no cookie) cost nothing: no store call and no Set-Cookie.
 * Idle and absolute time-outs are enforced here; an access token about to expire is refreshed and stored,
 * and a failed refresh ends the session.
 */
export function lookupSession(request: Request, now = Date.now()): Promise<SessionLookup> {
  const known = perRequest.get(request);
  if (known) return known;
  const lookup = readSession(request, now);
  perRequest.set(request, lookup);
  return lookup;
}

async function readSession(request: Request, now: number): Promise<SessionLookup> {
  const id = sessionIdFrom(request);
  if (!id) return { kind: 'none' };
  const config = authConfig();
  let data = await sessionStore.read(id);
  if (!data) return { kind: 'ended' };
  const status = sessionStatus(data, now, config);
  if (status.state !== 'active') {
    logger.info({ reason: status.state, session: sessionIdHash(id).slice(0, 12) }, 'sign-in: session timed out');
    await endSession(id, data);
    return { kind: 'ended' };
  }
  if (status.refresh) {
    const refreshed = await refreshSession(id, data, now);
    if (!refreshed) {
      await endSession(id, data);
      return { kind: 'ended' };
    }
    data = refreshed;
  } else if (status.touch) {
    data = { ...data, last_seen_at: now };
    await saveSession(id, data);
  }
  return {
    kind: 'active',
    id,
    data,
    user: { id: data.sub, email: data.email, name: data.name, roles: data.roles },
    csrfToken: csrfTokenFor(config.sessionSecret, id),
  };
}

/** Deletes the stored session and revokes its refresh token at the provider (best effort, logged). */
export async function endSession(id: string, data: SessionData | null): Promise<void> {
  await sessionStore.remove(id).catch((error: unknown) => logger.warn({ err: errorSummary(error) }, 'sign-in: session delete failed'));
  if (data?.refresh_token) {
    try {
      await client.tokenRevocation(await oidcConfiguration(), data.refresh_token, { token_type_hint: 'refresh_token' });
    } catch (error) {
      logger.warn({ err: errorSummary(error) }, 'sign-in: refresh token revocation failed');
    }
  }
}
