import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * Phones first (issue 16 item 8), seen at 390 × 844: the header is one row with a menu button whose
 * drawer holds the navigation and the language switch (keyboard-complete, axe clean); the first screen
 * of /stock shows the filters button and the first vehicle; the quick-links button never covers the
 * list's tabs. And issue 16 item 6: the language switch is named by its visible text on /en pages.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

interface Section {
  label: string;
  url: string | null;
  children: Array<{ label: string; url: string | null }>;
}

async function menu(locale: 'he' | 'en'): Promise<Section[]> {
  const response = await fetch(`${process.env.E2E_API_URL}/content/nav_entries_v2?locale=${locale}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Section[] }).data;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Entirely inside the first screen, without scrolling. */
function expectOnFirstScreen(box: Box, what: string) {
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(PHONE.height);
  expect(box.x, `${what}: start`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: end`).toBeLessThanOrEqual(PHONE.width);
}

/** Whether focus is inside the element. */
const focusInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** The menu button; `includeHidden` because an open modal hides the page behind it from the a11y tree. */
const menuButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true, includeHidden: true });

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test.describe('phone header: menu button and drawer', () => {
  test('@mobile the header is one row: brand, search and a menu button instead of the wrapped navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const button = menuButton(page, 'תפריט');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', /.+/);
    // The row of links and the language switch moved into the drawer.
    await expect(header.getByRole('navigation', { name: 'ניווט ראשי' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'English', exact: true })).toHaveCount(0);
    const headerBox = await boxOf(header);
    expect(headerBox.height).toBeLessThanOrEqual(64);
    // WCAG 2.5.8: a 44 px target, at the inline start (the right in Hebrew).
    const buttonBox = await boxOf(button);
    expect(buttonBox.width).toBeGreaterThanOrEqual(44);
    expect(buttonBox.height).toBeGreaterThanOrEqual(44);
    expect(buttonBox.x + buttonBox.width).toBeGreaterThan(PHONE.width / 2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('@mobile the menu opens a drawer at the right with every section, its pages and the language switch; axe clean while open', async ({
    page,
  }) => {
    const sections = await menu('he');
    await page.goto('/');
    await waitForHydration(page);
    const button = menuButton(page, 'תפריט');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toHaveAttribute('id', (await button.getAttribute('aria-controls'))!);
    await expect(drawer).toHaveAttribute('dir', 'rtl');
    // The inline start in Hebrew is the right edge.
    const box = await boxOf(drawer);
    expect(box.x + box.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(box.x).toBeGreaterThan(0);

    const nav = drawer.getByRole('navigation', { name: 'ניווט ראשי' });
    for (const section of sections) {
      if (section.url)
        await expect(nav.getByRole('link', { name: section.label, exact: true }).first()).toBeVisible();
      for (const child of section.children.filter((item) => item.url)) {
        await expect(nav.getByRole('link', { name: child.label, exact: true }).first()).toBeAttached();
      }
    }
    const language = drawer.getByRole('link', { name: 'English', exact: true });
    await expect(language).toHaveAttribute('lang', 'en');
    await expect(language).toHaveAttribute('href', '/en');

    await expectNoAxeViolations(page);
  });

  test('@mobile keyboard: Enter opens, Tab and Shift+Tab stay inside, Escape closes and focus returns to the button', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = menuButton(page, 'תפריט');
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => focusInside(drawer)).toBe(true);

    // Every stop of the drawer, and one more: focus never leaves it (the page behind is inert).
    const stops = await drawer.locator('a[href], button').count();
    expect(stops).toBeGreaterThan(2);
    for (let i = 0; i <= stops; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(drawer), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 2; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(drawer), `Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // The close button closes it too, and focus comes back the same way.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'סגירה' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('@mobile choosing a page in the drawer goes there and closes the drawer', async ({ page }) => {
    const sections = await menu('he');
    const target = sections
      .flatMap((section) => [section, ...section.children])
      .find((entry) => entry.url && entry.url !== '/' && !/^https?:/.test(entry.url));
    expect(target, 'the seeded menu has an internal page').toBeDefined();
    await page.goto('/');
    await waitForHydration(page);
    await menuButton(page, 'תפריט').click();
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await drawer.getByRole('link', { name: target!.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${target!.url!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(drawer).toBeHidden();
  });

  test('@mobile English: "Menu" opens a drawer at the left, with "עברית" as the language switch', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const button = menuButton(page, 'Menu');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('dir', 'ltr');
    const box = await boxOf(drawer);
    expect(box.x).toBeLessThanOrEqual(1);
    expect(box.x + box.width).toBeLessThan(PHONE.width);
    const language = drawer.getByRole('link', { name: 'עברית', exact: true });
    await expect(language).toHaveAttribute('lang', 'he');
    await expect(language).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });
});

test.describe('language switch name (WCAG 2.5.3)', () => {
  /** axe's `label-content-name-mismatch` is experimental, so the shared check leaves it out; run it by name. */
  async function expectNameContainsLabel(page: Page) {
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }

  test('@mobile /en pages: the switch is named by its visible text, in the header and in the drawer', async ({
    page,
  }) => {
    for (const path of ['/en', '/en/stock', '/en/models/defender']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      const link = page.getByRole('banner').getByRole('link', { name: 'עברית', exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('lang', 'he');
      expect(await link.getAttribute('aria-label')).toBeNull();
      await expectNameContainsLabel(page);

      await page.setViewportSize(PHONE);
      await menuButton(page, 'Menu').click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'עברית', exact: true }),
      ).toBeVisible();
      await expectNameContainsLabel(page);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('stock page first screen (/stock at 390 × 844)', () => {
  async function openStock(page: Page, path = '/stock') {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  test('@mobile the filters button and the first vehicle card are on the first screen', async ({ page }) => {
    await openStock(page);
    const main = page.getByRole('main');
    const filters = main.getByRole('button', { name: /^סינון/ });
    await expect(filters).toBeVisible();
    expectOnFirstScreen(await boxOf(filters), 'filters button');

    const card = main.getByRole('article').first();
    await expect(card).toBeVisible();
    const cardBox = await boxOf(card);
    // The card starts on the first screen with its photo (16:9, the full width) in view.
    const photo = Math.round((PHONE.width - 32) * (9 / 16));
    expect(cardBox.y).toBeGreaterThanOrEqual(0);
    expect(cardBox.y + Math.min(cardBox.height, photo)).toBeLessThanOrEqual(PHONE.height);
  });

  test('@mobile the quick-links button is a small named icon that never covers the list tabs or the filters button', async ({
    page,
  }) => {
    await openStock(page);
    const main = page.getByRole('main');
    const toggle = page
      .getByRole('navigation', { name: 'קישורים מהירים' })
      .getByRole('button', { name: 'קישורים מהירים' });
    await expect(toggle).toBeVisible();
    const toggleBox = await boxOf(toggle);
    expect(toggleBox.width).toBeGreaterThanOrEqual(44);
    expect(toggleBox.width).toBeLessThanOrEqual(56);
    expect(toggleBox.height).toBeGreaterThanOrEqual(44);

    const tabs = main.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(2);
    const filters = main.getByRole('button', { name: /^סינון/ });
    const check = async (where: string) => {
      const fab = await boxOf(toggle);
      for (const tab of await tabs.all())
        expect(overlaps(fab, await boxOf(tab)), `${where}: ${await tab.textContent()}`).toBe(false);
      expect(overlaps(fab, await boxOf(filters)), `${where}: filters button`).toBe(false);
    };
    await check('first screen');
    // Scrolled so the tabs, then the filters button, sit at the very bottom, under the fixed button's row.
    for (const target of [main.getByRole('tablist'), filters]) {
      await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await check('scrolled');
    }
    await expectNoAxeViolations(page);
  });

  test('@mobile English /en/stock shows English vehicle and retailer data', async ({ page }) => {
    await openStock(page, '/en/stock');
    // Hebrew letters in the page's visible text, leaving out what is Hebrew on purpose (lang="he").
    const hebrew = await page.getByRole('main').evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      let count = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('[lang="he"]')) continue;
        count += (node.textContent?.match(/[\u0590-\u05FF]/g) ?? []).length;
      }
      return count;
    });
    // Issue 16: ~1,270 before; what remains must be data the seed has in Hebrew only.
    expect(hebrew).toBeLessThanOrEqual(100);
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).not.toContainText(/[\u0590-\u05FF]/);
  });
});
