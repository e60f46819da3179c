import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Seeded demo users (README): one with every role, one who may sign in but has no back office.
const ADMIN = { email: 'admin@lux.example', password: 'Admin-Demo-2026!' };
const VIEWER = { email: 'viewer@lux.example', password: 'Viewer-Demo-2026!' };

const apiOrigin = () => new URL(process.env.E2E_API_URL ?? '').origin;
const siteOrigin = () => new URL(process.env.E2E_BASE_URL ?? '').origin;

/** The site's session cookie (`__Host-lux_sid` over Secure, `lux_sid` on plain http). */
async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => /^(__Host-)?lux_sid$/.test(cookie.name));
}

/** The provider's Hebrew login form, filled and sent from the keyboard. Resolves when the form is sent. */
async function submitLogin(page: Page, user: { email: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'כניסה לחשבון' })).toBeVisible();
  await page.getByLabel('כתובת דוא״ל').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('סיסמה')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
}

/** Signs in from `path` and waits to be back on the site. */
async function signIn(page: Page, path: string, user: { email: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await submitLogin(page, user);
  await page.waitForURL((url) => url.origin === siteOrigin() && !url.pathname.startsWith('/auth-exchange'));
}

/** The session's CSRF token, as the sign-out confirmation page carries it for its form. */
async function csrfToken(page: Page): Promise<string> {
  await page.goto('/auth/sign-out');
  return page.locator('form input[name="csrf"]').inputValue();
}

test.describe.configure({ mode: 'serial' });

test('an anonymous visitor to /admin reaches the provider’s Hebrew login page, which passes axe', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.ok()).toBe(true);
  const url = new URL(page.url());
  expect(url.origin).toBe(apiOrigin());
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'כניסה לחשבון' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('admin signs in from /admin and lands there; the session id is new at every sign-in', async ({ page, context }, testInfo) => {
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  // Before sign-in: only the signed pre-login transaction, never a session.
  const before = await context.cookies(siteOrigin());
  expect(before.find((cookie) => /lux_sid$/.test(cookie.name))).toBeUndefined();
  const transaction = before.find((cookie) => /lux_auth$/.test(cookie.name));
  expect(transaction?.httpOnly).toBe(true);

  const landing = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin' && response.request().isNavigationRequest());
  const started = performance.now();
  await submitLogin(page, ADMIN);
  const landed = await landing;
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/admin', { waitUntil: 'load' });
  const elapsed = Math.round(performance.now() - started);
  console.log(`sign-in time: ${elapsed} ms from submitting the login form to /admin loaded`);
  testInfo.annotations.push({ type: 'sign-in time (ms)', description: String(elapsed) });
  expect(new URL(page.url()).pathname).toBe('/admin');
  expect(landed.status()).toBeLessThan(400);
  expect(landed.headers()['cache-control']).toBe('private, no-store');

  const first = await sessionCookie(context);
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // The transaction is single-use.
  expect((await context.cookies(siteOrigin())).find((cookie) => /lux_auth$/.test(cookie.name))).toBeUndefined();

  // A second sign-in (the site's cookie gone, the provider's session still there, so no form) gets a new id.
  await context.clearCookies({ name: first?.name });
  await page.goto('/admin');
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/admin');
  const second = await sessionCookie(context);
  expect(second?.value).toBeTruthy();
  expect(second?.value).not.toBe(first?.value);
});

test('a viewer is signed in but gets the no-access page with 403', async ({ page }) => {
  await page.goto('/admin');
  const refusal = page.waitForResponse((response) => new URL(response.url()).pathname === '/no-access');
  await submitLogin(page, VIEWER);
  const refused = await refusal;
  expect(refused.status()).toBe(403);
  await expect(page).toHaveURL((url) => url.origin === siteOrigin() && url.pathname === '/no-access');
  await expect(page.getByRole('heading', { level: 1, name: 'אין לך גישה לדף זה' })).toBeVisible();
});

test('returnTo pointing off-site is refused: after sign-in the visitor stays on the site', async ({ page }) => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') offSite.push(request.url());
  });
  await page.goto('/auth/sign-in?returnTo=https://evil.example');
  await submitLogin(page, ADMIN);
  await page.waitForURL((url) => url.origin === siteOrigin() && !url.pathname.startsWith('/auth-exchange'));
  expect(new URL(page.url()).pathname).toBe('/admin');
  expect(offSite).toEqual([]);
});

test('/admin/api writes need the session’s csrf-token; with it they reach the API', async ({ page }) => {
  // Without a session: 401 in the API's error envelope.
  const anonymous = await page.request.post('/admin/api/content/dealers', { data: {} });
  expect(anonymous.status()).toBe(401);

  await signIn(page, '/admin', ADMIN);
  const token = await csrfToken(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Reads carry the user's Bearer token: a back-office list (admin or editor only) answers.
  const read = await page.request.get('/admin/api/content/dealers/manage');
  expect(read.status()).toBe(200);

  // An empty retailer: the API would refuse it, so nothing is created whichever way the write goes.
  const write = (headers: Record<string, string>) => page.request.post('/admin/api/content/dealers', { data: {}, headers });
  const refused = await write({});
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ errors: [{ status: '403', detail: 'Missing or invalid csrf-token header.' }] });
  expect((await write({ 'csrf-token': `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` })).status()).toBe(403);
  expect((await write({ 'csrf-token': token, origin: 'https://evil.example' })).status()).toBe(403);

  // With the token the write passes through: the answer is the API's own (its validation), not the proxy's.
  const passed = await write({ 'csrf-token': token, origin: siteOrigin() });
  expect(passed.status()).toBe(400);
  expect(JSON.stringify(await passed.json())).not.toContain('csrf-token');
});

test('sign-out ends the session on the site and at the provider', async ({ page, context }) => {
  await signIn(page, '/admin', ADMIN);
  expect(await sessionCookie(context)).toBeDefined();

  await page.goto('/auth/sign-out');
  await page.getByRole('button', { name: 'התנתקות' }).focus();
  await page.keyboard.press('Enter');
  // The provider asks to confirm its own sign-out, then sends the visitor home.
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await page.getByRole('button', { name: 'כן, להתנתק' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/');

  expect(await sessionCookie(context)).toBeUndefined();
  // The site asks to sign in again, and the provider shows its login form rather than a silent sign-in.
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await expect(page.getByLabel('כתובת דוא״ל')).toBeVisible();
});
