import { ValidationError, object, string } from 'yup';

/**
 * Where the site finds each service. Every service keeps its own base URL so it can be deployed alone;
 * the defaults match `npm start`, where one API process hosts them all under their prefixes.
 */
const schema = object({
  CONTENT_API_URL: string().url().default('http://127.0.0.1:3001/content'),
  STOCK_API_URL: string().url().default('http://127.0.0.1:3001/stock'),
  /** The forms service: form blocks read their form from it on the server (B§7 GET /forms/{id}). */
  FORMS_API_URL: string().url().default('http://127.0.0.1:3001/forms'),
  /** Public origin used for canonical URLs when the `site.host_name` setting is blank. */
  PUBLIC_SITE_URL: string().url().optional(),
  API_TIMEOUT_MS: string().matches(/^\d+$/, 'API_TIMEOUT_MS must be a whole number of milliseconds').default('5000'),
});

export interface SiteConfig {
  contentApiUrl: string;
  stockApiUrl: string;
  formsApiUrl: string;
  publicSiteUrl: string | undefined;
  apiTimeoutMs: number;
}

let cached: SiteConfig | undefined;

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  if (cached && env === process.env) return cached;
  const parsed = schema.validateSync(
    {
      CONTENT_API_URL: env.CONTENT_API_URL || undefined,
      STOCK_API_URL: env.STOCK_API_URL || undefined,
      FORMS_API_URL: env.FORMS_API_URL?.trim() || undefined,
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL || undefined,
      API_TIMEOUT_MS: env.API_TIMEOUT_MS || undefined,
    },
    { abortEarly: false },
  );
  const config = {
    contentApiUrl: parsed.CONTENT_API_URL.replace(/\/+$/, ''),
    stockApiUrl: parsed.STOCK_API_URL.replace(/\/+$/, ''),
    formsApiUrl: parsed.FORMS_API_URL.replace(/\/+$/, ''),
    publicSiteUrl: parsed.PUBLIC_SITE_URL,
    apiTimeoutMs: Number(parsed.API_TIMEOUT_MS),
  };
  if (env === process.env) cached = config;
  return config;
}

/** Public on purpose so a laptop works out of the box; both are refused when NODE_ENV is production. */
export const DEV_OIDC_CLIENT_SECRET = 'lux-dev-site-client-secret-do-not-use-in-production';
export const DEV_SESSION_SECRET = 'lux-dev-session-secret-do-not-use-in-production';

const production = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';
const minutes = (name: string) => string().matches(/^[1-9]\d{0,5}$/, `${name} must be a whole number above 0`);

const authSchema = object({
  OIDC_ISSUER: string().url().default('http://127.0.0.1:3001/identity'),
  OIDC_CLIENT_ID: string().default('lux-site'),
  OIDC_CLIENT_SECRET: string()
    .min(32, 'OIDC_CLIENT_SECRET must be at least 32 characters long')
    .default(DEV_OIDC_CLIENT_SECRET)
    .test('not-dev-in-production', 'OIDC_CLIENT_SECRET must be set to a random value when NODE_ENV is production', function (value) {
      return !(production(this.options.context as NodeJS.ProcessEnv) && value === DEV_OIDC_CLIENT_SECRET);
    }),
  OIDC_AUDIENCE: string().default('lux-api'),
  OIDC_ROLES_CLAIM: string().default('roles'),
  IDENTITY_API_URL: string().url().default('http://127.0.0.1:3001/identity'),
  FORMS_API_URL: string().url().default('http://127.0.0.1:3001/forms'),
  ORDERS_API_URL: string().url().default('http://127.0.0.1:3001/orders'),
  /** The media library (issue 14): uploads and alt text go to the media service through the proxy. */
  MEDIA_API_URL: string().url().default('http://127.0.0.1:3001/media'),
  SESSION_SECRET: string()
    .min(32, 'SESSION_SECRET must be at least 32 characters long')
    .default(DEV_SESSION_SECRET)
    .test('not-dev-in-production', 'SESSION_SECRET must be set to a random value when NODE_ENV is production', function (value) {
      return !(production(this.options.context as NodeJS.ProcessEnv) && value === DEV_SESSION_SECRET);
    }),
  SESSION_IDLE_MINUTES: minutes('SESSION_IDLE_MINUTES').default('30'),
  SESSION_ABSOLUTE_HOURS: minutes('SESSION_ABSOLUTE_HOURS').default('12'),
  COOKIE_SECURE: string().oneOf(['true', 'false']).optional(),
});

