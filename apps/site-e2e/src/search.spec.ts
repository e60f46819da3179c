import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** Opens the popup from the keyboard: focus the header button, press Enter. */
async function openSearch(page: Page, buttonName: string) {
  const button = page.getByRole('banner').getByRole('button', { name: buttonName });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: buttonName });
  await expect(dialog).toBeVisible();
  const combobox = dialog.getByRole('combobox');
  await expect(combobox).toBeFocused();
  return { button, dialog, combobox };
}

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test('search popup (A§2): a Hebrew model name finds the models and their page; arrows and Enter go there @mobile', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const { button, dialog, combobox } = await openSearch(page, 'חיפוש באתר');

  // Through the site's own origin (the CSP allows connect-src 'self' only).
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content/public_api/search');
  await page.keyboard.type('דיפנדר');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('locale')).toBe('he');

  await expect(dialog.getByRole('status')).toHaveText(/^\d+( מתוך \d+)? תוצאות$/);
  const listbox = dialog.getByRole('listbox', { name: 'חיפוש דגמים ועמודים' });
  const models = listbox.getByRole('group', { name: 'דגמים' });
  const pages = listbox.getByRole('group', { name: 'עמודים' });
  await expect(models.getByRole('option', { name: /^דיפנדר 90/ })).toBeVisible();
  await expect(models.getByRole('option', { name: /^דיפנדר 110/ })).toBeVisible();
  const defenderPage = pages.getByRole('option', { name: /^דיפנדר / }).first();
  await expect(defenderPage).toBeVisible();
  await expect(defenderPage.locator('mark').first()).toHaveText('דיפנדר');

  // Models come first: the first page is as many Down presses away as there are models, plus one.
  const modelCount = await models.getByRole('option').count();
  for (let i = 0; i <= modelCount; i += 1) await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await defenderPage.getAttribute('id'))!);
  await expect(defenderPage).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/models\/defender$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('דיפנדר');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('Escape closes the popup and gives focus back to the search button', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const { button, dialog } = await openSearch(page, 'חיפוש באתר');
  await page.keyboard.type('ריינג׳ רובר');
  await expect(dialog.getByRole('option', { name: /^ריינג' רובר ספורט/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Reopening starts afresh, with the query remembered only once a result was opened.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'חיפוש באתר' }).getByRole('combobox')).toHaveValue('');
});

test('the open popup, with results and an active option, passes axe (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const { dialog } = await openSearch(page, 'חיפוש באתר');
  await page.keyboard.type('דיפנדר');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // The dialog fades in over 0.35 s (A§9): check it once it is fully shown.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
});

test('too short, nothing found: the popup says so', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const { dialog, combobox } = await openSearch(page, 'חיפוש באתר');
  await page.keyboard.type('ד');
  await expect(dialog.getByRole('status')).toHaveText('הקלידו לפחות 2 תווים');
  await combobox.fill('זזזקקק');
  await expect(dialog.getByRole('status')).toHaveText('אין תוצאות עבור „זזזקקק”');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
});

test('the English site searches English content and links into /en', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const { dialog } = await openSearch(page, 'Search the site');
  await page.keyboard.type('discovery');
  const model = dialog.getByRole('group', { name: 'Models' }).getByRole('option', { name: /^Discovery / }).first();
  await expect(model).toBeVisible();
  await model.click();
  await expect(page).toHaveURL(/\/en\/models\/discovery$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Discovery');
});

test('the footer search bar (A§5) opens the popup with its query, and the query is remembered', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('contentinfo').getByRole('search', { name: 'חיפוש באתר' });
  await bar.getByRole('searchbox', { name: 'חיפוש דגמים ועמודים' }).fill('דיסקברי');
  await bar.getByRole('button', { name: 'חיפוש' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'חיפוש באתר' });
  await expect(dialog.getByRole('combobox')).toHaveValue('דיסקברי');
  await dialog.getByRole('group', { name: 'עמודים' }).getByRole('option', { name: /^דיסקברי / }).first().click();
  await expect(page).toHaveURL(/\/models\/discovery$/);

  const { dialog: reopened } = await openSearch(page, 'חיפוש באתר');
  await expect(reopened.getByRole('group', { name: 'חיפושים אחרונים' }).getByRole('option', { name: 'דיסקברי' })).toBeVisible();
});
