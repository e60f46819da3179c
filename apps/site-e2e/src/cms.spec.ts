import sharp from 'sharp';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { CONSENT_DECIDED_STATE } from '../global-setup';

// The editor (issue 14, ADR 027): a seeded editor builds a page from the catalogue, watches the live preview,
// publishes, rolls back and schedules it; two editors on one page get a conflict and lose nothing.
const EDITOR = { email: 'editor@lux.example', password: 'Editor-Demo-2026!' };
const VIEWER = { email: 'viewer@lux.example', password: 'Viewer-Demo-2026!' };
// Names of this attempt's own: a retry (CI retries once; serial tests are retried as a group) runs in a
// new worker and builds its folder and page afresh next to the ones the failed attempt left.
const RUN = process.env.TEST_WORKER_INDEX ?? '0';
const FOLDER = { slug: `e2e-launches-${RUN}`, title: `השקות (${RUN})` };
const PAGE = { slug: 'summer-2027', title: `השקת קיץ (${RUN})`, path: `/e2e-launches-${RUN}/summer-2027` };
const FIRST_HEADING = 'גלגלים חדשים לקיץ';
const SECOND_HEADING = 'גרסה שנייה של הכותרת';

const siteOrigin = () => new URL(process.env.E2E_BASE_URL ?? '').origin;
const apiOrigin = () => new URL(process.env.E2E_API_URL ?? '').origin;

async function signIn(page: Page, user: { email: string; password: string }, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await expect(page.getByRole('heading', { level: 1, name: 'כניסה לחשבון' })).toBeVisible();
  await page.getByLabel('כתובת דוא״ל').fill(user.email);
  await page.getByLabel('סיסמה').fill(user.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin === siteOrigin());
  await waitForHydration(page);
}

/** A react-aria Select: open it and choose the option. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The form of a block card, by its title ("2. Sign post"). */
const blockRegion = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Fills the schedule's date-time segments (Asia/Jerusalem, as the editor shows it) with a moment from now. */
async function setScheduleTime(page: Page, at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const group = page.getByRole('group', { name: 'מועד' });
  for (const type of ['day', 'month', 'year', 'hour', 'minute', 'second'] as const) {
    const segment = group.locator(`[data-type="${type}"]`);
    await segment.focus();
    await page.keyboard.type(parts[type]!);
  }
}

