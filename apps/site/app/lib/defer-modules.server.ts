import { Transform } from 'node:stream';

/**
 * The page is whole in the HTML (ADR 018); its modules only hydrate it. This moves their loading behind
 * the first paint, so on a slow connection the document, style sheet, fonts and hero image have the
 * bandwidth to themselves until the visitor sees the page:
 *
 * - React Router hoists a `<link rel="modulepreload">` per module into `<head>`; the browser fetches
 *   each at once, competing with what paints. They are taken out of `<head>`.
 * - React Router's inline module script imports the route modules statically (fetched as soon as the
 *   script is parsed), publishes the manifest and imports the client entry. It is rewritten to wait for
 *   the first frame, add the same module preloads (all fetched in parallel, no waterfall), evaluate the
 *   modules a chunk per task, and import the route modules dynamically; the rest runs as before.
 *
 * The wait ends a task after the browser reports the first contentful paint (the frame the render-
 * blocking style sheet allows, holding the text and the hero): a frame callback alone ends before the
 * frame is presented, and the fetches would still start ahead of it. A hidden page (a background tab, a
 * prerender) paints nothing and waits for nothing; a page that has not painted content after 3 s (a
 * very slow style sheet, a tab hidden while loading) starts then, as it did before; a browser without
 * paint timing waits one frame. (Not `load`: a page without eager images loads before it paints.)
 * React Router's <Scripts> has no option for this.
 */
export function deferModules(nonce: string): Transform {
  const decoder = new TextDecoder();
  let pending = '';
  let stage: 'head' | 'body' | 'done' = 'head';
  let preloads: string[] = [];

  function process(final: boolean): string {
    let out = '';
    if (stage === 'head') {
      const end = pending.indexOf('</head>');
      if (end === -1) return final ? flushAll() : '';
      const taken = takeModulePreloads(pending.slice(0, end));
      preloads = taken.hrefs;
      out += taken.head;
      pending = pending.slice(end);
      stage = preloads.length > 0 ? 'body' : 'done';
    }
    if (stage === 'body') {
      const start = pending.search(MODULE_SCRIPT_START);
      if (start === -1) {
        // Keep a tail that could be the beginning of the script tag split across chunks.
        const keep = final ? 0 : Math.min(pending.length, 200);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
      const close = pending.indexOf('</script>', start);
      if (close === -1) {
        out += pending.slice(0, start);
        pending = pending.slice(start);
        return final ? out + flushAll() : out;
      }
      const openEnd = pending.indexOf('>', start) + 1;
      const body = pending.slice(openEnd, close);
      out += pending.slice(0, openEnd) + deferredModuleScript(body, preloads, nonce) + '</script>';
      pending = pending.slice(close + '</script>'.length);
      stage = 'done';
    }
    out += pending;
    pending = '';
    return out;
  }

  function flushAll(): string {
    const rest = pending;
    pending = '';
    stage = 'done';
    return rest;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'done') {
        callback(null, chunk);
        return;
      }
      pending += decoder.decode(chunk, { stream: true });
      const out = process(false);
      callback(null, out === '' ? undefined : out);
    },
    flush(callback) {
      pending += decoder.decode();
      const out = stage === 'done' ? flushAll() : process(true);
      callback(null, out === '' ? undefined : out);
    },
  });
}

/** The executor of the Promise the rewritten module script awaits (browser code, kept small). */
export const AFTER_FIRST_PAINT = `(resolve) => {
  const go = () => setTimeout(resolve, 0);
  if (document.visibilityState === "hidden") return resolve();
  setTimeout(go, 3000);
  try {
    if (performance.getEntriesByName("first-contentful-paint").length > 0) return go();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: "paint" });
  } catch {
    requestAnimationFrame(go);
  }
}`;

const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/;

/** Removes every `<link rel="modulepreload">` from the head; returns the head and their addresses in order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (href === undefined) return link;
    hrefs.push(href);
    return '';
  });
  return { head: rest, hrefs };
}

/**
 * Rewrites React Router's module script: static `import * as routeN from "…"` become dynamic imports
 * awaited after the first frame, preceded by the module preloads the head no longer carries. A script
 * of another shape is returned unchanged (the preloads are then put back in front of it).
 *
 * The work is cut into tasks, because a phone's blocking time is the sum of each task's excess over 50 ms
 * (issue 16, ADR 018 decision 8): the preloads are added one per task (each starts a fetch on the main
 * thread, 1–16 ms unthrottled), and the modules they name are evaluated one chunk per task, in the order
 * of the list, before the routes (which then evaluate only their own code) and the client entry (which
 * hydrates, so it stays last). Evaluating a chunk runs its dependencies first, as the static imports would.
 */
export function deferredModuleScript(script: string, preloads: string[], nonce: string): string {
  const imports: Array<[string, string]> = [];
  const rest = script.replace(/import \* as (route\d+) from "([^"]+)";/g, (_all, name: string, href: string) => {
    imports.push([name, href]);
    return '';
  });
  // One statement adds the preload named by `href` (a variable of the generated script).
  const addPreload = `{ const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; link.nonce = ${JSON.stringify(nonce)}; document.head.append(link); }`;
  if (imports.length === 0 || !/^[A-Za-z0-9+/=]*$/.test(nonce)) return `for (const href of ${JSON.stringify(preloads)}) ${addPreload}\n` + script;
  const entry = /import\("([^"]+)"\);\s*$/.exec(rest)?.[1];
  const routes = new Set(imports.map(([, href]) => href));
  const staged = preloads.filter((href) => href !== entry && !routes.has(href));
  const names = imports.map(([name]) => name).join(', ');
  const loads = imports.map(([, href]) => `import(${JSON.stringify(href)})`).join(', ');
  return (
    `await new Promise(${AFTER_FIRST_PAINT});\n` +
    `const nextTask = ${NEXT_TASK};\n` +
    // One preload per task: adding one took 1–16 ms unthrottled, unevenly (timed around each append on the
    // home page), and all of them at once was one task of 55–66 ms.
    `for (const [index, href] of ${JSON.stringify(preloads)}.entries()) { if (index > 0) await nextTask(); ${addPreload} }\n` +
    `for (const href of ${JSON.stringify(staged)}) { await nextTask(); await import(href); }\n` +
    `const [${names}] = await Promise.all([${loads}]);` +
    rest
  );
}

/** Yields to the event loop: `scheduler.yield()` where the browser has it, else a message (no 4 ms timer clamp). */
export const NEXT_TASK = `() => typeof scheduler !== "undefined" && typeof scheduler.yield === "function" ? scheduler.yield() : new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(null); })`;
