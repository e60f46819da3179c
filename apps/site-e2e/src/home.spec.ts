import { cmsPage, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('Hebrew home page', () => {
  test('is server-rendered RTL Hebrew from the database, styled in <head>', async ({ request }) => {
    const home = await cmsPage('', 'he');
    const heading = String(home.blocks[0]?.fields['heading']);
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('<html lang="he" dir="rtl"');
    expect(html).toContain(heading);
    // Styles arrive in <head>, before any body markup: no flash of unstyled content.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*data-styled/);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  });

  test('arrives whole: every block in place before the scripts, no module fetched ahead of the first paint (LCP, CLS)', async ({ request, page }) => {
    for (const path of ['/', '/models/defender', '/stock']) {
      const html = await (await request.get(path)).text();
      // No block is held back as an out-of-order segment revealed later by script (a shift when it lands).
      expect(html, path).not.toContain('<template id="B:');
      expect(html, path).not.toContain('$RC(');
      // The modules wait for the first paint (defer-modules.server.ts): no preload in <head> starts them early.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('modulepreload');
      expect(head, path).toContain('rel="stylesheet"');

      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, path).not.toBeNull();
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
    }
  });

  test('loads only the blocks a page shows (a chunk per block)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The home page has no stock locator and no map: their code stays on the server.
    expect(scripts.filter((path) => /StockLocator|RetailerLocator|leaflet/i.test(path))).toEqual([]);
    scripts.length = 0;
    await page.goto('/stock');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /StockLocator/.test(path))).toBe(true);
  });

  test('hydrates without console errors and navigates client-side', async ({ page, consoleErrors }) => {
    const home = await cmsPage('', 'he');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(home.blocks[0]?.fields['heading']));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'דיפנדר' }).click();
    await expect(page).toHaveURL(/\/models\/defender$/);
    const defender = await cmsPage('models/defender', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(defender.blocks[0]?.fields['heading']));
    // Still the same document: the router navigated without a full reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(consoleErrors).toEqual([]);
  });

  test('formats prices through the pricing lib with the seeded shekel settings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/₪\s?389,000/)).toBeVisible();
  });

  test('flips directional CSS for RTL', async ({ page }) => {
    const shadowX = async (path: string) => {
      await page.goto(path);
      const card = page.locator('[data-block="content-blocks"] li > *').first();
      const shadow = await card.evaluate((el) => getComputedStyle(el).boxShadow);
      const match = /(-?\d+(?:\.\d+)?)px/.exec(shadow.replace(/rgba?\([^)]*\)/, ''));
      return Number(match?.[1]);
    };
    expect(await shadowX('/')).toBeLessThan(0);
    expect(await shadowX('/en')).toBeGreaterThan(0);
  });

  test('passes axe (WCAG 2.2 AA) and starts keyboard users at the skip link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'דלג לתוכן' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('has the meta basics: title chain, canonical, robots @mobile', async ({ page }) => {
    const home = await cmsPage('', 'he');
    await page.goto('/models/defender');
    const defender = await cmsPage('models/defender', 'he');
    const pageTitle = (defender.page as { meta_title?: string }).meta_title || defender.page.title;
    await expect(page).toHaveTitle(`${pageTitle} | לנד רובר ישראל`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/models\/defender$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await page.goto('/thank-you');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'none');
    expect(home.page.title).toBeTruthy();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
