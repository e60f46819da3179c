import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type Static, Type } from 'typebox';

const ErrorSource = Type.Object(
  {
    parameter: Type.Optional(Type.String({ description: 'Query or path parameter that caused the error.' })),
    pointer: Type.Optional(Type.String({ description: 'JSON pointer into the request body.' })),
  },
  { additionalProperties: false },
);

const ErrorObject = Type.Object(
  {
    status: Type.String({ pattern: '^[45][0-9]{2}$', examples: ['400'] }),
    title: Type.String({ examples: ['Bad Request'] }),
    detail: Type.String(),
    source: Type.Optional(ErrorSource),
  },
  { additionalProperties: false },
);

const envelope = (description?: string) =>
  Type.Object(
    { errors: Type.Array(ErrorObject, { minItems: 1 }) },
    { additionalProperties: false, title: 'ErrorEnvelope', ...(description ? { description } : {}) },
  );

/** JSON:API-style error document returned by every failing request. */
export const ErrorEnvelope = envelope();
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
type ErrorSource = Static<typeof ErrorSource>;

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or a parameter is invalid.',
  404: 'Nothing matches the request.',
  405: 'The path exists but not for this method.',
  413: 'The body is larger than allowed.',
  414: 'The path or the query string is too long.',
  415: 'The body has an unsupported content type.',
  429: 'Too many requests from this client; retry later.',
  500: 'Unexpected server error.',
  503: 'A dependency is unavailable.',
};

/** Response schemas for the given error statuses, so they are documented and serialised strictly. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(
    codes.map((code) => [code, envelope(DESCRIPTIONS[code] ?? STATUS_CODES[code])]),
  ) as {
    [K in Codes[number]]: typeof ErrorEnvelope;
  };
}

export function errorBody(status: number, detail: string, source?: ErrorSource): ErrorEnvelope {
  return {
    errors: [
      {
        status: String(status),
        title: STATUS_CODES[status] ?? 'Error',
        detail,
        ...(source ? { source } : {}),
      },
    ],
  };
}

export function sendError(reply: FastifyReply, status: number, detail: string, source?: ErrorSource) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, detail, source));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/** Points at the offending parameter or body field, as JSON:API's `source` member does. */
function validationSource(error: FastifyError): ErrorSource | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing =
    typeof first.params['missingProperty'] === 'string' ? `/${first.params['missingProperty']}` : '';
  const path = `${first.instancePath}${missing}`;
  if (error.validationContext === 'body') return { pointer: path === '' ? '/' : path };
  const parameter = path.split('/')[1];
  return parameter ? { parameter: decodePointerSegment(parameter) } : undefined;
}

function decodePointerSegment(segment: string) {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * One place turns every failure into the error envelope. Client errors carry fastify's own message
 * (it names the field, never internals); server errors get a generic detail plus the request id so
 * support can find the logged cause.
 */
export function errorHandler(
  this: FastifyInstance,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    isFastifyError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;

  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status, `An unexpected error occurred (request id ${request.id}).`);
  }

  const fastifyError = error as FastifyError;
  request.log.info({ code: fastifyError.code, detail: fastifyError.message }, 'request rejected');
  const source = fastifyError.validation ? validationSource(fastifyError) : undefined;
  return sendError(reply, status, fastifyError.message, source);
}

/** Remembers which methods each route pattern accepts, so an unmatched request can get a 405. */
export class RouteTable {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  add(route: RouteOptions & { prefix?: string }) {
    // Fastify's regex parameters are not used here; skipping them only costs a 404 instead of a 405.
    if (/:[A-Za-z0-9_]+\(/.test(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    // The CORS preflight route answers OPTIONS on every path; it says nothing about the other methods.
    if (methods.includes('OPTIONS') && route.url.endsWith('*')) return;
    const source = route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
      .replace(/\*/g, '.*');
    // A plugin's '/' route is served at both `/prefix` and `/prefix/` (prefixTrailingSlash 'both'), but
    // fastify announces only the first to onRoute: without this, `POST /prefix/` would allow just HEAD.
    const twin = route.prefix && route.url === route.prefix && (route.prefixTrailingSlash ?? 'both') === 'both';
    this.routes.push({ pattern: new RegExp(`^${source}${twin ? '/?' : ''}$`), methods: new Set(methods) });
  }

  allowedMethods(url: string): string[] {
    const path = url.split('?')[0] ?? url;
    const allowed = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) route.methods.forEach((m) => allowed.add(m));
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  const table = new RouteTable();
  app.addHook('onRoute', (route) => table.add(route));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(
    // Unknown paths count against the rate limit too, or probing them would be free.
    { preHandler: app.rateLimit() },
    (request, reply) => {
      const allowed = table.allowedMethods(request.url);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header('allow', allowed.join(', '));
        return sendError(
          reply,
          405,
          `Method ${request.method} is not allowed here; use ${allowed.join(', ')}.`,
        );
      }
      const path = (request.url.split('?')[0] ?? '').slice(0, 200);
      return sendError(reply, 404, `Route ${request.method} ${path} not found.`);
    },
  );
}
