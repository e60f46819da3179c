// `npm start`: builds the API and the site, migrates and seeds the embedded database (idempotent), starts
// both, and prints the one URL to open. DATABASE_URL switches the API to a PostgreSQL server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, startService, stopAll, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();

const nx = path.join(root, 'node_modules/.bin/nx');
await run(nx, ['run-many', '-t', 'build', '-p', 'api', 'site', '--outputStyle=static'], { cwd: root });

const apiPort = await freePort(Number(process.env.API_PORT ?? 3001));
const sitePort = await freePort(Number(process.env.PORT ?? 3000));
const apiEnv = {
  API_PORT: String(apiPort),
  PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(root, '.data/pglite'),
};

await run('node', [path.join(root, 'apps/api/dist/seed.js')], { env: apiEnv, cwd: root });
const api = startService('api', 'node', [path.join(root, 'apps/api/dist/main.js')], { env: apiEnv, cwd: root });
const site = startService('site', 'node', [path.join(root, 'apps/site/server.mjs')], {
  cwd: root,
  env: {
    NODE_ENV: 'production',
    PORT: String(sitePort),
    CONTENT_API_URL: process.env.CONTENT_API_URL ?? `http://127.0.0.1:${apiPort}/content`,
    MEDIA_API_URL: process.env.MEDIA_API_URL ?? `http://127.0.0.1:${apiPort}/media`,
    STOCK_API_URL: process.env.STOCK_API_URL ?? `http://127.0.0.1:${apiPort}/stock`,
  },
});
const children = [api, site];
const shutdown = async (code) => {
  await stopAll(children);
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
for (const child of children) child.on('exit', (code) => void shutdown(code ?? 1));

try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { child: api });
  await waitForHttp(`http://127.0.0.1:${sitePort}/healthz`, { child: site });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nSite ready in ${seconds}s at http://localhost:${sitePort}/  (Ctrl+C stops it)\n`);
