import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { dbPlugin } from './db/plugin.js';
import { DOCS_PREFIX, docsPlugin } from './http/docs.js';
import { authPlugin, createAccessTokenVerifier } from './http/auth.js';
import { registerErrorHandling, sendError } from './http/errors.js';
import { securityPlugin } from './http/security.js';
import { healthRoutes } from './routes/health.js';
import { contentService } from './services/content/index.js';
import { formsService } from './services/forms/index.js';
import { leadPipeline } from './services/forms/pipeline/index.js';
import { identityService, verificationKeys } from './services/identity/index.js';
import { mediaService } from './services/media/index.js';
import { ordersService } from './services/orders/index.js';
import { stockService } from './services/stock/index.js';

const BODY_LIMIT = 1024 * 1024;

/**
 * The whole API as one plugin. Wrapped with fastify-plugin so the error handling, security hooks
 * and database it sets up belong to the root instance and reach every service.
 */
export const appPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(securityPlugin, { config, docsPrefix: DOCS_PREFIX });
    registerErrorHandling(app);
    await app.register(docsPlugin);
    await app.register(dbPlugin, { database: config.database });
    const { issuer, audience, rolesClaim } = config.identity;
    const keys = verificationKeys(config.identity, app.db);
    await app.register(authPlugin, { verify: createAccessTokenVerifier({ issuer, audience, rolesClaim, keys: keys.getKey }) });

    await app.register(healthRoutes);
    await app.register(contentService, {
      prefix: config.prefixes.content,
      previewTokenSecret: config.previewTokenSecret,
      cmsScheduleIntervalMs: config.cmsScheduleIntervalMs,
    });
    await app.register(mediaService, { prefix: config.prefixes.media, cacheDir: config.mediaCacheDir, maxUploadBytes: config.mediaMaxUploadBytes });
    await app.register(stockService, {
      prefix: config.prefixes.stock,
      mediaPrefix: config.prefixes.media,
      externalStockApiKey: config.externalStockApiKey,
    });
    await app.register(identityService, {
      identity: config.identity,
      prefix: config.prefixes.identity,
      trustProxy: config.trustProxy,
      keys,
    });
    await app.register(formsService, {
      prefix: config.prefixes.forms,
      leadJobs: config.leadJobs,
      verification: config.verification,
      crm: config.pipeline.crm,
    });
    await app.register(leadPipeline, { config: config.pipeline, prefix: config.prefixes.forms });
    await app.register(ordersService, { config: config.orders, prefix: config.prefixes.orders, mediaPrefix: config.prefixes.media });
  },
  { name: 'app', fastify: '5.x' },
);

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
      : {}),
  };
}

/** Builds the app without listening, so tests can `inject` and `main.ts` can `listen`. */
export function buildApp(config: Config): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Opening PGlite, migrating it and recovering after a crash can take longer than fastify's default 10 s
    // on a busy two-core machine; a process that gives up then would never start (seen in the crash test).
    pluginTimeout: 60_000,
    // Errors the router raises before any route matches (e.g. a broken percent-encoding).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 400;
      if (status >= 500) request.log.error({ err: error }, 'router error');
      sendError(reply, status, status >= 500 ? 'An unexpected error occurred.' : error.message);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // ajv coerces the string "Infinity" in a query or path to Infinity and lets it past `integer` and
  // `maximum` (ajv 8 with coerceTypes), so `?items=Infinity` reached handlers and SQL (a 500). Every
  // coerced number must be finite; this runs after validation and before any route's own preHandler.
  app.addHook('preHandler', async (request, reply) => {
    const name = nonFiniteNumber(request.params) ?? nonFiniteNumber(request.query);
    if (name !== undefined) return sendError(reply, 400, `${name} must be a finite number.`, { parameter: name });
  });
  app.register(appPlugin, { config });
  return app;
}

/** The first parameter whose validated value is a number that is not finite (Infinity, -Infinity, NaN). */
function nonFiniteNumber(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  for (const [name, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? value : [value];
    if (list.some((item) => typeof item === 'number' && !Number.isFinite(item))) return name;
  }
  return undefined;
}
