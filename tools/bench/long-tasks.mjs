// Which code makes a page's long tasks — the tasks Total Blocking Time counts — on a throttled phone.
//
//   node tools/bench/long-tasks.mjs <url> [--cpu 4] [--wait 5000] [--top 6] [--runs 1] [--json out.json]
//
// Opens the url in Debian's Chromium (Playwright, a 412 × 823 phone viewport, the CPU slowed `--cpu` times
// as Lighthouse's mobile profile does), records a performance trace with the V8 sampling profiler on, and
// waits `--wait` ms after the load event. It prints every main-thread task of 50 ms or more with its share
// of blocking time (its duration past 50 ms) and, from the profiler's samples inside it, the functions that
// spent the time: self time, and the nearest frame of our own code (an asset that is not the framework
// chunk) with a snippet of the minified source around it, so the cause can be found without a source map.
//
// With `--runs N` it loads the page N times (a fresh browser each time) and prints every run's blocking time
// and the details of the median run: the figure to compare before and after a change on a noisy host.
//
// Lighthouse simulates its TBT from an unthrottled trace, so its figure differs; the tasks and their order
// are the same. This answers "what is in the 490 ms task", which the Lighthouse report cannot.
//
// `--simulate K` (with `--cpu 1`) counts blocking time the way Lighthouse's simulation (Lantern) does with a
// K× slowdown: every task after the first contentful paint that lasted 10 ms or more (Lantern prunes shorter
// ones) counts K × its duration past 50 ms. It lists the tasks that contribute (≥ 50/K ms), so the work to
// slice is named; a task of ≤ 50/K ms unthrottled costs nothing on Lighthouse's phone.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const url = args.find((a) => /^https?:\/\//.test(a));
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
if (!url) {
  console.error(
    'usage: node tools/bench/long-tasks.mjs <url> [--cpu 4] [--wait 5000] [--top 6] [--json out.json]',
  );
  process.exit(2);
}
const cpu = Number(option('cpu', '4'));
const wait = Number(option('wait', '5000'));
const top = Number(option('top', '6'));
const jsonOut = option('json', null);
const runs = Number(option('runs', '1'));
const simulate = option('simulate', null) === null ? null : Number(option('simulate', '4'));
/** The shortest task listed: 50 ms, or with --simulate K the shortest that counts once slowed K times. */
const listedFrom = simulate ? 50 / simulate : 50;

const results = [];
for (let run = 0; run < runs; run++) results.push(await measure());
const ordered = [...results].sort((a, b) => a.blocking - b.blocking);
const median = ordered[Math.floor((ordered.length - 1) / 2)];
print(median);
if (runs > 1)
  console.log(
    `\nblocking time per run: ${results.map((r) => r.blocking).join(', ')} ms; median ${median.blocking} ms`,
  );
