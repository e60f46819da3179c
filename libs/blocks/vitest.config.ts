import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium, never a downloaded browser (stack pitfall 11); root in CI needs --no-sandbox.
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // In CI one retry, as Playwright has (ADR 034): on the checker's loaded 2-core machine a render or a story can miss
    // its time once. A test that fails twice fails the run; vitest marks one that passed on a retry.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // jsdom renders of whole block lists are slow on a busy 2-core machine; a timeout is not a check.
          testTimeout: 60_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        // Every story becomes a browser test; the a11y addon's afterEach runs axe on each one.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // A story's test renders, plays and runs axe in Chromium: seconds each on a loaded 2-core CI machine.
          testTimeout: 60_000,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
