// Stock-search benchmark (issue 4 item 6). For each database (embedded PGlite, a throwaway PostgreSQL
// server): a fresh database, the API's migrate + seed, --count generated vehicles (tools/stock/generate.mjs),
// the built API (apps/api/dist/main.js) on a free port, a warm-up, then --requests seeded random listing
// requests over HTTP — filters (model, brand, state, status, price, year, mileage, power, fuel, gearbox,
// colour family and exact colour, retailer, financing, seats), the nine sorts, pages and 1–12 items, every
// one with facet counts. Reports p50/p95/p99/max latency, errors (any non-2xx),
// requests/s and the API's RSS holding the vehicles; then, with the API stopped, EXPLAIN (ANALYZE) of the
// exact SQL the stock repository runs for the hot filters, failing when one scans the vehicles table.
//
// Usage: node tools/bench/stock.mjs [--db pglite|postgres|both] [--count 100000] [--requests 1000]
//          [--clients 4] [--warmup 100] [--seed 1] [--no-build] [--cpu-prof] [--holds] [--holds-per-second 10]
// Latency (the targets) is measured with one client, request after request; the same requests are then
// sent again from --clients concurrent clients for throughput (PGlite serialises them on one connection).
// --holds (issue 13): the API runs in a process of this script (the app from source, through tsx) that also
// takes and releases --holds-per-second holds a second as the orders service does (ADR 026 §1: one
// transaction that sets lux.stock_status_only, inserts or deletes the vehicle_holds row and sets the car's
// status), sharing the API's database handle — PGlite allows one process. The same requests are measured
// without, then with that traffic; the search patches its index in place (ADR 017 addendum), so the
// stock version must not move and p95 must stay within the targets.
// Writes tmp/bench-stock.json and prints a table. Exit code 1 when a target is missed or a hot query
// scans the vehicles table. PostgreSQL comes from tools/scripts/with-postgres.mjs (installed on demand).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, run, startService, stopAll, waitForHttp } from '../scripts/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const count = Number(option('count', '100000'));
const requests = Number(option('requests', '1000'));
const clients = Number(option('clients', '4'));
const warmup = Number(option('warmup', '100'));
const seed = Number(option('seed', '1'));
const dbChoice = option('db', 'both');
const inner = args.includes('--inner');
const holdsPerSecond = args.includes('--holds') || args.includes('--holds-per-second') ? Number(option('holds-per-second', '10')) : 0;
/** How long each bench hold lasts before it is released (so takes and releases run at the same rate). */
const HOLD_MS = 2000;
const LISTING = 'lux-il';
/** Issue 4 targets: p95 per database, and no errors. */
const TARGET_P95_MS = { postgres: 20, pglite: 40 };
const REQUEST_TIMEOUT_MS = 30_000;
const SORTS = ['createdAtDesc', 'createdAtAsc', 'priceAsc', 'priceDesc', 'mileageAsc', 'mileageDesc', 'productionYearAsc', 'productionYearDesc', 'status'];

if (!['pglite', 'postgres', 'both'].includes(dbChoice)) fail(`--db must be pglite, postgres or both (got ${dbChoice})`);
for (const [name, value] of [['count', count], ['requests', requests], ['clients', clients], ['warmup', warmup], ['seed', seed], ['holds-per-second', holdsPerSecond]])
  if (!Number.isSafeInteger(value) || value < 0) fail(`--${name} needs a whole number`);

if (args.includes('--serve')) {
  // Child mode (--holds): the API plus the hold traffic, controlled by the bench over IPC.
  await serveWithHolds();
} else {
  await main();
}

async function main() {

if (inner) {
  // Child mode, inside with-postgres.mjs: DATABASE_URL points at the throwaway server.
  const result = await benchOne('postgres', { DATABASE_URL: process.env.DATABASE_URL ?? fail('DATABASE_URL is not set') });
  await writeFile(option('out', null) ?? fail('--out is required'), JSON.stringify(result));
  process.exit(0);
}

if (!args.includes('--no-build')) {
  await run(path.join(root, 'node_modules/.bin/nx'), ['run', 'api:build', '--outputStyle=static'], { cwd: root });
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  settings: { count, requests, clients, warmup, seed, listing: LISTING, holdsPerSecond },
  targets: { p95Ms: TARGET_P95_MS, errors: 0 },
  runs: {},
};
if (dbChoice !== 'postgres') results.runs.pglite = await benchPglite();
if (dbChoice !== 'pglite') results.runs.postgres = await benchPostgres();
results.loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
results.passed = Object.values(results.runs).every((r) => r.passed);

await mkdir(path.join(root, 'tmp'), { recursive: true });
await writeFile(path.join(root, 'tmp/bench-stock.json'), `${JSON.stringify(results, null, 2)}\n`);
print(results);
process.exit(results.passed ? 0 : 1);
}

