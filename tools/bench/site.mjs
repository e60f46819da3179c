// Site benchmark: boots the production builds (API on a fresh, seeded PGlite; the site), then measures
//   - time from process start to the first served page,
//   - first-load JS of each page (KB gzip, everything the document loads or preloads),
//   - throughput with autocannon (50 connections, 10 s): each page from the page cache, the same bytes as a
//     static file from the same server (the ratio of the two), and rendered afresh (a second site with
//     PAGE_CACHE=off), with p99 (issue 16, ADR 030),
//   - RSS of the API and the site at idle,
//   - Lighthouse mobile scores (median of --runs), with LCP, TBT and CLS,
//   - and the same page without JavaScript (its server-rendered HTML with every script and module preload taken
//     out, served as a file by the same server, same CSS and fonts): the floor this host puts under TBT and
//     CLS, so what the page's scripts add is its TBT minus the floor (`--no-floor` skips it).
// Usage: node tools/bench/site.mjs [--runs 5] [--paths /,/models/defender,/stock,@showroom,/compare] [--no-build]
//   [--no-lighthouse] [--no-floor] [--connections 50] [--seconds 10]
//   [--cpu-slowdown 4|auto] (auto: calibrated to this host's benchmarkIndex, see calibratedSlowdown)
//   A path `@showroom` stands for the showroom page of the first seeded vehicle (its canonical URL);
//   `@checkout` for the order-online checkout as a buyer reaches it (each Lighthouse run first walks the
//   steps of its own car in the same Chrome: tools/bench/checkout-journey.mjs).
// Results print as a table and are written to dist/bench/site.json.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstBlocksOf, firstLoadMeter, languageOf, routeIdOf } from '../budget/first-load.mjs';
import { freePort, run, startService, stopAll, waitForHttp } from '../scripts/processes.mjs';
import { orderableVehicles, walkToCheckout } from './checkout-journey.mjs';
import { withoutScripts } from './documents.mjs';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';

const mobileThrottling = lighthouseThrottling.mobileSlow4G;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  // The comment at the top of this file is the usage.
  const source = await readFile(fileURLToPath(import.meta.url), 'utf8');
  console.log(source.split('\n').filter((line) => line.startsWith('//')).map((line) => line.replace(/^\/\/ ?/, '')).join('\n').split('\nResults print')[0]);
  process.exit(0);
}
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('runs', '5'));
const paths = option('paths', '/,/models/defender,/stock,@showroom,/compare').split(',');
const seconds = Number(option('seconds', '10'));
const connections = Number(option('connections', '50'));
// Lighthouse's 4x CPU slowdown assumes a high-end desktop host (benchmarkIndex 1500-2000). `--cpu-slowdown
// auto` calibrates it to this host as Lighthouse's throttling guide prescribes (docs/throttling.md, "Calibrating
// the CPU slowdown"): the multiplier that takes this host's class to a mid-tier phone. A number sets it.
const cpuSlowdownOption = option('cpu-slowdown', '4');
/** The host's benchmarkIndex as measured before the runs (with `--cpu-slowdown auto`). */
let hostIndex = null;

