/**
 * Editor HTML (footer middle and bottom text) turned into plain text. It is the safe default: the
 * result is rendered as a text node, so whatever survives here can never run as markup. To render
 * the HTML itself, pass it through a real sanitiser (DOMPurify, sanitize-html) instead.
 */

const droppedElements = /<(script|style|template|noscript|iframe|object|embed|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const comments = /<!--[\s\S]*?(?:-->|$)/g;
const lineBreaks = /<br\b[^>]*>|<\/(?:p|div|li|h[1-6]|tr|ul|ol|section|article|header|footer|blockquote)\s*>/gi;
const tags = /<\/?[a-z][^>]*>/gi;

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lrm: '\u200e',
  rlm: '\u200f',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  }
  return Object.prototype.hasOwnProperty.call(namedEntities, body) ? (namedEntities[body] ?? entity) : entity;
}

/** Visible text of editor HTML: scripts, styles and tags removed, entities decoded, lines kept. */
export function editorHtmlToText(html: string): string {
  return html
    .replace(comments, '')
    .replace(droppedElements, '')
    .replace(lineBreaks, '\n')
    .replace(tags, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (entity: string, body: string) => decodeEntity(entity, body))
    .split('\n')
    .map((line) => line.replace(/[ \t\f\r]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}
