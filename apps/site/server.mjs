// The site's HTTP server: one Express app for development (Vite in middleware mode, HMR) and
// production (the built server bundle). It adds what React Router leaves to the host: compression,
// security headers with a per-request CSP nonce, long-lived caching of hashed assets, a health check
// and graceful shutdown.
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import { createRequestHandler as createFetchHandler } from 'react-router';
import closeWithGrace from 'close-with-grace';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { metricsListenerFromEnv, metricsMiddleware, recordCacheLookup, startMetricsListener } from './server/metrics.mjs';
import { gracefulShutdown } from './server/shutdown.mjs';
import { createPageCache, pageCacheMiddleware, startVersionPoller } from './server/page-cache.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const viteDevServer = production
  ? undefined
  : await import('vite').then((vite) => vite.createServer({ root, server: { middlewareMode: true } }));

const app = express();
app.disable('x-powered-by');
app.use(compression());
// Requests counted and timed by route group (ADR 032); the text is served on METRICS_PORT, not here.
app.use(metricsMiddleware);

app.use((_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
});

// Issue 16 §4: no page has a path or a query anywhere near these; longer ones are refused before any work
// (the services would refuse them too, and a page cache keyed by URL must not hold them).
const MAX_PATH_LENGTH = 2048;
// React Router asks for its lazy route manifest with every linked path in the query (up to its own 7,680-character
// limit), so the query bound sits above that.
const MAX_QUERY_LENGTH = 8192;
app.use((req, res, next) => {
  const [pathPart, queryPart = ''] = req.originalUrl.split(/\?(.*)/s);
  if (pathPart.length <= MAX_PATH_LENGTH && queryPart.length <= MAX_QUERY_LENGTH) return next();
  res.status(414).set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/') || req.path.startsWith('/media/')) {
    return res.json({ errors: [{ status: '414', title: 'URI Too Long', detail: `The address is longer than ${MAX_PATH_LENGTH} characters or its query longer than ${MAX_QUERY_LENGTH}.` }] });
  }
  res.type('html').send(statusDocument(localeOfPath(pathPart), 414));
});

const localeOfPath = (pathname) => (/^\/en(?:\/|$)/.test(pathname) ? 'en' : 'he');

/**
 * A page with no chrome for answers given before the app could run (too long or malformed an address, a
 * failure of the server itself): Hebrew or English.
 */
