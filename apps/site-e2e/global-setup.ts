import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consentDecidedState, startStack } from '@lux/tools/stack';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Playwright storage state of a visitor who refused optional cookies (the config's default). */
export const CONSENT_DECIDED_STATE = path.join(root, 'dist/site-e2e-state/consent-decided.json');

/** Starts the built API (seeded, fresh PGlite) and the built site; tests read E2E_BASE_URL. */
export default async function globalSetup() {
  const { apiUrl, siteUrl, stop } = await startStack({
    // The editor's scheduled publish/unpublish (issue 14) runs every half second, so cms.spec.ts sees it happen.
    apiEnv: { CMS_SCHEDULE_INTERVAL_MS: '500' },
  });
  // Issue 12: every test but the consent ones visits as someone who has already refused optional cookies,
  // so the banner does not cover what they click. consent.spec.ts starts from an empty state.
  await mkdir(path.dirname(CONSENT_DECIDED_STATE), { recursive: true });
  await writeFile(CONSENT_DECIDED_STATE, JSON.stringify(consentDecidedState(siteUrl)));
  process.env.E2E_BASE_URL = siteUrl;
  process.env.E2E_API_URL = apiUrl;
  return stop;
}
