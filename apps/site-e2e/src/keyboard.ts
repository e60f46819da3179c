import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Presses Tab until `target` has focus, as a keyboard user walking the page would. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types into the focused field and moves on with Tab. */
export async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

const ADMIN = { email: 'admin@lux.example', password: 'Admin-Demo-2026!' };
const apiOrigin = () => new URL(process.env.E2E_API_URL ?? '').origin;
const siteOrigin = () => new URL(process.env.E2E_BASE_URL ?? '').origin;

/**
 * The back office, signed in as the seeded admin through the real sign-in; `get` reads the forms service
 * through the site's /admin/api/forms proxy and answers its `data`.
 */
export async function formsBackOffice(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await page.getByLabel('כתובת דוא״ל').fill(ADMIN.email);
  await page.getByLabel('סיסמה').fill(ADMIN.password);
  await page.getByLabel('סיסמה').press('Enter');
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/admin');
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/admin/api/forms${path}`);
    expect(response.status(), path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  return { get, close: () => context.close() };
}
