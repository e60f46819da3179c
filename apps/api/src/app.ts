import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { dbPlugin } from './db/plugin.js';
import { DOCS_PREFIX, docsPlugin } from './http/docs.js';
import { authPlugin, createAccessTokenVerifier } from './http/auth.js';
import { registerErrorHandling, sendError } from './http/errors.js';
import { metricsPlugin } from './http/metrics.js';
import { registerNumberChecks } from './http/numbers.js';
import { MAX_HEADER_BYTES, registerUrlLimits } from './http/request-limits.js';
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
    // Before any route, so every route's requests are counted (ADR 032).
    await app.register(metricsPlugin);
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
    // Node's default (16 KiB) would answer a long URL with a bare 431 before fastify could give the 414.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
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
  // Before anything else looks at it: a URL past its limits gets a 414 in the envelope.
  registerUrlLimits(app);
  // Numbers are written as plain decimals and are finite, wherever a route reads one (see numbers.ts).
  registerNumberChecks(app);
  app.register(appPlugin, { config });
  return app;
}
