// `npm run chromatic [-- ui|blocks|chrome|admin|editor] [chromatic flags…]`: builds one Storybook (the design system's by
// default) and publishes it to Chromatic for visual review. Each Storybook is its own Chromatic project:
// the token comes from CHROMATIC_<PROJECT>_TOKEN (e.g. CHROMATIC_BLOCKS_TOKEN), else CHROMATIC_PROJECT_TOKEN,
// from the environment only — never commit it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const storybooks = ['ui', 'blocks', 'chrome', 'admin', 'editor'];
const args = process.argv.slice(2);
const project = storybooks.includes(args[0]) ? args.shift() : 'ui';
const token = process.env[`CHROMATIC_${project.toUpperCase()}_TOKEN`] ?? process.env.CHROMATIC_PROJECT_TOKEN;

if (!token) {
  console.error(`Set CHROMATIC_${project.toUpperCase()}_TOKEN (or CHROMATIC_PROJECT_TOKEN) to publish the ${project} Storybook; nothing was published.`);
  process.exit(1);
}

await run(path.join(root, 'node_modules/.bin/nx'), ['run', `${project}:build-storybook`, '--outputStyle=static'], { cwd: root });
await run(
  path.join(root, 'node_modules/.bin/chromatic'),
  ['--storybook-build-dir', path.join(root, `libs/${project}/storybook-static`), '--exit-zero-on-changes', '--only-changed', ...args],
  { cwd: root, env: { CHROMATIC_PROJECT_TOKEN: token } },
);
