import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** The seeded demo listing (apps/api seed) the site reads by default. */
const LISTING = 'lux-il';

interface SeededVehicle {
  id: string;
  attributes: {
    state: string;
    nameplate_name: string;
    model_display_name: string | null;
    price_hidden: boolean;
    status: string;
  };
}

/** Seeded vehicles as the stock service serves them, so tests assert on data that came from the DB. */
async function seededVehicles(query: string): Promise<{ data: SeededVehicle[]; meta: { total: number } }> {
  const response = await fetch(`${process.env.E2E_API_URL}/stock/public_api/listing/${LISTING}?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { data: SeededVehicle[]; meta: { total: number } };
}

/** A priced, sellable vehicle in a state: stock status, so it can be reserved. */
async function seededVehicle(state: 'new' | 'approved' | 'used'): Promise<SeededVehicle> {
  const { data } = await seededVehicles(
    `filter[state_in]=${state}&filter[status_in]=stock&items=12&sort=createdAtDesc`,
  );
  const vehicle = data.find((v) => !v.attributes.price_hidden && v.attributes.model_display_name);
  expect(vehicle, `a seeded ${state} vehicle`).toBeDefined();
  return vehicle!;
}

/** Any slug leads to the canonical URL through a 301; returns the canonical path (with any query). */
async function canonicalPath(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const location = response.headers()['location'];
  expect(location).toBeTruthy();
  return location!;
}

test('a seeded new vehicle renders at its canonical URL with SEO data, drive-away price and similar cars', async ({
  page,
  consoleErrors,
}) => {
  // A long page with axe on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  const vehicle = await seededVehicle('new');
  const path = await canonicalPath(page, `/showroom/old-slug-${vehicle.id}`);
  expect(path).toMatch(new RegExp(`^/showroom/new-[^/?]+-${vehicle.id}$`));

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: vehicle.attributes.model_display_name! }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${vehicle.attributes.model_display_name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  );

  // Canonical and hreflang point at this vehicle in both languages.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(path);
  expect(
    new URL((await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'))!).pathname,
  ).toBe(`/en${path}`);
  expect(
    new URL((await page.locator('link[rel="alternate"][hreflang="he"]').getAttribute('href'))!).pathname,
  ).toBe(path);

  // JSON-LD: a Car with an ILS offer for a new car, and the breadcrumb trail.
  const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const car = items.find((item) => item['@type'] === 'Car') as
    | {
        name: string;
        itemCondition: string;
        offers: { '@type': string; price: number; priceCurrency: string };
      }
    | undefined;
  expect(car).toBeDefined();
  expect(car!.name).toBe(vehicle.attributes.model_display_name);
  expect(car!.itemCondition).toBe('https://schema.org/NewCondition');
  expect(car!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'ILS' });
  expect(car!.offers.price).toBeGreaterThan(0);
  const trail = items.find((item) => item['@type'] === 'BreadcrumbList') as
    { itemListElement: Array<{ name: string }> } | undefined;
  expect(trail?.itemListElement.at(-1)?.name).toBe(vehicle.attributes.model_display_name);

  const breadcrumbs = page.getByRole('navigation', { name: 'פירורי לחם' });
  await expect(breadcrumbs.getByRole('link', { name: 'ראשי' })).toHaveAttribute('href', '/');
  await expect(breadcrumbs.getByText(vehicle.attributes.model_display_name!)).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A§4: the drive-away price shows for a new vehicle.
  await expect(page.getByText('מחיר כולל על הכביש')).toBeVisible();
  await expect(page.getByRole('link', { name: 'הזמנת הרכב' })).toHaveAttribute(
    'href',
    new RegExp(`^/showroom-order-online/vehicle/${vehicle.id}\\?config_url=`),
  );

  // A§9: at most 6 similar vehicles of the same nameplate, never this one.
  const { meta } = await seededVehicles(
    `filter[nameplate_name_in]=${encodeURIComponent(vehicle.attributes.nameplate_name)}&items=7`,
  );
  const similar = page.getByRole('region', { name: 'רכבים דומים' });
  const links = similar.locator('a[href^="/showroom/"]');
  await expect(links).toHaveCount(Math.min(6, meta.total - 1));
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href.endsWith(`-${vehicle.id}`)).toBe(false);
  }

  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('an approved vehicle shows no drive-away price, and the English page is axe-clean', async ({
  page,
  consoleErrors,
}) => {
  // A long page with axe on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  const vehicle = await seededVehicle('approved');
  const path = await canonicalPath(page, `/en/showroom/x-${vehicle.id}`);
  expect(path.startsWith('/en/showroom/approved-')).toBe(true);
  expect((await page.goto(path))?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Finance calculator' })).toBeVisible();
  await expect(page.getByText('Drive-away price')).toHaveCount(0);
  const car = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Car');
  expect(car?.['itemCondition']).toBe('https://schema.org/UsedCondition');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a wrong slug answers 301 to the canonical URL and keeps the query', async ({ page }) => {
  const vehicle = await seededVehicle('used');
  const canonical = await canonicalPath(page, `/showroom/${vehicle.id}`);
  const withQuery = await canonicalPath(
    page,
    `/showroom/some-old-words-${vehicle.id}?_state=%D7%9E%D7%A8%D7%9B%D7%96&utm_source=mail`,
  );
  expect(withQuery).toBe(`${canonical}?_state=%D7%9E%D7%A8%D7%9B%D7%96&utm_source=mail`);
  // The canonical URL itself does not redirect.
  const direct = await page.request.get(canonical, { maxRedirects: 0 });
  expect(direct.status()).toBe(200);
});

test('an unknown or malformed vehicle id answers 404 with the not-found page', async ({
  page,
  consoleErrors,
}) => {
  const missing = await page.goto('/showroom/new-defender-110-999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ניווט ראשי' })).toBeVisible();
  expect((await page.goto('/showroom/defender-abc!'))?.status()).toBe(404);
  expect((await page.goto('/en/showroom/defender-0'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('saving a vehicle survives a reload', async ({ page, consoleErrors }) => {
  const vehicle = await seededVehicle('new');
  const path = await canonicalPath(page, `/showroom/v-${vehicle.id}`);
  await page.goto(path);
  await waitForHydration(page);
  const save = page.getByRole('button', { name: 'שמירת הרכב' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('sl_saved_vehicles'))).toContain(
    `"id":"${vehicle.id}"`,
  );

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'שמירת הרכב' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'שמירת הרכב' }).click();
  await expect(page.getByRole('button', { name: 'שמירת הרכב' })).toHaveAttribute('aria-pressed', 'false');
  expect(consoleErrors).toEqual([]);
});
