import type { CmsMetahead } from '@lux/content';

/** A metahead the page renders: CSS as a style sheet, scripts with the CSP nonce, HTML as markup. */
export type RenderedMetahead =
  | { id: number; kind: 'css'; content: string; inBody: boolean }
  | { id: number; kind: 'script'; content: string; inBody: boolean; reloadOnEachPage: boolean }
  | { id: number; kind: 'script-src'; src: string; inBody: boolean; reloadOnEachPage: boolean }
  | { id: number; kind: 'html'; content: string; inBody: boolean };

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
    if (content.trim() === '') continue;
    switch (head.language) {
      case 'css':
        rendered.push({ id: head.id, kind: 'css', content, inBody });
        break;
      case 'javascript':
        rendered.push({ id: head.id, kind: 'script', content, inBody, reloadOnEachPage });
        break;
      case 'js-src': {
        const src = scriptSource(content);
        if (src) rendered.push({ id: head.id, kind: 'script-src', src, inBody, reloadOnEachPage });
        else problems.push({ id: head.id, language: head.language, reason: 'js-src is not an http(s) URL or a site path' });
        break;
      }
      case 'html':
        rendered.push({ id: head.id, kind: 'html', content, inBody });
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
