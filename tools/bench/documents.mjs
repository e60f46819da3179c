// Transformations of a served document for the benches.

/**
 * The document as a browser without JavaScript would have it: every `<script>` (inline, module, JSON data)
 * and every module preload taken out, and `<noscript>` content unwrapped. The HTML and CSS stay byte for byte,
 * so Lighthouse on it measures what the host and the markup alone cost (site.mjs's "floor").
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<\/?noscript\s*>/gi, '');
}
