import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's address: the last X-Forwarded-For hop when an allow-listed site server passed the
     * request on for a visitor, else `ip`. The rate limit keys on it; proof of consent truncates and keeps it.
     */
    readonly visitorIp: string;
  }
}

export interface SecurityOptions {
  config: Pick<Config, 'corsOrigins' | 'rateLimitMax' | 'rateLimitAllowList'>;
  /** Routes under this prefix serve the browsable docs and get a CSP that lets Swagger UI run. */
  docsPrefix: string;
}

/** The API only returns JSON, so by default nothing may be loaded, framed or submitted from it. */
const API_CSP = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Swagger UI loads its own scripts and styles from 'self' and uses inline styles. No
 * upgrade-insecure-requests: the docs are also opened over plain http on localhost.
 */
const DOCS_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export const securityPlugin = fp<SecurityOptions>(
  async (app, { config, docsPrefix }) => {
    // Added before helmet registers, so this hook runs before helmet's own onRoute hook reads `helmet`.
    app.addHook('onRoute', (route) => {
      if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) {
        route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } };
      }
    });

    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
      // Lets browsers on other allowed origins read the JSON (CORS still decides who may).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });

    await app.register(cors, {
      // An empty list disables CORS headers altogether rather than allowing everyone.
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });

    // The allow list names the site's own servers. Their server-side calls are never limited, but what
    // they pass on for a visitor (the forms proxy sends the lead with X-Forwarded-For) counts against
    // that visitor: the last hop is the address the site itself saw, the only one a visitor cannot forge.
    const siteServers = new Set(config.rateLimitAllowList);
    const forwardedVisitor = (request: FastifyRequest): string | null => {
      if (!siteServers.has(request.ip)) return null;
      const header = request.headers['x-forwarded-for'];
      const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
      return hops.filter(Boolean).at(-1) ?? null;
    };
    app.decorateRequest('visitorIp', {
      getter(this: FastifyRequest) {
        return forwardedVisitor(this) ?? this.ip;
      },
    });
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: 60_000,
      keyGenerator: (request) => request.visitorIp,
      allowList: (request) => siteServers.has(request.ip) && forwardedVisitor(request) === null,
    });
  },
  { name: 'security', fastify: '5.x' },
);
