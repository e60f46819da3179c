import pino from 'pino';
import { isRouteErrorResponse } from 'react-router';

/** One structured logger for the site's server side; never echoes secrets or request bodies. */
export const logger = pino({
  name: 'site',
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['headers.authorization', 'headers.cookie'],
});

/**
 * What is worth logging about a failure: an HTTP client error carries its whole request and socket,
 * which would flood the log (and could leak headers), so keep the message, code, status and URL.
 */
export function errorSummary(error: unknown): Record<string, unknown> {
  // A response the router made or a route threw (405 for a POST to a page without an action, a 404…).
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.data instanceof Error ? error.data.message : undefined;
    return { status: error.status, message: detail || error.statusText || `HTTP ${error.status}` };
  }
  if (!(error instanceof Error)) return { message: describe(error) };
  const http = error as Error & { code?: string; status?: number; response?: { status?: number }; config?: { baseURL?: string; url?: string } };
  return {
    name: error.name,
    message: error.message,
    ...(http.code ? { code: http.code } : {}),
    ...(http.response?.status ? { status: http.response.status } : {}),
    ...(http.config?.url ? { url: `${http.config.baseURL ?? ''}${http.config.url}` } : {}),
    ...(http.config ? {} : { stack: error.stack }),
  };
}

/** Client errors (a bot's POST, a missing page) are the visitor's, not the server's: warn, never error. */
export function severityOf(error: unknown): 'warn' | 'error' {
  return isRouteErrorResponse(error) && error.status < 500 ? 'warn' : 'error';
}

function describe(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