function statusDocument(locale, status) {
  const texts = {
    414: {
      he: { title: 'הכתובת ארוכה מדי', body: 'הכתובת שביקשתם ארוכה מכדי שנוכל להציג אותה. בדקו אותה, או חזרו לדף הבית.' },
      en: { title: 'This address is too long', body: 'The address you asked for is too long for us to show. Check it, or go back to the home page.' },
    },
    400: {
      he: { title: 'לא ניתן להציג את הכתובת הזו', body: 'הכתובת שביקשתם אינה תקינה. בדקו אותה, או חזרו לדף הבית.' },
      en: { title: 'This address cannot be shown', body: 'The address you asked for is not valid. Check it, or go back to the home page.' },
    },
    500: {
      he: { title: 'משהו השתבש', body: 'לא הצלחנו להציג את הדף. נסו שוב בעוד רגע.' },
      en: { title: 'Something went wrong', body: 'We could not show the page. Please try again in a moment.' },
    },
  };
  const home = { he: { home: 'חזרה לדף הבית', href: '/' }, en: { home: 'Go back to home', href: '/en' } }[locale];
  const text = { ...(texts[status] ?? texts[status >= 500 ? 500 : 400])[locale], ...home };
  const dir = locale === 'he' ? 'rtl' : 'ltr';
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title></head><body><main><p>${status}</p><h1>${text.title}</h1><p>${text.body}</p><p><a href="${text.href}">${text.home}</a></p></main></body></html>`;
}

// Images may come from the media service's own origin once it is split out.
const originList = (value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const mediaOrigins = originList(process.env.MEDIA_ORIGINS);
// A navigation service (A§2, navigation.kind = naas) serves its style sheet, images and fonts from its
// origin; its script needs no entry (it carries the nonce and 'strict-dynamic' trusts what it loads).
const naasOrigins = originList(process.env.NAAS_ORIGINS);
// Map tiles (ADR 015): the blocks default to OpenStreetMap's tile server; another provider's origin goes here.
const tileOrigins = originList(process.env.MAP_TILE_ORIGINS ?? 'https://tile.openstreetmap.org');
// Sign-out (ADR 019) is a form POST answered by a redirect to the identity provider's end-session page;
// form-action governs that redirect too, so the provider's origin is allowed as a form target.
const identityOrigin = new URL(process.env.OIDC_ISSUER || 'http://127.0.0.1:3001/identity').origin;
// Issue 12: tags that run only after consent (metaheads with a scope) and the error-reporting script
// load through 'strict-dynamic'; what they send (beacons, pixels, tag iframes) needs their origins here.
const analyticsOrigins = originList(process.env.ANALYTICS_ORIGINS);
const errorReportingOrigins = originList(process.env.ERROR_REPORTING_ORIGINS);
// Order online (ADR 026 §5–§6): the payment vendors' browser parts, loaded only on the checkout's payment
// step. Their scripts come in through 'strict-dynamic' (our nonced bundle injects them); the hosts are listed
// too for browsers without CSP 3. What each vendor's part then reaches:
// - Stripe.js: frames from js.stripe.com (Elements) and hooks.stripe.com (3-D Secure), calls to
//   api.stripe.com, fraud signals to m.stripe.network / m.stripe.com;
// - PayPal JS SDK: the script, its buttons' frames and its calls on www.paypal.com (www.sandbox.paypal.com
//   with sandbox credentials), images from www.paypalobjects.com;
// - LiqPay: no script at all, the checkout is a form POST of data + signature to www.liqpay.ua.
// The local stand-ins (ADR 026 §5) are reached through this origin's /api/orders/fake/…, so they need no
// entry; PAYMENT_STANDIN_ORIGINS adds the orders service's own origin when its stand-in URLs point there.
const paymentOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network', 'https://m.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  img: ['https://*.stripe.com', 'https://www.paypalobjects.com'],
  form: ['https://www.liqpay.ua'],
};
const standInOrigins = originList(process.env.PAYMENT_STANDIN_ORIGINS);

app.use(
  helmet({
    contentSecurityPolicy: {
      // Vite's dev client injects inline modules without our nonce: enforce the policy in production only.
      reportOnly: !production,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.nonce}'`, "'strict-dynamic'", ...paymentOrigins.script, ...standInOrigins],
        // styled-components injects <style> at run time on the client.
        styleSrc: ["'self'", "'unsafe-inline'", ...naasOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins, ...naasOrigins, ...tileOrigins, ...analyticsOrigins, ...paymentOrigins.img],
        connectSrc: [
          "'self'",
          ...(production ? [] : ['ws:']),
          ...naasOrigins,
          ...analyticsOrigins,
          ...errorReportingOrigins,
          ...paymentOrigins.connect,
          ...standInOrigins,
        ],
        fontSrc: ["'self'", 'data:', ...naasOrigins],
        // The video modal (A§2) embeds only these players; media plays from our origin or the media origins.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...analyticsOrigins, ...paymentOrigins.frame, ...standInOrigins],
        mediaSrc: ["'self'", 'https:', ...mediaOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", identityOrigin, ...paymentOrigins.form, ...standInOrigins],
        upgradeInsecureRequests: process.env.CSP_UPGRADE_INSECURE === 'true' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: with it browsers send `Origin: null` on form posts, which React Router's
    // action check (and our /admin/api Origin check) must refuse. Cross-origin requests still get only the
    // origin, never the path and query (ADR 019 §5).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense behind TLS, which the edge terminates in production.
    strictTransportSecurity: process.env.HSTS === 'true',
  }),
);

