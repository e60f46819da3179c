import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Issue 12: prior blocking, the banner and preferences, withdrawal, the data layer. Each test starts as
// a first-time visitor (no stored choice), unlike the rest of the suite.
test.use({ storageState: { cookies: [], origins: [] } });

/** The seeded demo tags (apps/api/src/seed/metaheads.ts): a statistics tag and a marketing pixel. */
const STATISTICS = /^https:\/\/www\.googletagmanager\.com\//;
const MARKETING = /^https:\/\/connect\.facebook\.net\//;
const TRACKING = [STATISTICS, MARKETING];
const OBLIGATORY_COOKIES = ['lux_consent_id'];
const STATISTICS_LABEL = 'סטטיסטיקה';

/**
 * The vendors' servers are out of reach: stand-ins answer their script URLs with a tag that does what
 * such a tag does (sets its cookie, marks that it ran), so the log shows exactly what was loaded.
 */
async function standInVendors(context: BrowserContext) {
  await context.route(STATISTICS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "document.cookie='_ga=GA1.1.e2e; path=/'; (window.__tags = window.__tags || []).push('statistics');" }),
  );
  await context.route(MARKETING, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "document.cookie='_fbp=fb.1.e2e; path=/'; (window.__tags = window.__tags || []).push('marketing');" }),
  );
}

/** Every request the page makes, for the log assertions. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

const ADMIN = { email: 'admin@lux.example', password: 'Admin-Demo-2026!' };

/** The consent id the site's server keeps in its HttpOnly cookie. */
async function consentId(context: BrowserContext): Promise<string> {
  // Set by the answer to the first recorded choice, which is sent in the background.
  const read = async () => (await context.cookies()).find((item) => item.name === 'lux_consent_id')?.value ?? '';
  await expect.poll(read).toMatch(/^[0-9a-f-]{36}$/);
  return read();
}

/**
 * The proof-of-consent table in the back office, filtered by this visitor's consent id: the actions it
 * lists, newest first. Signs in as the admin in a separate context (the visitor's own stays untouched).
 */
async function recordedActions(page: Page, id: string): Promise<string[]> {
  const admin = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const tab = await admin.newPage();
    await tab.goto(`/admin/consents?consent=${id}`);
    await expect(tab.getByRole('heading', { level: 1, name: 'כניסה לחשבון' })).toBeVisible();
    await tab.getByLabel('כתובת דוא״ל').fill(ADMIN.email);
    await tab.getByLabel('סיסמה').fill(ADMIN.password);
    await tab.keyboard.press('Enter');
    const table = tab.getByRole('grid');
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    return (await rows.allInnerTexts()).slice(1);
  } finally {
    await admin.close();
  }
}

const trackingRequests = (log: readonly string[]) => log.filter((url) => TRACKING.some((pattern) => pattern.test(url)));
const nonObligatoryCookies = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => !OBLIGATORY_COOKIES.includes(name));

async function banner(page: Page, name = 'עוגיות ופרטיות') {
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  return region;
}

