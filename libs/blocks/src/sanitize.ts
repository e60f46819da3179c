import sanitizeHtml from 'sanitize-html';

/**
 * Editor HTML (rich-text fields, HTML items) is not trusted to be script-free: the server reduces it to
 * content markup before it reaches the page. No scripts, event handlers, styles or javascript: URLs;
 * links that open a new window get rel="noopener noreferrer".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'picture',
    'source',
    'figure',
    'figcaption',
    'del',
    'ins',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'dir', 'lang', 'title', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'name', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs['target'] !== '_blank') return { tagName, attribs };
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
    },
  },
};

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, options);
}