// Anything answered to a request that carries the sign-in cookie may be personal: no shared or browser
// cache may keep it. Set as the headers go out, so no route's own Cache-Control can loosen it; visitors
// without the cookie, and the hashed build assets, are untouched.
const sessionCookiePattern = /(?:^|;\s*)(?:__Host-)?lux_sid=/;
app.use((req, res, next) => {
  if (!req.path.startsWith('/assets/') && sessionCookiePattern.test(req.headers.cookie ?? '')) {
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadPrivate(...args) {
      this.setHeader('Cache-Control', 'private, no-store');
      return writeHead.apply(this, args);
    };
  }
  next();
});

// Issue 16 §3: a page that cannot be rendered because a service is down says when to try again.
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadRetryAfter(status, ...args) {
    if (status === 503 && !this.getHeader('retry-after')) this.setHeader('Retry-After', '30');
    return writeHead.call(this, status, ...args);
  };
  next();
});

// The page cache (ADR 030): production only (PAGE_CACHE=off turns it off, =on turns it on in development).
const pageCacheOn = (process.env.PAGE_CACHE ?? (production ? 'on' : 'off')) === 'on';
const pageCache = pageCacheOn
  ? createPageCache({
      maxBytes: Number(process.env.PAGE_CACHE_MAX_BYTES || 64 * 1024 * 1024),
      freshMs: Number(process.env.PAGE_CACHE_FRESH_MS || 60_000),
      staleMs: Number(process.env.PAGE_CACHE_STALE_MS || 600_000),
    })
  : null;
// An employee's write through this server (the back office, the editor) may change any page: every kept
// page is out of date at once, before the services' data versions are next read.
app.use((req, res, next) => {
  if (pageCache && req.method !== 'GET' && req.method !== 'HEAD' && sessionCookiePattern.test(req.headers.cookie ?? '')) {
    res.on('finish', () => {
      if (res.statusCode < 400) pageCache.bump();
    });
  }
  next();
});

app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});

// The media service (A§7) is served at the site's own origin under /media, so images need no extra CSP
// origin and share the site's connection. Only image reads pass; everything else stays inside.
const mediaApiUrl = (process.env.MEDIA_API_URL || 'http://127.0.0.1:3001/media').replace(/\/+$/, '');
const forwardedRequestHeaders = ['accept', 'if-none-match', 'if-modified-since'];
const forwardedResponseHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];
app.get(/^\/media\/api\/v2\/images(\/.*)?$/, async (req, res) => {
  const target = mediaApiUrl + req.originalUrl.slice('/media'.length);
  const headers = {};
  for (const name of forwardedRequestHeaders) if (req.get(name)) headers[name] = req.get(name);
  try {
    const upstream = await fetch(target, { headers, signal: AbortSignal.timeout(15_000) });
    res.status(upstream.status);
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') return res.end();
    Readable.fromWeb(upstream.body).on('error', () => res.destroy()).pipe(res);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'media proxy failed', url: target, err: String(error) }));
    if (!res.headersSent) res.status(502).type('text/plain').send('Image service unavailable');
  }
});

// The browser reaches the stock service (A§7) and the content service's dealer search through the site's
// origin: reads only, query strings passed as they are, so the CSP keeps connect-src 'self' and the
// services need no CORS. Each service keeps its own base URL behind the proxy.
const stockApiUrl = (process.env.STOCK_API_URL || 'http://127.0.0.1:3001/stock').replace(/\/+$/, '');
const contentApiUrl = (process.env.CONTENT_API_URL || 'http://127.0.0.1:3001/content').replace(/\/+$/, '');
const apiRequestHeaders = ['accept', 'accept-language', 'company-config', 'if-none-match'];
const apiResponseHeaders = ['content-type', 'content-disposition', 'cache-control', 'etag', 'vary'];
/** The visitor's address as X-Forwarded-For, for a service's per-IP limits (read when it trusts this proxy). */
const forwardedFor = (req) => [req.get('x-forwarded-for'), req.socket.remoteAddress].filter(Boolean).join(', ');
/**
 * Reads from a service for the visitor. `personal` answers (an order, a hold) also carry the visitor's
 * address for the service's per-IP limit and are never cached, whatever the service says.
 */
