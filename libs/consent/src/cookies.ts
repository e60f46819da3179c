import { CAMPAIGN_COOKIE_NAME } from './campaign';
import type { ConsentScope } from './scopes';

/**
 * Cookies that well-known analytics and marketing tags set, by the scope they need. After a withdrawal
 * or a narrower choice the site deletes the ones whose scope is no longer granted (the tags themselves
 * stop with the reload that follows). A site adds its own through `extra`.
 */
export const VENDOR_COOKIE_PATTERNS: Readonly<Record<Exclude<ConsentScope, 'obligatory'>, readonly RegExp[]>> = {
  optional: [],
  statistic: [/^_ga($|_)/, /^_gid$/, /^_gat/, /^_hj/, /^_clck$/, /^_clsk$/, /^mp_/, /^ajs_/],
  marketing: [/^_gcl_/, /^_fbp$/, /^_fbc$/, /^_uet/, /^_ttp$/, /^_pin_unauth$/, /^li_/, new RegExp(`^${CAMPAIGN_COOKIE_NAME}$`)],
  unclassified: [],
};

/** Names among `cookieNames` that a scope outside `granted` needs, i.e. what must go now. */
export function cookiesToDelete(
  cookieNames: readonly string[],
  granted: readonly ConsentScope[],
  extra: Partial<Record<ConsentScope, readonly RegExp[]>> = {},
): string[] {
  const refused = (Object.keys(VENDOR_COOKIE_PATTERNS) as (keyof typeof VENDOR_COOKIE_PATTERNS)[]).filter((scope) => !granted.includes(scope));
  const patterns = refused.flatMap((scope) => [...VENDOR_COOKIE_PATTERNS[scope], ...(extra[scope] ?? [])]);
  return [...new Set(cookieNames)].filter((name) => patterns.some((pattern) => pattern.test(name)));
}

/** Names of the cookies in a `document.cookie` string. */
export function cookieNamesOf(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * `document.cookie` strings that delete `name` on this host and on each parent domain (tags often
 * write to the registrable domain, e.g. `.example.co.il`).
 */
export function cookieDeletions(name: string, hostname: string): string[] {
  const expired = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  const labels = hostname.split('.');
  const domains = labels.length > 1 && !/^\d+(\.\d+){3}$/.test(hostname) ? labels.slice(0, -1).map((_, i) => labels.slice(i).join('.')) : [];
  return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
}

/** Scopes granted before and not now: anything that needed them must stop. */
export function withdrawnScopes(before: readonly ConsentScope[], now: readonly ConsentScope[]): ConsentScope[] {
  return before.filter((scope) => scope !== 'obligatory' && !now.includes(scope));
}