async function newEditorContext(browser: Browser) {
  const context = await browser.newContext({ storageState: CONSENT_DECIDED_STATE, baseURL: siteOrigin() });
  const page = await context.newPage();
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test('cms: a viewer cannot open the editor', async ({ page }) => {
  await signIn(page, VIEWER, '/cms');
  await expect(page).toHaveURL(/\/no-access$/);
});

test('cms: build a page with an uploaded image and a form, preview it, publish, roll back, schedule it off the site', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(300_000);
  await signIn(page, EDITOR, '/cms/media');
  await expect(page).toHaveURL(/\/cms\/media$/);

  // The media library: an image made in the test, uploaded, given alt text in both languages.
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 12, g: 80, b: 60 } } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'e2e-summer.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('e2e-summer.png הועלתה')).toBeVisible();
  const details = page.getByRole('region', { name: /פרטי התמונה/ });
  await expect(details).toBeVisible();
  await details.getByLabel('טקסט חלופי (עברית)').fill('רכב ירוק על רקע הרים');
  await details.getByLabel('טקסט חלופי (אנגלית)').fill('A green car against mountains');
  await details.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('התמונה עודכנה')).toBeVisible();
  await expect(details.getByText('לא בשימוש')).toBeVisible();
  await expectNoAxeViolations(page);

  // A folder, then a page under it: the editor opens on the new page.
  await page.goto('/cms');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'תיקייה חדשה' }).click();
  let dialog = page.getByRole('dialog', { name: 'תיקייה חדשה' });
  await dialog.getByLabel(/כתובת \(slug\)/).fill(FOLDER.slug);
  await dialog.getByLabel(/^כותרת/).fill(FOLDER.title);
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByRole('list', { name: 'עץ העמודים' }).getByText(FOLDER.title, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'עמוד חדש' }).click();
  dialog = page.getByRole('dialog', { name: 'עמוד חדש' });
  await choose(page, dialog, 'מיקום בעץ', `/${FOLDER.slug}`);
  await dialog.getByLabel(/כתובת \(slug\)/).fill(PAGE.slug);
  await dialog.getByLabel(/^כותרת/).fill(PAGE.title);
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await page.waitForURL(/\/cms\/pages\/\d+$/);
  await waitForHydration(page);
  const editorUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: PAGE.title })).toBeVisible();

  // A hero, a sign post with Hebrew text and the uploaded image, and a form block.
  const addBlock = async (name: string) => {
    await page.getByRole('button', { name: 'הוספת בלוק' }).click();
    await page.getByRole('dialog', { name: 'בחירת בלוק מהקטלוג' }).getByRole('button', { name, exact: true }).click();
  };
  await addBlock('באנר פתיחה');
  const hero = blockRegion(page, '1. באנר פתיחה');
  await hero.getByRole('textbox', { name: 'כותרת', exact: true }).fill('קיץ 2027');

  await addBlock('שלט הכוונה');
  const signPost = blockRegion(page, '2. שלט הכוונה');
  await signPost.getByRole('textbox', { name: 'כותרת', exact: true }).fill(FIRST_HEADING);
  await signPost.getByRole('textbox', { name: 'פסקה', exact: true }).fill('<p>טקסט בעברית על ההשקה של הקיץ.</p>');
  await signPost.getByRole('button', { name: 'בחירת תמונה' }).click();
  const picker = page.getByRole('dialog', { name: 'בחירת תמונה מהספרייה' });
  await picker.getByRole('button', { name: /e2e-summer\.png/ }).click();
  await expect(picker).toBeHidden();

  await addBlock('טופס פנייה');
  const form = blockRegion(page, '3. טופס פנייה');
  await form.getByRole('textbox', { name: 'מזהה טופס', exact: true }).fill('1');

  // The live preview renders the unsaved draft with the site's own page code.
  const preview = page.frameLocator('iframe[title="תצוגה מקדימה של הטיוטה"]');
  await expect(preview.getByText(FIRST_HEADING)).toBeVisible({ timeout: 15_000 });
  const typedAt = Date.now();
  await signPost.getByRole('textbox', { name: 'כותרת', exact: true }).fill(`${FIRST_HEADING}!`);
  await expect(preview.getByText(`${FIRST_HEADING}!`)).toBeVisible({ timeout: 15_000 });
  test.info().annotations.push({ type: 'preview update (ms)', description: String(Date.now() - typedAt) });
  await signPost.getByRole('textbox', { name: 'כותרת', exact: true }).fill(FIRST_HEADING);
  await expect(preview.getByText(FIRST_HEADING, { exact: true })).toBeVisible({ timeout: 15_000 });
  // A click on a block in the preview opens and focuses its form in the editor.
  await page.getByRole('button', { name: '2. שלט הכוונה', exact: true }).click();
  await expect(signPost).toBeHidden();
  await preview.getByText(FIRST_HEADING, { exact: true }).click();
  await expect(page.getByRole('button', { name: '2. שלט הכוונה', exact: true })).toBeFocused();
  await expect(signPost).toBeVisible();
  await expectNoAxeViolations(page);

  // Publish: live at its path, in the sitemap, axe clean.
  const publishedAt = Date.now();
  await page.getByRole('button', { name: 'פרסום', exact: true }).click();
  await expect(page.getByText('פורסם כגרסה 1')).toBeVisible({ timeout: 20_000 });
  // An anonymous visitor (the editor's own session would open the page even when it is off the site, B§6).
  const visitor = await browser.newContext({ storageState: CONSENT_DECIDED_STATE, baseURL: siteOrigin() });
  const publicPage = await visitor.newPage();
  const visitorScripts: string[] = [];
  publicPage.on('request', (request) => {
    if (request.resourceType() === 'script') visitorScripts.push(request.url());
  });
  await publicPage.goto(PAGE.path);
  await expect(publicPage.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
  test.info().annotations.push({ type: 'publish to live (ms)', description: String(Date.now() - publishedAt) });
  await waitForHydration(publicPage);
  await expectNoAxeViolations(publicPage);
  // The pages file of the sitemap index (ADR 032).
  const sitemap = await (await publicPage.request.get('/sitemaps/pages-1.xml')).text();
  expect(sitemap).toContain(`${siteOrigin()}${PAGE.path}`);
  // The editor toolbar is not there for the visitor, nor is its chunk loaded.
  await expect(publicPage.getByRole('complementary', { name: 'סרגל העורך' })).toHaveCount(0);
  expect(visitorScripts.filter((url) => /EditorToolbar/.test(url))).toEqual([]);
  // None of the editor's code reaches a visitor: no script of the page holds the block forms' drag and drop,
  // the editor's words, the toolbar or the preview's messages.
  await publicPage.goto('/');
  await waitForHydration(publicPage);
  for (const url of new Set(visitorScripts)) {
    const source = await (await publicPage.request.get(url)).text();
    for (const marker of ['DndDescribedBy', 'גרירת פריט', 'סרגל העורך', 'lux-preview:content', 'שמירת טיוטה']) {
      expect(source.includes(marker), `${marker} in ${url}`).toBe(false);
    }
  }
  // The editor sees it on the same page: "edit this page" and the draft's state.
  await page.goto(PAGE.path);
  await waitForHydration(page);
  const toolbar = page.getByRole('complementary', { name: 'סרגל העורך' });
  await expect(toolbar.getByRole('status')).toHaveText('מפורסם, אין שינויים בטיוטה');
  await expect(toolbar.getByRole('link', { name: 'עריכת העמוד' })).toHaveAttribute('href', new URL(editorUrl).pathname);
  await expectNoAxeViolations(page);

  // Edit again and publish version 2; then roll back to version 1.
  await page.goto(editorUrl);
  await waitForHydration(page);
  await page.getByRole('button', { name: '2. שלט הכוונה', exact: true }).click();
  await blockRegion(page, '2. שלט הכוונה').getByRole('textbox', { name: 'כותרת', exact: true }).fill(SECOND_HEADING);
  await page.getByRole('button', { name: 'פרסום', exact: true }).click();
  await expect(page.getByText('פורסם כגרסה 2')).toBeVisible({ timeout: 20_000 });
  await publicPage.goto(PAGE.path);
  await expect(publicPage.getByRole('heading', { name: SECOND_HEADING })).toBeVisible();

  await page.getByRole('tab', { name: 'גרסאות' }).click();
  await page.getByRole('button', { name: 'השוואה לטיוטה גרסה 1' }).click();
  const diff = page.getByRole('dialog', { name: /שינויים: גרסה 1/ });
  await expect(diff.locator('ins', { hasText: 'שנייה' }).first()).toBeVisible();
  await diff.getByRole('button', { name: 'סגירה' }).click();
  await page.getByRole('button', { name: 'שחזור גרסה זו גרסה 1' }).click();
  await expect(page.getByText('הגרסה שוחזרה ופורסמה כגרסה 3')).toBeVisible();
  await publicPage.goto(PAGE.path);
  await expect(publicPage.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();

  // Schedule an unpublish a few seconds ahead and see the page leave the site.
  await page.goto(editorUrl);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'תזמון' }).click();
  await setScheduleTime(page, new Date(Date.now() + 6_000));
  await page.getByRole('button', { name: 'תזמון', exact: true }).last().click();
  await expect(page.getByText('התזמון נשמר')).toBeVisible();
  await expect
    .poll(async () => (await publicPage.request.get(PAGE.path, { maxRedirects: 0 })).status(), { timeout: 30_000, intervals: [1_000] })
    .toBe(404);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'תזמון' }).click();
  await expect(page.locator('[data-schedule-state="done"]')).toHaveCount(1);
  await visitor.close();
  expect(consoleErrors).toEqual([]);
});

