import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** Carries the CSP nonce from entry.server to <Scripts>; in the browser it is empty (nonces are hidden). */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
