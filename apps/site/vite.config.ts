import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import babel from 'vite-plugin-babel';

export default defineConfig({
  plugins: [
    // styled-components names each component from a counter of creation order unless told otherwise. The
    // server bundle and the browser's chunks create them in different orders, so the browser computed
    // other class names than the HTML carried and injected every rule again on hydration. The plugin
    // names each component from its file and position (ADR 018): the same on both sides.
    babel({
      // After TypeScript and JSX are compiled: the plugin sees plain modules of our own code.
      enforce: 'post',
      include: /\/(apps|libs)\/[^/]+\/.+\.[jt]sx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true, transpileTemplateLiterals: false, minify: false }]],
      },
    }),
    reactRouter(),
  ],
  ssr: {
    // Pitfall 5: styled-components must be bundled with the server build, with the workspace libs,
    // so server and client share one styled-components instance and one set of stylis plugins.
    noExternal: ['styled-components', 'stylis-plugin-rtl', /^@lux\//],
  },
  // LUX_SOURCEMAP=1: maps for profiling the production build (tools/bench); never in a normal build.
  // The Vite manifest stays in build/client/.vite (never served: express.static ignores dot folders) for the
  // JavaScript budget check, which finds block chunks in it (tools/budget, ADR 031).
  build: {
    target: 'es2022',
    cssMinify: true,
    sourcemap: process.env.LUX_SOURCEMAP === '1',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|styled-components|stylis|@emotion|i18next|react-i18next|effector|effector-react|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
