import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fast-check-seed.ts'],
    // Every file builds the whole app; with isolation each file's fresh worker imported it again (seconds
    // per file on two cores). Files share no state through modules: each has its own database and app, and
    // restores what it changes (env, timers). Vitest's default of one worker on two cores is kept.
    isolate: false,
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // In CI one retry, as Playwright has (ADR 034): crash, outage and back-off tests run real processes against real
    // clocks, and the checker's loaded 2-core machine can push one past its bound once. Twice fails the run; a
    // property test replays its inputs on the retry (test/support/fast-check-seed.ts).
    retry: process.env.CI ? 1 : 0,
  },
});
