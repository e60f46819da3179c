import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../src/seed/users.js';
import { rotateSigningKey } from '../src/services/identity/keys.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The embedded OpenID Connect provider end to end (ADR 019): a real client (openid-client) discovers it
 * over HTTP, runs authorization code + PKCE through our login page, exchanges and refreshes tokens, and
 * signs out; the API accepts the access token it got.
 */

const SITE = 'http://localhost:3999';
const CLIENT_ID = 'lux-site';
const CLIENT_SECRET = 'test-site-client-secret-0123456789abcdef';
const MAX_PER_ACCOUNT = 5;
const WINDOW_SECONDS = 3;

let database: TestDatabase;
let app: FastifyInstance;
let issuer: string;
let config: oidc.Configuration;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A browser, as far as sign-in needs one: cookies (by name; paths ignored), redirects one at a time. */
class Browser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'text/html');
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until one leaves the API (to the site) or a page answers; returns the last response. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let response = await this.fetch(url, init);
    let current = url;
    for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400; hop += 1) {
      current = new URL(response.headers.get('location')!, current).href;
      if (!current.startsWith(issuer)) return { response, url: current };
      response = await this.fetch(current);
    }
    return { response, url: current };
  }
}

function formOf(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error(`no login form in ${html.slice(0, 500)}`);
  return { action, csrf };
}

interface Flow {
  browser: Browser;
  verifier: string;
  state: string;
  loginPage: { response: Response; url: string; html: string };
}

