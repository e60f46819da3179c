import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { ProviderHolder } from './provider-holder.js';

/** oidc-provider's own routes (relative to the issuer); everything else under the prefix is fastify's. */
const PROVIDER_ROUTES = [
  '/.well-known/openid-configuration',
  '/.well-known/oauth-authorization-server',
  '/auth', // and /auth/:uid (resume)
  '/token', // and /token/revocation
  '/jwks',
  '/me',
  '/session/end', // and /confirm, /success
];

/** The provider-relative URL (path and query) when `url` is one of its routes under `prefix`. */
export function providerUrl(url: string, prefix: string): string | undefined {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const rest = path.slice(prefix.length);
  return PROVIDER_ROUTES.some((route) => rest === route || rest.startsWith(`${route}/`)) ? url.slice(prefix.length) : undefined;
}

/**
 * Hands the provider's own paths to its Koa callback before fastify reads the body: an onRequest hook
 * runs before content-type parsing, so the stream reaches oidc-provider untouched (it parses its own
 * form and JSON bodies). The paths stay out of fastify's router on purpose: they are the provider's
 * contract (documented by its discovery document), not routes of ours, so the route sweep and the
 * OpenAPI document do not list them. The hook is added to the root instance, so it also sees requests
 * that match no fastify route (every provider path), after the security hooks (helmet, CORS).
 */
export function mountProvider(app: FastifyInstance, holder: ProviderHolder, prefix: string, csp: string) {
  const limit = app.rateLimit();
  // Koa composes its middleware on every callback() call: once per provider instance is enough.
  const callbacks = new WeakMap<object, ReturnType<Provider['callback']>>();
  const callbackOf = (provider: Provider) => {
    let callback = callbacks.get(provider);
    if (!callback) callbacks.set(provider, (callback = provider.callback()));
    return callback;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const inner = providerUrl(request.raw.url ?? '', prefix);
    if (inner === undefined) return;
    // Provider paths match no route, so the global per-route rate limit does not reach them.
    await limit.call(app, request, reply);
    if (reply.sent) return;

    const provider = await holder.current();
    reply.hijack();
    const raw = reply.raw;
    // Headers the earlier hooks set on the fastify reply (request id, CORS) go out with the provider's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value as string | string[]);
    }
    raw.setHeader('content-security-policy', csp);
    raw.setHeader('cache-control', 'no-store');

    // Mounted the way Express mounts it: req.url relative to the issuer, the full one in originalUrl
    // (oidc-provider derives its mount path from the difference when it builds URLs).
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const original = req.url;
    req.originalUrl = original;
    req.url = inner;
    try {
      await callbackOf(provider)(req, raw);
    } finally {
      req.url = original;
    }
  });
}
