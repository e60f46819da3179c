import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The site's own routes fed hostile input (issue 16 §4), over HTTP only (no browser): pages, the
 * sitemap and robots, and the proxies to the services. Whatever arrives, the site never fails (5xx),
 * answers the right 4xx (404 for what does not exist, 400 for a malformed parameter the services refuse,
 * 414 for an address too long), and never shows a stack trace. An API 4xx reaches the visitor as the same
 * 4xx; the site itself normalises what it can read (the stock page's paging and ranges fall back to their
 * defaults), so those answer 200.
 */

/** Numbers in every shape a number must not be accepted in. */
const NOT_NUMBERS = ['Infinity', '-Infinity', 'NaN', '1e3', '1E3', '0x10', '0b1', '+1', '%201', '1.5', '-1', '2147483648', '99999999999999999999'];
/** Text no path or value should hold: broken percent-encoding, a NUL, a way out of the tree, a long run. */
const GARBAGE = ['%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(500)];

type Kind = 'html' | 'json' | 'any';
interface Case {
  url: string;
  /** The statuses that are right for it. */
  statuses: number[];
  kind: Kind;
}

const page = (url: string, statuses: number[]): Case => ({ url, statuses, kind: 'html' });
const api = (url: string, statuses: number[]): Case => ({ url, statuses, kind: 'json' });

const LISTING = '/api/stock/public_api/listing/lux-il';
/** The numeric parameters of the stock page's address (A§5: paging and the range filters' bounds). */
const STOCK_NUMBERS = ['page', 'items', 'display_price.from', 'mileage.to'];
/** The same, as the stock service's listing reads them (A§7). */
const LISTING_NUMBERS = ['page', 'items', 'filter[sale_price_gteq]', 'filter[mileage_lteq]'];

/** A path id in the showroom is the vendor's (letters and digits), so `-1` there is the bare id 1: left out. */
const SHOWROOM_IDS = NOT_NUMBERS.filter((value) => value !== '-1');
const RANGE_KEY = /^filter\[/;

const cases: Case[] = [
  // Pages: nothing by these paths, in either language.
  ...[...NOT_NUMBERS.slice(0, 6), ...GARBAGE].flatMap((value) => [page(`/${value}`, [400, 404]), page(`/en/models/${value}`, [400, 404])]),
  // Ids in the paths of the showroom and the order-online journey: no such vehicle or order.
  ...SHOWROOM_IDS.map((value) => page(`/showroom/defender-${value}`, [400, 404])),
  ...NOT_NUMBERS.flatMap((value) => [
    page(`/showroom-order-online/vehicle/${value}`, [400, 404]),
    // Order numbers are capitals, digits and dashes (older ones included), so `1E3` or `2147483648` may be one:
    // without its token the page only says which number it is (200); anything else in the path is not a number.
    page(`/en/showroom-order-online/confirmation/${value}`, /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(value) ? [200] : [404]),
  ]),
  ...GARBAGE.map((value) => page(`/en/showroom/${value}`, [400, 404])),
  // The stock page reads its own query and falls back to defaults for what it cannot read.
  ...STOCK_NUMBERS.flatMap((key) => ['Infinity', 'NaN', '1e3', '0x10', '-1', '99999999999999999999'].map((value) => page(`/stock?${encodeURIComponent(key)}=${value}`, [200]))),
  page('/stock?page=%E0%A4%A&items=%00', [200, 400]),
  page('/en/stock?models=%00&mileage.from=..%2F..', [200, 400]),
  page(`/compare?models=${NOT_NUMBERS.join(',')}`, [200, 400, 404]),
  page('/compare?models=%E0%A4%A', [200, 400, 404]),
  // Files of the site.
  { url: '/sitemap.xml?page=Infinity', statuses: [200], kind: 'any' },
  { url: '/sitemaps/..%2F..%2Fetc%2Fpasswd', statuses: [400, 404], kind: 'any' },
  { url: '/sitemaps/Infinity.xml', statuses: [404], kind: 'any' },
  { url: '/robots.txt?x=%00', statuses: [200], kind: 'any' },
  // The proxies: the service's 400 (a malformed number) or 404 goes through as it is, in the envelope.
  ...NOT_NUMBERS.flatMap((value) => [
    api(`/media/api/v2/images/${value}`, [400]),
    api(`${LISTING}/vehicle/${value}`, [400, 404]),
    // Only digits reach the forms service; anything else is no page of the site (404, HTML).
    { url: `/api/forms/forms/${value}`, statuses: [400, 404], kind: 'any' as const },
  ]),
  ...['Infinity', '1e3', '0x10'].map((value) => api(`/media/api/v2/images/${value}/w/640.jpg`, [400])),
  ...['Infinity', '1e3', '2147483648'].map((value) => api(`/api/orders/buy_online/orders/${value}`, [400, 404])),
  ...LISTING_NUMBERS.flatMap((key) =>
    NOT_NUMBERS.map((value) => {
      // In range for a page or a price bound (an empty page, no vehicle that dear), and a price may have cents.
      const fine = (value === '2147483648' && key !== 'items') || (value === '1.5' && RANGE_KEY.test(key));
      return api(`${LISTING}?${encodeURIComponent(key)}=${value}`, fine ? [200] : [400]);
    }),
  ),
  ...GARBAGE.flatMap((value) => [
    // (a 500-character id is longer than the service takes in a path parameter: its 414 passes through)
    api(`/media/api/v2/images/${value}`, [400, 404, 414]),
    api(`${LISTING}?page=${value}`, [400]),
    api(`/api/content/dealers?q%5Bpostcode_eq%5D=${value}`, [200, 400]),
  ]),
  // Too long: refused before any work is done.
  page(`/${'a/'.repeat(2500)}`, [414]),
  page(`/en/${'x'.repeat(5000)}`, [414]),
  page(`/stock?models=${'x'.repeat(20_000)}`, [414]),
  api(`${LISTING}?q=${'x'.repeat(20_000)}`, [414]),
  api(`/media/api/v2/images/${'9'.repeat(5000)}`, [414]),
];

/** Signs of a stack trace or an internal error message in what a visitor is shown. */
const STACK_TRACE = [/\n\s+at\s/, /\bat [\w$.<>]+ \((?:file:\/\/)?\/[^)\s]+:\d+:\d+\)/, /node_modules\//, /\/(?:app|src)\/[\w/.-]+\.tsx?\b/, /\b\w*Error: /];

async function check(request: APIRequestContext, { url, statuses, kind }: Case) {
  const response: APIResponse = await request.get(url, { maxRedirects: 0, timeout: 15_000 });
  const status = response.status();
  const type = response.headers()['content-type'] ?? '';
  const body = await response.text();
  const where = `GET ${url.slice(0, 120)} → ${status} ${type} ${body.slice(0, 160)}`;
  expect.soft(status, where).toBeLessThan(500);
  expect.soft(statuses, where).toContain(status);
  if (kind === 'html' && status >= 400) expect.soft(type, where).toMatch(/^text\/html/);
  if (kind === 'json' && status >= 400) {
    expect.soft(type, where).toMatch(/^application\/json/);
    expect.soft((JSON.parse(body) as { errors?: { status?: string }[] }).errors?.[0]?.status, where).toBe(String(status));
  }
  for (const pattern of STACK_TRACE) expect.soft(body, `${where}: ${pattern}`).not.toMatch(pattern);
}

test('the site answers hostile paths, ids, query values and lengths with the right 4xx, never a 5xx or a stack trace', async ({ request }) => {
  test.setTimeout(180_000);
  expect(cases.length).toBeLessThanOrEqual(220);
  const BATCH = 12;
  for (let start = 0; start < cases.length; start += BATCH) {
    await Promise.all(cases.slice(start, start + BATCH).map((one) => check(request, one)));
  }
});

test('an address past the server header limit is refused at once, not hung and not a 5xx', async ({ request }) => {
  const response = await request.get(`/stock?models=${'x'.repeat(64 * 1024)}`, { maxRedirects: 0, timeout: 15_000 });
  expect([414, 431]).toContain(response.status());
});
