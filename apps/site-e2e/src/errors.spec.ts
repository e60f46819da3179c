import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('an unknown path answers 404 with the not-found page inside the chrome', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page/really');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
  // The document is named in the page's language too.
  await expect(page).toHaveTitle('הדף לא נמצא');
  await expect(page.getByRole('navigation', { name: 'ניווט ראשי' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('the English not-found page uses the spec texts', async ({ page }) => {
  const response = await page.goto('/en/missing');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
});

test('/404, /no-access and /auth/error?type=noPermissions render their pages', async ({ page }) => {
  expect((await page.goto('/404'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
  expect((await page.goto('/no-access'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'אין לך גישה לדף זה' })).toBeVisible();
  expect((await page.goto('/en/auth/error?type=noPermissions'))?.status()).toBe(403);
  await expect(page.getByText('Your account does not have permission to view this content.')).toBeVisible();
});

test('the Hebrew no-permission page (/auth/error?type=noPermissions): 403, Hebrew RTL text, axe-clean', async ({ page, consoleErrors }) => {
  const response = await page.goto('/auth/error?type=noPermissions');
  expect(response?.status()).toBe(403);
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'אין הרשאה' })).toBeVisible();
  await expect(page).toHaveTitle('אין הרשאה');
  await expect(page.getByText('לחשבון שלך אין הרשאה לצפות בתוכן זה.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
  expect(consoleErrors.filter((e) => !e.includes('403'))).toEqual([]);
});

/**
 * A§8 nested error: the root's error view, shown when an error escapes every route's own error view.
 * The auth-error route has none, so a POST to it (no action: 405) reaches the root from the outside.
 */
async function postTo(page: Page, path: string) {
  // The document request goes out as a POST. (A native form POST would carry `Origin: null` under the
  // site's no-referrer policy, which React Router's CSRF check answers with 400 before any route runs.)
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().isNavigationRequest() ? route.continue({ method: 'POST' }) : route.continue()),
  );
  return page.goto(path);
}

for (const [path, locale, heading, home, homeHref] of [
  ['/auth/error', 'he', 'אירעה שגיאה בעת הצגת דף השגיאה', 'חזרה לדף הבית', '/'],
  ['/en/auth/error', 'en', 'An error occurred while showing the error page', 'Go back to home', '/en'],
] as const) {
  test(`the nested error view (A§8) in ${locale}: its message, a plain link home, the locale's lang and dir`, async ({ page, request }) => {
    const direct = await request.post(path, { maxRedirects: 0 });
    expect(direct.status()).toBe(405);
    expect(await direct.text()).toContain(heading);

    expect((await postTo(page, path))?.status()).toBe(405);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', homeHref);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
    // No chrome: the layout may be what failed.
    await expect(page.getByRole('navigation', { name: locale === 'he' ? 'ניווט ראשי' : 'Main navigation' })).toHaveCount(0);
  });
}

test('the nested error view has a document title and is axe-clean (WCAG 2.4.2)', async ({ page }) => {
  expect((await postTo(page, '/auth/error'))?.status()).toBe(405);
  await expect(page.getByRole('heading', { level: 1, name: 'אירעה שגיאה בעת הצגת דף השגיאה' })).toBeVisible();
  expect(await page.title()).toBe('אירעה שגיאה בעת הצגת דף השגיאה');
  await expectNoAxeViolations(page);
});