test('cms: two editors on one page — the second save is a conflict and keeps its text', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, EDITOR, '/cms');
  await page.getByRole('link', { name: PAGE.title }).click();
  await page.waitForURL(/\/cms\/pages\/\d+$/);
  await waitForHydration(page);
  const editorUrl = page.url();

  const other = await newEditorContext(browser);
  try {
    await signIn(other.page, EDITOR, new URL(editorUrl).pathname);
    await expect(other.page.getByRole('heading', { level: 1, name: PAGE.title })).toBeVisible();

    // The first editor saves a new meta title.
    await page.getByLabel('כותרת מטא').fill('כותרת מטא של העורך הראשון');
    await page.getByRole('button', { name: 'שמירת טיוטה' }).click();
    await expect(page.getByText('הטיוטה נשמרה')).toBeVisible();

    // The second, who opened the page before that save, writes a description and saves.
    const mine = 'תיאור שכתב העורך השני ולא יאבד';
    await other.page.getByLabel('תיאור מטא').fill(mine);
    await other.page.getByRole('button', { name: 'שמירת טיוטה' }).click();
    const alert = other.page.getByRole('alert').filter({ hasText: 'מישהו אחר שמר את העמוד בינתיים' });
    await expect(alert).toBeVisible();
    await expect(other.page.getByLabel('תיאור מטא')).toHaveValue(mine);
    await expectNoAxeViolations(other.page);

    // The second editor keeps theirs: the save goes over the first one's, with the text intact.
    await alert.getByRole('button', { name: 'שמירת הגרסה שלי מעל שלהם' }).click();
    await expect(alert).toBeHidden();
    await expect(other.page.getByRole('status').filter({ hasText: 'הטיוטה שמורה' })).toBeVisible();
    await expect(other.page.getByLabel('תיאור מטא')).toHaveValue(mine);
  } finally {
    await other.context.close();
  }
});


test('cms: metaheads are for developers — an editor is refused, a developer opens them in both languages', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, EDITOR, '/cms/metaheads');
  await expect(page).toHaveURL(/\/no-access$/);

  const developer = await newEditorContext(browser);
  try {
    await signIn(developer.page, { email: 'developer@lux.example', password: 'Developer-Demo-2026!' }, '/cms/metaheads');
    await expect(developer.page).toHaveURL(/\/cms\/metaheads$/);
    await expect(developer.page.getByRole('heading', { level: 1, name: 'תגיות מטא' })).toBeVisible();
    await expectNoAxeViolations(developer.page);
    await developer.page.goto('/en/cms/metaheads');
    await waitForHydration(developer.page);
    await expect(developer.page.getByRole('heading', { level: 1, name: 'Metaheads' })).toBeVisible();
    await expectNoAxeViolations(developer.page);
  } finally {
    await developer.context.close();
  }
});

test('cms: the editor’s screens in English pass axe and say so in English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, EDITOR, '/cms');
  await page.goto('/en/cms');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: PAGE.title }).click();
  await page.waitForURL(/\/en\/cms\/pages\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await page.getByRole('button', { name: /^1\. / }).first().click();
  await expectNoAxeViolations(page);
  await page.goto('/en/cms/media');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expectNoAxeViolations(page);
});
