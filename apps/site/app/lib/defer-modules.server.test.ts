import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT, deferModules, deferredModuleScript, takeModulePreloads } from './defer-modules.server';

const HEAD =
  '<!DOCTYPE html><html lang="he"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/><link rel="preload" as="image" href="/hero.avif" fetchpriority="high"/></head>';
// React Router's <Scripts> as a production build renders it.
const ROUTER_SCRIPT =
  ';\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/page-C.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");';
const BODY =
  '<body><main><h1>שלום</h1></main><script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce" type="module" async="">${ROUTER_SCRIPT}</script>` +
  '<script type="application/ld+json">{"a":1}</script></body></html>';

async function run(chunks: Array<string | Buffer>) {
  return text(Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).pipe(deferModules('n0nce')));
}

/** Runs the rewritten script's body in a sandbox with a fake document and import(); returns what it did. */
async function execute(script: string, { visibility = 'visible', painted = true } = {}) {
  const events: string[] = [];
  // A task boundary the script yields at (scheduler.yield() in Chromium).
  const scheduler = {
    yield: async () => {
      events.push('next task');
    },
  };
  const head: Array<{ rel: string; href: string; nonce: string }> = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    head: {
      append: (link: { rel: string; href: string; nonce: string }) => {
        head.push(link);
        events.push(`preload ${link.href}`);
      },
    },
    createElement: () => ({}) as { rel: string; href: string; nonce: string },
  };
  const performance = { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) };
  class PerformanceObserver {
    observe() {
      events.push('observe');
    }
  }
  const load = async (href: string) => {
    events.push(`import ${href}`);
    return { href };
  };
  const body = script.replace(/\bimport\(/g, '__import(');
  const fn = new Function('document', 'window', 'performance', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'scheduler', '__import', `return (async () => {${body}})();`);
  const timers: Array<() => void> = [];
  const done = fn(document, window, performance, PerformanceObserver, (f: () => void) => timers.push(f), (f: () => void) => timers.push(f), scheduler, load);
  await Promise.resolve();
  events.push(`before timers: ${head.length} preloads`);
  while (timers.length > 0) timers.shift()!();
  await done;
  return { events, head, window };
}

describe('takeModulePreloads', () => {
  it('takes every module preload out of the head, in order, and leaves the rest', () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(head).toContain('<link rel="preload" as="image" href="/hero.avif" fetchpriority="high"/>');
  });
});

describe('deferredModuleScript', () => {
  it('imports nothing until the first contentful paint, then preloads every module and imports the routes', async () => {
    const script = deferredModuleScript(ROUTER_SCRIPT, ['/assets/entry.client-A.js', '/assets/root-B.js'], 'n0nce');
    expect(script).not.toMatch(/^\s*import \* as/m);
    const { events, head, window } = await execute(script);
    expect(events[0]).toBe('before timers: 0 preloads');
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-A.js', nonce: 'n0nce' },
      { rel: 'modulepreload', href: '/assets/root-B.js', nonce: 'n0nce' },
    ]);
    expect(events.filter((event) => event.startsWith('import'))).toEqual(['import /assets/root-B.js', 'import /assets/page-C.js', 'import /assets/entry.client-A.js']);
    expect(window['__reactRouterRouteModules']).toEqual({ root: { href: '/assets/root-B.js' }, home: { href: '/assets/page-C.js' } });
    expect(window['__reactRouterManifest']).toEqual({ entry: { module: '/assets/entry.client-A.js' } });
  });

  it('adds the preloads one per task, then evaluates each shared chunk in a task of its own before the routes and the entry', async () => {
    const preloads = ['/assets/entry.client-A.js', '/assets/framework-D.js', '/assets/i18n-E.js', '/assets/root-B.js', '/assets/ui-F.js', '/assets/page-C.js'];
    const { events } = await execute(deferredModuleScript(ROUTER_SCRIPT, preloads, 'n0nce'));
    expect(events.slice(1)).toEqual([
      'preload /assets/entry.client-A.js',
      'next task',
      'preload /assets/framework-D.js',
      'next task',
      'preload /assets/i18n-E.js',
      'next task',
      'preload /assets/root-B.js',
      'next task',
      'preload /assets/ui-F.js',
      'next task',
      'preload /assets/page-C.js',
      'next task',
      'import /assets/framework-D.js',
      'next task',
      'import /assets/i18n-E.js',
      'next task',
      'import /assets/ui-F.js',
      'import /assets/root-B.js',
      'import /assets/page-C.js',
      'import /assets/entry.client-A.js',
    ]);
  });

  it('waits for the paint observer when the page has not painted yet', async () => {
    const script = deferredModuleScript(ROUTER_SCRIPT, [], 'n0nce');
    const { events } = await execute(script, { painted: false });
    expect(events[0]).toBe('observe');
  });

  it('starts at once on a hidden page (a background tab paints nothing)', async () => {
    const script = deferredModuleScript(ROUTER_SCRIPT, ['/assets/root-B.js'], 'n0nce');
    const { events, head } = await execute(script, { visibility: 'hidden' });
    expect(events.slice(0, 2)).toEqual(['preload /assets/root-B.js', 'import /assets/root-B.js']);
    expect(head).toHaveLength(1);
  });

  it('leaves a script of another shape as it is, with the preloads in front', () => {
    const other = 'import("/assets/x.js");';
    const script = deferredModuleScript(other, ['/assets/x.js'], 'n0nce');
    expect(script.endsWith(other)).toBe(true);
    expect(script).toContain('"/assets/x.js"');
    expect(script).not.toContain('await');
  });

  it('has a browser-side wait that parses as a function', () => {
    expect(() => new Function(`return ${AFTER_FIRST_PAINT}`)).not.toThrow();
  });
});

describe('deferModules', () => {
  it('moves the preloads out of the head and rewrites the router script, leaving everything else byte for byte', async () => {
    const html = await run([HEAD + BODY]);
    const { head } = takeModulePreloads(HEAD);
    expect(html.startsWith(head)).toBe(true);
    expect(html).toContain('<body><main><h1>שלום</h1></main><script nonce="n0nce">window.__reactRouterContext = {};</script><script nonce="n0nce" type="module" async="">');
    expect(html).toContain(deferredModuleScript(ROUTER_SCRIPT, ['/assets/entry.client-A.js', '/assets/root-B.js'], 'n0nce'));
    expect(html.endsWith('</script><script type="application/ld+json">{"a":1}</script></body></html>')).toBe(true);
  });

  it('gives the same document whichever way the stream is cut', async () => {
    const whole = await run([HEAD + BODY]);
    const bytes = Buffer.from(HEAD + BODY);
    for (const size of [1, 7, 64, 333]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await run(chunks)).toBe(whole);
    }
  });

  it('passes a document without module preloads through unchanged', async () => {
    const html = '<!DOCTYPE html><html><head><title>x</title></head><body><script type="module">import "/a.js";</script></body></html>';
    expect(await run([html])).toBe(html);
  });

  it('keeps a document whose router script never closes', async () => {
    const html = `${HEAD}<body><script type="module" async="">import * as route0 from "/r.js";`;
    const out = await run([html]);
    expect(out).toBe(takeModulePreloads(HEAD).head + '<body><script type="module" async="">import * as route0 from "/r.js";');
  });
});
