import { expect, expectNoAxeViolations, test } from './fixtures';

test('an unknown path answers 404 with the not-found page inside the chrome', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page/really');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
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
