import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
