import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The back office (ADR 019 §7), driven from the keyboard. Seeded demo users (README).
const ADMIN = { email: 'admin@lux.example', password: 'Admin-Demo-2026!' };
const VIEWER = { email: 'viewer@lux.example', password: 'Viewer-Demo-2026!' };
const KEY = 'meta.title_divider';

const apiOrigin = () => new URL(process.env.E2E_API_URL ?? '').origin;
const siteOrigin = () => new URL(process.env.E2E_BASE_URL ?? '').origin;

/** The provider's Hebrew login form, filled and sent from the keyboard. */
async function submitLogin(page: Page, user: { email: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'כניסה לחשבון' })).toBeVisible();
  await page.getByLabel('כתובת דוא״ל').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
}

/** Moves focus to a control and presses a key on it, as a keyboard user tabbing there would. */
async function press(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/**
 * Reaches a control inside a grid as a keyboard user does: the grid is one tab stop (focus enters on a
 * row), arrow keys walk its cells, and a cell hands focus to its button. `keys` are pressed in turn.
 */
async function reachInGrid(page: Page, target: ReturnType<Page['getByRole']>, keys: string[]) {
  await target.focus();
  for (let step = 0; step < 12; step++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(keys[Math.min(step, keys.length - 1)]!);
  }
  await expect(target).toBeFocused();
}

/** The stored divider, straight from the API the site reads (no cache between, ADR 019 §7). */
async function storedDivider(): Promise<string | undefined> {
  const response = await fetch(`${process.env.E2E_API_URL}/content/settings`);
  const body = (await response.json()) as { data: Array<{ attributes: { key: string; value: string } }> };
  return body.data.find((item) => item.attributes.key === KEY)?.attributes.value;
}

/** Opens the setting's dialog from the settings screen (searching for it) and saves a new value. */
async function saveDivider(page: Page, value: string) {
  await page.goto(`/admin/settings?q=${encodeURIComponent(KEY)}`);
  await waitForHydration(page);
  const edit = page.getByRole('button', { name: `עריכה ${KEY}` });
  await reachInGrid(page, edit, ['ArrowLeft']);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `עריכת ${KEY}` });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'ערך' });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await press(page, dialog.getByRole('button', { name: 'שמירה' }));
  await expect(page.getByText('נשמר', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('admin: sign in, change the title divider, see it on the home page and in the audit log, every screen passes axe', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // Anonymous: the provider's Hebrew login page.
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await submitLogin(page, ADMIN);
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/admin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ממשק ניהול' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ניווט ממשק הניהול' }).getByRole('link', { name: 'הגדרות', exact: true })).toBeVisible();

  const original = (await storedDivider()) ?? '|';
  try {
    await saveDivider(page, '·');
    expect(await storedDivider()).toBe('·');

    // The public home page reads settings per request: the new divider is in its <title> at once.
    await page.goto('/');
    await expect(page).toHaveTitle(/ · /);

    // The audit log has the change, with the value before and after.
    await page.goto('/admin/audit?entity=setting');
    await waitForHydration(page);
    await reachInGrid(page, page.getByRole('button', { name: 'הצגת השינויים' }).first(), ['ArrowLeft']);
    await page.keyboard.press('Enter');
    const changes = page.getByRole('region', { name: /השינויים ב־setting/ });
    await expect(changes).toBeVisible();
    await expect(changes.locator('figure').filter({ hasText: 'לפני' })).toContainText(`"value": "${original}"`);
    await expect(changes.locator('figure').filter({ hasText: 'אחרי' })).toContainText('"value": "·"');
    await expect(page.getByRole('grid', { name: 'יומן פעולות' }).getByRole('row').nth(1)).toContainText('admin@lux.example');
  } finally {
    // Other specs read the title: put the divider back whatever happened above.
    await saveDivider(page, original);
    expect(await storedDivider()).toBe(original);
  }

  // Every screen, in Hebrew and English, passes axe.
  for (const locale of ['', '/en']) {
    for (const screen of ['', '/settings', '/dealers', '/locations', '/redirects', '/users', '/audit']) {
      const response = await page.goto(`${locale}/admin${screen}`);
      expect(response?.status(), `${locale}/admin${screen}`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale ? 'en' : 'he');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('admin: sorting a column and paging go through the URL to the server', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await submitLogin(page, ADMIN);
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/admin/settings');
  await page.goto('/en/admin/settings');
  await waitForHydration(page);
  await reachInGrid(page, page.getByRole('columnheader', { name: /Updated/ }), ['ArrowUp', 'ArrowRight']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/admin\/settings\?sort=updated_at$/);
  await expect(page.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'ascending');
  await press(page, page.getByRole('button', { name: 'Next page' }));
  await expect(page).toHaveURL(/sort=updated_at&page=2$/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
});

test('a viewer who opens /admin ends on the no-access page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await submitLogin(page, VIEWER);
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/no-access');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
