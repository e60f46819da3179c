import { expect, test } from './fixtures';

/** The `<loc>`s of a sitemap or sitemap index, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

test('sitemap.xml is an index of the page and vehicle files, each with its lastmod (issue 16, ADR 032)', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locs(xml);
  expect(files[0]).toBe(`${baseURL}/sitemaps/pages-1.xml`);
  expect(files).toContain(`${baseURL}/sitemaps/vehicles-1.xml`);
  for (const file of files) expect(file).toMatch(new RegExp(`^${baseURL}/sitemaps/(pages|vehicles)-[1-9][0-9]*\\.xml$`));
  // Every file has a lastmod (W3C date-time).
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/g)).toHaveLength(files.length);
  // No file is missing: the last one answers, the one after it is not there.
  const last = files.at(-1)!;
  expect((await request.get(new URL(last).pathname)).status()).toBe(200);
  const after = new URL(last).pathname.replace(/-(\d+)\.xml$/, (_, n: string) => `-${Number(n) + 1}.xml`);
  expect((await request.get(after)).status()).toBe(404);
  expect((await request.get('/sitemaps/vehicles-0.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/pages.xml')).status()).toBe(404);
});

test('the pages file lists the indexable pages with their language versions', async ({ request, baseURL }) => {
  const response = await request.get('/sitemaps/pages-1.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  expect(xml).toContain(`<loc>${baseURL}/models/defender</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/models/defender</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/models/defender"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="he" href="${baseURL}/models/defender"/>`);
  // A form's thank-you page has SEO switched off: it is not in the sitemap.
  expect(xml).not.toContain('/thank-you');
});

test("the vehicle files list every unsold vehicle's showroom page in each language, canonical and with lastmod", async ({ request, baseURL }) => {
  const index = locs(await (await request.get('/sitemap.xml')).text());
  const vehicleFiles = index.filter((file) => /\/sitemaps\/vehicles-\d+\.xml$/.test(file));
  expect(vehicleFiles.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const file of vehicleFiles) {
    const xml = await (await request.get(new URL(file).pathname)).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries.length).toBeLessThanOrEqual(50_000);
    for (const entry of entries) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
      expect(entry).toContain('hreflang="he"');
      expect(entry).toContain('hreflang="en"');
      expect(entry).toContain('hreflang="ar"');
      expect(entry).toContain('hreflang="ru"');
    }
    urls.push(...locs(xml));
  }
  const hebrew = urls.filter((url) => url.startsWith(`${baseURL}/showroom/`));
  const english = urls.filter((url) => url.startsWith(`${baseURL}/en/showroom/`));
  expect(hebrew.length).toBeGreaterThan(100);
  expect(english).toHaveLength(hebrew.length);
  // Arabic and Russian have their own vehicle pages too (ADR 033).
  expect(urls.filter((url) => url.startsWith(`${baseURL}/ar/showroom/`))).toHaveLength(hebrew.length);
  expect(urls.filter((url) => url.startsWith(`${baseURL}/ru/showroom/`))).toHaveLength(hebrew.length);
  expect(new Set(urls).size).toBe(urls.length);
  // A listed page is the canonical one: it answers 200 itself, not a redirect to another slug.
  for (const url of [hebrew[0]!, english.at(-1)!]) {
    const page = await request.get(new URL(url).pathname, { maxRedirects: 0 });
    expect(page.status(), url).toBe(200);
  }
});

test('robots.txt points to the sitemap and keeps crawlers out of the editor area', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain('Disallow: /cms');
  expect(text).toContain('Disallow: /admin');
});

test('pages carry schema.org data: the organisation at home, breadcrumbs elsewhere', async ({ page, baseURL }) => {
  const jsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  await page.goto('/');
  expect((await jsonLd()).map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  await page.goto('/models/defender');
  const [crumbs] = await jsonLd();
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  expect(JSON.stringify(crumbs)).toContain(`${baseURL}/models/defender`);
});

test('the social card (A§2, A§9): summary_large_image, and the share image 24730 at 1600px is a real image', async ({ page, request, baseURL }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${baseURL}/media/api/v2/images/24730/w/1600.jpg`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
});
