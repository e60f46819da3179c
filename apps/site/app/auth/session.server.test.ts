import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type SessionData } from './session-store.server';
import { lookupSession, sessionCookie } from './session.server';

const now = Date.UTC(2026, 10, 22, 12);
const session: SessionData = {
  sub: 'u1',
  email: 'admin@lux.example',
  name: 'Admin',
  roles: ['admin'],
  access_token: 'at',
  refresh_token: 'rt',
  id_token: 'it',
  access_expires_at: now + 10 * 60_000,
  created_at: now - 5_000,
  last_seen_at: now - 5_000,
};
const id = 'A'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

function request(cookie?: string) {
  return new Request('http://site.test/admin', { headers: cookie ? { cookie } : {} });
}

describe('lookupSession', () => {
  it('costs an anonymous visitor nothing: no store call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await lookupSession(request('other=1'), now)).toEqual({ kind: 'none' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the session by the hash of the id, with the client’s Basic credentials, once per request', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { data: session, expires_at: new Date(now + 60_000).toISOString() } }));
    vi.stubGlobal('fetch', fetch);
    const req = request(`lux_sid=${id}`);
    const [first, second] = await Promise.all([lookupSession(req, now), lookupSession(req, now)]);
    expect(first).toMatchObject({ kind: 'active', user: { id: 'u1', email: 'admin@lux.example', roles: ['admin'] } });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/identity\/site-sessions\/[0-9a-f]{64}$/);
    expect(url).not.toContain(id);
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Basic /);
  });

  it('ends an idle session: deleted from the store, reported as ended', async () => {
    const idle = { ...session, refresh_token: undefined, last_seen_at: now - 31 * 60_000 };
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(init?.method ?? 'GET');
      return init?.method ? Response.json({ deleted: true }) : Response.json({ data: idle, expires_at: new Date(now).toISOString() });
    }));
    expect(await lookupSession(request(`lux_sid=${id}`), now)).toEqual({ kind: 'ended' });
    expect(calls).toContain('DELETE');
  });
});

describe('sessionStore.read', () => {
  it('accepts the resource with or without the data wrapper, and 404 as no session', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ data: session, created_at: '', last_seen_at: '', expires_at: '' })));
    expect(await sessionStore.read(id)).toEqual(session);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 404 })));
    expect(await sessionStore.read(id)).toBeNull();
  });
});

describe('sessionCookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts the absolute time-out', () => {
    expect(sessionCookie(id)).toBe(`lux_sid=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200`);
  });
});