async function proxyRead(req, res, target, { personal = false } = {}) {
  const headers = { 'x-request-id': req.get('x-request-id') ?? crypto.randomUUID() };
  for (const name of apiRequestHeaders) if (req.get(name)) headers[name] = req.get(name);
  if (personal) headers['x-forwarded-for'] = forwardedFor(req);
  try {
    const upstream = await fetch(target, { headers, signal: AbortSignal.timeout(10_000) });
    res.status(upstream.status);
    for (const name of apiResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (personal) {
      res.setHeader('cache-control', 'no-store');
      const retryAfter = upstream.headers.get('retry-after');
      if (retryAfter) res.setHeader('retry-after', retryAfter);
    }
    res.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'api proxy failed', url: target, err: String(error) }));
    if (!res.headersSent) {
      res.status(502).json({ errors: [{ status: '502', title: 'Bad Gateway', detail: 'The service is unavailable, please try again.' }] });
    }
  }
}
app.get(/^\/api\/stock\/(public_api\/.+|nameplates|trade_in\/form_options)$/, (req, res) => proxyRead(req, res, stockApiUrl + req.originalUrl.slice('/api/stock'.length)));
app.get(/^\/api\/content\/(dealers(\/by_postcode)?|public_api\/search)$/, (req, res) => proxyRead(req, res, contentApiUrl + req.originalUrl.slice('/api/content'.length)));
// The interactive blocks' reads (issue 15, ADR 028): news pages, feeds, data files and the VIN services (VIN
// lookups carry the visitor's address for the service's per-IP limit and are never cached). No segment may
// start with a dot, so no `..` reaches the service.
app.get(/^\/api\/content\/(news|collection-feeds|data-files(\/[a-z0-9][a-z0-9._-]*)+)$/, (req, res) => proxyRead(req, res, contentApiUrl + req.originalUrl.slice('/api/content'.length)));
app.get(/^\/api\/content\/vehicle-services(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/, (req, res) => proxyRead(req, res, contentApiUrl + req.originalUrl.slice('/api/content'.length), { personal: true }));

// Forms (issue 11): the browser reads a form and sends leads through the site's origin too, so connect-src
// stays 'self' and the forms service needs no CORS. Only these two paths pass; the visitor's address goes
// on as X-Forwarded-For for the service's per-IP limit (it reads it when it trusts its proxy).
const formsApiUrl = (process.env.FORMS_API_URL || 'http://127.0.0.1:3001/forms').replace(/\/+$/, '');
app.get(/^\/api\/forms\/forms\/[1-9]\d{0,9}$/, (req, res) => proxyRead(req, res, formsApiUrl + req.path.slice('/api/forms'.length)));
/**
 * Sends a visitor's JSON to a service on their behalf (POST by default; PUT, or DELETE without a body):
 * their address as X-Forwarded-For (the service's per-IP limits read it when they trust this proxy), the
 * request id, and the answer back as it came (status, type, Retry-After), never cached. `onAnswer` sees the
 * upstream answer before it is sent.
 */
async function forwardWrite(req, res, { method = 'POST', target, body, what, headers: extra = {}, onAnswer }) {
  const headers = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    accept: 'application/json',
    'x-request-id': req.get('x-request-id') ?? crypto.randomUUID(),
    'x-forwarded-for': forwardedFor(req),
    ...extra,
  };
  if (req.get('accept-language')) headers['accept-language'] = req.get('accept-language');
  try {
    const upstream = await fetch(target, { method, headers, body, signal: AbortSignal.timeout(15_000) });
    onAnswer?.(upstream);
    res.status(upstream.status);
    for (const name of ['content-type', 'retry-after']) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.setHeader('cache-control', 'no-store');
    res.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: `${what} proxy failed`, url: target, err: String(error) }));
    if (!res.headersSent) {
      res.status(502).json({ errors: [{ status: '502', title: 'Bad Gateway', detail: `The ${what} service is unavailable, please try again.` }] });
    }
  }
}

