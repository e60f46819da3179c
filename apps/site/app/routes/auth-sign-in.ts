import { data, redirect } from 'react-router';
import { localeFromPath } from '@lux/content';
import type { Route } from './+types/auth-sign-in';
import { authConfig } from '../config.server';
import { siteOriginOf } from '../auth/guard.server';
import { SCOPES, client, oidcConfiguration, redirectUri, resourceParameter } from '../auth/oidc.server';
import { safeReturnTo } from '../auth/return-to.server';
import { lookupSession } from '../auth/session.server';
import { startTransaction } from '../auth/transaction.server';
import { errorSummary, logger } from '../lib/logger.server';

/** Where a sign-in without a usable `returnTo` lands: the back office is why staff sign in. */
const DEFAULT_RETURN_TO = '/admin';

/**
 * `/auth/sign-in?returnTo=/path`: starts the code + PKCE flow (ADR 019). The provider's pages follow the
 * visitor's locale through `ui_locales`. An already signed-in visitor goes straight to `returnTo`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = localeFromPath(url.pathname);
  const requested = url.searchParams.get('returnTo');
  const safe = safeReturnTo(requested);
  if (requested !== null && safe === null) {
    logger.warn({ returnTo: requested.slice(0, 200), requestId: context.requestId }, 'sign-in: returnTo refused (not a path on this site)');
  }
  const returnTo = safe ?? DEFAULT_RETURN_TO;

  if ((await lookupSession(request)).kind === 'active') throw redirect(returnTo);

  const config = await oidcConfiguration().catch((error: unknown) => {
    logger.error({ err: errorSummary(error), requestId: context.requestId }, 'sign-in: identity provider unreachable');
    throw data('The sign-in service is unavailable, please try again shortly.', { status: 503 });
  });
  const { transaction, setCookie } = startTransaction(returnTo, locale);
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(siteOriginOf(request)),
    scope: SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    ui_locales: locale,
    ...resourceParameter(authConfig().audience),
  });
  throw redirect(authorizationUrl.href, { headers: { 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' } });
}
