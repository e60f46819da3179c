/**
 * Turns the wildcard part of /public_api/pages/by_path/* into the stored form: a leading slash,
 * no empty segments (so `a//b/` and `a/b` are the same page), home is '/'. The router has already
 * percent-decoded the wildcard; decoding again would turn a literal `%25` into something else.
 */
export function normalisePagePath(wildcard: string): string {
  const segments = wildcard.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}
