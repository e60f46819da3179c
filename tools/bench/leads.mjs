// Lead benchmark (issue 11 "must show"). For each database (embedded PGlite, a throwaway PostgreSQL server):
// a fresh database migrated by the API's own migrations, a contact form that fans every lead out to three
// outbox rows (CRM, notification, confirmation — as the demo forms do), --export-leads leads inserted straight
// into a second form with generate_series, then the API bundled from source on a free port, and:
//   1. lead creation: --requests POST /forms/forms/:id/leads (distinct idempotency keys, e-mails and phones),
//      first one after another (latency: p50/p95/p99), then the same number over --connections concurrent
//      connections (throughput in leads/s, and the latency under that load);
//   2. a CSV export of the --export-leads leads: POST …/lead_exports → poll until completed → download
//      (streamed, bytes counted), timed per step, with the API's RSS sampled from /proc/<pid>/status
//      every 50 ms — the growth over the RSS just before the export is what the streaming keeps flat.
//
// Usage: node tools/bench/leads.mjs [--db pglite|postgres|both] [--requests 2000] [--connections 20]
//          [--latency-requests 500] [--export-leads 100000] [--no-build]
// The per-IP rate limit does not distort the run: the API exempts its RATE_LIMIT_ALLOWLIST, which is
// loopback by default, and the bench calls it on 127.0.0.1 (the per-e-mail/phone limit is avoided with
// distinct values). LEAD_WORKER=off keeps the outbox worker from delivering during the run: this measures
// the API's write path, not the local CRM and SMTP stand-ins. Writes tmp/bench-leads.json and prints a table;
// exit code 1 when a target is missed. PostgreSQL comes from tools/scripts/with-postgres.mjs.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startService, stopAll, waitForHttp } from '../scripts/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const requests = Number(option('requests', '2000'));
const connections = Number(option('connections', '20'));
const latencyRequests = Number(option('latency-requests', '500'));
const exportLeads = Number(option('export-leads', '100000'));
/** The export is run this many times: the first fills PGlite's in-process buffer cache (128 MB shared_buffers), the next show the export alone. */
const exportRuns = Number(option('export-runs', '2'));
const dbChoice = option('db', 'both');
const inner = args.includes('--inner');
const bundleDir = path.join(root, 'tmp/bench-leads-api');
/** Issue 11 aims. */
const TARGETS = {
  postgres: { leadsPerSecond: 300, p95Ms: 25 },
  pglite: { leadsPerSecond: 100, p95Ms: null },
  exportRssGrowthMb: 100,
};

/** The bench form: the contact form's fields, every rule kind the lead validation runs. */
const FIELDS = [
  { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true, min: 2, max: 80 } },
  { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true } },
  { id: 'phone', type: 'tel', label: { he: 'טלפון', en: 'Phone' }, rules: { required: true } },
  {
    id: 'model',
    type: 'select',
    label: { he: 'דגם', en: 'Model' },
    options: [
      { value: 'defender', label: { he: 'דיפנדר', en: 'Defender' } },
      { value: 'discovery', label: { he: 'דיסקברי', en: 'Discovery' } },
    ],
  },
  { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' }, rules: { max: 500 } },
  { id: 'consent', type: 'consent', label: { he: 'אני מסכים/ה', en: 'I agree' }, rules: { required: true } },
];

if (!['pglite', 'postgres', 'both'].includes(dbChoice)) fail(`--db must be pglite, postgres or both (got ${dbChoice})`);
for (const [name, value] of [['requests', requests], ['connections', connections], ['latency-requests', latencyRequests], ['export-leads', exportLeads], ['export-runs', exportRuns]])
  if (!Number.isSafeInteger(value) || value < 0) fail(`--${name} needs a whole number`);

if (inner) {
  const result = await benchOne('postgres', { DATABASE_URL: process.env.DATABASE_URL ?? fail('DATABASE_URL is not set') });
  await writeFile(option('out', null) ?? fail('--out is required'), JSON.stringify(result));
  process.exit(0);
}

if (!args.includes('--no-build')) await bundleApi();

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAtStart: loadAverage(),
  settings: { requests, connections, latencyRequests, exportLeads },
  targets: TARGETS,
  runs: {},
};
if (dbChoice !== 'postgres') results.runs.pglite = await benchPglite();
if (dbChoice !== 'pglite') results.runs.postgres = await benchPostgres();
results.loadAverageAtEnd = loadAverage();
results.passed = Object.values(results.runs).every((r) => r.passed);

