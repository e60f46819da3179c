import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

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

test('the main navigation is the content service menu, sections with their items (A§2, A§7)', async ({ page }) => {
  const sections = await menu('he');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'ניווט ראשי' });
  for (const section of sections) {
    if (section.url) await expect(nav.getByRole('link', { name: section.label, exact: true })).toBeVisible();
    else await expect(nav.getByRole('button', { name: section.label })).toBeVisible();
  }
});

test('a menu opens from the keyboard, shows its items and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'ניווט ראשי' });
  const toggle = nav.getByRole('button', { name: 'תפריט דיפנדר' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = nav.getByRole('link', { name: 'דיפנדר 110' });
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(item).toBeHidden();
});

test('model pages show breadcrumbs from the content service, matching their BreadcrumbList', async ({ page }) => {
  await page.goto('/models/defender');
  const crumbs = page.getByRole('navigation', { name: 'פירורי לחם' });
  await expect(crumbs.getByRole('link', { name: 'לנד רובר ישראל' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('דיפנדר');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = data.map((text) => JSON.parse(text) as { '@type': string; itemListElement?: Array<{ name: string }> }).find((item) => item['@type'] === 'BreadcrumbList');
  expect(list?.itemListElement?.map((item) => item.name)).toEqual(['לנד רובר ישראל', 'דיפנדר']);
});

test('the home page has no breadcrumbs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'פירורי לחם' })).toHaveCount(0);
});

test('page rules choose the navigation kind: light on redesigned pages, logo only on the electric model page (A§2)', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.locator('header')).toHaveAttribute('data-navigation-kind', 'main');

  // Redesigned page: one row of section links, no menus.
  await page.goto('/offers');
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-navigation-kind', 'light');
  const light = page.getByRole('navigation', { name: 'ניווט ראשי' });
  await expect(light).toHaveAttribute('data-navigation', 'light');
  await expect(light.getByRole('button')).toHaveCount(0);
  await expect(light.getByRole('link').first()).toBeVisible();

  // Battery-electric model page: the brand only.
  await page.goto('/models/range-rover-electric');
  await expect(header).toHaveAttribute('data-navigation-kind', 'logo-only');
  await expect(page.getByRole('navigation', { name: 'ניווט ראשי' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'לנד רובר ישראל' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'English', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
