import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Every file builds the whole app; with isolation each file's fresh worker imported it again (seconds
    // per file on two cores). Files share no state through modules: each has its own database and app, and
    // restores what it changes (env, timers). Vitest's default of one worker on two cores is kept.
    isolate: false,
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
