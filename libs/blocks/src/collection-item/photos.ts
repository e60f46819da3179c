/** The placeholder in the item's HTML where the photos go. */
export const PHOTOS_PLACEHOLDER = '{photos}';

/** Photo addresses the block will load: https, a path on the site itself, or an inline raster/SVG image. */
export function isPhotoUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (/^data:image\/(png|jpeg|webp|avif|svg\+xml)[;,]/i.test(url)) return true;
  return /^https:\/\/[^\s"'<>]+$/i.test(url);
}

/**
 * The `images` JSON: an array of URLs (objects with `url` or `src` are accepted too). Broken JSON, other
 * shapes and unsafe addresses give no photos; it never throws.
 */
export function parsePhotos(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const urls: string[] = [];
  for (const entry of parsed) {
    let candidate: unknown = entry;
    if (typeof entry === 'object' && entry !== null) {
      const record = entry as Record<string, unknown>;
      candidate = record['url'] ?? record['src'];
    }
    if (typeof candidate === 'string' && isPhotoUrl(candidate.trim())) urls.push(candidate.trim());
  }
  return urls;
}

export interface PhotosSplit {
  before: string;
  after: string;
  /** Whether the HTML had the placeholder (without one the photos go first). */
  found: boolean;
}

/**
 * Splits the HTML at the first {photos}. A placeholder alone in its paragraph or div takes the element
 * with it, so neither half is left with a dangling tag; later placeholders are removed.
 */
export function splitAtPhotos(html: string): PhotosSplit {
  const at = html.indexOf(PHOTOS_PLACEHOLDER);
  if (at === -1) return { before: '', after: html, found: false };
  const match = /<(p|div)(\s[^>]*)?>\s*\{photos\}\s*<\/\1>/i.exec(html);
  // The wrapping element counts only if it wraps the first placeholder.
  const wrapsFirst = !!match && match.index <= at && at < match.index + match[0].length;
  const start = wrapsFirst ? match.index : at;
  const end = wrapsFirst ? match.index + match[0].length : at + PHOTOS_PLACEHOLDER.length;
  const before = html.slice(0, start);
  const after = html.slice(end);
  const strip = (part: string) => part.replace(/<(p|div)(\s[^>]*)?>\s*\{photos\}\s*<\/\1>/gi, '').split(PHOTOS_PLACEHOLDER).join('');
  return { before: strip(before), after: strip(after), found: true };
}