/** Sign-in and back-office sessions (ADR 019). */
export interface AuthConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  /** A dot path reaches a nested claim. */
  rolesClaim: string;
  /** The identity service's own API (the site-sessions store and the back office's user screens). */
  identityApiUrl: string;
  /** Service base URLs the `/admin/api/:service/*` proxy may reach, by service name. */
  adminServices: { content: string; stock: string; forms: string; orders: string; identity: string; media: string };
  sessionSecret: string;
  idleMs: number;
  absoluteMs: number;
  /** Secure cookies (`__Host-` name): on in production unless COOKIE_SECURE=false, or forced by COOKIE_SECURE=true. */
  cookieSecure: boolean;
  /** REQUIRE_USER_LOGIN === "true": the showroom, order online and CMS pages need a signed-in user (A§6). */
  requireUserLogin: boolean;
  /** PUBLIC_SITE_URL's origin, when set: the origin of redirect URIs and of the write Origin check. */
  publicOrigin: string | undefined;
}

let cachedAuth: AuthConfig | undefined;

/**
 * Kept apart from `siteConfig` so a sign-in setting never stops the public pages from rendering in tests;
 * still validated in full at first use, and the development secrets are refused in production.
 */
export function authConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  if (cachedAuth && env === process.env) return cachedAuth;
  const pick = (name: string) => env[name]?.trim() || undefined;
  let parsed;
  try {
    parsed = authSchema.validateSync(
      Object.fromEntries(Object.keys(authSchema.fields).map((name) => [name, pick(name)])),
      { abortEarly: false, context: env },
    );
  } catch (error) {
    // One message naming every problem, rather than yup's "2 errors occurred".
    if (error instanceof ValidationError) throw new Error(`Invalid sign-in configuration: ${error.errors.join('; ')}`);
    throw error;
  }
  const site = siteConfig(env);
  const trim = (url: string) => url.replace(/\/+$/, '');
  const config: AuthConfig = {
    issuer: trim(parsed.OIDC_ISSUER),
    clientId: parsed.OIDC_CLIENT_ID,
    clientSecret: parsed.OIDC_CLIENT_SECRET,
    audience: parsed.OIDC_AUDIENCE,
    rolesClaim: parsed.OIDC_ROLES_CLAIM,
    identityApiUrl: trim(parsed.IDENTITY_API_URL),
    adminServices: {
      content: site.contentApiUrl,
      stock: site.stockApiUrl,
      forms: trim(parsed.FORMS_API_URL),
      orders: trim(parsed.ORDERS_API_URL),
      media: trim(parsed.MEDIA_API_URL),
      identity: trim(parsed.IDENTITY_API_URL),
    },
    sessionSecret: parsed.SESSION_SECRET,
    idleMs: Number(parsed.SESSION_IDLE_MINUTES) * 60_000,
    absoluteMs: Number(parsed.SESSION_ABSOLUTE_HOURS) * 3_600_000,
    cookieSecure: parsed.COOKIE_SECURE === undefined ? production(env) : parsed.COOKIE_SECURE === 'true',
    requireUserLogin: userLoginRequired(env),
    publicOrigin: site.publicSiteUrl ? new URL(site.publicSiteUrl).origin : undefined,
  };
  if (env === process.env) cachedAuth = config;
  return config;
}

/**
 * REQUIRE_USER_LOGIN === "true" (A§6). Read on its own, without the rest of the sign-in settings, so the
 * public pages never depend on them while the flag is off.
 */
export function userLoginRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.REQUIRE_USER_LOGIN === 'true';
}
