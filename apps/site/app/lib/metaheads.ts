import type { CmsMetahead } from '@lux/content';
import { isConsentScope, type ConsentScope } from '@lux/consent';

/**
 * A metahead the page renders: CSS as a style sheet, scripts with the CSP nonce, HTML as markup. Scripts
 * and HTML carry the consent scope they need (issue 12): only `obligatory` ones are server-rendered,
 * the others run in the browser once the visitor grants their scope. CSS is never held back.
 */
export type RenderedMetahead =
  | { id: number; kind: 'css'; content: string; inBody: boolean }
  | { id: number; kind: 'script'; content: string; inBody: boolean; reloadOnEachPage: boolean; scope: ConsentScope }
  | { id: number; kind: 'script-src'; src: string; inBody: boolean; reloadOnEachPage: boolean; scope: ConsentScope }
  | { id: number; kind: 'html'; content: string; inBody: boolean; scope: ConsentScope };

/** The scope a metahead needs; a missing or unknown one is `unclassified` (runs only on "accept all"). */
export function metaheadScope(head: CmsMetahead): ConsentScope {
  const value = (head as { consent_scope?: unknown }).consent_scope;
  return isConsentScope(value) ? value : 'unclassified';
}

export interface MetaheadProblem {
  id: number;
  language: string | null;
  reason: string;
}

/** Only http(s) script URLs or paths on the site itself; `javascript:` and `data:` never run. */
function scriptSource(content: string): string | null {
  const value = content.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Editor-authored metaheads (B§6: languages javascript, js-src, css, sass, scss, html) in sequence order
 * (the API sorts them; ties keep their order). They are trusted admin content, like a tag-manager
 * snippet. Sass and SCSS need a compiler this site does not ship: they are reported and skipped, never
 * sent to the browser as broken CSS.
 */
export function renderableMetaheads(metaheads: readonly CmsMetahead[]): { rendered: RenderedMetahead[]; problems: MetaheadProblem[] } {
  const rendered: RenderedMetahead[] = [];
  const problems: MetaheadProblem[] = [];
  const ordered = [...metaheads].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
  for (const head of ordered) {
    const content = head.content ?? '';
    const inBody = head.in_body === true;
    const reloadOnEachPage = head.reload_on_each_page === true;
    const scope = metaheadScope(head);
    if (content.trim() === '') continue;
    switch (head.language) {
      case 'css':
        rendered.push({ id: head.id, kind: 'css', content, inBody });
        break;
      case 'javascript':
        rendered.push({ id: head.id, kind: 'script', content, inBody, reloadOnEachPage, scope });
        break;
      case 'js-src': {
        const src = scriptSource(content);
        if (src) rendered.push({ id: head.id, kind: 'script-src', src, inBody, reloadOnEachPage, scope });
        else problems.push({ id: head.id, language: head.language, reason: 'js-src is not an http(s) URL or a site path' });
        break;
      }
      case 'html':
        rendered.push({ id: head.id, kind: 'html', content, inBody, scope });
        break;
      default:
        problems.push({ id: head.id, language: head.language, reason: `${head.language ?? 'no'} language is not rendered by the site` });
    }
  }
  return { rendered, problems };
}

/** `</script` inside inline script text would end the element early; this keeps the text intact. */
export function inlineScriptText(content: string): string {
  return content.replace(/<\/(script)/gi, '<\\/$1');
}
