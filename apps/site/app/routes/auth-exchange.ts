import { redirect } from 'react-router';
import { localisedPath } from '@lux/content';
import type { Route } from './+types/auth-exchange';
import { siteOriginOf } from '../auth/guard.server';
import { client, oidcConfiguration, redirectUri } from '../auth/oidc.server';
import {
  endSession,
  newSessionId,
  saveSession,
  sessionCookie,
  sessionFromTokens,
  sessionIdFrom,
} from '../auth/session.server';
import { sessionStore } from '../auth/session-store.server';
import { clearTransaction, readTransaction } from '../auth/transaction.server';
import { errorSummary, logger } from '../lib/logger.server';

/**
 * `/auth-exchange` (A§2, the single sign-on return route): checks state, nonce and PKCE, exchanges the
 * code, and starts a new session under a new random id — any session the browser had is deleted, so an id
 * planted before sign-in is worth nothing after it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const transaction = readTransaction(request);
  const failed = (reason: string, details: Record<string, unknown> = {}) => {
    logger.warn({ ...details, reason, requestId: context.requestId }, 'sign-in: exchange refused');
    const headers = new Headers({ 'Set-Cookie': clearTransaction(), 'Cache-Control': 'no-store' });
    const type = reason === 'access denied' ? 'noPermissions' : 'signIn';
    return redirect(`${localisedPath(transaction?.locale ?? 'he', '/auth/error')}?type=${type}`, { headers });
  };
  const providerError = url.searchParams.get('error');
  if (providerError) throw failed(providerError === 'access_denied' ? 'access denied' : 'provider error', { error: providerError.slice(0, 100) });
  if (!transaction) throw failed('no or expired sign-in transaction');

  let session;
  try {
    const config = await oidcConfiguration();
    // The provider sent the visitor back to the redirect URI we registered; rebuild it from our origin
    // rather than trusting the request's Host.
    const current = new URL(redirectUri(siteOriginOf(request)));
    current.search = url.search;
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: transaction.verifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    session = sessionFromTokens(tokens, Date.now());
  } catch (error) {
    throw failed('code exchange failed', { err: errorSummary(error) });
  }

  const previous = sessionIdFrom(request);
  if (previous) await endSession(previous, await sessionStore.read(previous).catch(() => null));
  const id = newSessionId();
  await saveSession(id, session);
  logger.info({ user: session.sub, roles: session.roles, requestId: context.requestId }, 'sign-in: session started');

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearTransaction());
  headers.append('Set-Cookie', sessionCookie(id));
  throw redirect(transaction.returnTo, { headers });
}