test.describe('consent (basic strategy)', () => {
  test('a first visit loads no tag and sets no cookie; the banner is accessible; "reject" keeps it so across pages', async ({ page, context, consoleErrors }) => {
    await standInVendors(context);
    const log = requestLog(page);
    await page.goto('/');
    await waitForHydration(page);
    const region = await banner(page);
    // Focus moved into the banner; reject is a button exactly like accept.
    await expect(region).toBeFocused();
    await expectNoAxeViolations(page);
    expect(trackingRequests(log)).toEqual([]);
    expect(await nonObligatoryCookies(context)).toEqual([]);
    // Consent Mode v2 defaults were in the head before anything else.
    const consentDefault = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).find((entry) => entry[0] === 'consent'),
    );
    expect(consentDefault).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })]);

    await region.getByRole('button', { name: 'דחיית הכול' }).click();
    await expect(page.getByRole('region', { name: 'עוגיות ופרטיות' })).toHaveCount(0);
    // Across a client-side navigation and a full reload: still nothing, and no banner.
    await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link').first().click();
    await page.waitForLoadState('networkidle');
    await page.goto('/offers');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'עוגיות ופרטיות' })).toHaveCount(0);
    expect(trackingRequests(log)).toEqual([]);
    expect(await nonObligatoryCookies(context)).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lux_consent_id')?.httpOnly).toBe(true);
    // The choice is on the server, as proof.
    const rows = await recordedActions(page, await consentId(context));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('דחיית הכול');
    expect(consoleErrors).toEqual([]);
  });

  test('English banner and preferences are axe-clean; nothing is pre-ticked; Escape closes the preferences and focus returns', async ({ page, context }) => {
    await standInVendors(context);
    await page.goto('/en');
    await waitForHydration(page);
    const region = await banner(page, 'Cookies and privacy');
    await expectNoAxeViolations(page);
    const customise = region.getByRole('button', { name: 'Customise' });
    await customise.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    for (const name of ['Preferences', 'Statistics', 'Marketing', 'Unclassified']) {
      await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await expect(dialog.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toBeVisible();
  });

  test('"statistics only" loads only the statistics tag, on every page; withdrawing stops it and removes its cookie', async ({ page, context, consoleErrors }) => {
    await standInVendors(context);
    const log = requestLog(page);
    await page.goto('/');
    await waitForHydration(page);
    const region = await banner(page);
    await region.getByRole('button', { name: 'התאמה אישית' }).click();
    const dialog = page.getByRole('dialog', { name: 'הגדרות עוגיות' });
    // From the keyboard, as the preferences must allow.
    const statistics = dialog.getByRole('checkbox', { name: 'סטטיסטיקה' });
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect(statistics).toBeChecked();
    await dialog.getByRole('button', { name: 'שמירת הבחירה' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => trackingRequests(log).filter((url) => STATISTICS.test(url)).length).toBeGreaterThan(0);
    expect(trackingRequests(log).filter((url) => MARKETING.test(url))).toEqual([]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tags?: string[] }).__tags)).toEqual(['statistics']);
    await expect.poll(() => nonObligatoryCookies(context)).toEqual(['_ga']);
    // Consent Mode heard the choice.
    const update = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'consent' && entry[1] === 'update').at(-1),
    );
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

    // Another page, loaded afresh: the statistics tag again, the marketing one still not.
    await page.goto('/offers');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tags?: string[] }).__tags)).toEqual(['statistics']);
    expect(trackingRequests(log).filter((url) => MARKETING.test(url))).toEqual([]);

    // Withdraw from the footer link: the page reloads without the tag and its cookie is gone; the withdrawal
    // is a refusal from now on, so no banner asks again.
    await page.getByRole('button', { name: 'הגדרות עוגיות' }).click();
    const preferences = page.getByRole('dialog', { name: 'הגדרות עוגיות' });
    await expect(preferences.getByRole('checkbox', { name: 'סטטיסטיקה' })).toBeChecked();
    const before = trackingRequests(log).length;
    await Promise.all([page.waitForEvent('load'), preferences.getByRole('button', { name: 'ביטול ההסכמה' }).click()]);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'עוגיות ופרטיות' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __tags?: string[] }).__tags ?? [])).toEqual([]);
    expect(await nonObligatoryCookies(context)).toEqual([]);
    await page.goto('/');
    await waitForHydration(page);
    expect(trackingRequests(log).length).toBe(before);
    // Both the choice and its withdrawal are on the server, newest first.
    const rows = await recordedActions(page, await consentId(context));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('ביטול הסכמה');
    expect(rows[1]).toContain('שמירת בחירה');
    expect(rows[1]).toContain(STATISTICS_LABEL);
    expect(consoleErrors).toEqual([]);
  });

  test('"accept all" loads both tags; the campaign cookie is written only then', async ({ page, context }) => {
    await standInVendors(context);
    const log = requestLog(page);
    await page.goto('/?utm_source=newsletter&utm_campaign=winter&gclid=abc');
    await waitForHydration(page);
    expect(await nonObligatoryCookies(context)).toEqual([]);
    await (await banner(page)).getByRole('button', { name: 'אישור הכול' }).click();
    await expect.poll(() => trackingRequests(log).filter((url) => MARKETING.test(url)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await nonObligatoryCookies(context)).sort()).toEqual(['_fbp', '_ga', 'campaign']);
    const campaign = (await context.cookies()).find((cookie) => cookie.name === 'campaign');
    expect(JSON.parse(decodeURIComponent(campaign?.value ?? '{}'))).toEqual({ utm_source: 'newsletter', utm_campaign: 'winter', gclid: 'abc' });
    const rows = await recordedActions(page, await consentId(context));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('אישור הכול');
  });
});

test.describe('analytics data layer', () => {
  const events = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object' && 'event' in entry),
    );

  test('page views, a header-nav click, an outbound click and a stock filter land in window.dataLayer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await (await banner(page)).getByRole('button', { name: 'דחיית הכול' }).click();
    expect((await events(page)).find((event) => event['event'] === 'page_view')).toMatchObject({ page_path: '/', page_category: 'dx_other' });

    // Outbound: a footer social link (the navigation itself is stopped, the push happens first).
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: /פייסבוק/ }).first().click();
    const afterOutbound = await events(page);
    expect(afterOutbound).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'footer_nav_click', link_url: expect.stringContaining('facebook.com') }),
        expect.objectContaining({ event: 'outbound_link_click', link_domain: 'www.facebook.com' }),
      ]),
    );

    // A header navigation link: the event, then the next page's page_view in the same document.
    const link = page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'דיסקברי', exact: true });
    const linkText = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(/\/models\/discovery$/);
    await expect.poll(async () => (await events(page)).filter((event) => event['event'] === 'page_view').map((event) => event['page_path'])).toEqual([
      '/',
      '/models/discovery',
    ]);
    expect(await events(page)).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'header_nav_click', link_text: linkText })]));

    // The stock locator: a model filter.
    await page.goto('/stock');
    await waitForHydration(page);
    const filter = page.getByRole('group', { name: 'דגם' }).getByRole('checkbox').first();
    await filter.check();
    await expect
      .poll(async () => (await events(page)).find((event) => event['event'] === 'stock_filter_change'))
      .toMatchObject({ filter_name: 'models', affiliation: 'sl-nvl', source: 'NVL' });
    expect((await events(page)).find((event) => event['event'] === 'page_view')).toMatchObject({ page_category: 'plp' });
  });
});
