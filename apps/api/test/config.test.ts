import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_CRM_WEBHOOK_SECRET,
  DEV_EXTERNAL_STOCK_API_KEY,
  DEV_IDENTITY_COOKIE_SECRET,
  DEV_OIDC_CLIENT_SECRET,
  DEV_ORDER_TOKEN_SECRET,
  DEV_PREVIEW_TOKEN_SECRET,
  DEV_VERIFICATION_TOKEN_SECRET,
  loadConfig,
} from '../src/config.js';
import { loadPaymentsConfig } from '../src/services/orders/payments/config.js';

/**
 * Production also needs the identity secrets (ADR 019), the CRM webhook's signing secret (issue 11) and
 * the external stock list's api key (issue 12); tests of other variables bring them along.
 */
const IDENTITY_SECRETS = {
  OIDC_CLIENT_SECRET: 'q8Vn2Lr5Tz1Xc7Bm4Kd9Hs6Jf3Wp0Ya-site-client',
  IDENTITY_COOKIE_SECRET: 'm1Nb4Vc7Xz0Lk3Jh6Gf9Ds2Ap5Qw8Er-identity-cookies',
  CRM_WEBHOOK_SECRET: 'v7Cx2Nm5Bq8Lz1Kw4Jr9Ht6Gy3Fd0Sa-crm-webhook',
  VERIFICATION_TOKEN_SECRET: 'p4Hs8Kd1Lm6Nq3Rt0Vw7Xy2Za5Bc9De-phone-tokens',
  EXTERNAL_STOCK_API_KEY: 'k2Lm9Nb4Vc7Xz0Qw3Er6Ty1Ui8Op5As-external-stock',
  ORDER_TOKEN_SECRET: 'r5Tg8Yh1Uj4Ik7Ol0Pz3Xc6Vb9Nm2Qa-order-links',
  // No payment vendor: production refuses the local stand-ins, and these tests have no vendor credentials.
  PAYMENT_VENDORS: 'none',
};