// ---------------------------------------------------------------------------------------------------------

function fail(message) {
  console.error(`[bench:stock] ${message}`);
  process.exit(2);
}

function log(message) {
  console.error(`[bench:stock] ${message}`);
}

async function benchPglite() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lux-bench-stock-'));
  try {
    return await benchOne('pglite', { PGLITE_DIR: path.join(dir, 'pglite') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs this script again inside with-postgres.mjs (a fresh server on a free port, removed afterwards). */
async function benchPostgres() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lux-bench-stock-'));
  const out = path.join(dir, 'postgres.json');
  const passOn = [
    ...['--count', String(count), '--requests', String(requests), '--clients', String(clients), '--warmup', String(warmup), '--seed', String(seed)],
    ...(args.includes('--cpu-prof') ? ['--cpu-prof'] : []),
    ...(holdsPerSecond > 0 ? ['--holds-per-second', String(holdsPerSecond)] : []),
  ];
  try {
    const code = await new Promise((resolve, reject) => {
      const child = spawn('node', [path.join(root, 'tools/scripts/with-postgres.mjs'), 'node', fileURLToPath(import.meta.url), '--inner', '--out', out, ...passOn], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('error', reject);
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal));
    });
    if (code !== 0) throw new Error(`the PostgreSQL run failed (exit ${code})`);
    return JSON.parse(await readFile(out, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Seed, generate, serve, measure, then EXPLAIN with the API stopped (PGlite allows one process). */
async function benchOne(driver, dbEnv) {
  const env = { ...dbEnv, LOG_LEVEL: 'warn' };
  const result = { driver };
  log(`${driver}: migrate and seed`);
  let started = performance.now();
  await run('node', [path.join(root, 'apps/api/dist/seed.js')], { env, cwd: root });
  result.seedSeconds = seconds(started);

  log(`${driver}: generating ${count} vehicles`);
  started = performance.now();
  await run('node', [path.join(root, 'tools/stock/generate.mjs'), '--count', String(count)], { env, cwd: root });
  result.generateSeconds = seconds(started);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}/stock/public_api/listing/${LISTING}`;
  // --cpu-prof: a V8 CPU profile of the API per database, in tmp/bench-stock-profiles (open in Chrome DevTools).
  const profile = args.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'tmp/bench-stock-profiles')}`, `--cpu-prof-name=api-${driver}.cpuprofile`] : [];
  const api =
    holdsPerSecond > 0
      ? startWithIpc(`api ${driver}`, [...profile, fileURLToPath(import.meta.url), '--serve'], { env: { ...env, API_PORT: String(port) } })
      : startService(`api ${driver}`, 'node', [...profile, path.join(root, 'apps/api/dist/main.js')], { env: { ...env, API_PORT: String(port) }, cwd: root });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, { child: api, timeoutMs: 120_000 });
    result.rssAtStartMb = await rss(api.pid);

    // The first listing request: cold caches. Its facets and ranges are the values the random requests use.
    started = performance.now();
    const first = await fetch(`${base}?items=12`, { signal: AbortSignal.timeout(120_000) });
    if (!first.ok) throw new Error(`first listing request answered ${first.status}: ${await first.text()}`);
    const domain = (await first.json()).meta;
    result.firstRequestMs = Math.round(performance.now() - started);
    result.vehicles = domain.total;
    log(`${driver}: ${domain.total} vehicles in ${LISTING}; first request ${result.firstRequestMs} ms`);

    await load(makeRequests(domain, warmup, seed + 1_000_003).map((q) => `${base}?${q}`), 1);
    const urls = makeRequests(domain, requests, seed).map((q) => `${base}?${q}`);
    log(`${driver}: ${urls.length} requests, one after another`);
    result.load = await load(urls, 1);
    result.rssMb = await rss(api.pid);
    if (holdsPerSecond > 0) {
      log(`${driver}: the same ${urls.length} requests while ${holdsPerSecond} holds a second are taken and released`);
      await ask(api, { type: 'holds', perSecond: holdsPerSecond }, 'holding');
      // Let the first holds land (and be released) before measuring.
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS + 500));
      result.loadWithHolds = await load(urls, 1);
      result.holds = await ask(api, { type: 'stop' }, 'stopped');
      log(`${driver}: ${result.holds.taken} holds taken, ${result.holds.released} released, stock version ${result.holds.versionBefore} → ${result.holds.versionAfter}`);
    }
    if (clients > 1) {
      log(`${driver}: the same ${urls.length} requests from ${clients} concurrent clients`);
      result.concurrent = await load(urls, clients);
    }
  } finally {
    await stopAll([api]);
  }

  log(`${driver}: EXPLAIN ANALYZE of the hot queries`);
  result.explain = await explainHotQueries(driver, dbEnv);
  const seqScans = result.explain.filter((q) => q.hot && q.seqScanOnVehicles);
  result.passed = result.load.errors === 0 && (result.concurrent?.errors ?? 0) === 0 && result.load.p95Ms <= TARGET_P95_MS[driver] && seqScans.length === 0;
  if (result.holds) {
    // With hold traffic: the same target, no errors, holds really taken, and no rebuild forced by a version bump.
    result.passed &&=
      result.loadWithHolds.errors === 0 &&
      result.loadWithHolds.p95Ms <= TARGET_P95_MS[driver] &&
      result.holds.errors === 0 &&
      result.holds.taken > 0 &&
      result.holds.versionAfter === result.holds.versionBefore;
  }
  return result;
}