app.post(/^\/api\/forms\/forms\/[1-9]\d{0,9}\/leads$/, express.raw({ type: 'application/json', limit: '64kb' }), (req, res) => {
  if (!Buffer.isBuffer(req.body)) {
    return res.status(415).json({ errors: [{ status: '415', title: 'Unsupported Media Type', detail: 'Send the lead as application/json.' }] });
  }
  return forwardWrite(req, res, { target: formsApiUrl + req.path.slice('/api/forms'.length), body: req.body, what: 'forms' });
});

// Proof of consent (issue 12): the browser records each choice through the site's origin. The consent id
// lives in a first-party, HttpOnly cookie the page cannot read; it is made here on the first choice and
// added to the record, with the visitor's address for the service to truncate.
const consentCookieName = 'lux_consent_id';
const consentCookieSecure = process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === 'true' : production;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
function consentIdOf(req) {
  const match = /(?:^|;\s*)lux_consent_id=([^;]+)/.exec(req.headers.cookie ?? '');
  const value = match ? decodeURIComponent(match[1]) : '';
  return uuidPattern.test(value) ? value.toLowerCase() : null;
}
app.post('/api/consent', express.json({ limit: '4kb', type: 'application/json' }), async (req, res) => {
  // JSON only: a cross-site form cannot send it without a CORS preflight, which nothing here answers.
  if (!req.is('application/json') || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
    return res.status(415).json({ errors: [{ status: '415', title: 'Unsupported Media Type', detail: 'Send the choice as a JSON object.' }] });
  }
  const existing = consentIdOf(req);
  const consentId = existing ?? crypto.randomUUID();
  return forwardWrite(req, res, {
    target: `${formsApiUrl}/consents`,
    body: JSON.stringify({ ...req.body, consent_id: consentId }),
    what: 'consent',
    headers: { 'user-agent': req.get('user-agent') ?? '' },
    onAnswer: (upstream) => {
      if (!upstream.ok || existing) return;
      // A year: the proof is kept longer on the server; the cookie only ties a browser's choices together.
      const attributes = ['Path=/', `Max-Age=${365 * 24 * 3600}`, 'HttpOnly', 'SameSite=Lax', ...(consentCookieSecure ? ['Secure'] : [])];
      res.setHeader('Set-Cookie', `${consentCookieName}=${consentId}; ${attributes.join('; ')}`);
    },
  });
});
// A malformed JSON body is the visitor's mistake: a clear 400, never a stack trace.
app.use('/api/consent', (error, _req, res, next) => {
  if (error?.type === 'entity.parse.failed' || error?.type === 'entity.too.large') {
    return res.status(error.status ?? 400).json({ errors: [{ status: String(error.status ?? 400), title: 'Bad Request', detail: 'The choice is not valid JSON or is too large.' }] });
  }
  next(error);
});

