// The platform's production builds on free ports over a fresh, seeded embedded database, as the end-to-end
// tests and the browser benchmarks run it. Returns the two URLs and a stop function.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, startService, stopAll, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the built API (seeded, fresh PGlite) and the built site; `apiEnv` adds to or overrides the API's
 * environment, `siteEnv` the site's. `api.stop()` / `api.start()` take the API away and bring it back on the
 * same port and database (the outage tests, issue 16).
 */
export async function startStack({ apiEnv: extraApiEnv = {}, siteEnv: extraSiteEnv = {} } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lux-e2e-'));
  const apiPort = await freePort();
  const sitePort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  // Sign-in (ADR 019): the site runs as in production, which refuses the development secrets, so each run
  // makes its own. The provider accepts the site's actual port as its redirect origin.
  const clientSecret = randomBytes(32).toString('base64url');
  const apiEnv = {
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    PUBLIC_API_URL: apiUrl,
    SITE_ORIGINS: siteUrl,
    OIDC_CLIENT_SECRET: clientSecret,
    // Its own local SMTP port: API tests may hold the default one while the e2e runs beside them.
    LOCAL_SMTP_PORT: '0',
    CRM_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    ...extraApiEnv,
  };
  await run('node', [path.join(root, 'apps/api/dist/seed.js')], { env: apiEnv });
  const startApi = () => startService('api', 'node', [path.join(root, 'apps/api/dist/main.js')], { env: apiEnv });
  let api = startApi();
  const site = startService('site', 'node', [path.join(root, 'apps/site/server.mjs')], {
    env: {
      NODE_ENV: 'production',
      PORT: String(sitePort),
      CONTENT_API_URL: `${apiUrl}/content`,
      MEDIA_API_URL: `${apiUrl}/media`,
      STOCK_API_URL: `${apiUrl}/stock`,
      FORMS_API_URL: `${apiUrl}/forms`,
      ORDERS_API_URL: `${apiUrl}/orders`,
      OIDC_ISSUER: `${apiUrl}/identity`,
      IDENTITY_API_URL: `${apiUrl}/identity`,
      OIDC_CLIENT_SECRET: clientSecret,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      ...extraSiteEnv,
    },
  });
  const stop = async () => {
    await stopAll([api, site]);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${apiUrl}/health`, { child: api });
    await waitForHttp(`${siteUrl}/healthz`, { child: site });
  } catch (error) {
    await stop();
    throw error;
  }
  const apiControl = {
    async stop() {
      await stopAll([api]);
    },
    async start() {
      api = startApi();
      await waitForHttp(`${apiUrl}/health`, { child: api });
    },
  };
  return { apiUrl, siteUrl, stop, api: apiControl };
}

/** Playwright storage state of a visitor who refused optional cookies (issue 12), so the banner covers nothing. */
export function consentDecidedState(siteUrl) {
  return {
    cookies: [],
    origins: [
      {
        origin: siteUrl,
        localStorage: [
          {
            name: 'cookieConsentStatus',
            value: JSON.stringify({ status: 'rejected', scopes: ['obligatory'], version: '1', decidedAt: new Date().toISOString() }),
          },
        ],
      },
    ],
  };
}