function seconds(since) {
  return Math.round((performance.now() - since) / 100) / 10;
}

async function rss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { current: Math.round(kb('VmRSS') / 102.4) / 10, peak: Math.round(kb('VmHWM') / 102.4) / 10 };
}

/** Mulberry32, the seed's PRNG: the same --seed always makes the same requests. */
function prng(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Listing queries as the stock locator sends them: 0–4 filters chosen from the facet values and range
 * bounds the API reported (so most requests find cars), one of the nine sorts, mostly the first pages.
 */
function makeRequests(meta, n, requestSeed) {
  const random = prng(requestSeed);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const some = (list, max) => {
    const chosen = new Set();
    const wanted = Math.min(list.length, int(1, max));
    while (chosen.size < wanted) chosen.add(pick(list));
    return [...chosen];
  };
  const values = (key) => (meta.facets[key] ?? []).map((f) => f.value);
  const roundTo = (value, step) => Math.round(value / step) * step;
  const between = (key, step) => {
    const r = meta.ranges[key];
    if (!r) return [];
    const lo = roundTo(r.min + (r.max - r.min) * random() * 0.6, step);
    const hi = roundTo(lo + (r.max - lo) * (0.3 + random() * 0.7), step);
    const which = random();
    return which < 0.4 ? [['gteq', lo]] : which < 0.7 ? [['lteq', hi]] : [['gteq', lo], ['lteq', hi]];
  };
  const checkbox = (attribute, key, max, suffix = '_in') => () => {
    const list = values(key);
    return list.length ? [[`filter[${attribute}${suffix}]`, some(list, max).join('  ')]] : [];
  };
  const range = (attribute, key, step) => () => between(key, step).map(([op, value]) => [`filter[${attribute}_${op}]`, String(value)]);
  // Weighted by how often visitors use each filter: model and state first, then price and year.
  const filters = [
    [8, checkbox('nameplate_name', 'models', 2)],
    [7, checkbox('state', 'states', 2)],
    [6, range('sale_price', 'display_price', 5000)],
    [4, range('production_year', 'production_year', 1)],
    [3, checkbox('engine_type', 'engine_types', 2)],
    [3, checkbox('color_name', 'colors', 2, '_includes')],
    [2, checkbox('color_name', 'specific_colors', 2)],
    [3, checkbox('dealer_code', 'dealers', 3)],
    [2, checkbox('nameplate_brand_name', 'brands', 1)],
    [2, range('mileage', 'mileage', 5000)],
    [2, checkbox('status', 'statuses', 3)],
    [1, checkbox('transmission', 'transmissions', 1)],
    [1, checkbox('financing_options', 'financing_options', 1, '_includes')],
    [1, checkbox('number_of_seats', 'number_of_seats', 1)],
    [1, range('model_year', 'model_year', 1)],
    [1, range('power', 'power', 10)],
    [1, range('msrp_price', 'msrp_price', 5000)],
  ];
  const weight = filters.reduce((sum, [w]) => sum + w, 0);
  const weighted = () => {
    let roll = random() * weight;
    for (const [w, make] of filters) if ((roll -= w) < 0) return make;
    return filters[0][1];
  };
  const out = [];
  for (let i = 0; i < n; i++) {
    const params = new URLSearchParams();
    const roll = random();
    const howMany = roll < 0.15 ? 0 : roll < 0.5 ? 1 : roll < 0.8 ? 2 : roll < 0.95 ? 3 : 4;
    const used = new Set();
    for (let f = 0; f < howMany; f++) {
      const make = weighted();
      if (used.has(make)) continue;
      used.add(make);
      for (const [name, value] of make()) params.set(name, value);
    }
    // Now and then a model block's context filter (the brand by key, as the block sends it).
    if (random() < 0.05) params.set('filter[nameplate_brand_name_eq]', pick(['land_rover', 'jaguar', 'Land Rover']));
    const pageRoll = random();
    params.set('items', String(random() < 0.7 ? 12 : int(1, 12)));
    params.set('page', String(pageRoll < 0.6 ? 1 : pageRoll < 0.9 ? int(2, 5) : int(6, 60)));
    params.set('sort', pick(SORTS));
    out.push(params.toString());
  }
  return out;
}

/** `clients` workers take URLs in turn; every response body is read and checked. */
async function load(urls, clients) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let next = 0;
  const errorSamples = [];
  const timed = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.max(1, clients) }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const t0 = performance.now();
        let status = 'network';
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          status = response.status;
          const body = await response.text();
          if (!response.ok) throw new Error(body.slice(0, 200));
          const parsed = JSON.parse(body);
          if (typeof parsed.meta?.total !== 'number' || !parsed.meta.facets) throw new Error('no total or facets in the response');
        } catch (error) {
          errors++;
          if (errorSamples.length < 5) errorSamples.push({ url: url.slice(url.indexOf('?')), status, error: String(error?.message ?? error).slice(0, 200) });
        }
        latencies.push(performance.now() - t0);
        timed.push([performance.now() - t0, url]);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] * 10) / 10;
  return {
    requests: urls.length,
    clients,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: Math.round(latencies.at(-1) * 10) / 10,
    meanMs: Math.round((latencies.reduce((s, l) => s + l, 0) / latencies.length) * 10) / 10,
    requestsPerSecond: Math.round((urls.length / elapsed) * 10) / 10,
    errors,
    statuses,
    errorSamples,
    slowest: timed
      .sort((a, b) => b[0] - a[0])
      .slice(0, 10)
      .map(([ms, url]) => ({ ms: Math.round(ms * 10) / 10, query: decodeURIComponent(url.slice(url.indexOf('?') + 1)) })),
  };
}

