// `npm test`: every check the project has, as CI runs it — boundary lint, typecheck, unit, property and
// component tests, Storybook stories in Chromium with axe, API tests on PGlite and on a throwaway
// PostgreSQL server, the production builds, and Playwright end-to-end tests in Chromium.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const env = { NX_DAEMON: process.env.CI ? 'false' : (process.env.NX_DAEMON ?? 'true'), NX_NO_CLOUD: 'true' };

await run('node', [path.join(root, 'tools/scripts/ensure-system.mjs'), 'chromium', 'postgresql'], { cwd: root });

const nx = path.join(root, 'node_modules/.bin/nx');
const targets = ['lint', 'typecheck', 'test', 'test-postgres', 'build', 'e2e'];
// Nx keeps its cache per machine (~/.nx), so a CI run on a reused machine could replay earlier results:
// in CI every check runs for real. Locally, the cache (keyed on every input) saves the unchanged work.
const cache = process.env.CI ? ['--skip-nx-cache'] : [];
try {
  await run(nx, ['run-many', '-t', ...targets, '--parallel=2', '--outputStyle=static', ...cache, ...process.argv.slice(2)], { cwd: root, env });
  // The JavaScript budget (ADR 031): each page's first-load JS in the site build just made stays within
  // tools/budget/budgets.json. Skipped only when the run was narrowed to some projects (no fresh site build).
  if (!process.argv.slice(2).some((arg) => /^(--projects|-p|--exclude)\b/.test(arg))) {
    await run('node', [path.join(root, 'tools/budget/check.mjs')], { cwd: root });
  }
} catch (error) {
  console.error(`\nnpm test failed after ${((Date.now() - started) / 1000).toFixed(0)}s: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`\nnpm test: every check passed in ${((Date.now() - started) / 1000).toFixed(0)}s (${targets.join(', ')}).`);
