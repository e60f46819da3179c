import { createCookie } from 'react-router';

/** The query parameter an editor's preview link carries (B§6: a Bearer token opens a disabled page). */
export const PREVIEW_PARAM = 'preview_token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,100}$/;

/**
 * The token moves from the link into an HttpOnly cookie at once, so it leaves the address bar, the
 * Referer header and analytics. It lives at most an hour here; the token's own expiry (checked by the
 * content service, which alone holds the secret) is what counts.
 */
export const previewCookie = createCookie('lux_preview', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60 * 60,
  secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false',
});

export function isPreviewTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export type PreviewState =
  | { kind: 'none' }
  | { kind: 'active'; token: string }
  /** The link carried a token: store it and reload the clean URL. */
  | { kind: 'store'; location: string; setCookie: string };

export async function previewState(request: Request): Promise<PreviewState> {
  const url = new URL(request.url);
  if (url.searchParams.has(PREVIEW_PARAM)) {
    const token = url.searchParams.get(PREVIEW_PARAM);
    url.searchParams.delete(PREVIEW_PARAM);
    const location = `${url.pathname}${url.search}${url.hash}`;
    // A malformed token clears any earlier preview instead of being forwarded.
    const setCookie = isPreviewTokenShape(token)
      ? await previewCookie.serialize(token)
      : await previewCookie.serialize('', { maxAge: 0 });
    return { kind: 'store', location, setCookie };
  }
  const stored: unknown = await previewCookie.parse(request.headers.get('cookie'));
  return isPreviewTokenShape(stored) ? { kind: 'active', token: stored } : { kind: 'none' };
}