/**
 * Opens the database in this process with a query logger, runs the stock repository (the API's own code,
 * through tsx) for the hot filters, and EXPLAIN ANALYZEs every statement it ran. `hot` statements run on
 * every listing request; the others (the stock snapshot load) run once after the stock changes.
 */
async function explainHotQueries(driver, dbEnv) {
  const { tsImport } = await import('tsx/esm/api');
  const src = (file) => pathToFileURL(path.join(root, file)).href;
  const [schema, { createStockRepository }, { parseListingApiQuery }] = await Promise.all([
    tsImport(src('apps/api/src/db/schema.ts'), import.meta.url),
    tsImport(src('apps/api/src/services/stock/stock.repository.ts'), import.meta.url),
    tsImport(src('libs/stock-locator/src/index.ts'), import.meta.url),
  ]);
  const captured = [];
  const logger = { logQuery: (query, params) => captured.push({ query, params }) };
  let client;
  let db;
  let explain;
  if (driver === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    client = await PGlite.create(dbEnv.PGLITE_DIR);
    db = drizzle({ client, schema, logger });
    explain = async (query, params) => (await client.query(`explain (analyze, costs off) ${query}`, params)).rows.map((r) => r['QUERY PLAN']);
  } else {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    client = new pg.Pool({ connectionString: dbEnv.DATABASE_URL, max: 2 });
    db = drizzle({ client, schema, logger });
    explain = async (query, params) => (await client.query(`explain (analyze, costs off) ${query}`, params)).rows.map((r) => r['QUERY PLAN']);
  }
  const scenarios = [
    ['no filter, newest first', 'sort=createdAtDesc'],
    ['model', 'filter[nameplate_name_in]=Defender 110&sort=priceAsc'],
    ['state', 'filter[state_in]=approved&sort=mileageAsc'],
    ['price range', 'filter[sale_price_gteq]=400000&filter[sale_price_lteq]=700000&sort=priceDesc'],
    ['production year', 'filter[production_year_gteq]=2024&sort=productionYearDesc'],
    ['fuel', 'filter[engine_type_in]=חשמלי&sort=status'],
    ['colour family', 'filter[color_name_includes]=שחור&sort=createdAtAsc'],
    ['retailer', 'filter[dealer_code_in]=TLV01  HFA01&page=3'],
    ['model + state + price, page 4', 'filter[nameplate_name_in]=Range Rover Sport&filter[state_in]=new  approved&filter[sale_price_lteq]=900000&page=4&items=6'],
  ];
  const out = [];
  const seen = new Set();
  try {
    const repo = createStockRepository(db);
    for (const [label, query] of scenarios) {
      const parsed = parseListingApiQuery(query);
      if (parsed.problems.length) throw new Error(`bad scenario ${label}: ${parsed.problems[0].message}`);
      captured.length = 0;
      await repo.list({ listing: LISTING, conditions: parsed.conditions, sort: parsed.sort ?? 'createdAtDesc', page: parsed.page, items: parsed.items, facets: true });
      const statements = [...captured];
      for (const { query: text, params } of statements) {
        const onceOnly = text.includes('/* stock snapshot */');
        // One plan per statement shape and filter; repeats (the version check) are shown once, and the
        // snapshot's chunks (the same statement after another id) once in all.
        const key = onceOnly ? text : `${text}\u0000${JSON.stringify(params)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const plan = await explain(text, params);
        const joined = plan.join('\n');
        out.push({
          scenario: label,
          hot: !onceOnly,
          statement: text.length > 240 ? `${text.slice(0, 240)}…` : text,
          seqScanOnVehicles: /Seq Scan on stock_vehicles\b/.test(joined),
          indexes: [...new Set([...joined.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1]))],
          scans: [...new Set([...joined.matchAll(/(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan)(?: Backward)?(?: using (\w+))? on (\w+)/g)].map((m) => `${m[1]}${m[2] ? ` using ${m[2]}` : ''} on ${m[3]}`))],
          executionMs: Number(/Execution Time: ([\d.]+)/.exec(joined)?.[1] ?? NaN),
          plan,
        });
      }
    }
  } finally {
    await (driver === 'pglite' ? client.close() : client.end());
  }
  return out;
}

function print(r) {
  const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  const holdsNote = r.settings.holdsPerSecond > 0 ? `, then again while ${r.settings.holdsPerSecond} holds a second are taken and released` : '';
  console.log(`\nStock search benchmark — ${r.settings.count} generated vehicles, ${r.settings.requests} random listing requests with facets${holdsNote}`);
  console.log(`${r.node}, ${r.cpus} CPUs, load average ${r.loadAverageAtStart.join(' ')} → ${r.loadAverageAtEnd.join(' ')}, ${r.date}\n`);
  const widths = [10, 10, 8, 8, 8, 8, 7, 7, 9, 10, 11, 20];
  console.log(line(['database', 'clients', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'req/s', 'RSS MB', 'first req', 'seed+gen s', 'target'], widths));
  for (const run of Object.values(r.runs)) {
    const verdict = (l) => `${l.p95Ms <= TARGET_P95_MS[run.driver] ? 'met' : 'MISSED'} (p95 ≤ ${TARGET_P95_MS[run.driver]})`;
    const rows = [
      [run.load, run.holds ? `${verdict(run.load)}, no holds` : `${run.passed ? 'met' : 'MISSED'} (p95 ≤ ${TARGET_P95_MS[run.driver]})`, 1],
      ...(run.loadWithHolds ? [[run.loadWithHolds, `${verdict(run.loadWithHolds)}, ${run.holds.perSecond} holds/s`, '1+holds']] : []),
      ...(run.concurrent ? [[run.concurrent, '(throughput)', run.concurrent.clients]] : []),
    ];
    rows.forEach(([l, target, who], index) =>
      console.log(
        line(
          [index === 0 ? run.driver : '', who, l.p50Ms, l.p95Ms, l.p99Ms, l.maxMs, l.errors, l.requestsPerSecond, index === 0 ? run.rssMb.current : '', index === 0 ? `${run.firstRequestMs} ms` : '', index === 0 ? `${run.seedSeconds}+${run.generateSeconds}` : '', target],
          widths,
        ),
      ),
    );
    if (run.holds) {
      const h = run.holds;
      console.log(
        `  holds: ${h.taken} taken, ${h.released} released, ${h.refused} refused, ${h.errors} errors; transaction p50 ${h.transactionP50Ms} ms, p95 ${h.transactionP95Ms} ms; ` +
          `stock version ${h.versionBefore} → ${h.versionAfter}${h.versionAfter === h.versionBefore ? ' (no rebuild forced)' : ' (MOVED: the index was rebuilt)'}; status log ${h.logRowsBefore} → ${h.logRowsAfter} rows`,
      );
    }
    for (const sample of [...run.load.errorSamples, ...(run.loadWithHolds?.errorSamples ?? []), ...(run.concurrent?.errorSamples ?? [])]) console.log(`  error ${sample.status}: ${sample.url} → ${sample.error}`);
  }
  for (const run of Object.values(r.runs)) {
    console.log(`\n${run.driver}: EXPLAIN ANALYZE of the statements the stock repository runs (${run.vehicles} vehicles)`);
    for (const q of run.explain) {
      const kind = q.hot ? 'per request' : 'on change  ';
      const what = q.statement.includes('stock snapshot') ? 'snapshot load' : /^select version/.test(q.statement) ? 'version check' : q.statement.includes('unnest') ? 'colour match' : 'page rows';
      const scan = `${q.seqScanOnVehicles ? 'SEQ SCAN on stock_vehicles — ' : ''}${q.scans.join('; ') || 'no table'}`;
      console.log(`  ${kind}  ${what.padEnd(14)} ${q.scenario.padEnd(30)} ${String(q.executionMs).padStart(9)} ms  ${scan}`);
    }
    // The plans themselves, once per kind of statement (all of them are in the JSON).
    const shown = new Set();
    for (const q of run.explain) {
      const what = q.statement.includes('stock snapshot') ? 'snapshot load' : /^select version/.test(q.statement) ? 'version check' : q.statement.includes('unnest') ? 'colour match' : 'page rows';
      if (shown.has(what)) continue;
      shown.add(what);
      console.log(`\n  EXPLAIN ANALYZE — ${what} (${q.scenario}): ${q.statement.replace(/\s+/g, ' ').slice(0, 160)}…`);
      for (const line of q.plan) console.log(`    ${line}`);
    }
  }
  console.log(`\n${r.passed ? 'All targets met.' : 'Some targets were missed (see above).'} Details: tmp/bench-stock.json`);
}

// --- --holds: the API with hold traffic in one process ----------------------------------------------------

/** Starts this script in --serve mode with an IPC channel; its output is prefixed like startService's. */
function startWithIpc(name, nodeArgs, { env }) {
  const child = spawn('node', nodeArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  }
  return child;
}

/** Sends a message to the --serve child and waits for its answer of type `answer`. */
function ask(child, message, answer) {
  return new Promise((resolve, reject) => {
    const onMessage = (reply) => {
      if (reply?.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(reply);
    };
    const onExit = () => reject(new Error(`the API exited while waiting for "${answer}"`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

/**
 * --serve: the app from source (apps/api/src/app.ts through tsx; the same code the bundle holds), listening
 * on API_PORT, and on request the hold traffic through the app's own database handle.
 */
async function serveWithHolds() {
  const { tsImport } = await import('tsx/esm/api');
  const src = (file) => pathToFileURL(path.join(root, file)).href;
  const [{ buildApp }, { loadConfig }] = await Promise.all([tsImport(src('apps/api/src/app.ts'), import.meta.url), tsImport(src('apps/api/src/config.ts'), import.meta.url)]);
  const { sql } = await import('drizzle-orm');
  const config = loadConfig(process.env, root);
  const app = buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  let traffic = null;
  process.on('message', async (message) => {
    try {
      if (message?.type === 'holds' && !traffic) {
        traffic = await holdTraffic(app.db, sql, message.perSecond);
        process.send({ type: 'holding' });
      } else if (message?.type === 'stop' && traffic) {
        const stats = await traffic.stop();
        traffic = null;
        process.send({ type: 'stopped', ...stats });
      }
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
  const close = async () => {
    await traffic?.stop().catch(() => undefined);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

/**
 * Takes `perSecond` holds a second on random orderable cars of the listing and releases each after HOLD_MS,
 * each in its own transaction as the orders service does (ADR 026 §1; apps/api/src/services/orders/holds.ts):
 * set_config('lux.stock_status_only', 'on', true), the vehicle_holds row, then the car's status.
 */
async function holdTraffic(db, sql, perSecond) {
  const rowsOf = (result) => result.rows ?? [];
  const orderable = sql.join(['stock', 'available_soon', 'in_production', 'delivery', 'demo'].map((status) => sql`${status}`), sql`, `);
  const versionOf = async () => rowsOf(await db.execute(sql`select version::text as version from stock_data_version where id = 1`))[0]?.version ?? null;
  const candidates = rowsOf(await db.execute(sql`select id from stock_vehicles where listing = ${LISTING} and status in (${orderable})`)).map((row) => row.id);
  if (candidates.length === 0) throw new Error(`no orderable vehicle in ${LISTING}`);
  const random = prng(seed + 7);
  const stats = { taken: 0, released: 0, refused: 0, errors: 0, versionBefore: await versionOf(), logRowsBefore: 0 };
  stats.logRowsBefore = Number(rowsOf(await db.execute(sql`select count(*)::int as n from stock_status_log`))[0]?.n ?? 0);
  const transactionMs = [];
  const held = [];
  const running = new Set();
  let number = 0;

  const timed = async (work) => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      transactionMs.push(performance.now() - started);
    }
  };
  const take = () =>
    timed(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lux.stock_status_only', 'on', true)`);
        const vehicleId = candidates[Math.floor(random() * candidates.length)];
        const lockId = randomUUID();
        const taken = rowsOf(
          await tx.execute(sql`
            insert into vehicle_holds (vehicle_id, lock_id, order_number, previous_status, expires_at)
            select v.id, ${lockId}::uuid, ${`BENCH-${++number}`}, v.status, now() + interval '15 minutes'
            from stock_vehicles v where v.id = ${vehicleId} and v.status in (${orderable})
            on conflict (vehicle_id) do nothing
            returning vehicle_id`),
        );
        if (taken.length === 0) return null;
        await tx.execute(sql`update stock_vehicles set status = 'reserved' where id = ${vehicleId} and status <> 'reserved'`);
        return { lockId, at: performance.now() };
      }),
    );
  const release = (lockId) =>
    timed(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lux.stock_status_only', 'on', true)`);
        await tx.execute(sql`
          with gone as (delete from vehicle_holds where lock_id = ${lockId}::uuid returning vehicle_id, previous_status)
          update stock_vehicles v set status = gone.previous_status from gone where v.id = gone.vehicle_id and v.status = 'reserved'`);
      }),
    );
  const track = (promise) => {
    running.add(promise);
    promise.finally(() => running.delete(promise)).catch(() => undefined);
  };
  const tick = () => {
    track(
      take()
        .then((hold) => (hold ? (stats.taken++, held.push(hold)) : stats.refused++))
        .catch((error) => {
          stats.errors++;
          if (stats.errors <= 3) console.error(`hold failed: ${error.message}`);
        }),
    );
    while (held.length > 0 && performance.now() - held[0].at >= HOLD_MS) {
      const { lockId } = held.shift();
      track(
        release(lockId)
          .then(() => stats.released++)
          .catch((error) => {
            stats.errors++;
            if (stats.errors <= 3) console.error(`release failed: ${error.message}`);
          }),
      );
    }
  };
  const timer = setInterval(tick, 1000 / perSecond);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...running]);
      // Give every car its status back, so what follows (EXPLAIN) sees the stock as generated.
      for (const { lockId } of held.splice(0)) await release(lockId).then(() => stats.released++);
      transactionMs.sort((a, b) => a - b);
      const at = (q) => Math.round((transactionMs[Math.min(transactionMs.length - 1, Math.ceil(q * transactionMs.length) - 1)] ?? 0) * 10) / 10;
      const logRows = Number(rowsOf(await db.execute(sql`select count(*)::int as n from stock_status_log`))[0]?.n ?? 0);
      return { ...stats, perSecond, holdMs: HOLD_MS, transactionP50Ms: at(0.5), transactionP95Ms: at(0.95), versionAfter: await versionOf(), logRowsAfter: logRows };
    },
  };
}
