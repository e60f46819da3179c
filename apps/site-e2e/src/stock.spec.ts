import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * The stock locator on the seeded Hebrew page /stock (B§3.2, A§2, A§4, A§5, A§9): filters, price range
 * and sort live in the URL and survive a reload, the counts shown are the API's, cards lead to their
 * showroom page, saved vehicles persist, and the postcode, district and retailer search behaves as A§4
 * says — including the modal that cannot be dismissed when no retailer is found.
 */

const LISTING = 'lux-il';

interface ApiVehicle {
  id: string;
  attributes: Record<string, unknown>;
}
interface ApiListing {
  data: ApiVehicle[];
  meta: { total: number; facets: Record<string, Array<{ value: string; count: number }>> };
}

/** The stock service as the site's loader reaches it (the numbers the page must show). */
async function apiListing(params: Array<[string, string]>): Promise<ApiListing> {
  const query = new URLSearchParams([['items', '12'], ['page', '1'], ...params]);
  const response = await fetch(`${process.env.E2E_API_URL}/stock/public_api/listing/${LISTING}?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiListing;
}

async function apiRetailerCodes(q: Record<string, string>): Promise<string[]> {
  const query = new URLSearchParams(Object.entries(q).map(([key, value]) => [`q[${key}_eq]`, value]));
  const response = await fetch(`${process.env.E2E_API_URL}/stock/public_api/listing/${LISTING}/retailers?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Array<{ attributes: { dealer_code: string } }> };
  return body.data.map((dealer) => dealer.attributes.dealer_code);
}

/** The dealers the content service lists (A§7 `/dealers`), the modal's retailer choices: code → name. */
async function contentDealerNames(): Promise<Map<string, string>> {
  const response = await fetch(`${process.env.E2E_API_URL}/content/dealers?items=50&sort=name&locale=he`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Array<{ attributes: { dealer_code: string; name: string } }> };
  return new Map(body.data.map((dealer) => [dealer.attributes.dealer_code, dealer.attributes.name]));
}

