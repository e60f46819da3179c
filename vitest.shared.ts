// The test setup every component library shares (admin, blocks, checkout, chrome, editor, ui): a `unit`
// project in jsdom and a `storybook` project that turns each story into a browser test in Chromium (the a11y
// addon's afterEach runs axe on each one). A library's vitest.config.ts passes its folder and what it adds.
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

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

/** `dirname`: the library's folder (its `.storybook` and `vitest.setup.ts` live there); `extra`: merged on top. */
export function componentLibConfig(dirname: string, extra: ViteUserConfig = {}) {
  return mergeConfig(
    defineConfig({
      plugins: [react()],
      test: {
        // In CI one retry, as Playwright has (ADR 034): on the checker's loaded 2-core machine a render or a
        // story can miss its time once. A test that fails twice fails the run; vitest marks one that passed on
        // a retry. Locally nothing retries.
        retry: process.env['CI'] ? 1 : 0,
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'jsdom',
              include: ['src/**/*.test.{ts,tsx}'],
              setupFiles: [path.join(dirname, 'vitest.setup.ts')],
              // jsdom renders of whole screens, block lists and react-aria overlays take seconds on a loaded
              // 2-core CI machine; a timeout is not a check.
              testTimeout: 60_000,
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
            test: {
              name: 'storybook',
              // A story's test renders, plays and runs axe in Chromium: seconds each on a loaded 2-core machine.
              testTimeout: 60_000,
              setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
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
    }),
    extra,
  );
}