if (jsonOut)
  await writeFile(
    jsonOut,
    JSON.stringify(
      { url, cpu, runs: results.map((r) => r.blocking), blockingMs: median.blocking, tasks: median.report },
      null,
      2,
    ),
  );

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  let events;
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(wait);
    const buffer = await browser.stopTracing();
    events = JSON.parse(buffer.toString('utf8')).traceEvents;
  } finally {
    await browser.close();
  }

  // The page's main thread: the renderer thread that ran the navigation.
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('no navigationStart in the trace');
  const { pid, tid, ts: t0 } = navigation;
  const tasks = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.ts >= t0 &&
        e.dur >= listedFrom * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  // The first contentful paint of the page's frame: where Lighthouse starts counting.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0)?.ts ?? t0;
  let simulated = 0;

  // The profiler's samples, rebuilt from the ProfileChunk events of the main thread's profile.
  const nodes = new Map();
  const parent = new Map();
  const samples = [];
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  let clock = null;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profileIds.has(e.id)) continue;
    const data = e.args?.data ?? {};
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame ?? {};
      nodes.set(n.id, {
        functionName: f.functionName ?? '',
        url: f.url ?? '',
        lineNumber: f.lineNumber ?? -1,
        columnNumber: f.columnNumber ?? -1,
      });
      if (n.parent !== undefined) parent.set(n.id, n.parent);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    clock ??= Number(
      events.find((p) => p.name === 'Profile' && p.id === e.id)?.args?.data?.startTime ?? e.ts,
    );
    for (let i = 0; i < ids.length; i++) {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, id: ids[i] });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);

  const sources = new Map();
  async function snippet(frame) {
    if (!frame.url.startsWith('http')) return '';
    if (!sources.has(frame.url))
      sources.set(
        frame.url,
        await fetch(frame.url)
          .then((r) => (r.ok ? r.text() : ''))
          .catch(() => ''),
      );
    const line = (sources.get(frame.url) ?? '').split('\n')[frame.lineNumber] ?? '';
    return line.slice(Math.max(0, frame.columnNumber - 40), frame.columnNumber + 80).replace(/\s+/g, ' ');
  }
  const asset = (u) => u.replace(/^https?:\/\/[^/]+/, '') || '(native)';
  const label = (f) => `${f.functionName || '(anonymous)'} ${asset(f.url)}:${f.lineNumber}:${f.columnNumber}`;
  const ours = (f) => f.url.startsWith('http') && !/\/framework-[\w-]+\.js$/.test(f.url);

  const report = [];
  let blocking = 0;
  for (const task of tasks) {
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
    const self = new Map();
    const own = new Map();
    for (let i = 0; i < inside.length; i++) {
      const weight = (inside[i + 1]?.ts ?? task.ts + task.dur) - inside[i].ts;
      const frame = nodes.get(inside[i].id);
      if (!frame || frame.functionName === '(idle)') continue;
      self.set(label(frame), (self.get(label(frame)) ?? 0) + weight);
      // The nearest frame of our own code on the stack (the framework chunk is React, the router and their kin).
      for (let id = inside[i].id; id !== undefined; id = parent.get(id)) {
        const f = nodes.get(id);
        if (f && ours(f)) {
          const key = label(f);
          const entry = own.get(key) ?? { frame: f, us: 0 };
          entry.us += weight;
          own.set(key, entry);
          break;
        }
      }
    }
    const kinds = new Map();
    for (const e of events) {
      if (
        e.pid !== pid ||
        e.tid !== tid ||
        e.ph !== 'X' ||
        e === task ||
        e.ts < task.ts ||
        e.ts + (e.dur ?? 0) > task.ts + task.dur
      )
        continue;
      if (
        ![
          'EvaluateScript',
          'v8.compileModule',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'EventDispatch',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'RunMicrotasks',
          'FireAnimationFrame',
          'MajorGC',
          'MinorGC',
        ].includes(e.name)
      )
        continue;
      const key = `${e.name}${e.args?.data?.url ? ' ' + asset(e.args.data.url) : ''}`;
      kinds.set(key, Math.max(kinds.get(key) ?? 0, e.dur));
    }
    const entry = {
      startMs: Math.round((task.ts - t0) / 1000),
      durationMs: Math.round(task.dur / 1000),
      blockingMs: Math.round(simulate ? Math.max(0, (task.dur / 1000) * simulate - 50) : task.dur / 1000 - 50),
      afterFcp: task.ts >= fcp,
      events: [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([k, us]) => `${k} ${Math.round(us / 1000)} ms`),
      self: [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, us]) => ({ ms: Math.round(us / 1000), at: k })),
      ownCode: await Promise.all(
        [...own.values()]
          .sort((a, b) => b.us - a.us)
          .slice(0, top)
          .map(async ({ frame, us }) => ({
            ms: Math.round(us / 1000),
            at: label(frame),
            code: await snippet(frame),
          })),
      ),
    };
    if (simulate) {
      if (entry.afterFcp) simulated += entry.blockingMs;
    } else blocking += entry.blockingMs;
    report.push(entry);
  }

  return { blocking: simulate ? simulated : blocking, report, tasks: tasks.length, fcpMs: Math.round((fcp - t0) / 1000) };
}

function print({ blocking, report, tasks, fcpMs }) {
  console.log(
    simulate
      ? `${url} — CPU ${cpu}× slower, FCP at ${fcpMs} ms, ${tasks} tasks ≥ ${listedFrom.toFixed(1)} ms; blocking time simulated at ${simulate}×: ${blocking} ms (tasks after FCP)`
      : `${url} — CPU ${cpu}× slower, ${tasks} tasks ≥ 50 ms, blocking time ${blocking} ms (sum of each task past 50 ms)`,
  );
  for (const t of report) {
    console.log(
      `\n● ${t.startMs} ms: ${t.durationMs} ms task (${t.blockingMs} ms blocking${simulate ? ` at ${simulate}×${t.afterFcp ? '' : ', before FCP: not counted'}` : ''}) — ${t.events.join(', ')}`,
    );
    for (const s of t.self) console.log(`    self ${String(s.ms).padStart(4)} ms  ${s.at}`);
    for (const o of t.ownCode)
      console.log(`    ours ${String(o.ms).padStart(4)} ms  ${o.at}\n                 ${o.code}`);
  }
}
