// `npm run chromatic`: builds the design system's Storybook and publishes it to Chromatic for visual
// review. Needs CHROMATIC_PROJECT_TOKEN (from the environment only: never commit it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to the Chromatic project token to publish Storybook; nothing was published.');
  process.exit(1);
}

await run(path.join(root, 'node_modules/.bin/nx'), ['run', 'ui:build-storybook', '--outputStyle=static'], { cwd: root });
await run(
  path.join(root, 'node_modules/.bin/chromatic'),
  ['--storybook-build-dir', path.join(root, 'libs/ui/storybook-static'), '--exit-zero-on-changes', '--only-changed', ...process.argv.slice(2)],
  { cwd: root },
);
