import { defineConfig } from 'vitest/config';

// Unit tests of the site's server helpers (app/…) and of its HTTP server's own modules (server/…). Kept apart
// from vite.config.ts, whose React Router plugin needs the app directory as its working directory (stack pitfall 4).
export default defineConfig({
  test: { environment: 'node', include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] },
});