if (!args.includes('--no-build')) {
  await run(path.join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', 'api', 'site', '--outputStyle=static'], { cwd: root });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'lux-bench-'));
const apiPort = await freePort();
const sitePort = await freePort();
const uncachedPort = await freePort();
// Production mode refuses the development secrets: the bench runs with its own, as a deployment would.
const clientSecret = randomBytes(32).toString('base64url');
const apiEnv = {
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  API_PORT: String(apiPort),
  LOG_LEVEL: 'warn',
  OIDC_CLIENT_SECRET: clientSecret,
  SITE_ORIGINS: `http://127.0.0.1:${sitePort}`,
  PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
  LEAD_WORKER: 'off',
};
await run('node', [path.join(root, 'apps/api/dist/seed.js')], { env: apiEnv });

const bootStarted = performance.now();
const api = startService('api', 'node', [path.join(root, 'apps/api/dist/main.js')], { env: apiEnv, quiet: true });
const siteEnv = (port, extra = {}) => ({
  quiet: true,
  env: { ...extra, NODE_ENV: 'production', PORT: String(port), CONTENT_API_URL: `http://127.0.0.1:${apiPort}/content`, MEDIA_API_URL: `http://127.0.0.1:${apiPort}/media`, STOCK_API_URL: `http://127.0.0.1:${apiPort}/stock`, FORMS_API_URL: `http://127.0.0.1:${apiPort}/forms`, ORDERS_API_URL: `http://127.0.0.1:${apiPort}/orders`, IDENTITY_API_URL: `http://127.0.0.1:${apiPort}/identity`, OIDC_ISSUER: `http://127.0.0.1:${apiPort}/identity`, OIDC_CLIENT_SECRET: clientSecret, SESSION_SECRET: randomBytes(32).toString('base64url'), COOKIE_SECURE: 'false', LOG_LEVEL: 'warn' },
});
const serverScript = path.join(root, 'apps/site/server.mjs');
const site = startService('site', 'node', [serverScript], siteEnv(sitePort));
// The same site rendering every request afresh: what a miss costs.
const uncachedSite = startService('site-uncached', 'node', [serverScript], siteEnv(uncachedPort, { PAGE_CACHE: 'off' }));
const base = `http://127.0.0.1:${sitePort}`;
const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
// The static baseline: each page's own bytes as a file the same server serves (express.static, compressed).
const staticDir = path.join(root, 'apps/site/build/client');
const staticFiles = [];
const results = { date: new Date().toISOString(), node: process.version, pages: {} };

try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { child: api });
  await waitForHttp(`${base}/`, { child: site, timeoutMs: 60_000 });
  await waitForHttp(`${uncachedBase}/healthz`, { child: uncachedSite, timeoutMs: 60_000 });
  results.bootToFirstPageMs = Math.round(performance.now() - bootStarted);

  // `@showroom`: the first vehicle's showroom page, at the canonical address the site redirects to.
  for (const [index, pagePath] of paths.entries()) {
    if (pagePath !== '@showroom') continue;
    const listing = await (await fetch(`http://127.0.0.1:${apiPort}/stock/public_api/listing/lux-il?items=1`)).json();
    const id = listing?.data?.[0]?.id;
    const response = await fetch(`${base}/showroom/vehicle-${id}`, { redirect: 'manual' });
    paths[index] = response.headers.get('location') ?? `/showroom/vehicle-${id}`;
  }

  // `@checkout`: the checkout as a buyer reaches it — each Lighthouse run first walks the order steps of a
  // car no earlier run has held, in the same Chrome, and the page is measured with that journey stored.
  const buyers = paths.includes('@checkout') ? await orderableVehicles(`http://127.0.0.1:${apiPort}`, 'lux-il', runs + 1) : [];
  const served = (pagePath) => (pagePath === '@checkout' ? `/showroom-order-online/checkout?vehicle=${buyers[0]}` : pagePath);

  for (const pagePath of paths) {
    const url = `${base}${served(pagePath)}`;
    results.pages[pagePath] = { firstLoadJsKbGzip: await firstLoadJs(url) };
    // The checkout is personal (never cached): only its render is measured.
    if (pagePath === '@checkout') {
      results.pages[pagePath].uncached = await throughput(`${uncachedBase}${served(pagePath)}`);
      continue;
    }
    const html = await (await fetch(url)).text();
    const staticName = `bench-static-${randomBytes(6).toString('hex')}.html`;
    await writeFile(path.join(staticDir, staticName), html);
    staticFiles.push(path.join(staticDir, staticName));
    // The floor: the same document without its scripts (inline ones, module scripts and their preloads).
    const noJsName = `bench-nojs-${randomBytes(6).toString('hex')}.html`;
    await writeFile(path.join(staticDir, noJsName), withoutScripts(html));
    staticFiles.push(path.join(staticDir, noJsName));
    results.pages[pagePath].withoutJsPath = `/${noJsName}`;
    const cached = await throughput(url);
    const staticFile = await throughput(`${base}/${staticName}`);
    const uncached = await throughput(`${uncachedBase}${served(pagePath)}`);
    results.pages[pagePath] = {
      ...results.pages[pagePath],
      cached,
      staticFile,
      cachedToStaticRatio: Math.round((cached.requestsPerSecond / staticFile.requestsPerSecond) * 100) / 100,
      uncached,
    };
  }

  await new Promise((resolve) => setTimeout(resolve, 5_000));
  results.idleRssMb = { api: await rssMb(api.pid), site: await rssMb(site.pid) };

  if (!args.includes('--no-lighthouse')) {
    for (const pagePath of paths) {
      const prepare = pagePath === '@checkout' ? (chrome, run) => buyTo(chrome, buyers[run + 1]) : null;
      results.pages[pagePath].lighthouse = await lighthouseMedian(`${base}${served(pagePath)}`, runs, prepare);
      const floorPath = results.pages[pagePath].withoutJsPath;
      if (floorPath && !args.includes('--no-floor')) results.pages[pagePath].lighthouseWithoutJs = await lighthouseMedian(`${base}${floorPath}`, runs);
    }
  }
} finally {
  await stopAll([api, site, uncachedSite]);
  for (const file of staticFiles) await rm(file, { force: true });
  await rm(dataDir, { recursive: true, force: true });
}