async function startFlow(browser = new Browser(), extra: Record<string, string> = {}): Promise<Flow> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${SITE}/auth-exchange`,
    scope: 'openid profile email roles',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const page = await browser.follow(url.href);
  return { browser, verifier, state, loginPage: { ...page, html: await page.response.text() } };
}

async function submitLogin(flow: Flow, email: string, password: string, html = flow.loginPage.html) {
  const { action, csrf } = formOf(html);
  return flow.browser.follow(new URL(action, issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email, password }).toString(),
  });
}

async function signIn(email = 'admin@lux.example', password = 'Admin-Demo-2026!') {
  const flow = await startFlow();
  const done = await submitLogin(flow, email, password);
  expect(done.url.startsWith(`${SITE}/auth-exchange?`), `ended at ${done.url}`).toBe(true);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(done.url), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
  return { flow, tokens };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}/identity`;
  app = await startApp(database, {
    env: {
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      SITE_ORIGINS: SITE,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
      LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
    // Registered after the app plugin, so `authorize` exists when it loads.
    beforeReady: (instance) =>
      void instance.register(async (scoped) => {
        scoped.get('/test-only/admin', { preHandler: scoped.authorize('admin') }, async (request) => ({ id: request.principal?.id }));
      }),
  });
  await seedDemoUsers(app.db, {});
  await app.listen({ host: '127.0.0.1', port });
  config = await oidc.discovery(new URL(issuer), CLIENT_ID, undefined, oidc.ClientSecretBasic(CLIENT_SECRET), {
    execute: [oidc.allowInsecureRequests],
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('discovery', () => {
  it('describes the embedded provider under the identity prefix, S256 only', () => {
    const server = config.serverMetadata();
    expect(server.issuer).toBe(issuer);
    expect(server.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(server.token_endpoint).toBe(`${issuer}/token`);
    expect(server.jwks_uri).toBe(`${issuer}/jwks`);
    expect(server.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(server.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('authorization code + PKCE', () => {
  it('shows our Hebrew login page with its own CSP, then signs in and issues tokens the API accepts', async () => {
    const flow = await startFlow();
    const { response, html } = flow.loginPage;
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toMatch(/<label for="email">/);
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toMatch(/<script/i);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-/);
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(csp).toContain("frame-ancestors 'none'");

    const done = await submitLogin(flow, 'Admin@Lux.example', 'Admin-Demo-2026!');
    expect(done.url).toMatch(new RegExp(`^${SITE}/auth-exchange\\?code=`));
    const tokens = await oidc.authorizationCodeGrant(config, new URL(done.url), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });

    const claims = tokens.claims()!;
    expect(claims.iss).toBe(issuer);
    expect(claims.email).toBe('admin@lux.example');
    expect(claims['roles']).toEqual(['admin']);
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);

    const access = decodeJwt(tokens.access_token);
    expect(access.aud).toBe('lux-api');
    expect(access.sub).toBe(claims.sub);
    expect(access['roles']).toEqual(['admin']);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const principal = await app.verifyAccessToken(tokens.access_token);
    expect(principal).toMatchObject({ id: claims.sub, email: 'admin@lux.example', roles: ['admin'] });

    const ok = await fetch(`http://127.0.0.1:${new URL(issuer).port}/test-only/admin`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(ok.status).toBe(200);
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('refuses a code exchange without the PKCE verifier', async () => {
    const flow = await startFlow();
    const done = await submitLogin(flow, 'editor@lux.example', 'Editor-Demo-2026!');
    await expect(oidc.authorizationCodeGrant(config, new URL(done.url), { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: flow.state })).rejects.toThrow();
  });

  it('refuses an authorization request without a code challenge', async () => {
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: `${SITE}/auth-exchange`, scope: 'openid', state: 's' });
    const response = await new Browser().fetch(url.href);
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('error=invalid_request');
  });

  it('rotates refresh tokens: the new one works, the used one no longer does', async () => {
    const { tokens } = await signIn('editor@lux.example', 'Editor-Demo-2026!');
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeDefined();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token).aud).toBe('lux-api');
    expect((await app.verifyAccessToken(refreshed.access_token)).roles).toEqual(['editor']);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();
  });

  it('offers English with ?lang=en or ui_locales', async () => {
    const flow = await startFlow(new Browser(), { ui_locales: 'en' });
    expect(flow.loginPage.html).toContain('<html lang="en" dir="ltr">');
    const hebrew = await flow.browser.fetch(`${flow.loginPage.url}?lang=he`);
    expect(await hebrew.text()).toContain('<html lang="he" dir="rtl">');
    // Reloading the form's own address (a GET, after a failed attempt) shows the form again.
    const reload = await flow.browser.fetch(new URL(formOf(flow.loginPage.html).action, issuer).href);
    expect(reload.status).toBe(200);
    expect(await reload.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('asks before RP-initiated logout, in Hebrew, and then ends the provider session', async () => {
    const { flow, tokens } = await signIn('viewer@lux.example', 'Viewer-Demo-2026!');
    const logoutUrl = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${SITE}/` });
    const confirm = await flow.browser.fetch(logoutUrl.href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).not.toMatch(/<script/i);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const out = await flow.browser.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`${SITE}/`);
    // Signed out: a new authorization request shows the login page again instead of returning a code.
    const again = await startFlow(flow.browser);
    expect(again.loginPage.response.status).toBe(200);
    expect(again.loginPage.html).toContain('name="password"');
    // And the refresh token died with the session.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();
  });
});

describe('login page security', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    const flow = await startFlow();
    const unknown = await submitLogin(flow, 'nobody@lux.example', 'whatever-password');
    const unknownHtml = await unknown.response.text();
    const wrong = await submitLogin(flow, 'editor@lux.example', 'not-the-password', unknownHtml);
    const wrongHtml = await wrong.response.text();
    expect(unknown.response.status).toBe(200);
    expect(wrong.response.status).toBe(200);
    const message = (html: string) => /<div class="error-summary" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(message(unknownHtml)).toContain('כתובת הדוא״ל או הסיסמה שגויים');
    expect(message(wrongHtml)).toBe(message(unknownHtml));
  });

  it('refuses a form without the token of its own interaction (403)', async () => {
    const flow = await startFlow();
    const { action } = formOf(flow.loginPage.html);
    const response = await flow.browser.fetch(new URL(action, issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: 'forged', email: 'admin@lux.example', password: 'Admin-Demo-2026!' }).toString(),
    });
    expect(response.status).toBe(403);
  });

  it('answers an unknown interaction with 404 (a page for browsers, the envelope for others)', async () => {
    const page = await new Browser().fetch(`${issuer}/interaction/unknown-uid`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await app.inject({ url: '/identity/interaction/unknown-uid' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].status).toBe('404');
  });

  it('blocks an account after too many failures with 429 in Hebrew, the right password too, until the window passes', async () => {
    const flow = await startFlow();
    let html = flow.loginPage.html;
    for (let attempt = 0; attempt < MAX_PER_ACCOUNT; attempt += 1) {
      const failed = await submitLogin(flow, 'sales@lux.example', `wrong-${attempt}`, html);
      expect(failed.response.status).toBe(200);
      html = await failed.response.text();
    }
    const blocked = await submitLogin(flow, 'sales@lux.example', 'Sales-Demo-2026!', html);
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const blockedHtml = await blocked.response.text();
    expect(blockedHtml).toContain('יותר מדי ניסיונות כניסה שגויים');
    expect(blockedHtml).toContain('role="alert"');

    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 200));
    const done = await submitLogin(flow, 'sales@lux.example', 'Sales-Demo-2026!', blockedHtml);
    expect(done.url.startsWith(`${SITE}/auth-exchange?`), `ended at ${done.url}`).toBe(true);
  });
});

describe('key rotation', () => {
  it('signs new tokens with the new key, still accepts those of the retired one, and publishes both', async () => {
    const { tokens: before } = await signIn('editor@lux.example', 'Editor-Demo-2026!');
    const oldKid = decodeProtectedHeader(before.access_token).kid;
    const rotation = await rotateSigningKey(app.db);
    expect(rotation.retired).toEqual([oldKid]);
    await app.identityKeys!.reload();

    const { tokens: after } = await signIn('editor@lux.example', 'Editor-Demo-2026!');
    expect(decodeProtectedHeader(after.access_token).kid).toBe(rotation.kid);
    expect(decodeProtectedHeader(after.id_token!).kid).toBe(rotation.kid);
    expect((await app.verifyAccessToken(before.access_token)).roles).toEqual(['editor']);
    expect((await app.verifyAccessToken(after.access_token)).roles).toEqual(['editor']);
    const jwks = (await (await fetch(config.serverMetadata().jwks_uri!)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([rotation.kid, oldKid]);
  });
});
