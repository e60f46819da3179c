import { createEffect } from 'effector';

export interface HttpGetRequest {
  url: string;
  headers?: Record<string, string>;
}

export interface HttpResponse {
  status: number;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
}

/**
 * The one GET every strategy makes. The default uses the global `fetch` at call time (browser or
 * Node ≥ 18); the site may swap it with `fork({ handlers: [[httpGetFx, …]] })` (axios, a proxy,
 * credentials), and tests do so.
 */
export const httpGetFx = createEffect<HttpGetRequest, HttpResponse>(async ({ url, headers }) => {
  const response = await globalThis.fetch(url, { method: 'GET', headers: { accept: 'application/json', ...headers } });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body };
});

export interface DynamicContentWarning {
  message: string;
  details?: Record<string, unknown>;
}

/** Where problems go (B§8 Reffine messages among them); the default writes to the console. */
export const warningLoggedFx = createEffect<DynamicContentWarning, void>(({ message, details }) => {
  console.warn(`[dynamic-content] ${message}`, details ?? {});
});