await mkdir(path.join(root, 'dist/bench'), { recursive: true });
await writeFile(path.join(root, 'dist/bench/site.json'), JSON.stringify(results, null, 2));
print(results);

/**
 * First-load JS of the page as the budget check counts it (tools/budget/first-load.mjs, ADR 031): the client
 * entry, the matched routes' modules and their static imports, the chunks of the page's first blocks and its
 * language's strings, gzip.
 */
async function firstLoadJs(url) {
  const response = await fetch(url);
  const html = await response.text();
  // Read the build once (a property, not a module `let`: the bench's top level calls this before it would be set).
  firstLoadJs.meter ??= await firstLoadMeter({ clientDir: path.join(root, 'apps/site/build/client'), registryDir: path.join(root, 'libs/blocks/src/registry') });
  const route = routeIdOf(firstLoadJs.meter.routeManifest, new URL(response.url).pathname);
  const { bytes, files } = await firstLoadJs.meter.measure({ route, blocks: firstBlocksOf(html), language: languageOf(html) });
  return { kb: Math.round(bytes / 102.4) / 10, files };
}

/**
 * autocannon: `connections` keep-alive clients for `seconds` (after a warm-up), gzip accepted like a browser;
 * requests/s, latency percentiles and non-2xx answers.
 */
async function throughput(url) {
  const { default: autocannon } = await import('autocannon');
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/**
 * The multiplier from the host's class to a mid-tier phone, per the table of Lighthouse's throttling guide:
 * high-end desktop (≥ 1500) 4x, low-end desktop (1000-1500) and high-end mobile (800-1000) 2x, slower 1x.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/** Lighthouse's benchmarkIndex of this host (its page function, in the launched Chrome), median of 7 runs. */
async function hostBenchmarkIndex(chrome) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  try {
    const values = [];
    for (let i = 0; i < 7; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    values.sort((a, b) => a - b);
    hostIndex = Math.round(values[3]);
    return hostIndex;
  } finally {
    await page.close();
  }
}

/** Walks the order steps of `vehicleId` in the launched Chrome; the checkout's address to measure. */
async function buyTo(chrome, vehicleId) {
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  try {
    return `${base}${await walkToCheckout(page, base, vehicleId)}`;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's default mobile profile (Moto G Power, slow 4G, 4× CPU), Debian's Chromium, median of runs.
 * With `prepare`, each run first readies the page in the same Chrome (its storage kept for Lighthouse).
 */
async function lighthouseMedian(url, count, prepare = null) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const samples = [];
  let slowdown = cpuSlowdownOption === 'auto' ? null : Number(cpuSlowdownOption);
  for (let i = 0; i < count; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      // The host is measured once, before the first run, with Lighthouse's own benchmark (median of 7).
      slowdown ??= calibratedSlowdown(await hostBenchmarkIndex(chrome));
      const target = prepare ? await prepare(chrome, i) : url;
      const result = await lighthouse(target, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: prepare !== null,
        throttling: { ...mobileThrottling, cpuSlowdownMultiplier: slowdown },
      });
      const lhr = result.lhr;
      // The last run's whole report, for a closer look (main-thread work, long tasks, the filmstrip).
      await mkdir(path.join(root, 'dist/bench'), { recursive: true });
      await writeFile(path.join(root, `dist/bench/lighthouse-${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^\w]+/g, '_').replace(/^_|_$/g, '').slice(0, 80) || 'home'}.json`), JSON.stringify(lhr));
      samples.push({
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        // Which element was the LCP (the consent banner must never be, issue 12).
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  // A run Lighthouse could not finish (a metric it reports as an error) is counted and left out.
  const complete = samples.filter((s) => ['performance', 'lcpMs', 'tbtMs', 'cls'].every((key) => Number.isFinite(s[key])));
  const median = (key) => {
    const values = complete.map((s) => s[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return {
    runs: count,
    incompleteRuns: count - complete.length,
    benchmarkIndex: median('benchmarkIndex'),
    cpuSlowdown: slowdown,
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
    lcpElements: [...new Set(samples.map((s) => s.lcpElement).filter(Boolean))],
  };
}

function print(r) {
  console.log(`\nSite benchmark (${r.node}, ${r.date})`);
  console.log(`boot to first page: ${r.bootToFirstPageMs} ms; idle RSS: api ${r.idleRssMb?.api} MB, site ${r.idleRssMb?.site} MB`);
  for (const [pagePath, page] of Object.entries(r.pages)) {
    const lh = page.lighthouse;
    console.log(`\n${pagePath}`);
    console.log(`  first-load JS: ${page.firstLoadJsKbGzip.kb} KB gzip in ${page.firstLoadJsKbGzip.files} files`);
    const line = (t) => `${t.requestsPerSecond} req/s, p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms${t.non2xx || t.errors ? `, non-2xx ${t.non2xx}, errors ${t.errors}` : ''}`;
    if (page.cached) {
      console.log(`  cached (${connections} connections): ${line(page.cached)}`);
      console.log(`  same bytes as a static file: ${line(page.staticFile)} → cached/static ${page.cachedToStaticRatio}`);
    }
    console.log(`  uncached SSR: ${line(page.uncached)}`);
    if (lh) {
      console.log(`  Lighthouse mobile (median of ${lh.runs - lh.incompleteRuns}${lh.incompleteRuns ? `; ${lh.incompleteRuns} incomplete runs left out` : ''}): performance ${lh.performance}, accessibility ${lh.accessibility}, best practices ${lh.bestPractices}, SEO ${lh.seo}`);
      console.log(`  host benchmarkIndex ${lh.benchmarkIndex}${hostIndex ? ` (before the runs: ${hostIndex})` : ''}, CPU slowdown ${lh.cpuSlowdown}x${cpuSlowdownOption === 'auto' ? ' (calibrated to this host)' : ''}`);
      console.log(`  LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}${lh.failingAudits.length ? `; failing: ${lh.failingAudits.join(', ')}` : ''}`);
      if (lh.lcpElements.length) console.log(`  LCP element: ${lh.lcpElements.join(' | ')}`);
      const floor = page.lighthouseWithoutJs;
      if (floor) {
        console.log(`  the same page without JS (floor): performance ${floor.performance}, LCP ${floor.lcpMs} ms, TBT ${floor.tbtMs} ms, CLS ${floor.cls}`);
        console.log(`  → the page's scripts add ${lh.tbtMs - floor.tbtMs} ms of TBT and ${Math.round((lh.cls - floor.cls) * 1000) / 1000} of CLS`);
      }
    }
  }
}