/** A§2 slug, written out independently of the site: parts joined, lower case, non-letters → '-'. */
function expectedSlug(vehicle: Record<string, unknown>): string {
  const brand = /land\s*rover/i.test(String(vehicle['nameplate_brand_name'])) ? null : vehicle['nameplate_brand_name'];
  const parts = [vehicle['state'], brand, vehicle['nameplate_name'], vehicle['production_year'], vehicle['engines'], vehicle['drivetrain'], vehicle['transmission'], vehicle['color_name']];
  return parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part) => String(part).normalize('NFKD').replace(/\p{M}+/gu, '').replace(/['’‘`´׳״"]/g, '').toLowerCase())
    .join('-')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const locator = (page: Page) => page.locator('[data-block="stock-locator"]');
const count = (page: Page) => locator(page).getByRole('status').filter({ hasText: /רכב/ });
const filters = (page: Page) => locator(page).getByRole('search', { name: 'סינון' });
const priceGroup = (page: Page): Locator => filters(page).getByRole('group', { name: 'מחיר (₪)' });

async function openStock(page: Page, search = '') {
  const response = await page.goto(`/stock${search}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe('stock locator (Hebrew /stock)', () => {
  test('filter by model and price, sort: the URL holds it, a reload restores it, the counts are the API’s', async ({ page, consoleErrors }) => {
    test.slow();
    await openStock(page);
    const all = await apiListing([['sort', 'createdAtDesc']]);
    await expect(count(page)).toHaveText(`${all.meta.total} רכבים`);

    // The model with the most vehicles, labelled with the API's own count.
    const model = [...all.meta.facets['models']!].sort((a, b) => b.count - a.count)[0]!;
    const models = filters(page).getByRole('group', { name: 'דגם' });
    // Long lists open fully on request.
    const more = models.getByRole('button', { name: /^הצגת כל האפשרויות/ });
    if ((await more.count()) > 0) {
      await more.click();
      await expect(models.getByRole('button', { name: 'הצגת פחות אפשרויות' })).toHaveAttribute('aria-expanded', 'true');
    }
    await models.getByRole('checkbox', { name: `${model.value} (${model.count})`, exact: true }).check();
    await expect(count(page)).toHaveText(`${model.count} רכבים`);
    await expect.poll(() => new URL(page.url()).searchParams.get('models')).toBe(model.value);

    const from = priceGroup(page).getByRole('spinbutton', { name: 'מ־' });
    await from.fill('400000');
    await from.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('display_price.from')).toBe('400000');

    // An upper bound half-way between the cheapest and the dearest of those vehicles, so it must narrow
    // the list: the site sends display_price.to to the API as filter[sale_price_lteq] (A§5).
    const lowerOnly = [['filter[nameplate_name_in]', model.value], ['filter[sale_price_gteq]', '400000']] as Array<[string, string]>;
    const salePrices = async (sort: string) =>
      (await apiListing([...lowerOnly, ['sort', sort]])).data.map((vehicle) => vehicle.attributes['sale_price']).filter((price): price is number => typeof price === 'number');
    const [cheapest] = await salePrices('priceAsc');
    const [dearest] = await salePrices('priceDesc');
    expect(cheapest).toBeLessThan(dearest!);
    const upper = String(Math.floor((cheapest! + dearest!) / 2));
    const to = priceGroup(page).getByRole('spinbutton', { name: 'עד' });
    await to.fill(upper);
    await to.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('display_price.to')).toBe(upper);
    await locator(page).getByRole('combobox', { name: 'מיון לפי' }).selectOption('priceAsc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('priceAsc');

    const filtered = await apiListing([...lowerOnly, ['filter[sale_price_lteq]', upper], ['sort', 'priceAsc']]);
    const withoutUpper = await apiListing([...lowerOnly, ['sort', 'priceAsc']]);
    expect(filtered.meta.total).toBeGreaterThan(0);
    expect(filtered.meta.total).toBeLessThan(withoutUpper.meta.total);
    await expect(count(page)).toHaveText(`${filtered.meta.total} רכבים`);
    const cards = locator(page).getByRole('article');
    await expect(cards.first()).toHaveAttribute('data-vehicle-id', filtered.data[0]!.id);
    // Each state's count under the other filters, exactly as the API gives it ("חדש (n)").
    const stateNames: Record<string, string> = { new: 'חדש', approved: 'מאושר Approved', used: 'יד שנייה' };
    for (const facet of filtered.meta.facets['states']!) {
      await expect(filters(page).getByRole('checkbox', { name: `${stateNames[facet.value]} (${facet.count})`, exact: true })).toBeVisible();
    }

    const url = page.url();
    await page.reload();
    await waitForHydration(page);
    expect(page.url()).toBe(url);
    await expect(count(page)).toHaveText(`${filtered.meta.total} רכבים`);
    await expect(filters(page).getByRole('checkbox', { name: new RegExp(`^${model.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) })).toBeChecked();
    await expect(priceGroup(page).getByRole('spinbutton', { name: 'מ־' })).toHaveValue('400000');
    await expect(priceGroup(page).getByRole('spinbutton', { name: 'עד' })).toHaveValue(upper);
    await expect(locator(page).getByRole('combobox', { name: 'מיון לפי' })).toHaveValue('priceAsc');
    await expect(cards.first()).toHaveAttribute('data-vehicle-id', filtered.data[0]!.id);

    // Reset Filter (A§8 default label, Hebrew translation) clears the filters and keeps the sort.
    await filters(page).getByRole('button', { name: 'איפוס סינון' }).click();
    await expect(count(page)).toHaveText(`${all.meta.total} רכבים`);
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=priceAsc');
    expect(consoleErrors).toEqual([]);
  });

  test('a card leads to its showroom page /showroom/{slug}-{id} (A§2)', async ({ page }) => {
    await openStock(page);
    const [first] = (await apiListing([['sort', 'createdAtDesc']])).data;
    const slug = expectedSlug(first!.attributes);
    const card = locator(page).locator(`article[data-vehicle-id="${first!.id}"]`);
    const link = card.getByRole('heading').getByRole('link');
    expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toBe(`/showroom/${slug}-${first!.id}`);
    await link.click();
    await page.waitForURL(/\/showroom\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/showroom/${slug}-${first!.id}`);
    // The showroom page belongs to its own block of work; when it renders, it names the same vehicle.
    const title = String(first!.attributes['model_display_name'] ?? '');
    const heading = page.getByRole('heading', { level: 1 });
    if ((await heading.count()) > 0 && title) await expect(heading.first()).toContainText(title);
  });

  test('a saved vehicle is still in the saved list after a reload (A§4)', async ({ page, consoleErrors }) => {
    await openStock(page);
    const card = locator(page).getByRole('article').first();
    const id = await card.getAttribute('data-vehicle-id');
    const save = card.getByRole('button', { name: /^שמירת / });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(locator(page).getByRole('tab', { name: 'שמורים (1)' })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    const tab = locator(page).getByRole('tab', { name: 'שמורים (1)' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const saved = locator(page).getByRole('tabpanel').getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toHaveAttribute('data-vehicle-id', id!);
    await expect(saved.first().getByRole('button', { name: /^שמירת / })).toHaveAttribute('aria-pressed', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('postcode search: a district is required; no retailer found keeps the modal open; a district search filters by its retailers (A§4, A§5)', async ({ page, consoleErrors }) => {
    test.slow();
    await openStock(page);
    await locator(page).getByRole('button', { name: 'חיפוש לפי מיקום' }).click();
    const dialog = page.getByRole('dialog', { name: 'חיפוש לפי מיקום' });
    await expect(dialog).toBeVisible();

    // A§5: postcode search requires a state.
    await dialog.getByRole('button', { name: 'חיפוש' }).click();
    await expect(dialog.getByText('יש לבחור מחוז.')).toBeVisible();
    const district = dialog.getByRole('combobox', { name: 'מחוז' });
    await expect(district).toHaveAttribute('aria-invalid', 'true');
    await expect(district).toBeFocused();

    // No retailer in the south near a Tel Aviv postcode and Haifa: the modal cannot be dismissed.
    await district.selectOption('מחוז הדרום');
    await dialog.getByRole('textbox', { name: 'מיקוד' }).fill('6701101');
    await dialog.getByRole('textbox', { name: 'יישוב' }).fill('חיפה');
    await dialog.getByRole('button', { name: 'חיפוש' }).click();
    await expect(dialog.getByRole('alert')).toContainText('לא נמצאו משווקים');
    await expect(dialog.getByRole('button', { name: 'סגירה' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // A click on the backdrop, outside the dialog's box, does not dismiss it either.
    const box = (await dialog.boundingBox())!;
    const outside = { x: box.x + box.width / 2, y: 2 };
    expect(box.y).toBeGreaterThan(outside.y);
    // The point is the modal's backdrop: hit-testing gives the dialog element itself, not its content.
    expect(await dialog.evaluate((node, { x, y }) => document.elementFromPoint(x, y) === node, outside)).toBe(true);
    await page.mouse.click(outside.x, outside.y);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('לא נמצאו משווקים');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    // A district search finds its retailers: the modal closes and the list shows only their vehicles.
    await dialog.getByRole('radio', { name: 'מחוז' }).check();
    await dialog.getByRole('combobox', { name: 'מחוז' }).selectOption('מחוז חיפה');
    await dialog.getByRole('button', { name: 'חיפוש' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.get('_state')).toBe('מחוז חיפה');
    const codes = await apiRetailerCodes({ state: 'מחוז חיפה' });
    expect(codes.length).toBeGreaterThan(0);
    const haifa = await apiListing([['filter[dealer_code_in]', codes.join('  ')], ['sort', 'createdAtDesc']]);
    await expect(count(page)).toHaveText(`${haifa.meta.total} רכבים`);
    await expect(locator(page).getByText('מיקום: מחוז חיפה')).toBeVisible();
    // Showroom links carry the search (A§2).
    const href = await locator(page).getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
    expect(new URL(href!, page.url()).searchParams.get('_state')).toBe('מחוז חיפה');

    // A postcode search with a retailer near it keeps postcode and town in the URL (A§2 parameters).
    await locator(page).getByRole('button', { name: 'שינוי מיקום' }).click();
    await dialog.getByRole('radio', { name: 'מיקוד' }).check();
    await dialog.getByRole('combobox', { name: 'מחוז' }).selectOption('מחוז תל אביב');
    await dialog.getByRole('textbox', { name: 'מיקוד' }).fill('6701101');
    await dialog.getByRole('textbox', { name: 'יישוב' }).fill('תל אביב-יפו');
    await dialog.getByRole('button', { name: 'חיפוש' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ _state: 'מחוז תל אביב', _postcode: '6701101', _locality: 'תל אביב-יפו' });
    expect(consoleErrors).toEqual([]);
  });

  test('retailer search: the chosen retailer filters the list by its dealer code and stays in the URL as _retailer (A§4, A§5)', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const all = await apiListing([['sort', 'createdAtDesc']]);
    const names = await contentDealerNames();
    // The retailer with the most vehicles, as the API counts them.
    const busiest = [...all.meta.facets['dealers']!].filter((facet) => names.has(facet.value)).sort((a, b) => b.count - a.count)[0]!;
    const name = names.get(busiest.value)!;

    await openStock(page);
    await locator(page).getByRole('button', { name: 'חיפוש לפי מיקום' }).click();
    const dialog = page.getByRole('dialog', { name: 'חיפוש לפי מיקום' });
    await dialog.getByRole('radio', { name: 'משווק' }).check();
    await expect(dialog.getByRole('combobox', { name: 'מחוז' })).toHaveCount(0);
    // A§5: a retailer search needs a retailer.
    await dialog.getByRole('button', { name: 'חיפוש' }).click();
    await expect(dialog.getByText('יש לבחור משווק.')).toBeVisible();
    const retailer = dialog.getByRole('combobox', { name: 'משווק' });
    await expect(retailer).toBeFocused();

    await retailer.selectOption({ label: name });
    await dialog.getByRole('button', { name: 'חיפוש' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ _retailer: busiest.value });
    const byRetailer = await apiListing([['filter[dealer_code_in]', busiest.value], ['sort', 'createdAtDesc']]);
    expect(byRetailer.meta.total).toBe(busiest.count);
    expect(byRetailer.meta.total).toBeLessThan(all.meta.total);
    await expect(count(page)).toHaveText(`${byRetailer.meta.total} רכבים`);
    await expect(locator(page).getByRole('article').first()).toHaveAttribute('data-vehicle-id', byRetailer.data[0]!.id);
    await expect(locator(page).getByText(`מיקום: ${name}`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a retailer search in the URL opens the modal on the retailer choice (A§4), by name or by dealer code', async ({ page }) => {
    const names = await contentDealerNames();
    const [code, name] = [...names.entries()][0]!;
    const dialog = page.getByRole('dialog', { name: 'חיפוש לפי מיקום' });
    await openStock(page, `?_retailer=${encodeURIComponent(name)}`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'משווק' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'משווק' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openStock(page, `?_retailer=${encodeURIComponent(code)}`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'משווק' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'משווק' })).toHaveValue(code);
  });

  test('a retailer named in the URL is the modal’s chosen retailer', async ({ page }) => {
    const [code, name] = [...(await contentDealerNames()).entries()][0]!;
    await openStock(page, `?_retailer=${encodeURIComponent(name)}`);
    await expect(page.getByRole('dialog', { name: 'חיפוש לפי מיקום' }).getByRole('combobox', { name: 'משווק' })).toHaveValue(code, { timeout: 3000 });
  });

  test('a search restored from the URL: a district opens the modal, a postcode falls back to its district (A§4)', async ({ page }) => {
    await openStock(page, `?_state=${encodeURIComponent('מחוז חיפה')}`);
    const dialog = page.getByRole('dialog', { name: 'חיפוש לפי מיקום' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'מחוז' })).toHaveValue('מחוז חיפה');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const search = new URLSearchParams({ _state: 'מחוז תל אביב', _postcode: '6701101', _locality: 'תל אביב-יפו' });
    await openStock(page, `?${search}`);
    await expect(dialog).toBeHidden();
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ _state: 'מחוז תל אביב' });
    const codes = await apiRetailerCodes({ state: 'מחוז תל אביב' });
    const telAviv = await apiListing([['filter[dealer_code_in]', codes.join('  ')], ['sort', 'createdAtDesc']]);
    await expect(count(page)).toHaveText(`${telAviv.meta.total} רכבים`);
  });

  test('the list is axe-clean (WCAG 2.2 AA) and logs no console error', async ({ page, consoleErrors }) => {
    await openStock(page);
    await expect(locator(page).getByRole('article')).toHaveCount(12);
    await expect(page.locator('[data-block="stock-locator-carousel"]').getByRole('article').first()).toBeVisible();
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

  test('English /en/stock: English labels and /en showroom links', async ({ page }) => {
    await page.goto('/en/stock');
    await waitForHydration(page);
    await expect(locator(page).getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    const href = await locator(page).getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/en\/showroom\/.+-\d+$/);
  });

  test('@mobile the filters open in a drawer; Escape closes it and gives the focus back', async ({ page, consoleErrors, isMobile }) => {
    test.skip(!isMobile, 'the drawer is the small-screen layout');
    await openStock(page);
    const open = locator(page).getByRole('button', { name: 'סינון' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'סינון' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox').first().check();
    await expect.poll(() => new URL(page.url()).search).not.toBe('');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(locator(page).getByRole('button', { name: /^סינון \(1\)$/ })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
