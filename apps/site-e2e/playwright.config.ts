import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Written by global-setup (a visitor who refused optional cookies); consent.spec.ts starts empty.
const consentDecidedState = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/site-e2e-state/consent-decided.json');

/**
 * End-to-end tests against the production builds of the API and the site, started by global-setup on
 * free ports over a fresh embedded database. Browsers are never downloaded: Debian's Chromium is used.
 */
export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI one retry: the checker is a shared 2-core machine where the API, the site, two browsers and the
  // other checks compete, and a test that timed out there once has passed again (stops 23 and 24). A test
  // that fails twice fails the run, and one that passed on its retry is listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test that walks several pages with axe takes 20–25 s on a loaded 2-core CI machine: 60 s keeps the
  // default's margin there. Each assertion still waits its own 5 s.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../dist/site-e2e-report' }]],
  outputDir: '../../dist/site-e2e-results',
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    storageState: consentDecidedState,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop-chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile-chromium', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
});
