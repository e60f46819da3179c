import pino from 'pino';

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
  if (!(error instanceof Error)) return { message: String(error) };
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
