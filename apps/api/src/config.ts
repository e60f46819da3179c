import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { loadPaymentsConfig, type PaymentsConfig } from './services/orders/payments/config.js';

/** Log levels pino understands; anything else is a typo we want to catch at start, not at first log. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const SERVICES = ['content', 'stock', 'forms', 'orders', 'media', 'identity'] as const;
export type Service = (typeof SERVICES)[number];

export type DatabaseConfig =
  | { driver: 'postgres'; url: string }
  /** `dataDir` is an absolute path, or `memory://` for a throwaway in-memory database. */
  | { driver: 'pglite'; dataDir: string };

export interface Config {
  host: string;
  /** 0 lets the OS pick a free port. */
  port: number;
  database: DatabaseConfig;
  logLevel: LogLevel;
  logPretty: boolean;
  /** Requests per minute per client IP. */
  rateLimitMax: number;
  /**
   * Callers exempt from the rate limit: the site's own servers, whose server-side requests carry every
   * visitor's traffic. Unset → loopback only (the site on the same machine, as `npm start` runs it);
   * `none` → nobody is exempt.
   */
  rateLimitAllowList: string[];
  corsOrigins: string[];
  /** Off unless the API runs behind a proxy we control; otherwise clients could spoof their IP. */
  trustProxy: boolean;
  prefixes: Record<Service, string>;
  /** Absolute folder where the media service keeps encoded image renditions; created if missing. */
  mediaCacheDir: string;
  /** ADR 027 §6: the largest image the media library accepts, in bytes (MEDIA_MAX_UPLOAD_BYTES, default 15 MB). */
  mediaMaxUploadBytes: number;
  /**
   * HMAC key that signs and checks disabled-page preview tokens (B§6). From the environment only; the
   * development default is refused when NODE_ENV is production.
   */
  previewTokenSecret: string;
  /** ADR 027 §3: how often due publish/unpublish schedules run, in ms (CMS_SCHEDULE_INTERVAL_MS, default 15 s). */
  cmsScheduleIntervalMs: number;
  /**
   * The api key the external-stock list (`GET {stock}/public_api/external_stock`, B§7) requires in its
   * `x-api-key` header; the site's `dynamic_content.external_stock_api_key` setting holds the same value.
   * From the environment only; the development default is refused when NODE_ENV is production.
   */
  externalStockApiKey: string;
  identity: IdentityConfig;
  /** Lead delivery: the outbox worker, the CRM and e-mail destinations, the local stand-ins. */
  pipeline: PipelineConfig;
  /** Lead exports and the retention purge. */
  leadJobs: LeadJobsConfig;
  /** Phone codes, e-mail checks and the captcha on lead submits. */
  verification: VerificationConfig;
  /** Order online (issue 13): the hold sweeper and the confirmation links. */
  orders: OrdersConfig;
}

/**
 * Sign-in (ADR 019). Without `OIDC_ISSUER` the API runs its own OpenID Connect provider under the
 * identity prefix (the embedded default) and trusts its keys; with it, tokens of that external provider
 * are verified against its JWKS and the embedded provider is off.
 */
export interface IdentityConfig {
  /** The issuer whose access tokens the API accepts. */
  issuer: string;
  /** True when the issuer is the embedded provider of this process. */
  embedded: boolean;
  /** The `aud` every access token must carry. */
  audience: string;
  /** Claim (a dot path for nested claims) that holds the user's roles. */
  rolesClaim: string;
  /** The site's client at the embedded provider. */
  client: { id: string; secret: string; origins: string[] };
  /** Failed sign-ins allowed per account, and per IP, inside one window before 429. */
  login: { maxPerAccount: number; maxPerIp: number; windowSeconds: number };
  /** Signs the embedded provider's cookies and the login form's CSRF token (`IDENTITY_COOKIE_SECRET`). */
  cookieSecret: string;
}

export const DEV_OIDC_CLIENT_SECRET = 'lux-dev-site-client-secret-do-not-use-in-production';
export const DEV_IDENTITY_COOKIE_SECRET = 'lux-dev-identity-cookie-secret-do-not-use-in-production';

