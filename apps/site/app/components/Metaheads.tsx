import { useEffect } from 'react';
import { inlineScriptText, type RenderedMetahead } from '../lib/metaheads';
import { useNonce } from '../lib/nonce';

/** Script metaheads this document has run, by id: each runs once unless it asks to reload on each page. */
const executed = new Set<number>();
let hydrated = false;

function runScript(head: Extract<RenderedMetahead, { kind: 'script' | 'script-src' }>) {
  // A script element React inserts does not run; one created here does (and CSP 'strict-dynamic'
  // trusts it, because the site's own nonced bundle creates it).
  const element = document.createElement('script');
  element.dataset['metahead'] = String(head.id);
  if (head.kind === 'script-src') {
    element.src = head.src;
    element.async = true;
  } else {
    element.text = head.content;
  }
  (head.inBody ? document.body : document.head).appendChild(element);
}

/**
 * Renders a page's metaheads at one place (before the blocks, or after them for in-body ones). The
 * server's render runs them on the first load; after a client-side navigation this runs the scripts the
 * new page brings, and again every page for those with reload_on_each_page (B§6).
 */
export function Metaheads({ heads }: { heads: readonly RenderedMetahead[] }) {
  const nonce = useNonce();
  useEffect(() => {
    const scripts = heads.filter((head): head is Extract<RenderedMetahead, { kind: 'script' | 'script-src' }> => head.kind === 'script' || head.kind === 'script-src');
    if (!hydrated) {
      // First load: the parser already ran every script the server rendered.
      for (const head of scripts) executed.add(head.id);
      hydrated = true;
      return;
    }
    for (const head of scripts) {
      if (executed.has(head.id) && !head.reloadOnEachPage) continue;
      executed.add(head.id);
      runScript(head);
    }
  }, [heads]);

  return (
    <>
      {heads.map((head) => {
        switch (head.kind) {
          case 'css':
            // Rendered as text: React escapes it, so it cannot close the element.
            return <style key={head.id}>{head.content}</style>;
          case 'script':
            return (
              <script
                key={head.id}
                nonce={nonce || undefined}
                data-metahead={head.id}
                suppressHydrationWarning
                dangerouslySetInnerHTML={{ __html: inlineScriptText(head.content) }}
              />
            );
          case 'script-src':
            return <script key={head.id} nonce={nonce || undefined} data-metahead={head.id} src={head.src} async suppressHydrationWarning />;
          case 'html':
            // Editor HTML (trusted admin content, B§6). Scripts inside it never run on client renders.
            return <div key={head.id} data-metahead={head.id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: head.content }} />;
        }
      })}
    </>
  );
}
