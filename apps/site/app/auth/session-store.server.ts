import { createHash } from 'node:crypto';
import { authConfig, siteConfig } from '../config.server';

/** What the site keeps about a signed-in user, server-side only (times are epoch milliseconds). */
export interface SessionData {
  sub: string;
  email: string;
  name: string;
  roles: string[];
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  access_expires_at: number;
  created_at: number;
  last_seen_at: number;
}

/** The store is keyed by the SHA-256 of the cookie's id, so a leaked table row cannot be replayed as a cookie. */
export function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function isSessionData(value: unknown): value is SessionData {
  const candidate = value as Partial<SessionData> | null | undefined;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.sub === 'string' && typeof candidate.access_token === 'string';
}

function endpoint(id: string): string {
  return `${authConfig().identityApiUrl}/site-sessions/${sessionIdHash(id)}`;
}

function headers(): Record<string, string> {
  const { clientId, clientSecret } = authConfig();
  // RFC 6749 §2.3.1: id and secret are form-urlencoded before they are joined.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  const basic = Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64');
  return { authorization: `Basic ${basic}`, accept: 'application/json' };
}

function timeout() {
  return AbortSignal.timeout(siteConfig().apiTimeoutMs);
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  throw new Error(`site-sessions: ${what} answered ${response.status}`);
}

/** The identity service's site-sessions API (ADR 019 §4): several site servers share one store. */
export const sessionStore = {
  async read(id: string): Promise<SessionData | null> {
    const response = await fetch(endpoint(id), { headers: headers(), signal: timeout() });
    if (response.status === 404) return null;
    await expectOk(response, 'read');
    const body = (await response.json()) as { data?: unknown };
    // The contract wraps the resource in `data` ({ data: { data, expires_at, … } }); the service may also
    // answer with the resource itself ({ data, expires_at, … }). Either way the session is the object
    // that carries our fields.
    const resource = body.data as { data?: unknown } | undefined;
    if (isSessionData(resource)) return resource;
    return isSessionData(resource?.data) ? resource.data : null;
  },
  async write(id: string, data: SessionData, expiresAt: number): Promise<void> {
    const response = await fetch(endpoint(id), {
      method: 'PUT',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ data, expires_at: new Date(expiresAt).toISOString() }),
      signal: timeout(),
    });
    await expectOk(response, 'write');
  },
  async remove(id: string): Promise<void> {
    const response = await fetch(endpoint(id), { method: 'DELETE', headers: headers(), signal: timeout() });
    if (response.status !== 404) await expectOk(response, 'delete');
  },
};
