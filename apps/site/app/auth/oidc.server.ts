import * as client from 'openid-client';
import { authConfig, type AuthConfig } from '../config.server';
import { errorSummary, logger } from '../lib/logger.server';

const DISCOVERY_TTL_MS = 60 * 60_000;
const ATTEMPTS = 3;
const REQUEST_TIMEOUT_S = 10;

let cached: { config: Promise<client.Configuration>; at: number } | undefined;

async function discover(auth: AuthConfig): Promise<client.Configuration> {
  const issuer = new URL(auth.issuer);
  // Plain http is allowed only for an http issuer: the embedded provider on a laptop or in the tests.
  const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const config = await client.discovery(issuer, auth.clientId, undefined, client.ClientSecretBasic(auth.clientSecret), {
        execute,
        timeout: REQUEST_TIMEOUT_S,
      });
      config.timeout = REQUEST_TIMEOUT_S;
      return config;
    } catch (error) {
      lastError = error;
      logger.warn({ err: errorSummary(error), attempt, issuer: auth.issuer }, 'sign-in: provider discovery failed');
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
  throw lastError;
}

/**
 * The provider's metadata, discovered once and kept for an hour. A failed discovery is not cached, so the
 * next sign-in tries again (the API may simply have started after the site).
 */
export function oidcConfiguration(): Promise<client.Configuration> {
  const now = Date.now();
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = discover(authConfig());
  cached = { config, at: now };
  config.catch(() => {
    if (cached?.config === config) cached = undefined;
  });
  return config;
}

/** The redirect URI registered at the provider for this origin (A§2 return route). */
export function redirectUri(origin: string): string {
  return `${origin}/auth-exchange`;
}

export { client };

export const SCOPES = 'openid profile email offline_access roles';

/**
 * RFC 8707 resource indicators must be absolute URIs; a bare audience such as `lux-api` is left to the
 * provider's default resource (the embedded provider maps the site's client to it).
 */
export function resourceParameter(audience: string): Record<string, string> {
  return URL.canParse(audience) ? { resource: audience } : {};
}
