import { cmsPage, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test('English pages are LTR under /en, with hreflang alternates', async ({ page, consoleErrors }) => {
  const home = await cmsPage('', 'en');
  await page.goto('/en');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(home.blocks[0]?.fields['heading']));
  await expect(page.locator('link[rel="alternate"][hreflang="he"]')).toHaveAttribute('href', /\/$/);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the language switch leads to the same page in the other locale', async ({ page }) => {
  await page.goto('/models/defender');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/models\/defender$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
