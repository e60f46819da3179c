/**
 * The address of a video file the block can play, or null: http(s) or a site path only (no
 * `javascript:` or `data:`), and not a page on a video site, which a `<video>` element cannot play.
 */
export function playableVideoUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (/(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i.test(parsed.hostname)) return null;
  return parsed.href;
}

/** Whether the video starts by itself: never when the editor turned it off or the visitor asks for less motion. */
export function shouldAutoplay(disableAutoplay: boolean, reducedMotion: boolean): boolean {
  return !disableAutoplay && !reducedMotion;
}