/** Public on purpose, like the other development secrets: refused in production. */
export const DEV_EXTERNAL_STOCK_API_KEY = 'lux-dev-external-stock-api-key-do-not-use-in-production';

/** Public on purpose: good enough on a laptop, refused in production. */
export const DEV_PREVIEW_TOKEN_SECRET = 'lux-dev-preview-secret-do-not-use-in-production';
const PREVIEW_SECRET_MIN_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const PREFIX_DEFAULTS: Record<Service, string> = {
  content: '/content',
  stock: '/stock',
  forms: '/forms',
  orders: '/orders',
  media: '/media',
  identity: '/identity',
};

const PREFIX_PATTERN = /^(\/[a-z0-9_-]+)+$/;

/**
 * Reads the configuration from environment variables only. Every problem is collected so that one
 * start-up attempt reports all of them, instead of one per restart.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const host = read('API_HOST') ?? '127.0.0.1';
  const port = integer('API_PORT', 3001, 0, 65535);

  const logLevelRaw = read('LOG_LEVEL') ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logLevelRaw);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const database = readDatabase(read('DATABASE_URL'), read('PGLITE_DIR'), cwd, problems);

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of corsOrigins) {
    if (!isHttpOrigin(origin))
      problems.push(`CORS_ORIGINS entries must be http(s) origins (got "${origin}")`);
  }

  const prefixes = { ...PREFIX_DEFAULTS };
  for (const service of SERVICES) {
    const name = `${service.toUpperCase()}_PREFIX`;
    const raw = read(name);
    if (raw === undefined) continue;
    if (!PREFIX_PATTERN.test(raw)) {
      problems.push(
        `${name} must look like /name or /name/sub (lower case, no trailing slash; got "${raw}")`,
      );
    } else {
      prefixes[service] = raw;
    }
  }
  const taken = new Map<string, Service>();
  for (const service of SERVICES) {
    const other = taken.get(prefixes[service]);
    if (other) problems.push(`${service} and ${other} share the prefix ${prefixes[service]}`);
    taken.set(prefixes[service], service);
  }

  const allowListRaw = read('RATE_LIMIT_ALLOWLIST');
  const rateLimitAllowList =
    allowListRaw === undefined
      ? ['127.0.0.1', '::1', '::ffff:127.0.0.1']
      : allowListRaw === 'none'
        ? []
        : allowListRaw
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
  for (const entry of rateLimitAllowList) {
    if (isIP(entry) === 0) problems.push(`RATE_LIMIT_ALLOWLIST entries must be IP addresses (got "${entry}")`);
  }

  const config: Config = {
    host,
    port,
    database,
    logLevel: logLevel ?? 'info',
    logPretty: boolean('LOG_PRETTY', false),
    rateLimitMax: integer('RATE_LIMIT_MAX', 600, 1, 1_000_000),
    rateLimitAllowList,
    corsOrigins,
    trustProxy: boolean('TRUST_PROXY', false),
    prefixes,
    mediaCacheDir: readFolder('MEDIA_CACHE_DIR', read('MEDIA_CACHE_DIR'), '.data/media-cache', cwd, problems),
    mediaMaxUploadBytes: integer('MEDIA_MAX_UPLOAD_BYTES', 15 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    previewTokenSecret: readPreviewSecret(read('PREVIEW_TOKEN_SECRET'), read('NODE_ENV'), problems),
    cmsScheduleIntervalMs: integer('CMS_SCHEDULE_INTERVAL_MS', 15_000, 50, 3_600_000),
    externalStockApiKey: readExternalStockApiKey(read('EXTERNAL_STOCK_API_KEY'), read('NODE_ENV'), problems),
    identity: readIdentity(read, integer, prefixes.identity, port, problems),
    pipeline: readPipeline(read, integer, boolean, problems),
    leadJobs: collectProblems(() => loadLeadJobsConfig(env), problems),
    verification: collectProblems(() => loadVerificationConfig(env), problems),
    orders: collectProblems(() => loadOrdersConfig(env), problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Runs a section's own loader, moving its problems into the list (loadConfig throws them all at once). */
