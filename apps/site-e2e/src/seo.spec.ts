import { expect, test } from './fixtures';

test('sitemap.xml lists the indexable pages with their language versions', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/models/defender</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/models/defender</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/models/defender"/>`);
  // A form's thank-you page has SEO switched off: it is not in the sitemap.
  expect(xml).not.toContain('/thank-you');
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
