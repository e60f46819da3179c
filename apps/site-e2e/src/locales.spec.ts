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
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/models\/defender$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('English pages get the English values of locale-specific settings: title, footer and quick links', async ({ page }) => {
  await page.goto('/en/models/defender');
  await expect(page).toHaveTitle(/\| Land Rover Israel$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2026 Land Rover Israel');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
  await expect(footer).not.toContainText('לנד רובר');
  // The Hebrew site keeps the Hebrew values.
  await page.goto('/models/defender');
  await expect(page).toHaveTitle(/\| לנד רובר ישראל$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'מדיניות פרטיות' })).toHaveAttribute('href', '/privacy');
});

test('a Hebrew page names its /en counterpart as the English alternate, and the English page names it back', async ({ page }) => {
  const alternate = async (lang: 'he' | 'en') => {
    const links = page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
    await expect(links).toHaveCount(1);
    return new URL((await links.getAttribute('href'))!);
  };
  const canonical = async () => new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);

  await page.goto('/models/defender');
  const english = await alternate('en');
  const hebrew = await alternate('he');
  expect(english.pathname).toBe('/en/models/defender');
  expect(hebrew.pathname).toBe('/models/defender');
  // Absolute, on the site's own (canonical) origin.
  expect(english.origin).toBe((await canonical()).origin);
  expect(hebrew.href).toBe((await canonical()).href);

  // The counterpart exists, is English, and points back.
  const response = await page.goto(english.pathname);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await alternate('he')).pathname).toBe('/models/defender');
  expect((await alternate('en')).href).toBe((await canonical()).href);
});
