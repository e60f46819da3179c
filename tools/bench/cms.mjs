// Editor benchmark (issue 14): boots the production builds as the e2e tests do (fresh seeded PGlite), signs in
// as the seeded editor in Chromium and measures
//   - preview update latency: an edit in a block's form → the text shown in the live preview frame,
//   - time to publish: the click on "publish" → the editor's confirmation, and → the page served to an
//     anonymous visitor with the new text,
// each --samples times, reported as median, p95 and max. Nothing here asserts a time: it is measured.
// Usage: node tools/bench/cms.mjs [--samples 20] [--no-build]
// Results print as a table and are written to dist/bench/cms.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { run } from '../scripts/processes.mjs';
import { consentDecidedState, startStack } from '../scripts/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const samples = Number(option('samples', '20'));

if (!args.includes('--no-build')) {
  await run(path.join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', 'api', 'site', '--outputStyle=static'], { cwd: root });
}

// The stack as the e2e suite boots it: production builds, a fresh seeded database.
const { siteUrl: site, stop } = await startStack();
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { samples: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ baseURL: site, storageState: consentDecidedState(site), viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/cms');
  await page.getByLabel('כתובת דוא״ל').fill('editor@lux.example');
  await page.getByLabel('סיסמה').fill('Editor-Demo-2026!');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin === new URL(site).origin && url.pathname === '/cms');
  const hydrated = () => page.waitForFunction(() => window.__reactRouterRouteModules !== undefined);
  await hydrated();

  // A page of its own, with one block whose heading the samples change.
  await page.getByRole('button', { name: 'עמוד חדש' }).click();
  const dialog = page.getByRole('dialog', { name: 'עמוד חדש' });
  await dialog.getByLabel(/כתובת \(slug\)/).fill('bench-page');
  await dialog.getByLabel(/^כותרת/).fill('עמוד מדידה');
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await page.waitForURL(/\/cms\/pages\/\d+$/);
  await hydrated();
  await page.getByRole('button', { name: 'הוספת בלוק' }).click();
  const picker = page.getByRole('dialog', { name: 'בחירת בלוק מהקטלוג' });
  await picker.getByRole('searchbox').fill('sign-post');
  await picker.getByRole('list').getByRole('button').first().click();
  const heading = page.getByRole('region', { name: /^1\. / }).getByRole('textbox', { name: /^(Heading|כותרת)$/ });
  const preview = page.frameLocator('iframe[data-testid="cms-preview"]');

  const previewTimes = [];
  for (let index = 0; index < samples; index++) {
    const text = `מדידה ${index} ${Date.now()}`;
    const started = performance.now();
    await heading.fill(text);
    await preview.getByText(text).waitFor({ state: 'visible', timeout: 30_000 });
    previewTimes.push(performance.now() - started);
  }

  const confirmTimes = [];
  const liveTimes = [];
  const publishes = Math.max(3, Math.ceil(samples / 2));
  for (let index = 0; index < publishes; index++) {
    const text = `פרסום ${index} ${Date.now()}`;
    await heading.fill(text);
    const started = performance.now();
    await page.getByRole('button', { name: 'פרסום', exact: true }).click();
    await page.getByText(`פורסם כגרסה ${index + 1}`).waitFor({ timeout: 30_000 });
    confirmTimes.push(performance.now() - started);
    for (;;) {
      const html = await (await fetch(`${site}/bench-page`)).text();
      if (html.includes(text)) break;
      if (performance.now() - started > 30_000) throw new Error('the published text never reached the public page');
    }
    liveTimes.push(performance.now() - started);
  }

  const results = {
    at: new Date().toISOString(),
    preview_update_ms: stats(previewTimes),
    publish_confirmed_ms: stats(confirmTimes),
    publish_live_ms: stats(liveTimes),
  };
  console.table(
    Object.fromEntries(
      Object.entries(results)
        .filter(([, value]) => typeof value === 'object')
        .map(([name, value]) => [name, Object.fromEntries(Object.entries(value).map(([key, number]) => [key, Math.round(number)]))]),
    ),
  );
  await mkdir(path.join(root, 'dist/bench'), { recursive: true });
  await writeFile(path.join(root, 'dist/bench/cms.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
  await stop();
}
