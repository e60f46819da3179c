/**
 * `returnTo` is accepted only as a path on our own origin (ADR 019): it starts with a single `/`, carries no
 * backslash (browsers read `/\evil` as `//evil`), no control character and nothing a URL parser would
 * take out of our origin. Anything else is refused and the caller falls back to a safe default.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  // Percent-encoded slashes or backslashes at the start are decoded by some servers into `//host`.
  if (/^\/(%2f|%5c)/i.test(value)) return null;
  const base = 'http://return-to.invalid';
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
