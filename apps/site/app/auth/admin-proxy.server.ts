import { authConfig, siteConfig, type AuthConfig } from '../config.server';
import { errorSummary, logger } from '../lib/logger.server';
import { siteOriginOf } from './guard.server';
import { lookupSession } from './session.server';
import { isValidCsrfToken } from './signing.server';

export type AdminService = keyof AuthConfig['adminServices'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-match'];
const RESPONSE_HEADERS = ['content-type', 'content-disposition', 'etag', 'location'];
/** Back-office bodies are JSON forms and spreadsheet imports; anything bigger is refused before it is read. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** The media library's uploads (ADR 027 §6): the media service checks its own, smaller-or-equal limit. */
const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;
/** Reached with the site's client credentials only, never with a user's token through the proxy. */
const BLOCKED_PATHS: Partial<Record<AdminService, RegExp>> = { identity: /^site-sessions(\/|$)/ };

/** The API's error envelope, so the back office reads proxy refusals the way it reads the API's own. */
export function errorEnvelope(status: number, title: string, detail: string): Response {
  return Response.json(
    { errors: [{ status: String(status), title, detail }] },
    { status, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function isAdminService(name: string | undefined): name is AdminService {
  return name !== undefined && Object.hasOwn(authConfig().adminServices, name);
}

/** `base + '/' + path`, or null when the path would leave the service's base (`..`, encoded slashes). */
export function upstreamUrl(base: string, path: string, search: string): URL | null {
  if (/%2f|%5c|\\/i.test(path)) return null;
  const target = new URL(`${base}/${path}`);
  const root = new URL(base);
  const prefix = root.pathname.replace(/\/+$/, '');
  if (target.origin !== root.origin || !target.pathname.startsWith(`${prefix}/`)) return null;
  target.search = search;
  return target;
}

/**
 * `/admin/api/:service/*`: the back office's only way to the services (ADR 019 §5). Cookie-authenticated,
 * so every write carries the session's `csrf-token` header and, when the browser sends one, our Origin.
 * The user's access token is added here and never reaches the browser.
 */
export async function proxyAdminApi(request: Request, service: string | undefined, path: string, requestId: string): Promise<Response> {
  if (!isAdminService(service)) return errorEnvelope(404, 'Not Found', 'No such service.');
  const config = authConfig();
  const session = await lookupSession(request);
  if (session.kind !== 'active') return errorEnvelope(401, 'Unauthorized', 'Sign in to continue.');

  const method = request.method.toUpperCase();
  if (WRITE_METHODS.has(method)) {
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== siteOriginOf(request)) {
      logger.warn({ origin: origin.slice(0, 100), requestId }, 'admin api: write from another origin refused');
      return errorEnvelope(403, 'Forbidden', 'Cross-origin request refused.');
    }
    if (!isValidCsrfToken(config.sessionSecret, session.id, request.headers.get('csrf-token'))) {
      logger.warn({ user: session.user.id, path, requestId }, 'admin api: write without a valid csrf-token refused');
      return errorEnvelope(403, 'Forbidden', 'Missing or invalid csrf-token header.');
    }
  }
  if (BLOCKED_PATHS[service]?.test(path)) return errorEnvelope(404, 'Not Found', 'No such resource.');
  const target = upstreamUrl(config.adminServices[service], path, new URL(request.url).search);
  if (!target) return errorEnvelope(400, 'Bad Request', 'Invalid path.');

  const headers = new Headers({ authorization: `Bearer ${session.data.access_token}`, 'x-request-id': requestId });
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const limit = service === 'media' ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
    if (Number(request.headers.get('content-length') ?? 0) > limit) return errorEnvelope(413, 'Payload Too Large', 'The request body is too large.');
    body = await request.arrayBuffer();
    if (body.byteLength > limit) return errorEnvelope(413, 'Payload Too Large', 'The request body is too large.');
    if (body.byteLength === 0) body = undefined;
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(Math.max(siteConfig().apiTimeoutMs, 30_000)) });
  } catch (error) {
    logger.error({ err: errorSummary(error), service, path, requestId }, 'admin api: upstream failed');
    return errorEnvelope(502, 'Bad Gateway', 'The service is unavailable, please try again.');
  }
  const out = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.status === 204 || upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out });
}

/**
 * The same call from a server loader (the back office's first render): Bearer token added, no CSRF
 * check (the request did not come from a browser). Resolves to the upstream response.
 */
export async function adminApiFetch(request: Request, service: AdminService, path: string, init: RequestInit = {}): Promise<Response> {
  const session = await lookupSession(request);
  if (session.kind !== 'active') return errorEnvelope(401, 'Unauthorized', 'Sign in to continue.');
  const [pathname = '', search = ''] = path.replace(/^\/+/, '').split(/\?(.*)/s);
  const target = upstreamUrl(authConfig().adminServices[service], pathname, search ? `?${search}` : '');
  if (!target) return errorEnvelope(400, 'Bad Request', 'Invalid path.');
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${session.data.access_token}`);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return fetch(target, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(siteConfig().apiTimeoutMs) });
}