describe('loadConfig', () => {
  it('falls back to documented defaults when the environment is empty', () => {
    const config = loadConfig({}, '/srv/lux');
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 3001,
      database: { driver: 'pglite', dataDir: '/srv/lux/.data/pglite' },
      logLevel: 'info',
      logPretty: false,
      rateLimitMax: 600,
      rateLimitAllowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      corsOrigins: [],
      trustProxy: false,
      prefixes: {
        content: '/content',
        stock: '/stock',
        forms: '/forms',
        orders: '/orders',
        media: '/media',
        identity: '/identity',
      },
      mediaCacheDir: '/srv/lux/.data/media-cache',
      mediaMaxUploadBytes: 15 * 1024 * 1024,
      previewTokenSecret: DEV_PREVIEW_TOKEN_SECRET,
      cmsScheduleIntervalMs: 15_000,
      externalStockApiKey: DEV_EXTERNAL_STOCK_API_KEY,
      identity: {
        issuer: 'http://127.0.0.1:3001/identity',
        embedded: true,
        audience: 'lux-api',
        rolesClaim: 'roles',
        client: { id: 'lux-site', secret: DEV_OIDC_CLIENT_SECRET, origins: ['http://localhost:3000', 'http://127.0.0.1:3000'] },
        login: { maxPerAccount: 10, maxPerIp: 50, windowSeconds: 900 },
        cookieSecret: DEV_IDENTITY_COOKIE_SECRET,
      },
      pipeline: {
        worker: true,
        pollMs: 1_000,
        batchSize: 10,
        leaseMs: 60_000,
        retry: { baseMs: 2_000, maxMs: 600_000, maxAttempts: 8 },
        crm: { system: 'webhook', webhookUrl: null, publicApiUrl: null, webhookSecret: DEV_CRM_WEBHOOK_SECRET, timeoutMs: 10_000, salesforce: null },
        mail: { smtpUrl: null, localSmtpPort: 2525, from: 'Lux <no-reply@lux.localhost>' },
        fakeCrmOutageSeconds: 0,
      },
      leadJobs: { exportWorker: true, exportLeaseMs: 60_000, retentionWorker: true, retentionIntervalMs: 3_600_000 },
      verification: {
        twilio: null,
        briteVerify: null,
        recaptcha: null,
        tokenSecret: DEV_VERIFICATION_TOKEN_SECRET,
        tokenTtlSeconds: 900,
        timeoutMs: 5_000,
      },
      orders: {
        holdSweepMs: 5_000,
        sweeper: true,
        tokenSecret: DEV_ORDER_TOKEN_SECRET,
        siteUrl: 'http://localhost:3000',
        // The payment vendors' own defaults: every vendor on its local stand-in.
        payments: loadPaymentsConfig({}),
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        API_HOST: '0.0.0.0',
        API_PORT: '0',
        DATABASE_URL: 'postgres://lux:secret@db:5432/lux',
        LOG_LEVEL: 'debug',
        LOG_PRETTY: 'true',
        RATE_LIMIT_MAX: '5',
        CORS_ORIGINS: 'https://www.example.co.il, http://localhost:3000/',
        TRUST_PROXY: '1',
        CONTENT_PREFIX: '/cms/v1',
        IDENTITY_PREFIX: '/auth',
      },
      '/srv/lux',
    );
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(0);
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://lux:secret@db:5432/lux' });
    expect(config.logLevel).toBe('debug');
    expect(config.logPretty).toBe(true);
    expect(config.rateLimitMax).toBe(5);
    expect(config.corsOrigins).toEqual(['https://www.example.co.il', 'http://localhost:3000']);
    expect(config.trustProxy).toBe(true);
    expect(config.prefixes.content).toBe('/cms/v1');
    expect(config.prefixes.identity).toBe('/auth');
    expect(config.prefixes.stock).toBe('/stock');
  });

  it('resolves PGLITE_DIR against the working directory and accepts memory://', () => {
    expect(loadConfig({ PGLITE_DIR: 'data/db' }, '/srv/lux').database).toEqual({
      driver: 'pglite',
      dataDir: '/srv/lux/data/db',
    });
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).database).toEqual({
      driver: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('reports every problem at once, naming each variable', () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: '70000',
        LOG_LEVEL: 'loud',
        RATE_LIMIT_MAX: 'many',
        CORS_ORIGINS: 'example.com',
        STOCK_PREFIX: 'stock/',
        FORMS_PREFIX: '/content',
        LOG_PRETTY: 'maybe',
        DATABASE_URL: 'mysql://root:hunter2@db/lux',
        RATE_LIMIT_ALLOWLIST: '10.0.0.5, site-server',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of [
      'API_PORT',
      'LOG_LEVEL',
      'RATE_LIMIT_MAX',
      'CORS_ORIGINS',
      'STOCK_PREFIX',
      'LOG_PRETTY',
      'DATABASE_URL',
      'RATE_LIMIT_ALLOWLIST',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('forms and content share the prefix /content');
    // The URL may carry a password: it must never be echoed.
    expect(message).not.toContain('hunter2');
    expect((error as ConfigError).problems).toHaveLength(9);
  });
});

describe('PREVIEW_TOKEN_SECRET', () => {
  const strong = 'k3Jx9vQ2mT7pL5wR8nB4cF6hD1sG0aZe';

  it('uses the public development default outside production', () => {
    expect(loadConfig({}, '/srv/lux').previewTokenSecret).toBe(DEV_PREVIEW_TOKEN_SECRET);
    expect(loadConfig({ NODE_ENV: 'development' }, '/srv/lux').previewTokenSecret).toBe(DEV_PREVIEW_TOKEN_SECRET);
  });

  it('reads the secret from the environment', () => {
    expect(loadConfig({ PREVIEW_TOKEN_SECRET: strong, NODE_ENV: 'production', ...IDENTITY_SECRETS }, '/srv/lux').previewTokenSecret).toBe(strong);
  });

  it('refuses to start in production without a secret, or with the development default', () => {
    for (const env of [
      { NODE_ENV: 'production', ...IDENTITY_SECRETS },
      { NODE_ENV: 'production', PREVIEW_TOKEN_SECRET: DEV_PREVIEW_TOKEN_SECRET, ...IDENTITY_SECRETS },
    ]) {
      expect(() => loadConfig(env, '/srv/lux')).toThrow(ConfigError);
      try {
        loadConfig(env, '/srv/lux');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'PREVIEW_TOKEN_SECRET must be set to a random value of at least 32 characters when NODE_ENV is production',
        ]);
      }
    }
  });

  it('refuses a short secret without echoing it', () => {
    try {
      loadConfig({ PREVIEW_TOKEN_SECRET: 'hunter2' }, '/srv/lux');
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(['PREVIEW_TOKEN_SECRET must be at least 32 characters long']);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});

describe('identity secrets', () => {
  it('refuses to start the embedded provider in production with the development secrets', () => {
    const env = {
      NODE_ENV: 'production',
      PREVIEW_TOKEN_SECRET: 'k3Jx9vQ2mT7pL5wR8nB4cF6hD1sG0aZe',
      CRM_WEBHOOK_SECRET: IDENTITY_SECRETS.CRM_WEBHOOK_SECRET,
      VERIFICATION_TOKEN_SECRET: IDENTITY_SECRETS.VERIFICATION_TOKEN_SECRET,
      EXTERNAL_STOCK_API_KEY: IDENTITY_SECRETS.EXTERNAL_STOCK_API_KEY,
      ORDER_TOKEN_SECRET: IDENTITY_SECRETS.ORDER_TOKEN_SECRET,
      PAYMENT_VENDORS: IDENTITY_SECRETS.PAYMENT_VENDORS,
    };
    for (const secrets of [{}, { OIDC_CLIENT_SECRET: DEV_OIDC_CLIENT_SECRET, IDENTITY_COOKIE_SECRET: DEV_IDENTITY_COOKIE_SECRET }]) {
      try {
        loadConfig({ ...env, ...secrets }, '/srv/lux');
        expect.unreachable('production started with development secrets');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'OIDC_CLIENT_SECRET must be set to a random value when NODE_ENV is production',
          'IDENTITY_COOKIE_SECRET must be set to a random value when NODE_ENV is production',
        ]);
      }
    }
    expect(loadConfig({ ...env, ...IDENTITY_SECRETS }, '/srv/lux').identity.cookieSecret).toBe(IDENTITY_SECRETS.IDENTITY_COOKIE_SECRET);
    // An external provider keeps its own secrets.
    expect(loadConfig({ ...env, OIDC_ISSUER: 'https://login.example.com' }, '/srv/lux').identity.embedded).toBe(false);
  });

  it('refuses a short cookie secret', () => {
    expect(() => loadConfig({ IDENTITY_COOKIE_SECRET: 'short' }, '/srv/lux')).toThrow(/IDENTITY_COOKIE_SECRET must be at least 32/);
  });
});

