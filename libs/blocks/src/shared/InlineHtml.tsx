/**
 * Editor HTML inside a heading or a label (headings are rich-text fields in the catalogue). Sanitised on
 * the server like every HTML field; renders nothing for blank text.
 */
export function InlineHtml({ html }: { html: string }) {
  if (!html.trim()) return null;
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The text of editor HTML, for aria labels and alt fallbacks (no markup, collapsed whitespace). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
