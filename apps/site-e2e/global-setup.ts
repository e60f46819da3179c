import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, startService, stopAll, waitForHttp } from '@lux/tools/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Playwright storage state of a visitor who refused optional cookies (the config's default). */
export const CONSENT_DECIDED_STATE = path.join(root, 'dist/site-e2e-state/consent-decided.json');

/** Starts the built API (seeded, fresh PGlite) and the built site; tests read E2E_BASE_URL. */
export default async function globalSetup() {
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
    // The editor's scheduled publish/unpublish (issue 14) runs every half second, so cms.spec.ts sees it happen.
    CMS_SCHEDULE_INTERVAL_MS: '500',
  };
  await run('node', [path.join(root, 'apps/api/dist/seed.js')], { env: apiEnv });
  const api = startService('api', 'node', [path.join(root, 'apps/api/dist/main.js')], { env: apiEnv });
  const site = startService('site', 'node', [path.join(root, 'apps/site/server.mjs')], {
    env: {
      NODE_ENV: 'production',
      PORT: String(sitePort),
      CONTENT_API_URL: `http://127.0.0.1:${apiPort}/content`,
      MEDIA_API_URL: `http://127.0.0.1:${apiPort}/media`,
      STOCK_API_URL: `http://127.0.0.1:${apiPort}/stock`,
      FORMS_API_URL: `${apiUrl}/forms`,
      ORDERS_API_URL: `${apiUrl}/orders`,
      OIDC_ISSUER: `${apiUrl}/identity`,
      IDENTITY_API_URL: `${apiUrl}/identity`,
      OIDC_CLIENT_SECRET: clientSecret,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  const children = [api, site];
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { child: api });
    await waitForHttp(`http://127.0.0.1:${sitePort}/healthz`, { child: site });
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  // Issue 12: every test but the consent ones visits as someone who has already refused optional cookies,
  // so the banner does not cover what they click. consent.spec.ts starts from an empty state.
  await mkdir(path.dirname(CONSENT_DECIDED_STATE), { recursive: true });
  await writeFile(
    CONSENT_DECIDED_STATE,
    JSON.stringify({
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
    }),
  );
  process.env.E2E_BASE_URL = siteUrl;
  process.env.E2E_API_URL = apiUrl;
  return async () => {
    await stopAll(children);
    await rm(dataDir, { recursive: true, force: true });
  };
}