describe('orders', () => {
  it('reads the sweep interval, the sweeper switch, the token secret and the site URL', () => {
    const config = loadConfig({ ORDER_HOLD_SWEEP_MS: '250', ORDER_SWEEPER: 'off', SITE_URL: 'https://www.example.co.il/' }, '/srv/lux');
    expect(config.orders).toMatchObject({ holdSweepMs: 250, sweeper: false, tokenSecret: DEV_ORDER_TOKEN_SECRET, siteUrl: 'https://www.example.co.il' });
  });

  it('refuses the development token secret in production, a short secret and bad values', () => {
    const { ORDER_TOKEN_SECRET: _secret, ...otherSecrets } = IDENTITY_SECRETS;
    const production = { NODE_ENV: 'production', PREVIEW_TOKEN_SECRET: 'k3Jx9vQ2mT7pL5wR8nB4cF6hD1sG0aZe', ...otherSecrets };
    expect(() => loadConfig(production, '/srv/lux')).toThrow(/ORDER_TOKEN_SECRET must be set to a random value/);
    expect(() => loadConfig({ ORDER_TOKEN_SECRET: 'short' }, '/srv/lux')).toThrow(/ORDER_TOKEN_SECRET must be at least 32/);
    expect(() => loadConfig({ ORDER_HOLD_SWEEP_MS: '5' }, '/srv/lux')).toThrow(/ORDER_HOLD_SWEEP_MS must be an integer from 100/);
    expect(() => loadConfig({ SITE_URL: 'ftp://x' }, '/srv/lux')).toThrow(/SITE_URL must be an http\(s\) origin/);
  });
});

describe('EXTERNAL_STOCK_API_KEY', () => {
  const { EXTERNAL_STOCK_API_KEY: key, ...otherSecrets } = IDENTITY_SECRETS;
  const production = { NODE_ENV: 'production', PREVIEW_TOKEN_SECRET: 'k3Jx9vQ2mT7pL5wR8nB4cF6hD1sG0aZe', ...otherSecrets };

  it('uses the public development default outside production, and the given key otherwise', () => {
    expect(loadConfig({}, '/srv/lux').externalStockApiKey).toBe(DEV_EXTERNAL_STOCK_API_KEY);
    expect(loadConfig({ ...production, EXTERNAL_STOCK_API_KEY: key }, '/srv/lux').externalStockApiKey).toBe(key);
  });

  it('refuses to start in production without a key, or with the development default', () => {
    for (const env of [production, { ...production, EXTERNAL_STOCK_API_KEY: DEV_EXTERNAL_STOCK_API_KEY }]) {
      try {
        loadConfig(env, '/srv/lux');
        expect.unreachable('production started without an external stock api key');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual(['EXTERNAL_STOCK_API_KEY must be set to a random value when NODE_ENV is production']);
      }
    }
  });

  it('refuses a short key without echoing it', () => {
    try {
      loadConfig({ EXTERNAL_STOCK_API_KEY: 'hunter2' }, '/srv/lux');
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(['EXTERNAL_STOCK_API_KEY must be at least 32 characters long']);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