// Order online (ADR 026 §6): the browser reaches the orders service through the site's origin, so connect-src
// stays 'self' and the service needs no CORS. Only the public calls of ADR 026 §4 pass, each with its own
// method; the back office's /admin/… calls go through /admin/api/orders with the employee's token instead.
// Writes take JSON only: a cross-site form cannot send application/json without a preflight, which nothing
// here answers, so a foreign page cannot reserve, pay or cancel for a visitor (CSRF). Every answer is
// personal (an order, a hold) and never cached; the visitor's address goes on for the per-IP limits.
const ordersApiUrl = (process.env.ORDERS_API_URL || 'http://127.0.0.1:3001/orders').replace(/\/+$/, '');
// Order numbers, lock ids (UUIDs) and lead ids: one path segment of safe characters.
const SEGMENT = '[A-Za-z0-9_-]{1,100}';
const orderRoutes = {
  GET: new RegExp(`^/api/orders/(buy_online/(holds/${SEGMENT}|orders/${SEGMENT}|liqpay/checkout_data)|api/leads/${SEGMENT}/salesforce_data)$`),
  POST: new RegExp('^/api/orders/(buy_online/(orders/init|orders|payment|paypal/create_order|paypal/authorize)|api/(leads|stripe/create_payment_intent))$'),
  PUT: new RegExp(`^/api/orders/(buy_online/orders/(${SEGMENT}/confirm|send_inquiry_email)|api/leads/${SEGMENT}/initialize_cancellation)$`),
  DELETE: new RegExp(`^/api/orders/buy_online/holds/${SEGMENT}$`),
};
const ordersTarget = (req) => ordersApiUrl + req.originalUrl.slice('/api/orders'.length);
const jsonBody = express.raw({ type: 'application/json', limit: '64kb' });
app.get(orderRoutes.GET, (req, res) => proxyRead(req, res, ordersTarget(req), { personal: true }));
app.delete(orderRoutes.DELETE, (req, res) => forwardWrite(req, res, { method: 'DELETE', target: ordersApiUrl + req.path.slice('/api/orders'.length), what: 'orders' }));
for (const method of ['POST', 'PUT']) {
  app[method.toLowerCase()](orderRoutes[method], jsonBody, (req, res) => {
    if (!Buffer.isBuffer(req.body)) {
      return res.status(415).json({ errors: [{ status: '415', title: 'Unsupported Media Type', detail: 'Send the request as application/json.' }] });
    }
    return forwardWrite(req, res, { method, target: ordersApiUrl + req.path.slice('/api/orders'.length), body: req.body, what: 'orders' });
  });
}

