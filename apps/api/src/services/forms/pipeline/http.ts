import type { DeliveryResult } from './types.js';

/** 2xx delivered; 408 and 429 and 5xx are worth another try; any other 4xx will fail the same way again. */
export function resultOfStatus(statusCode: number, detail: string): DeliveryResult {
  if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode };
  const retryable = statusCode === 408 || statusCode === 429 || statusCode >= 500 || statusCode < 200;
  return { ok: false, retryable, statusCode, detail: `HTTP ${statusCode}${detail ? `: ${detail}` : ''}` };
}

/** A network failure or time-out: the other side may be back later. */
export function resultOfError(error: unknown, timeoutMs: number): DeliveryResult {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { ok: false, retryable: true, detail: `No answer within ${timeoutMs} ms` };
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return { ok: false, retryable: true, detail: redact(`Network error${typeof code === 'string' ? ` ${code}` : ''}: ${message}`) };
}

/** The start of a response body, for the delivery log: enough to diagnose, never a whole document. */
export async function bodyExcerpt(response: Response, max = 300): Promise<string> {
  const text = await response.text().catch(() => '');
  return redact(text.replace(/\s+/g, ' ').trim().slice(0, max));
}

/**
 * Delivery details are stored and shown in the back office; SMTP and CRM errors sometimes quote the
 * address they refused, so e-mail addresses are masked before anything is kept.
 */
export function redact(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');
}
