import { isAxiosError } from 'axios';
import { data } from 'react-router';

/** Seconds a visitor (or a crawler) is asked to wait when a service the page needs is down (ADR 030). */
export const RETRY_AFTER_SECONDS = 30;

/** What the route's error view needs to know; the status says the rest. */
export interface ServiceErrorData {
  reason: 'unavailable' | 'refused';
}

/**
 * A failed service call as the route's answer (issue 16 §3–§4): the service unreachable, timed out or
 * failing (5xx, 429) → 503 with Retry-After; a 4xx of the service (it refused what the visitor asked for:
 * a path too long, a malformed parameter) → the same 4xx, so the visitor sees the right error page and a
 * crawler the right status, never a 500. Anything else (a bug) is returned as it is.
 */
export function routeErrorOf(error: unknown): unknown {
  const status = serviceStatusOf(error);
  if (status === false) return error;
  if (status === undefined || status >= 500 || status === 429) {
    return data<ServiceErrorData>({ reason: 'unavailable' }, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  if (status >= 400) {
    // 401/403 from a public call means the visitor may not see it; the page does not exist for them.
    const mapped = status === 401 || status === 403 ? 404 : status;
    return data<ServiceErrorData>({ reason: 'refused' }, { status: mapped });
  }
  return error;
}

/**
 * The HTTP status a failed service call got: a number, `undefined` when no answer came (unreachable, timed
 * out), or `false` when the error is not a service call at all. Axios errors and the stock client's
 * StockApiError (status null when no answer came) are service calls.
 */
function serviceStatusOf(error: unknown): number | undefined | false {
  if (isAxiosError(error)) return error.response?.status;
  if (error instanceof Error && error.name === 'StockApiError') {
    const status = (error as Error & { status?: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return false;
}

/** Wraps a loader so a failed service call answers with its status (see routeErrorOf). */
export function withServiceErrors<Args extends unknown[], Result>(loader: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    try {
      return await loader(...args);
    } catch (error) {
      throw routeErrorOf(error);
    }
  };
}

/** Whether a route error is the "service unavailable" answer. */
export function isUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 503;
}