await mkdir(path.join(root, 'tmp'), { recursive: true });
await writeFile(path.join(root, 'tmp/bench-leads.json'), `${JSON.stringify(results, null, 2)}\n`);
print(results);
process.exit(results.passed ? 0 : 1);

// ---------------------------------------------------------------------------------------------------------

function fail(message) {
  console.error(`[bench:leads] ${message}`);
  process.exit(2);
}

function log(message) {
  console.error(`[bench:leads] ${message}`);
}

function loadAverage() {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

/**
 * The API bundled as apps/api/build.mjs does, but into tmp/ so a bench never replaces the dist/ another
 * command (or engineer) is running.
 */
async function bundleApi() {
  log('bundling the API into tmp/bench-leads-api');
  const { build } = await import('esbuild');
  const { createRequire } = await import('node:module');
  const apiRoot = path.join(root, 'apps/api');
  const require = createRequire(path.join(apiRoot, 'package.json'));
  await rm(bundleDir, { recursive: true, force: true });
  await build({
    absWorkingDir: apiRoot,
    entryPoints: { main: 'src/main.ts' },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [
      {
        name: 'bundle-workspace-packages',
        setup(b) {
          b.onResolve({ filter: /^@lux\// }, (a) => ({ path: require.resolve(a.path, { paths: [a.resolveDir] }) }));
        },
      },
    ],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  await cp(path.join(apiRoot, 'drizzle'), path.join(bundleDir, 'drizzle'), { recursive: true });
}

async function benchPglite() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lux-bench-leads-'));
  try {
    return await benchOne('pglite', { PGLITE_DIR: path.join(dir, 'pglite') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs this script again inside with-postgres.mjs (a fresh server on a free port, removed afterwards). */
async function benchPostgres() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lux-bench-leads-'));
  const out = path.join(dir, 'postgres.json');
  const passOn = ['--requests', String(requests), '--connections', String(connections), '--latency-requests', String(latencyRequests), '--export-leads', String(exportLeads), '--export-runs', String(exportRuns)];
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


/**
 * Migrates with the API's own migrations, then writes what the run needs while no API holds the database
 * (PGlite is one process's): the two forms, the export's leads, and a signing key to mint a sales token.
 */
async function prepare(driver, dbEnv) {
  const migrationsFolder = path.join(root, 'apps/api/drizzle');
  let client;
  let query;
  let close;
  if (driver === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await mkdir(path.dirname(dbEnv.PGLITE_DIR), { recursive: true });
    client = await PGlite.create(dbEnv.PGLITE_DIR);
    await migrate(drizzle({ client }), { migrationsFolder });
    query = async (text, params) => (await client.query(text, params)).rows;
    close = () => client.close();
  } else {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    client = new pg.Pool({ connectionString: dbEnv.DATABASE_URL, max: 2 });
    await migrate(drizzle({ client }), { migrationsFolder });
    query = async (text, params) => (await client.query(text, params)).rows;
    close = () => client.end();
  }
  try {
    const form = async (name) => {
      const [row] = await query(
        `insert into forms (name, type, locale, definition, notifications, confirmations, integrations)
         values ($1, 'contact', 'he', $2, $3, $4, $5) returning id`,
        [
          name,
          JSON.stringify({ fields: FIELDS }),
          JSON.stringify({ recipients: ['sales@lux.example'], subject: 'ליד חדש' }),
          JSON.stringify({ enabled: true, subject: 'קיבלנו את פנייתך', body: 'תודה' }),
          JSON.stringify({ crm: { enabled: true, system: 'default' } }),
        ],
      );
      return Number(row.id);
    };
    const submitForm = await form('bench: submissions');
    const exportForm = await form('bench: export');
    const started = performance.now();
    await query(
      `insert into leads (form_id, idempotency_key, data, locale, source_url, created_at)
       select $1, 'bench-' || n,
              jsonb_build_object('full_name', 'ליד מספר ' || n, 'email', 'lead' || n || '@example.com', 'phone', '050' || lpad(n::text, 7, '0'),
                                 'model', 'defender', 'message', 'שלום, אשמח לנסיעת מבחן בדיפנדר. ' || n, 'consent', true),
              'he', 'https://lux.example/contact', now() - make_interval(secs => n)
       from generate_series(1, $2::integer) as n`,
      [exportForm, exportLeads],
    );
    const insertSeconds = seconds(started);
    const { exportJWK, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    await query(`insert into identity_keys (kid, private_jwk, status) values ($1, $2, 'active')`, [kid, JSON.stringify(jwk)]);
    // Statistics for the planner, and a checkpoint so PGlite does not replay the inserts' WAL while the API starts.
    await query('analyze');
    await query('checkpoint');
    return { submitForm, exportForm, insertSeconds, privateKey, kid };
  } finally {
    await close();
  }
}

async function salesToken(prepared, port) {
  const { SignJWT } = await import('jose');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ roles: ['sales'], email: 'bench@lux.example' })
    .setProtectedHeader({ alg: 'RS256', kid: prepared.kid, typ: 'at+jwt' })
    .setIssuer(`http://127.0.0.1:${port}/identity`)
    .setAudience('lux-api')
    .setSubject('bench')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(prepared.privateKey);
}

async function benchOne(driver, dbEnv) {
  const result = { driver };
  log(`${driver}: migrate, forms, ${exportLeads} leads for the export`);
  const prepared = await prepare(driver, dbEnv);
  result.insertLeadsSeconds = prepared.insertSeconds;

  const port = await freePort();
  const env = { ...dbEnv, API_PORT: String(port), LOG_LEVEL: 'warn', LEAD_WORKER: 'off', LOCAL_SMTP_PORT: '0' };
  const api = startService(`api ${driver}`, 'node', [path.join(bundleDir, 'main.js')], { env, cwd: root });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, { child: api, timeoutMs: 120_000 });
    const origin = `http://127.0.0.1:${port}`;
    const submitUrl = `${origin}/forms/forms/${prepared.submitForm}/leads`;
    result.rssAtStartMb = (await rss(api.pid)).current;

    let counter = 0;
    const submit = async () => {
      const n = ++counter;
      const body = {
        idempotency_key: randomUUID(),
        locale: 'he',
        source_url: 'https://lux.example/contact',
        data: {
          full_name: `מבקר ${n}`,
          email: `visitor-${n}-${randomUUID().slice(0, 6)}@example.com`,
          phone: `05${n % 10}-${String(1_000_000 + n).slice(-7)}`,
          model: 'defender',
          message: 'אשמח לשמוע על נסיעת מבחן.',
          consent: true,
        },
      };
      const started = performance.now();
      const response = await fetch(submitUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await response.text();
      return { ms: performance.now() - started, status: response.status, error: response.status === 201 ? null : text.slice(0, 200) };
    };

    log(`${driver}: warm-up`);
    await load(submit, 50, 1);
    log(`${driver}: ${latencyRequests} lead submits, one after another`);
    result.sequential = await load(submit, latencyRequests, 1);
    log(`${driver}: ${requests} lead submits over ${connections} connections`);
    result.concurrent = await load(submit, requests, connections);

    result.exports = [];
    for (let run = 1; run <= exportRuns; run++) {
      log(`${driver}: CSV export of ${exportLeads} leads (${run} of ${exportRuns})`);
      result.exports.push(await benchExport(origin, prepared, api.pid, port));
    }
  } finally {
    await stopAll([api]);
  }
  const target = TARGETS[driver];
  result.passed =
    result.sequential.errors === 0 &&
    result.concurrent.errors === 0 &&
    result.concurrent.requestsPerSecond >= target.leadsPerSecond &&
    (target.p95Ms === null || result.sequential.p95Ms <= target.p95Ms) &&
    result.exports.every((e) => e.status === 'completed' && e.rows === exportLeads && e.bytesMatch && e.rssGrowthMb < TARGETS.exportRssGrowthMb);
  return result;
}

async function benchExport(origin, prepared, pid, port) {
  const headers = { authorization: `Bearer ${await salesToken(prepared, port)}` };
  const base = `${origin}/forms/forms/${prepared.exportForm}/lead_exports`;
  const before = await rss(pid);
  let peak = before.current;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rss(pid)).current);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const started = performance.now();
    const created = await fetch(base, { method: 'POST', headers });
    if (created.status !== 202) throw new Error(`POST lead_exports answered ${created.status}: ${await created.text()}`);
    const { data } = await created.json();
    let status = data;
    let polls = 0;
    while (status.status === 'pending' || status.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      polls++;
      status = (await (await fetch(`${base}/${data.id}`, { headers })).json()).data;
    }
    const builtSeconds = seconds(started);
    if (status.status !== 'completed') return { status: status.status, error: status.error, builtSeconds };
    const downloadStarted = performance.now();
    const file = await fetch(`${base}/${data.id}/download`, { headers });
    if (file.status !== 200) throw new Error(`download answered ${file.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of file.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
    const downloadSeconds = seconds(downloadStarted);
    sampling = false;
    await sampler;
    const after = await rss(pid);
    return {
      status: status.status,
      total: status.total,
      rows: lines - 1,
      byteSizeMb: Math.round((bytes / 1024 / 1024) * 10) / 10,
      bytesMatch: bytes === status.byte_size,
      polls,
      buildSeconds: builtSeconds,
      downloadSeconds,
      totalSeconds: seconds(started),
      leadsPerSecond: Math.round(status.total / builtSeconds),
      rssBeforeMb: before.current,
      rssPeakMb: peak,
      rssAfterMb: after.current,
      rssGrowthMb: Math.round((peak - before.current) * 10) / 10,
    };
  } finally {
    sampling = false;
    await sampler;
  }
}

function seconds(since) {
  return Math.round((performance.now() - since) / 100) / 10;
}

async function rss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { current: Math.round(kb('VmRSS') / 102.4) / 10, peak: Math.round(kb('VmHWM') / 102.4) / 10 };
}

/** `n` calls of `send` from `clients` concurrent loops; latency percentiles, errors and throughput. */
async function load(send, n, clients) {
  const times = [];
  const errorSamples = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < n) {
        next++;
        const outcome = await send().catch((error) => ({ ms: 0, status: 0, error: error.message }));
        times.push(outcome.ms);
        if (outcome.error !== null) {
          errors++;
          if (errorSamples.length < 5) errorSamples.push({ status: outcome.status, error: outcome.error });
        }
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p) => Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0) * 10) / 10;
  return {
    clients,
    requests: n,
    errors,
    errorSamples,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: Math.round((times.at(-1) ?? 0) * 10) / 10,
    requestsPerSecond: Math.round(n / wall),
  };
}

function print(r) {
  const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\nLead benchmark — ${r.settings.requests} submits over ${r.settings.connections} connections (+${r.settings.latencyRequests} one after another), CSV export of ${r.settings.exportLeads} leads`);
  console.log(`${r.node}, ${r.cpus} CPUs, load average ${r.loadAverageAtStart.join(' ')} → ${r.loadAverageAtEnd.join(' ')}, ${r.date}\n`);
  const widths = [10, 8, 8, 8, 8, 8, 7, 9, 26];
  console.log(line(['database', 'clients', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'leads/s', 'target'], widths));
  for (const run of Object.values(r.runs)) {
    const target = r.targets[run.driver];
    for (const [index, l] of [run.sequential, run.concurrent].entries()) {
      const aim = index === 0 ? (target.p95Ms === null ? '' : `p95 ≤ ${target.p95Ms}`) : `≥ ${target.leadsPerSecond} leads/s`;
      console.log(line([index === 0 ? run.driver : '', l.clients, l.p50Ms, l.p95Ms, l.p99Ms, l.maxMs, l.errors, l.requestsPerSecond, aim], widths));
      for (const sample of l.errorSamples) console.log(`  error ${sample.status}: ${sample.error}`);
    }
  }
  console.log('');
  const w2 = [10, 5, 8, 9, 9, 11, 9, 12, 12, 12, 10];
  console.log(line(['database', 'run', 'rows', 'file MB', 'build s', 'download s', 'leads/s', 'RSS before', 'RSS peak', 'RSS growth', 'target'], w2));
  for (const run of Object.values(r.runs)) {
    for (const [index, e] of run.exports.entries()) {
      console.log(line([index === 0 ? run.driver : '', index + 1, e.rows ?? '-', e.byteSizeMb ?? '-', e.buildSeconds, e.downloadSeconds ?? '-', e.leadsPerSecond ?? '-', `${e.rssBeforeMb} MB`, `${e.rssPeakMb} MB`, `${e.rssGrowthMb} MB`, `< ${r.targets.exportRssGrowthMb} MB`], w2));
      if (e.status !== 'completed') console.log(`  export ${e.status}: ${e.error}`);
    }
  }
  console.log(`\n${r.passed ? 'All targets met.' : 'Some targets were missed (see above).'} Details: tmp/bench-leads.json`);
}
