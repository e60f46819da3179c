import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { injectFetch, isTimeout, timeoutSignal, type Fetch } from '../../forms/verification/transport.js';
import { PaymentVendorError } from './types.js';

export type { Fetch };

/**
 * Any host: a URL on it is this API itself, reached in-process (`app.inject`: same router, parsers and
 * hooks as a socket) — how the gateways reach the local stand-ins and how the stand-ins deliver their
 * webhooks, whether or not, and wherever, the API listens. Only path and query are used.
 */
export const LOCAL_ORIGIN = 'http://lux-api.internal';
export const LOCAL_HOST = new URL(LOCAL_ORIGIN).host;

/** `fetch` that sends LOCAL_ORIGIN URLs to this API in-process and anything else over the network. */
export function routedFetch(app: FastifyInstance): Fetch {
  const local = injectFetch(app);
  return (url, init) => (new URL(url).host === LOCAL_HOST ? local(url, init) : fetch(url, init));
}

/**
 * Stripe's SDK addresses `{protocol}://{host}:{port}{path}`; a stand-in (or a proxy) mounted under a path
 * needs that path in front of every request. Wraps the SDK's own fetch client, so retries, time-outs,
 * headers and errors stay the SDK's.
 */
export function prefixedStripeHttpClient(pathPrefix: string, fetchFn: Fetch): Stripe.HttpClient {
  const inner = Stripe.createFetchHttpClient(fetchFn as typeof fetch);
  class PrefixedHttpClient extends Stripe.HttpClient {
    override getClientName() {
      return `prefixed-${inner.getClientName()}`;
    }
    override makeRequest(...[host, port, path, ...rest]: Parameters<Stripe.HttpClient['makeRequest']>) {
      return inner.makeRequest(host, port, `${pathPrefix}${path}`, ...rest);
    }
  }
  return new PrefixedHttpClient();
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * One HTTP call to a vendor with a time-out; the answer's JSON (null when empty). A network failure or
 * time-out is a PaymentVendorError with status null.
 */
export async function callVendor(
  vendor: PaymentVendorError['vendor'],
  fetchFn: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const timeout = timeoutSignal(timeoutMs);
  try {
    const response = await fetchFn(url, { ...init, signal: timeout.signal });
    const text = await response.text();
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw new PaymentVendorError(
          vendor,
          response.status,
          null,
          `${vendor} answered ${response.status} with a body that is not JSON`,
        );
      }
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    if (error instanceof PaymentVendorError) throw error;
    const reason = isTimeout(error)
      ? `no answer within ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : 'unknown error';
    throw new PaymentVendorError(vendor, null, null, `${vendor} could not be reached: ${reason}`);
  } finally {
    timeout.clear();
  }
}

/** A header's single value (Fastify gives repeated headers as arrays). */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
