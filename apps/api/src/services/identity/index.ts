import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentityConfig } from '../../config.js';
import { startSweeper } from './adapter.js';
import { identityAdminRoutes } from './admin/index.js';
import { interactionRoutes } from './interactions.routes.js';
import type { VerificationKeys } from './keys.js';
import { mountProvider } from './mount.js';
import { pageCsp } from './pages.js';
import { createProvider } from './provider.js';
import { ProviderHolder } from './provider-holder.js';
import { siteSessionRoutes } from './site-sessions.routes.js';

export { rotateSigningKey, verificationKeys, type Rotation, type VerificationKeys } from './keys.js';
export { hashPassword } from './passwords.js';

export interface IdentityServiceOptions {
  identity: IdentityConfig;
  /** The identity prefix (`IDENTITY_PREFIX`); the embedded issuer is `PUBLIC_API_URL` + this. */
  prefix: string;
  trustProxy: boolean;
  /** The verifier's key source, refreshed when this process rotates keys. */
  keys: VerificationKeys;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded provider's key handling (null with an external issuer). */
    identityKeys: { reload(): Promise<void> } | null;
  }
}

/** The identity service's own routes, under its prefix. */
const identityRoutes: FastifyPluginAsync<IdentityServiceOptions & { holder: ProviderHolder | null; csp: string }> = async (
  app,
  { identity, prefix, holder, csp },
) => {
  await app.register(siteSessionRoutes, { identity });
  if (holder) await app.register(interactionRoutes, { identity, holder, basePath: prefix, csp });
  // The back office's users, roles and audit log (admin only).
  await app.register(identityAdminRoutes);
};

/**
 * The identity service (ADR 019): the embedded OpenID Connect provider with our login pages (only when no
 * external `OIDC_ISSUER` is set), and the site-sessions API. Wrapped with fastify-plugin because the
 * provider is mounted by a root-level onRequest hook (see mount.ts); its routes stay encapsulated under
 * the prefix.
 */
export const identityService = fp<IdentityServiceOptions>(
  async (app, options) => {
    const { identity, prefix } = options;
    const csp = pageCsp(identity.client.origins);
    let holder: ProviderHolder | null = null;

    if (identity.embedded) {
      const created = new ProviderHolder(app.db, (jwks) =>
        createProvider({ identity, prefix, db: app.db, jwks, trustProxy: options.trustProxy, log: app.log }),
      );
      holder = created;
      mountProvider(app, created, prefix, csp);
      // A listening server creates its first signing key and provider at once rather than on the first
      // sign-in; `inject`-only apps (tests) build them when first needed.
      app.addHook('onListen', async () => {
        await created.current();
      });
    }
    const stop = startSweeper(app.db, identity.login.windowSeconds, (error) => app.log.warn({ err: error }, 'identity sweep failed'));
    app.addHook('onClose', async () => stop());

    app.decorate(
      'identityKeys',
      holder && {
        /** After a rotation in this process: the provider signs with the new key, the verifier knows it. */
        async reload() {
          await holder.reload();
          await options.keys.refresh();
        },
      },
    );
    await app.register(identityRoutes, { ...options, holder, csp, prefix });
  },
  { name: 'identity', fastify: '5.x', dependencies: ['db', 'auth', 'security'] },
);
