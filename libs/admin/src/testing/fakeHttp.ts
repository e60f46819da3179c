import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { createAdminClient, type AdminClient } from '../api/client';

/** One call the fake API saw: method, path under the proxy, query and JSON body. */
export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
}

/** An answer: a body (200), or a status with an error envelope; undefined for 404. */
export type FakeAnswer = { status?: number; body: unknown } | undefined;

/**
 * A real `AdminClient` over a function instead of the network: tests and stories answer the calls
 * the screens make (polls, re-queues, exports) and read what was sent.
 */
export function fakeHttpClient(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): { client: AdminClient; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, string>,
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : (config.data ?? null),
    };
    calls.push(call);
    const answered = (await answer(call)) ?? { status: 404, body: { errors: [{ status: '404', title: 'Not Found', detail: `No fake for ${call.method} ${call.url}` }] } };
    const status = answered.status ?? 200;
    const response = { data: answered.body, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return { client: createAdminClient({ baseURL: '/admin/api', csrfToken: 'csrf-1', adapter }), calls };
}
