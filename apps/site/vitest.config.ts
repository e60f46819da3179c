import { defineConfig } from 'vitest/config';

// Unit tests of the site's server helpers. Kept apart from vite.config.ts, whose React Router plugin
// needs the app directory as its working directory (stack pitfall 4).
export default defineConfig({
  test: { environment: 'node', include: ['app/**/*.test.{ts,tsx}'] },
});
