// `npm start`: builds the API and the site, migrates and seeds the embedded database (idempotent), starts
// both, and prints the one URL to open. DATABASE_URL switches the API to a PostgreSQL server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, startService, stopAll, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();

const nx = path.join(root, 'node_modules/.bin/nx');
await run(nx, ['run-many', '-t', 'build', '-p', 'api', 'site', '--outputStyle=static'], { cwd: root });

const apiPort = await freePort(Number(process.env.API_PORT ?? 3001));
const sitePort = await freePort(Number(process.env.PORT ?? 3000));
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Sign-in (ADR 019). The site runs as in production, which refuses the published development secrets:
// unless they are given, this run makes its own (a restart signs everyone out, which is fine locally).
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? randomBytes(32).toString('base64url');
const sessionSecret = process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url');
const apiEnv = {
  API_PORT: String(apiPort),
  PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(root, '.data/pglite'),
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiUrl,
  // Both spellings of the local origin work as the sign-in return address.
  SITE_ORIGINS: process.env.SITE_ORIGINS ?? `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
  OIDC_CLIENT_SECRET: clientSecret,
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
    FORMS_API_URL: process.env.FORMS_API_URL ?? `${apiUrl}/forms`,
    ORDERS_API_URL: process.env.ORDERS_API_URL ?? `${apiUrl}/orders`,
    OIDC_ISSUER: process.env.OIDC_ISSUER ?? `${apiEnv.PUBLIC_API_URL}/identity`,
    IDENTITY_API_URL: process.env.IDENTITY_API_URL ?? `${apiUrl}/identity`,
    OIDC_CLIENT_SECRET: clientSecret,
    SESSION_SECRET: sessionSecret,
    // Plain http on a laptop: Safari refuses Secure cookies there even on localhost.
    COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
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
