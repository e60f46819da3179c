import { text } from './values';

export const linkTargets = ['_self', '_blank'] as const;
/** Where a link opens: the same tab (default) or a new one. */
export type LinkTarget = (typeof linkTargets)[number];

/** `_self` or `_blank` (any case); anything else is `_self`. */
export function normaliseLinkTarget(value: unknown): LinkTarget {
  return text(value).toLowerCase() === '_blank' ? '_blank' : '_self';
}

const scriptSchemes = /^(?:javascript|vbscript|data):/i;

/**
 * An admin-entered address that is safe to put in `href`: trimmed, non-empty and not a script
 * scheme (`javascript:`, `vbscript:`, `data:`). Anything else is `null`, which renders as no link.
 */
export function safeUrl(value: unknown): string | null {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url === '') return null;
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  const scheme = Array.from(url)
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('');
  return scriptSchemes.test(scheme) ? null : url;
}

const inlineImage = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * An image source: like `safeUrl`, but inline `data:image/…` sources are allowed too, because an
 * `<img>` never runs script (not even an SVG's).
 */
export function safeImageUrl(value: unknown): string | null {
  const url = typeof value === 'string' ? value.trim() : '';
  return inlineImage.test(url) ? url : safeUrl(url);
}
