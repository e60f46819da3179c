import type { FastifyBaseLogger } from 'fastify';
import type { JWK } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { activeAccount } from './accounts.js';
import { createAdapterFactory } from './adapter.js';
import { SIGNING_ALG } from './keys.js';
import { logoutPage, logoutSuccessPage, MESSAGES, messagePage, pickLocale } from './pages.js';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** The scopes our client may ask for; `roles` adds the roles claim to the ID token. */
export const SCOPES = ['openid', 'offline_access', 'profile', 'email', 'roles'] as const;

/**
 * The resource indicator of our API. oidc-provider wants an absolute URI; the audience (`OIDC_AUDIENCE`,
 * default `lux-api`) usually is not one, so the indicator names it and the token carries the audience.
 */
export function resourceIndicator(audience: string): string {
  return URL.canParse(audience) ? audience : `urn:lux:resource:${encodeURIComponent(audience)}`;
}

export interface ProviderOptions {
  identity: IdentityConfig;
  /** The identity service's prefix: the interaction pages and cookies live under it. */
  prefix: string;
  db: Database;
  /** Private signing keys, the one that signs first. */
  jwks: JWK[];
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

const localeOf = (ctx: KoaContextWithOIDC) => pickLocale(ctx.query['lang'], ctx.oidc?.params?.['ui_locales']);

function html(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'html';
  ctx.body = body;
}

/** The embedded OpenID Connect provider (ADR 019): code + PKCE, JWT access tokens for our API, our pages. */
export function createProvider(options: ProviderOptions): Provider {
  const { identity, prefix, db } = options;
  const resource = resourceIndicator(identity.audience);
  const roleClaims = async (accountId: string) => {
    const account = await activeAccount(db, accountId);
    return account && { email: account.email, name: account.name, [identity.rolesClaim]: account.roles };
  };

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: { keys: options.jwks as NonNullable<Configuration['jwks']>['keys'] },
    clients: [
      {
        client_id: identity.client.id,
        client_secret: identity.client.secret,
        redirect_uris: identity.client.origins.map((origin) => `${origin}/auth-exchange`),
        post_logout_redirect_uris: identity.client.origins.flatMap((origin) => [`${origin}/`, `${origin}/en`]),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: SCOPES.join(' '),
      },
    ],
    scopes: [...SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      roles: [identity.rolesClaim],
    },
    // The site needs email and roles from the ID token; its access token is for our API, not userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await activeAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          name: account.name,
          [identity.rolesClaim]: account.roles,
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      return roleClaims(token.accountId);
    },
    pkce: { required: () => true },
    // First-party: a refresh token for every signed-in code flow, without asking for offline_access.
    issueRefreshToken: async (_ctx, client, code) => client.grantTypeAllowed('refresh_token') && code.scopes.has('openid'),
    rotateRefreshToken: true,
    clientBasedCORS: () => false,
    cookies: {
      keys: [identity.cookieSecret],
      long: { httpOnly: true, sameSite: 'lax', path: prefix, signed: true },
      short: { httpOnly: true, sameSite: 'lax', path: prefix, signed: true },
    },
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens (the library's default rule, written out so it is ours).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, logoutPage(localeOf(ctx), form)),
        postLogoutSuccessSource: (ctx) => html(ctx, logoutSuccessPage(localeOf(ctx))),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: SCOPES.join(' '),
            audience: identity.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    renderError: (ctx, out) => {
      const locale = localeOf(ctx);
      const detail = typeof out.error === 'string' ? ` (${out.error})` : '';
      html(ctx, messagePage(locale, `${MESSAGES[locale].providerError}${detail}`));
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 30 * 60,
      Session: 12 * 60 * 60,
      Grant: 12 * 60 * 60,
      RefreshToken: 12 * 60 * 60,
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  // Behind our own proxy the issuer is https while the hop to us is http; Koa then trusts X-Forwarded-Proto.
  provider.proxy = options.trustProxy;
  provider.on('server_error', (_ctx, error) => options.log.error({ err: error }, 'identity provider error'));
  return provider;
}
