import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $grantedScopes, type ConsentScope } from '@lux/consent';
import { inlineScriptText, type RenderedMetahead } from '../lib/metaheads';
import { useNonce } from '../lib/nonce';
import { injectScript } from '../consent/inject-script';

type ScriptHead = Extract<RenderedMetahead, { kind: 'script' | 'script-src' }>;

/** Script metaheads this document has run, by id: each runs once unless it asks to reload on each page. */
const executed = new Set<number>();
let hydrated = false;

const isScript = (head: RenderedMetahead): head is ScriptHead => head.kind === 'script' || head.kind === 'script-src';
const allowedBy = (granted: readonly ConsentScope[]) => (head: { scope: ConsentScope }) =>
  head.scope === 'obligatory' || granted.includes(head.scope);

/**
 * Renders a page's metaheads at one place (before the blocks, or after them for in-body ones). The
 * server renders CSS and the obligatory scripts and HTML; a script or HTML that needs a consent scope
 * runs in the browser only once the visitor grants it (prior blocking, issue 12), and after a
 * withdrawal the consent host reloads the page, so it is not injected again. After a client-side
 * navigation this runs the scripts the new page brings, and again every page for those with
 * reload_on_each_page (B§6).
 */
export function Metaheads({ heads }: { heads: readonly RenderedMetahead[] }) {
  const nonce = useNonce();
  const granted = useUnit($grantedScopes);
  // Which heads ran for this page's data (a consent change is not a new page for reload_on_each_page).
  const page = useRef<{ heads: readonly RenderedMetahead[]; ran: Set<number> }>({ heads, ran: new Set() });
  useEffect(() => {
    if (page.current.heads !== heads) page.current = { heads, ran: new Set() };
    const { ran } = page.current;
    const allowed = allowedBy(granted);
    const scripts = heads.filter(isScript);
    if (!hydrated) {
      // First load: the parser already ran every obligatory script the server rendered.
      for (const head of scripts) {
        if (head.scope !== 'obligatory') continue;
        executed.add(head.id);
        ran.add(head.id);
      }
      hydrated = true;
    }
    for (const head of scripts) {
      if (!allowed(head) || ran.has(head.id)) continue;
      ran.add(head.id);
      if (executed.has(head.id) && !head.reloadOnEachPage) continue;
      executed.add(head.id);
      injectScript(head.kind === 'script-src' ? { src: head.src } : { text: head.content }, {
        id: String(head.id),
        inBody: head.inBody,
      });
    }
  }, [heads, granted]);

  const allowed = allowedBy(granted);
  return (
    <>
      {heads.map((head) => {
        switch (head.kind) {
          case 'css':
            // Rendered as text: React escapes it, so it cannot close the element.
            return <style key={head.id}>{head.content}</style>;
          case 'script':
            return head.scope === 'obligatory' ? (
              <script
                key={head.id}
                nonce={nonce || undefined}
                data-metahead={head.id}
                suppressHydrationWarning
                dangerouslySetInnerHTML={{ __html: inlineScriptText(head.content) }}
              />
            ) : null;
          case 'script-src':
            return head.scope === 'obligatory' ? (
              <script key={head.id} nonce={nonce || undefined} data-metahead={head.id} src={head.src} async suppressHydrationWarning />
            ) : null;
          case 'html':
            // Editor HTML (trusted admin content, B§6). Scripts inside it never run on client renders;
            // a pixel or embed in it waits for its scope like a script does.
            return allowed(head) ? (
              <div key={head.id} data-metahead={head.id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: head.content }} />
            ) : null;
        }
      })}
    </>
  );
}
