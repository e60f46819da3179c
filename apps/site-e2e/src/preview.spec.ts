import { createHmac } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The API's development secret (apps/api/src/config.ts); production refuses to start with it.
const DEV_SECRET = 'lux-dev-preview-secret-do-not-use-in-production';

/** Signs a preview token the way the content service's CLI does (B§6: Bearer token for disabled pages). */
function previewToken(ttlSeconds = 600): string {
  const payload = Buffer.from(JSON.stringify({ v: 1, exp: Math.floor(Date.now() / 1000) + ttlSeconds })).toString('base64url');
  return `${payload}.${createHmac('sha256', DEV_SECRET).update(payload).digest('base64url')}`;
}

test('a disabled page is 404 for visitors and visible to an editor with a preview link', async ({ page, context, consoleErrors }) => {
  expect((await page.goto('/coming-soon'))?.status()).toBe(404);

  const response = await page.goto(`/coming-soon?preview_token=${previewToken()}`);
  // The token left the address bar for an HttpOnly cookie.
  expect(new URL(page.url()).search).toBe('');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'בקרוב: דיפנדר אוקטה' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'תצוגה מקדימה' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const cookie = (await context.cookies()).find((c) => c.name === 'lux_preview');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  await expectNoAxeViolations(page);

  // Leaving the preview clears the cookie; the page is unpublished again.
  await page.getByRole('link', { name: 'יציאה מתצוגה מקדימה' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'lux_preview')).toBeUndefined();
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('a forged or expired token shows nothing unpublished', async ({ page }) => {
  // Flip the signature's first character (its last one may hold only padding bits).
  const forged = previewToken().replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
  expect((await page.goto(`/coming-soon?preview_token=${forged}`))?.status()).toBe(404);
  expect((await page.goto(`/coming-soon?preview_token=${previewToken(-60)}`))?.status()).toBe(404);
});
