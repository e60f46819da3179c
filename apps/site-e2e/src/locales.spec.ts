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
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr', { timeout: 15_000 });
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

/**
 * ADR 033: Arabic (a second right-to-left language) and Russian (left to right) under their prefixes,
 * each with its home page, Defender and the stock search in its own words.
 */
for (const { locale, dir, menu, switchTo } of [
  { locale: 'ar', dir: 'rtl', menu: 'ديفندر', switchTo: 'עברית' },
  { locale: 'ru', dir: 'ltr', menu: 'Defender', switchTo: 'עברית' },
] as const) {
  test(`${locale}: home, Defender and stock are ${dir} under /${locale}, in their own words, axe-clean`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    for (const path of ['', '/models/defender', '/stock']) {
      const content = await cmsPage(path.slice(1), locale);
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(content.blocks[0]?.fields['heading']));
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="he"]')).toHaveCount(1);
      // The menu holds only what exists in the language: Defender, not the Hebrew-only families.
      const nav = page.getByRole('banner').getByRole('navigation').first();
      await expect(nav.getByRole('button', { name: new RegExp(menu) }).or(nav.getByRole('link', { name: menu, exact: true })).first()).toBeVisible();
      await expect(nav).not.toContainText('Discovery');
      await expectNoAxeViolations(page);
    }
    // The stock page lists vehicles whose cards lead to the language's own vehicle page.
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    const href = decodeURIComponent((await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '');
    expect(href).toMatch(new RegExp(`^/${locale}/showroom/`));
    const vehicle = await page.goto(href);
    expect(vehicle?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    expect(consoleErrors).toEqual([]);
  });

  test(`${locale}: the language switch reads "${switchTo}" and leads to the Hebrew page; Hebrew names /${locale} as an alternate`, async ({ page }) => {
    await page.goto(`/${locale}/models/defender`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: switchTo, exact: true }).click();
    await expect(page).toHaveURL(/\/models\/defender$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    const alternate = page.locator(`link[rel="alternate"][hreflang="${locale}"]`);
    await expect(alternate).toHaveCount(1);
    expect(new URL((await alternate.getAttribute('href'))!).pathname).toBe(`/${locale}/models/defender`);
  });
}
