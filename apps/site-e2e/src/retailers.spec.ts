import { expect, expectNoAxeViolations, offlineTiles, test, waitForHydration } from './fixtures';

/** The CSP's report of a blocked tile: there must be none. */
const isBlockedTile = (message: string) => /tile\.openstreetmap\.org.*Content Security Policy/.test(message);

interface DealerResource {
  id: string;
  attributes: { name: string; city: string; phone: string };
}

/** The seeded dealers as the content service lists them (A§7 `/dealers?items=50&sort=name`). */
async function seededDealers(locale: 'he' | 'en') {
  const response = await fetch(`${process.env.E2E_API_URL}/content/dealers?items=50&sort=name&locale=${locale}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DealerResource[] }).data;
}

/** Every JSON-LD item of a server-rendered page. */
function jsonLdItems(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test.describe('retailer locator (B§3.2, A§7)', () => {
  test.beforeEach(async ({ page }) => {
    await offlineTiles(page);
  });

  test('the Hebrew page arrives server-rendered with every seeded dealer and AutoDealer structured data', async ({ request }) => {
    const dealers = await seededDealers('he');
    expect(dealers).toHaveLength(25);
    const response = await request.get('/retailer-locator');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The list is in the HTML itself, not fetched after load: one card per dealer, with tel: links.
    expect(html.match(/data-retailer="/g)).toHaveLength(25);
    expect(html).toContain('href="tel:+97237654321"');
    expect(html).toContain('נמצאו 25 סוכנויות');

    const autoDealers = jsonLdItems(html).filter((item) => item['@type'] === 'AutoDealer');
    expect(autoDealers.map((item) => item['name']).sort()).toEqual(dealers.map((dealer) => dealer.attributes.name).sort());
    const telAviv = autoDealers.find((item) => item['telephone'] === '+97237654321');
    expect(telAviv).toMatchObject({
      '@context': 'https://schema.org',
      address: { '@type': 'PostalAddress', streetAddress: 'דרך מנחם בגין 132', addressLocality: 'תל אביב-יפו', postalCode: '6701101', addressCountry: 'IL' },
      geo: { '@type': 'GeoCoordinates', latitude: 32.0753, longitude: 34.7913 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '08:30', closes: '13:00' },
      ],
    });
    expect(String(telAviv!['url'])).toMatch(/\/retailer-locator$/);
  });

  test('the old address /retailers answers 301 to /retailer-locator (A§2) in both locales, and a visit lands on the locator', async ({
    request,
    page,
  }) => {
    const hebrew = await request.get('/retailers', { maxRedirects: 0 });
    expect(hebrew.status()).toBe(301);
    expect(hebrew.headers()['location']).toBe('/retailer-locator');
    const english = await request.get('/en/retailers', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers()['location']).toBe('/en/retailer-locator');
    // Campaign parameters survive the move (A§4 marketing parameters).
    const campaign = await request.get('/retailers?utm_source=newsletter&gclid=abc', { maxRedirects: 0 });
    expect(campaign.headers()['location']).toBe('/retailer-locator?utm_source=newsletter&gclid=abc');

    const response = await page.goto('/retailers');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/retailer-locator');
    await expect(page.getByRole('heading', { level: 1, name: 'איתור סוכנויות' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'סוכנויות' }).getByRole('article')).toHaveCount(25);
  });

  test('a search by city narrows the list and the map, and each card calls by tel:', async ({ page, consoleErrors }) => {
    await page.goto('/retailer-locator');
    await waitForHydration(page);
    const list = page.getByRole('list', { name: 'סוכנויות' });
    await expect(list.getByRole('article')).toHaveCount(25);

    const search = page.getByRole('search', { name: 'חיפוש סוכנות לפי עיר, מיקוד או שם' });
    await search.getByRole('searchbox').fill('חיפה');
    await search.getByRole('button', { name: 'חיפוש' }).click();
    await expect(list.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('נמצאו 2 סוכנויות עבור „חיפה”.')).toBeVisible();
    await expect(page).toHaveURL(/\?q=/);

    const haifa = list.getByRole('article', { name: 'לוקס מוטורס חיפה' });
    await expect(haifa.getByRole('link', { name: /^טלפון:/ })).toHaveAttribute('href', 'tel:+97248612500');
    await expect(haifa.getByRole('link', { name: /^דוא״ל:/ })).toHaveAttribute('href', 'mailto:hfa01@lux-motors.co.il');

    // The markers are the list's retailers; "Show on map" moves focus to the retailer's marker.
    const map = page.getByRole('region', { name: 'מפת הסוכנויות' });
    await expect(map.getByRole('button', { name: /^לוקס מוטורס/ })).toHaveCount(2);
    await haifa.getByRole('button', { name: 'הצגה במפה' }).click();
    await expect(map.getByRole('button', { name: 'לוקס מוטורס חיפה' })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('a search in the address works without scripts: the server renders the narrowed list', async ({ request }) => {
    const html = await (await request.get(`/retailer-locator?q=${encodeURIComponent('באר שבע')}`)).text();
    expect(html.match(/data-retailer="/g)).toHaveLength(1);
    expect(html).toContain('לוקס מוטורס באר שבע');
  });

  test('a postcode search goes to the dealers endpoint and lists the nearest first (A§7)', async ({ page }) => {
    await page.goto('/retailer-locator');
    await waitForHydration(page);
    const search = page.getByRole('search', { name: 'חיפוש סוכנות לפי עיר, מיקוד או שם' });
    await search.getByRole('searchbox').fill('4951100');
    await search.getByRole('button', { name: 'חיפוש' }).click();
    const first = page.getByRole('list', { name: 'סוכנויות' }).getByRole('article').first();
    await expect(first).toHaveAccessibleName('לוקס מוטורס פתח תקווה');
    await expect(first.getByText(/ק״מ מהמיקוד 4951100$/)).toBeVisible();
  });

  for (const [path, locale] of [
    ['/retailer-locator', 'he'],
    ['/en/retailer-locator', 'en'],
  ] as const) {
    test(`${path} has no WCAG 2.2 AA violations and no console errors, with the map loaded (${locale})`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await waitForHydration(page);
      const map = page.getByRole('region', { name: locale === 'he' ? 'מפת הסוכנויות' : 'Map of retailers' });
      await map.scrollIntoViewIfNeeded();
      // Every retailer is on the map: alone, or counted in a marker for retailers too close to tell apart.
      const own = locale === 'he' ? /^לוקס מוטורס/ : /^Lux Motors/;
      const shared = locale === 'he' ? /^(\d+) סוכנויות באזור/ : /^(\d+) retailers here/;
      await expect(map.getByRole('button', { name: shared }).first()).toBeVisible();
      const singles = await map.getByRole('button', { name: own }).count();
      const clustered = await map.getByRole('button', { name: shared }).evaluateAll(
        (markers, pattern) => markers.reduce((sum, marker) => sum + Number(new RegExp(pattern).exec(marker.getAttribute('title') ?? '')?.[1] ?? 0), 0),
        shared.source,
      );
      expect(singles + clustered).toBe(25);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the map tiles are allowed by the site’s content security policy', async ({ page, consoleErrors }) => {
    await page.goto('/retailer-locator');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'מפת הסוכנויות' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'מפת הסוכנויות' }).getByRole('button', { name: 'הגדלת התצוגה' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors.filter(isBlockedTile)).toEqual([]);
  });
});
