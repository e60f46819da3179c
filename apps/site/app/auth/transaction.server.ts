import { authConfig } from '../config.server';
import type { Locale } from '@lux/content';
import { clearCookie, readCookie, serializeCookie } from './cookies.server';
import { client } from './oidc.server';
import { signValue, verifyValue } from './signing.server';

/** The pre-login transaction lives ten minutes: long enough to type a password, short enough to be useless later. */
export const TRANSACTION_TTL_MS = 10 * 60_000;

export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  locale: Locale;
}

function cookieName(secure: boolean): string {
  return secure ? '__Host-lux_auth' : 'lux_auth';
}

/** A fresh state, nonce and PKCE verifier, and the signed HttpOnly cookie that carries them to /auth-exchange. */
export function startTransaction(returnTo: string, locale: Locale, now = Date.now()): { transaction: SignInTransaction; setCookie: string } {
  const { sessionSecret, cookieSecure } = authConfig();
  const transaction: SignInTransaction = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    returnTo,
    locale,
  };
  const value = signValue(sessionSecret, transaction, now + TRANSACTION_TTL_MS);
  return {
    transaction,
    setCookie: serializeCookie(cookieName(cookieSecure), value, { maxAgeSeconds: TRANSACTION_TTL_MS / 1000, secure: cookieSecure }),
  };
}

export function readTransaction(request: Request, now = Date.now()): SignInTransaction | null {
  const { sessionSecret, cookieSecure } = authConfig();
  return verifyValue<SignInTransaction>(sessionSecret, readCookie(request.headers.get('cookie'), cookieName(cookieSecure)), now);
}

/** The transaction is single-use: cleared whatever the outcome. */
export function clearTransaction(): string {
  const { cookieSecure } = authConfig();
  return clearCookie(cookieName(cookieSecure), cookieSecure);
}
