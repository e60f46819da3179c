// Bundles the server and the seed CLI into dist/. Third-party packages stay external (they are in
// node_modules at run time, and some, like PGlite, load files next to their own code); workspace
// libraries (@lux/*) are bundled because they ship TypeScript source, which Node cannot run.
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const require = createRequire(join(root, 'package.json'));

/** Runs before esbuild's `packages: 'external'` rule, so resolving here keeps @lux/* in the bundle. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(b) {
    b.onResolve({ filter: /^@lux\// }, (args) => ({
      path: require.resolve(args.path, { paths: [args.resolveDir] }),
    }));
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspacePackages],
  sourcemap: true,
  // Bundled CommonJS code may call require(); ESM output has none unless we provide it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
// The migrator reads SQL files at run time; src/db/client.ts looks for them next to the bundle.
await cp(join(root, 'drizzle'), join(dist, 'drizzle'), { recursive: true });
