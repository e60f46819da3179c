import { templates } from '@lux/block-catalogue';
import { cmsPage, expect, expectNoAxeViolations, offlineTiles, test, waitForHydration } from './fixtures';

test.describe('the all-blocks demo page', () => {
  for (const locale of ['he', 'en'] as const) {
    test(`renders every block the content service holds for it (${locale}), axe-clean and without console errors`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      const path = locale === 'he' ? '/all-blocks' : '/en/all-blocks';
      const seeded = await cmsPage('all-blocks', locale);
      // Its maps (location map, retailer locator, rental locations) ask for tiles; none come from the internet here.
      await offlineTiles(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const rendered = await page.locator('[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
      // Exactly the blocks the content service holds for the page, in its order: none dropped, none added.
      expect(rendered).toEqual(seeded.blocks.map((block) => block.template));
      // After its H1 hero, the page holds every template of the catalogue, in the catalogue's order (issue 15).
      expect(rendered.slice(1)).toEqual(templates.map((template) => template.key));
      expect(rendered).toHaveLength(69);
      await expect(page.getByText(locale === 'he' ? 'משהו השתבש, אנא נסו שוב.' : 'Something went wrong, please try again.')).toHaveCount(0);
      // Lazy images and client-only widgets settle before axe looks.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('bad block data never takes a page down (A§8): the page answers 200 and shows the good blocks', async ({ page, consoleErrors }) => {
  const seeded = await cmsPage('qa/broken-blocks', 'he');
  const response = await page.goto('/qa/broken-blocks');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'הבלוק התקין מוצג' })).toBeVisible();
  // Invalid blocks are dropped; the hotspots block passes validation and is rendered.
  const rendered = await page.locator('[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
  expect(seeded.blocks.map((block) => block.template)).toEqual(expect.arrayContaining(rendered));
  expect(rendered).toEqual(['hero-title-banner', 'hotspots-container']);

  // Its hotspots JSON parses but is an object, not an array: the block shows its copy and image without
  // points, and neither fails (A§8 block failure message) nor takes the page with it.
  const hotspots = page.locator('[data-block="hotspots-container"]');
  await expect(hotspots.getByRole('heading', { level: 2, name: 'נקודות עניין בתוכן שגוי' })).toBeVisible();
  await expect(hotspots.getByRole('img', { name: 'דיפנדר בשטח' })).toBeVisible();
  await expect(hotspots.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('משהו השתבש, אנא נסו שוב.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'נסו שוב' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a url_redirection page answers with its code and keeps the locale (B§3.5, B§9)', async ({ request }) => {
  const hebrew = await request.get('/old-offers', { maxRedirects: 0 });
  expect(hebrew.status()).toBe(301);
  expect(hebrew.headers()['location']).toBe('/offers');
  const english = await request.get('/en/old-offers', { maxRedirects: 0 });
  expect(english.status()).toBe(301);
  expect(english.headers()['location']).toBe('/en/offers');
});

test('the footer comes from the settings (A§5): columns, social links in a new tab, legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: 'קישורים באתר' });
  await expect(links.getByRole('heading', { name: 'דגמים' })).toBeVisible();
  await expect(links.getByRole('link', { name: 'דיפנדר' })).toHaveAttribute('href', '/models/defender');
  const facebook = links.getByRole('link', { name: /פייסבוק/ });
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(facebook).toHaveAttribute('rel', /noopener/);
  await expect(footer.getByRole('navigation', { name: 'מידע משפטי' }).getByRole('link', { name: 'הצהרת נגישות' })).toHaveAttribute(
    'href',
    '/accessibility',
  );
  await expect(footer).toContainText('© 2026 לנד רובר ישראל');
  expect(await footer.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Heebo Variable/);
});

test('quick links open from the floating button, by keyboard, and close with Escape (A§4)', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'קישורים מהירים' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'תיאום נסיעת מבחן' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the accessibility statement is published in both languages', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'הצהרת נגישות' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'access@landrover.example.co.il' })).toBeVisible();
  await page.goto('/en/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('model pages open with their hero image from the media service, eager and high priority', async ({ page }) => {
  const images: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/api/v2/images/')) images.push(response.status());
  });
  await page.goto('/models/defender');
  const hero = page.locator('#component-0 img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(images.length).toBeGreaterThan(0);
  expect(images.every((status) => status === 200)).toBe(true);
});
