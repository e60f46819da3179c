import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests (fast-check, 100 runs each) take seconds when the 2-core CI machine is busy.
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