// The local payment vendors (ADR 026 §5, only where the orders service runs them; it answers 404 otherwise):
// the Stripe.js and PayPal SDK stand-ins, the card fields' calls, the LiqPay hosted page and its form post.
// Passed as they come — scripts, pages, redirects back to the site — like the real vendors' own origins.
// A page keeps the policy its service gave it (the stand-in's own inline script and form); ours is for
// our pages.
const standInBody = express.raw({ type: ['application/json', 'application/x-www-form-urlencoded'], limit: '64kb' });
const standInRequestHeaders = ['accept', 'accept-language', 'content-type', 'authorization', 'idempotency-key', 'stripe-version'];
const standInResponseHeaders = ['content-type', 'cache-control', 'location', 'content-security-policy', 'retry-after'];
app.all(/^\/api\/orders\/fake\/(stripe|paypal|liqpay)(\/[A-Za-z0-9_.~-]+)*\/?$/, standInBody, async (req, res) => {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) return res.status(405).set('allow', 'GET, HEAD, POST').end();
  const target = ordersTarget(req);
  const headers = { 'x-request-id': req.get('x-request-id') ?? crypto.randomUUID(), 'x-forwarded-for': forwardedFor(req) };
  for (const name of standInRequestHeaders) if (req.get(name)) headers[name] = req.get(name);
  const body = req.method === 'POST' && Buffer.isBuffer(req.body) ? req.body : undefined;
  if (req.method === 'POST' && !body) {
    return res.status(415).json({ errors: [{ status: '415', title: 'Unsupported Media Type', detail: 'Send JSON or a form.' }] });
  }
  try {
    const upstream = await fetch(target, { method: req.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    res.status(upstream.status);
    for (const name of standInResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!upstream.headers.get('cache-control')) res.setHeader('cache-control', 'no-store');
    res.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'payment stand-in proxy failed', url: target, err: String(error) }));
    if (!res.headersSent) res.status(502).type('text/plain').send('The payment service is unavailable, please try again.');
  }
});
// Anything else under /api/orders is not a public call: a clear 404 (never the site's page renderer), and a
// malformed or oversized body a clear 400/413.
app.use('/api/orders', (error, _req, res, next) => {
  if (error?.type === 'entity.parse.failed' || error?.type === 'entity.too.large') {
    return res.status(error.status ?? 400).json({ errors: [{ status: String(error.status ?? 400), title: 'Bad Request', detail: 'The request body is not valid or is too large.' }] });
  }
  next(error);
});
app.all(/^\/api\/orders(\/.*)?$/, (_req, res) => {
  res.status(404).json({ errors: [{ status: '404', title: 'Not Found', detail: 'No such order-online call.' }] });
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use('/assets', express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h', index: false }));
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build')
  : await import(path.join(root, 'build/server/index.js'));

const loadContextOf = (req, res) => ({
  nonce: res.locals.nonce,
  requestId: req.get('x-request-id') ?? crypto.randomUUID(),
  pathname: req.path,
  memo: createMemo(),
});

let stopPolling = () => {};
if (pageCache) {
  const poller = startVersionPoller({
    cache: pageCache,
    urls: [`${contentApiUrl}/public_api/data_version`, `${stockApiUrl}/public_api/data_version`],
    intervalMs: Number(process.env.PAGE_CACHE_POLL_MS || 250),
    onChange: (up) =>
      console[up ? 'log' : 'error'](
        JSON.stringify({ level: up ? 'info' : 'error', msg: up ? 'page cache: services answer again' : 'page cache: services unreachable; serving kept pages' }),
      ),
  });
  stopPolling = () => poller.stop();
  const renderPage = createFetchHandler(build, production ? 'production' : 'development');
  app.use(
    pageCacheMiddleware({
      cache: pageCache,
      render: (request, loadContext) => renderPage(request, loadContext),
      // A background refresh has no visitor: a nonce of its own (the parts are joined with each visitor's).
      loadContextOf: (req, res, { background } = {}) => ({ ...loadContextOf(req, res), ...(background ? { nonce: crypto.randomBytes(16).toString('base64') } : {}) }),
      onLookup: (result) => recordCacheLookup(result === 'stale-if-error' ? 'stale' : result),
      log: (entry) => console.error(JSON.stringify(entry)),
    }),
  );
}

app.all(
  '*',
  createRequestHandler({
    build,
    mode: production ? 'production' : 'development',
    getLoadContext: loadContextOf,
  }),
);

// Whatever failed before or around React Router (a malformed percent-encoding in a path, a body parser's
// refusal): its own 4xx, or a plain 500, in the envelope under /api and /media and as a page elsewhere —
// never Express's default page or a stack trace.
app.use((error, req, res, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error(JSON.stringify({ level: 'error', msg: 'request failed', url: req.originalUrl.slice(0, 300), err: String(error) }));
  if (res.headersSent) return res.destroy();
  res.status(status).set('Cache-Control', 'no-store');
  if (/^\/(?:api|media)\//.test(req.path)) {
    const title = status === 500 ? 'Internal Server Error' : 'Bad Request';
    return res.json({ errors: [{ status: String(status), title, detail: status === 500 ? 'The request failed; please try again.' : 'The address or the request is not valid.' }] });
  }
  return res.type('html').send(statusDocument(localeOfPath(req.path), status));
});

/** Per-request memoisation, so data every loader needs (settings) is fetched once per request. */
function createMemo() {
  const cache = new Map();
  return (key, compute) => {
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key);
  };
}

// Headers up to 32 KiB (Node's default is 16): a long query then reaches the 414 above instead of a bare 431.
const server = http.createServer({ maxHeaderSize: 32 * 1024 }, app).listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(JSON.stringify({ level: 'info', msg: 'site listening', url: `http://${host}:${actualPort}` }));
});

// Prometheus scrapes a listener of its own: off unless METRICS_PORT is set, on loopback by default (ADR 032).
const metricsListener = metricsListenerFromEnv(process.env);
const metricsServer = metricsListener ? await startMetricsListener(metricsListener) : null;
if (metricsServer) console.log(JSON.stringify({ level: 'info', msg: 'metrics listening', url: `http://${metricsListener.host}:${metricsServer.address().port}/metrics` }));

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  stopPolling();
  // Stop accepting, answer what is in flight, close keep-alive connections once idle (ADR 032); cut the rest
  // a second before close-with-grace's own deadline.
  await gracefulShutdown(server, { delay: 9_000 });
  metricsServer?.closeAllConnections();
  await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve()));
  await viteDevServer?.close();
});
