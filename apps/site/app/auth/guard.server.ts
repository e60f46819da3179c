import { redirect } from 'react-router';
import { localeFromPath, localisedPath } from '@lux/content';
import { authConfig, userLoginRequired } from '../config.server';
import { logger } from '../lib/logger.server';
import { clearSessionCookie, lookupSession, type Role, type SessionUser } from './session.server';

export type { Role, SessionUser } from './session.server';

/** What `requireUser` gives a page: the user's fields, the user itself, and the session's CSRF token. */
export type RequiredUser = SessionUser & { user: SessionUser; csrfToken: string };

interface GuardArgs {
  request: Request;
}

/** Admin passes every role check; no roles asked means any signed-in user. */
export function hasRole(user: Pick<SessionUser, 'roles'>, roles: readonly Role[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  return user.roles.includes('admin') || roles.some((role) => user.roles.includes(role));
}

/** `/auth/sign-in?returnTo=<path+query>` in the locale of the page asked for. */
export function signInLocation(request: Request): string {
  const url = new URL(request.url);
  const { locale } = localeFromPath(url.pathname);
  const params = new URLSearchParams({ returnTo: `${url.pathname}${url.search}` });
  return `${localisedPath(locale, '/auth/sign-in')}?${params.toString()}`;
}

/** This site's origin: PUBLIC_SITE_URL when set (behind a proxy), else the request's own. */
export function siteOriginOf(request: Request): string {
  return authConfig().publicOrigin ?? new URL(request.url).origin;
}

/** The signed-in user, or null. Never redirects; costs nothing without the session cookie. */
export async function getUser(request: Request): Promise<(SessionUser & { csrfToken: string }) | null> {
  const session = await lookupSession(request);
  return session.kind === 'active' ? { ...session.user, csrfToken: session.csrfToken } : null;
}

/**
 * What a public page needs to know about its visitor: the access token for service calls (A§6), and whether
 * the visitor may edit pages (the editor toolbar, issue 14). One session lookup; nothing without the cookie.
 */
export async function visitorOf(request: Request): Promise<{ accessToken?: string; editor: boolean }> {
  const session = await lookupSession(request);
  if (session.kind !== 'active') return { editor: false };
  return { accessToken: session.data.access_token, editor: hasRole(session.user, ['editor', 'developer']) };
}

/** The signed-in user's access token for service calls (A§6: a Bearer token when the visitor has one). */
export async function accessTokenOf(request: Request): Promise<string | undefined> {
  const session = await lookupSession(request);
  return session.kind === 'active' ? session.data.access_token : undefined;
}

/**
 * A page that needs a signed-in user (A§6). No session → 302 to sign-in with the page as `returnTo` (and
 * an ended session's cookie cleared). Signed in without the role → the no-access page, which answers 403;
 * the refusal is logged as an error, as the spec's "the error is still raised".
 */
export async function requireUser(args: GuardArgs, options: { roles?: readonly Role[] } = {}): Promise<RequiredUser> {
  const { request } = args;
  const session = await lookupSession(request);
  if (session.kind !== 'active') {
    const headers = session.kind === 'ended' ? { 'Set-Cookie': clearSessionCookie() } : undefined;
    throw redirect(signInLocation(request), { headers });
  }
  if (!hasRole(session.user, options.roles)) {
    const url = new URL(request.url);
    logger.error(
      { status: 403, path: url.pathname, user: session.user.id, roles: session.user.roles, required: options.roles },
      'access refused: the signed-in user lacks the role this page needs',
    );
    throw redirect(localisedPath(localeFromPath(url.pathname).locale, '/no-access'));
  }
  return { ...session.user, user: session.user, csrfToken: session.csrfToken };
}

/** Staff roles: everyone but `viewer` (who may sign in, but has no back office). */
export const STAFF_ROLES: readonly Role[] = ['editor', 'sales'];

/** Paths that always need sign-in (A§2/A§6), with the roles they need. */
const ALWAYS_PROTECTED: ReadonlyArray<{ prefix: string; roles: readonly Role[] }> = [
  { prefix: '/admin', roles: STAFF_ROLES },
  // The editor area (ADR 027): editors build pages; developers edit metaheads there.
  { prefix: '/cms', roles: ['editor', 'developer'] },
  { prefix: '/lrdx-navigation-test', roles: STAFF_ROLES },
];

export function protectionOf(pathname: string): { roles: readonly Role[] } | null {
  const { contentPath } = localeFromPath(pathname);
  const hit = ALWAYS_PROTECTED.find(({ prefix }) => contentPath === prefix || contentPath.startsWith(`${prefix}/`));
  return hit ? { roles: hit.roles } : null;
}

/**
 * For routes "protected only if the login requirement is on" (showroom, order online, the catch-all):
 * nothing at all unless REQUIRE_USER_LOGIN is "true". The catch-all also reaches /cms… and /admin… paths no
 * other route takes, which are always protected.
 */
export async function guardRoute(args: GuardArgs): Promise<void> {
  const always = protectionOf(new URL(args.request.url).pathname);
  if (always) {
    await requireUser(args, always);
    return;
  }
  if (userLoginRequired()) await requireUser(args);
}