function collectProblems<T>(load: () => T, problems: string[]): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
    return undefined as never;
  }
}

function readDatabase(
  url: string | undefined,
  dir: string | undefined,
  cwd: string,
  problems: string[],
): DatabaseConfig {
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      // Never echo the value: it usually carries a password.
      problems.push('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return { driver: 'postgres', url };
  }
  if (dir === 'memory://') return { driver: 'pglite', dataDir: dir };
  if (dir !== undefined && /^[a-z]+:\/\//.test(dir)) {
    problems.push(`PGLITE_DIR must be a folder path or memory:// (got "${dir}")`);
  }
  return { driver: 'pglite', dataDir: resolve(cwd, dir ?? '.data/pglite') };
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A local folder, resolved against the working directory; URLs are refused (renditions are plain files). */
function readFolder(
  name: string,
  dir: string | undefined,
  fallback: string,
  cwd: string,
  problems: string[],
): string {
  if (dir !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(dir)) {
    problems.push(`${name} must be a folder path (got "${dir}")`);
  }
  return resolve(cwd, dir ?? fallback);
}

/** Never echoes the value: it is a secret. */
function readPreviewSecret(secret: string | undefined, nodeEnv: string | undefined, problems: string[]): string {
  const production = nodeEnv === 'production';
  if (secret === undefined || secret === DEV_PREVIEW_TOKEN_SECRET) {
    if (production) {
      problems.push(
        `PREVIEW_TOKEN_SECRET must be set to a random value of at least ${PREVIEW_SECRET_MIN_LENGTH} characters when NODE_ENV is production`,
      );
    }
    return DEV_PREVIEW_TOKEN_SECRET;
  }
  if (secret.length < PREVIEW_SECRET_MIN_LENGTH) {
    problems.push(`PREVIEW_TOKEN_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters long`);
  }
  return secret;
}

/** Never echoes the value: it is a credential. */
function readExternalStockApiKey(key: string | undefined, nodeEnv: string | undefined, problems: string[]): string {
  if (nodeEnv === 'production' && (key === undefined || key === DEV_EXTERNAL_STOCK_API_KEY)) {
    problems.push('EXTERNAL_STOCK_API_KEY must be set to a random value when NODE_ENV is production');
  }
  if (key !== undefined && key.length < 32) problems.push('EXTERNAL_STOCK_API_KEY must be at least 32 characters long');
  return key ?? DEV_EXTERNAL_STOCK_API_KEY;
}

function readIdentity(
  read: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  identityPrefix: string,
  port: number,
  problems: string[],
): IdentityConfig {
  const external = read('OIDC_ISSUER');
  if (external !== undefined && !isHttpUrl(external)) problems.push(`OIDC_ISSUER must be an http(s) URL (got "${external}")`);
  const publicApiUrl = (read('PUBLIC_API_URL') ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicApiUrl)) problems.push(`PUBLIC_API_URL must be an http(s) URL (got "${publicApiUrl}")`);
  const origins = (read('SITE_ORIGINS') ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (!isHttpOrigin(origin)) problems.push(`SITE_ORIGINS entries must be http(s) origins (got "${origin}")`);
  }
  const secret = read('OIDC_CLIENT_SECRET');
  if (read('NODE_ENV') === 'production' && external === undefined && (secret === undefined || secret === DEV_OIDC_CLIENT_SECRET)) {
    problems.push('OIDC_CLIENT_SECRET must be set to a random value when NODE_ENV is production');
  }
  if (secret !== undefined && secret.length < 32) problems.push('OIDC_CLIENT_SECRET must be at least 32 characters long');
  const cookieSecret = read('IDENTITY_COOKIE_SECRET');
  if (read('NODE_ENV') === 'production' && external === undefined && (cookieSecret === undefined || cookieSecret === DEV_IDENTITY_COOKIE_SECRET)) {
    problems.push('IDENTITY_COOKIE_SECRET must be set to a random value when NODE_ENV is production');
  }
  if (cookieSecret !== undefined && cookieSecret.length < 32) problems.push('IDENTITY_COOKIE_SECRET must be at least 32 characters long');
  return {
    issuer: (external ?? `${publicApiUrl}${identityPrefix}`).replace(/\/+$/, ''),
    embedded: external === undefined,
    audience: read('OIDC_AUDIENCE') ?? 'lux-api',
    rolesClaim: read('OIDC_ROLES_CLAIM') ?? 'roles',
    client: { id: read('OIDC_CLIENT_ID') ?? 'lux-site', secret: secret ?? DEV_OIDC_CLIENT_SECRET, origins },
    login: {
      maxPerAccount: integer('LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, 1, 10_000),
      maxPerIp: integer('LOGIN_MAX_FAILURES_PER_IP', 50, 1, 100_000),
      windowSeconds: integer('LOGIN_WINDOW_SECONDS', 900, 1, 86_400),
    },
    cookieSecret: cookieSecret ?? DEV_IDENTITY_COOKIE_SECRET,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Lead delivery (issue 11). With the CRM and SMTP URLs left unset, leads go to the local stand-ins this
 * process runs (services/fakes): the CRM receiver under the forms prefix and an SMTP server on loopback.
 */
export interface PipelineConfig {
  /** `LEAD_WORKER` (on by default): this process delivers the outbox once it listens. */
  worker: boolean;
  pollMs: number;
  batchSize: number;
  /** How long a claimed row stays invisible to other workers; a crashed worker's rows come back after it. */
  leaseMs: number;
  retry: { baseMs: number; maxMs: number; maxAttempts: number };
  crm: {
    system: CrmSystem;
    /** Null → the local CRM receiver: PUBLIC_API_URL (or the address the API listens on) + forms prefix + /fake-crm/leads. */
    webhookUrl: string | null;
    /** Set only when PUBLIC_API_URL is set; otherwise the local receiver is reached where the API listens. */
    publicApiUrl: string | null;
    webhookSecret: string;
    timeoutMs: number;
    salesforce: { loginUrl: string; clientId: string; clientSecret: string } | null;
  };
  mail: {
    /** Null → the local SMTP server (started on `localSmtpPort`, 127.0.0.1). */
    smtpUrl: string | null;
    localSmtpPort: number;
    from: string;
  };
  /** `FAKE_CRM_OUTAGE_SECONDS`: the local CRM receiver answers 503 for this long after start. */
  fakeCrmOutageSeconds: number;
}

export const CRM_SYSTEMS = ['webhook', 'salesforce'] as const;
export type CrmSystem = (typeof CRM_SYSTEMS)[number];
export const DEV_CRM_WEBHOOK_SECRET = 'lux-dev-crm-webhook-secret-do-not-use-in-production';

function readPipeline(
  read: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  boolean: (name: string, fallback: boolean) => boolean,
  problems: string[],
): PipelineConfig {
  const production = read('NODE_ENV') === 'production';
  const systemRaw = read('CRM_SYSTEM') ?? 'webhook';
  const system = CRM_SYSTEMS.find((name) => name === systemRaw);
  if (!system) problems.push(`CRM_SYSTEM must be one of ${CRM_SYSTEMS.join(', ')} (got "${systemRaw}")`);

  // URLs may carry credentials (smtp://user:pass@…, a webhook token): never echo them.
  const webhookUrl = read('CRM_WEBHOOK_URL') ?? null;
  if (webhookUrl !== null && !isHttpUrl(webhookUrl)) problems.push('CRM_WEBHOOK_URL must be an http(s) URL');
  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/]/.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const secret = read('CRM_WEBHOOK_SECRET');
  if (system === 'webhook' && production && (secret === undefined || secret === DEV_CRM_WEBHOOK_SECRET)) {
    problems.push('CRM_WEBHOOK_SECRET must be set to a random value when NODE_ENV is production');
  }
  if (secret !== undefined && secret.length < 32) problems.push('CRM_WEBHOOK_SECRET must be at least 32 characters long');

  let salesforce: PipelineConfig['crm']['salesforce'] = null;
  if (system === 'salesforce') {
    const loginUrl = read('SALESFORCE_LOGIN_URL') ?? 'https://login.salesforce.com';
    if (!isHttpUrl(loginUrl)) problems.push(`SALESFORCE_LOGIN_URL must be an http(s) URL (got "${loginUrl}")`);
    const clientId = read('SALESFORCE_CLIENT_ID');
    const clientSecret = read('SALESFORCE_CLIENT_SECRET');
    if (clientId === undefined) problems.push('SALESFORCE_CLIENT_ID must be set when CRM_SYSTEM is salesforce');
    if (clientSecret === undefined) problems.push('SALESFORCE_CLIENT_SECRET must be set when CRM_SYSTEM is salesforce');
    salesforce = { loginUrl: loginUrl.replace(/\/+$/, ''), clientId: clientId ?? '', clientSecret: clientSecret ?? '' };
  }

  const from = read('MAIL_FROM') ?? 'Lux <no-reply@lux.localhost>';
  if (!/@[^\s@>]+>?$/.test(from)) problems.push(`MAIL_FROM must be an address, optionally with a name: "Name <a@b.c>" (got "${from}")`);

  const baseMs = integer('LEAD_RETRY_BASE_MS', 2_000, 1, 3_600_000);
  const maxMs = integer('LEAD_RETRY_MAX_MS', 600_000, 1, 86_400_000);
  if (maxMs < baseMs) problems.push('LEAD_RETRY_MAX_MS must not be less than LEAD_RETRY_BASE_MS');
  const publicApiUrl = read('PUBLIC_API_URL')?.replace(/\/+$/, '') ?? null;

  return {
    worker: boolean('LEAD_WORKER', true),
    pollMs: integer('LEAD_WORKER_POLL_MS', 1_000, 10, 600_000),
    batchSize: integer('LEAD_WORKER_BATCH', 10, 1, 1_000),
    leaseMs: integer('LEAD_LEASE_MS', 60_000, 100, 3_600_000),
    retry: { baseMs, maxMs, maxAttempts: integer('LEAD_MAX_ATTEMPTS', 8, 1, 100) },
    crm: {
      system: system ?? 'webhook',
      webhookUrl,
      publicApiUrl,
      webhookSecret: secret ?? DEV_CRM_WEBHOOK_SECRET,
      timeoutMs: integer('CRM_TIMEOUT_MS', 10_000, 100, 120_000),
      salesforce,
    },
    mail: { smtpUrl, localSmtpPort: integer('LOCAL_SMTP_PORT', 2525, 0, 65535), from },
    fakeCrmOutageSeconds: integer('FAKE_CRM_OUTAGE_SECONDS', 0, 0, 86_400),
  };
}

/**
 * Lead exports and the retention purge (issue 11): jobs each API process runs next to the outbox worker.
 * Part of {@link Config} (`leadJobs`); the same rules, and the same ConfigError listing every problem.
 */
export interface LeadJobsConfig {
  /** `LEAD_EXPORT_WORKER` (on by default): this process builds requested exports; off leaves them to other processes. */
  exportWorker: boolean;
  /** `LEAD_EXPORT_LEASE_MS`: an export whose builder stops renewing this long (a crash) is taken over by another process. */
  exportLeaseMs: number;
  /** Off with `LEAD_WORKER=off`, like the outbox worker. */
  retentionWorker: boolean;
  /** `LEAD_RETENTION_INTERVAL_MS`: how often leads older than the `leads_retention_days` setting are deleted. */
  retentionIntervalMs: number;
}

export function loadLeadJobsConfig(env: Env = process.env): LeadJobsConfig {
  const problems: string[] = [];
  const read = (name: string) => env[name]?.trim() || undefined;
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  const boolean = (name: string, fallback: boolean) => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const config: LeadJobsConfig = {
    exportWorker: boolean('LEAD_EXPORT_WORKER', true),
    exportLeaseMs: integer('LEAD_EXPORT_LEASE_MS', 60_000, 1_000, 3_600_000),
    retentionWorker: boolean('LEAD_WORKER', true),
    retentionIntervalMs: integer('LEAD_RETENTION_INTERVAL_MS', 3_600_000, 1_000, 604_800_000),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Visitor verification (issue 11): phone codes by SMS (Twilio Verify), e-mail checks (BriteVerify) and
 * reCAPTCHA on lead submits; part of {@link Config} (`verification`). A vendor left unset is
 * served by the embedded default's local fake (phone, e-mail) or switched off (captcha).
 */
export interface VerificationConfig {
  /** All three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_VERIFY_SERVICE_SID, or null → the local fake. */
  twilio: { baseUrl: string; accountSid: string; authToken: string; serviceSid: string } | null;
  /** BRITEVERIFY_API_KEY, or null → the local fake. */
  briteVerify: { apiKey: string; url: string } | null;
  /** RECAPTCHA_SECRET with RECAPTCHA_SITE_KEY, or null → no captcha. */
  recaptcha: { secret: string; siteKey: string; verifyUrl: string } | null;
  /** HMAC key of the phone verification tokens; the development default is refused in production. */
  tokenSecret: string;
  /** How long a phone verification token stays good for a lead submit. */
  tokenTtlSeconds: number;
  /** Time-out of Twilio and reCAPTCHA calls (the e-mail check's 5000 ms is B§9's, fixed). */
  timeoutMs: number;
}

export const DEV_VERIFICATION_TOKEN_SECRET = 'lux-dev-verification-token-secret-do-not-use-in-production';

export function loadVerificationConfig(env: Env = process.env): VerificationConfig {
  const problems: string[] = [];
  const read = (name: string) => env[name]?.trim() || undefined;
  const production = read('NODE_ENV') === 'production';
  const url = (name: string, fallback: string) => {
    const value = (read(name) ?? fallback).replace(/\/+$/, '');
    if (!isHttpUrl(value)) problems.push(`${name} must be an http(s) URL`);
    return value;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };

  // Secrets are never echoed.
  const twilioNames = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'] as const;
  const [accountSid, authToken, serviceSid] = twilioNames.map(read);
  const twilioSet = twilioNames.filter((name) => read(name) !== undefined);
  if (twilioSet.length > 0 && twilioSet.length < 3) problems.push(`Set all of ${twilioNames.join(', ')} or none of them`);
  if (accountSid !== undefined && !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits');
  if (serviceSid !== undefined && !/^VA[0-9a-fA-F]{32}$/.test(serviceSid)) problems.push('TWILIO_VERIFY_SERVICE_SID must be VA followed by 32 hex digits');
  const twilioUrl = url('TWILIO_VERIFY_URL', 'https://verify.twilio.com');

  const apiKey = read('BRITEVERIFY_API_KEY');
  const briteVerifyUrl = url('BRITEVERIFY_URL', 'https://bpi.briteverify.com/api/public/v1/fullverify');

  const secret = read('RECAPTCHA_SECRET');
  const siteKey = read('RECAPTCHA_SITE_KEY');
  if ((secret === undefined) !== (siteKey === undefined)) problems.push('Set RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY together, or neither');
  const recaptchaUrl = url('RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify');

  const tokenSecret = read('VERIFICATION_TOKEN_SECRET');
  if (production && (tokenSecret === undefined || tokenSecret === DEV_VERIFICATION_TOKEN_SECRET)) {
    problems.push('VERIFICATION_TOKEN_SECRET must be set to a random value when NODE_ENV is production');
  }
  if (tokenSecret !== undefined && tokenSecret.length < 32) problems.push('VERIFICATION_TOKEN_SECRET must be at least 32 characters long');

  const config: VerificationConfig = {
    twilio: twilioSet.length === 3 ? { baseUrl: twilioUrl, accountSid: accountSid!, authToken: authToken!, serviceSid: serviceSid! } : null,
    briteVerify: apiKey === undefined ? null : { apiKey, url: briteVerifyUrl },
    recaptcha: secret !== undefined && siteKey !== undefined ? { secret, siteKey, verifyUrl: recaptchaUrl } : null,
    tokenSecret: tokenSecret ?? DEV_VERIFICATION_TOKEN_SECRET,
    tokenTtlSeconds: integer('PHONE_VERIFICATION_TOKEN_TTL_SECONDS', 900, 60, 86_400),
    timeoutMs: integer('VERIFICATION_TIMEOUT_MS', 5_000, 100, 60_000),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Order online (issue 13, ADR 026 §2): how often expired holds are released and interrupted captures are
 * finished, and what the buyer's e-mail links need. Part of {@link Config} (`orders`).
 */
export interface OrdersConfig {
  /** `ORDER_HOLD_SWEEP_MS` (default 5000): how often this process releases expired holds. */
  holdSweepMs: number;
  /**
   * `ORDER_SWEEPER` (on by default): this process sweeps holds and runs the recovery pass once it listens.
   * Several processes may (SKIP LOCKED); apps that never listen (tests) never sweep unless asked.
   */
  sweeper: boolean;
  /**
   * `ORDER_TOKEN_SECRET`: HMAC key the confirmation links' tokens are derived from (only their SHA-256 is
   * stored). The development default is refused when NODE_ENV is production.
   */
  tokenSecret: string;
  /** `SITE_URL` (default: the first `SITE_ORIGINS` entry): the public site's origin, for the links in the buyer's e-mails. */
  siteUrl: string;
  /** The payment vendors (ADR 026 §5): real credentials, or the local stand-ins when unset. */
  payments: PaymentsConfig;
}

export const DEV_ORDER_TOKEN_SECRET = 'lux-dev-order-token-secret-do-not-use-in-production';

export function loadOrdersConfig(env: Env = process.env): OrdersConfig {
  const problems: string[] = [];
  const read = (name: string) => env[name]?.trim() || undefined;
  const production = read('NODE_ENV') === 'production';
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  const sweeperRaw = read('ORDER_SWEEPER')?.toLowerCase();
  let sweeper = true;
  if (sweeperRaw !== undefined) {
    if (['0', 'false', 'no', 'off'].includes(sweeperRaw)) sweeper = false;
    else if (!['1', 'true', 'yes', 'on'].includes(sweeperRaw)) problems.push(`ORDER_SWEEPER must be true or false (got "${sweeperRaw}")`);
  }
  // Secrets are never echoed.
  const tokenSecret = read('ORDER_TOKEN_SECRET');
  if (production && (tokenSecret === undefined || tokenSecret === DEV_ORDER_TOKEN_SECRET)) {
    problems.push('ORDER_TOKEN_SECRET must be set to a random value when NODE_ENV is production');
  }
  if (tokenSecret !== undefined && tokenSecret.length < 32) problems.push('ORDER_TOKEN_SECRET must be at least 32 characters long');
  // Unset → the site's first origin (SITE_ORIGINS, which `npm start` and the e2e set to where the site runs).
  const firstSiteOrigin = read('SITE_ORIGINS')?.split(',')[0]?.trim();
  const siteUrl = (read('SITE_URL') ?? (firstSiteOrigin || 'http://localhost:3000')).replace(/\/+$/, '');
  if (!isHttpOrigin(siteUrl)) problems.push(`SITE_URL must be an http(s) origin (got "${siteUrl}")`);
  const config: OrdersConfig = {
    holdSweepMs: integer('ORDER_HOLD_SWEEP_MS', 5_000, 100, 3_600_000),
    sweeper,
    tokenSecret: tokenSecret ?? DEV_ORDER_TOKEN_SECRET,
    siteUrl,
    payments: collectProblems(() => loadPaymentsConfig(env), problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
