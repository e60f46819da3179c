import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { toAdminApiError } from './errors';
import { listUrl, recordUrl, type ResourceName, type ResourceRows } from './resources';
import type { ListResult } from './types';

export interface AdminClientOptions {
  /** `/admin/api` in the browser (the site's proxy); the API's origin on the server. */
  baseURL: string;
  /** Sent as the `csrf-token` header on every write (A§7); the proxy refuses writes without it. */
  csrfToken?: string;
  /** Extra headers on every call (the server passes `authorization` and `x-request-id`). */
  headers?: Record<string, string>;
  /** Tests pass an adapter instead of the network. */
  adapter?: AxiosAdapter;
  timeout?: number;
}

export interface AdminClient {
  /** The underlying axios instance, for calls outside the resource map. */
  http: AxiosInstance;
  list<N extends ResourceName>(name: N, params?: Record<string, string>): Promise<ListResult<ResourceRows[N]>>;
  create<N extends ResourceName>(name: N, body: unknown): Promise<ResourceRows[N]>;
  update<N extends ResourceName>(name: N, id: string | number, body: unknown): Promise<ResourceRows[N]>;
  remove(name: ResourceName, id: string | number): Promise<void>;
}

/** A JSON:API resource (`{ id, type, attributes }`) as one flat row (`{ id, ...attributes }`). */
export function flatten(resource: unknown): unknown {
  if (typeof resource !== 'object' || resource === null) return resource;
  // Plain rows (the forms service's forms, leads, exports) carry numeric ids: rows are keyed by text.
  if (!('attributes' in resource)) return 'id' in resource && typeof resource.id === 'number' ? { ...resource, id: String(resource.id) } : resource;
  const { id, attributes } = resource as { id: string; attributes: Record<string, unknown> };
  return { ...attributes, id: String(id) };
}

const safeMethods = new Set(['get', 'head', 'options']);

/**
 * The back office's HTTP client. Writes carry the session's CSRF token; every failure is rethrown as an
 * `AdminApiError` whose `fieldErrors` come from the error envelope's `source.pointer`.
 */
export function createAdminClient({ baseURL, csrfToken, headers, adapter, timeout = 15_000 }: AdminClientOptions): AdminClient {
  const http = axios.create({
    baseURL,
    timeout,
    headers: { accept: 'application/json', ...headers },
    ...(adapter ? { adapter } : {}),
  });
  http.interceptors.request.use((config) => {
    if (csrfToken && !safeMethods.has((config.method ?? 'get').toLowerCase())) config.headers.set('csrf-token', csrfToken);
    return config;
  });
  http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toAdminApiError(error)));
  const dataOf = <T>(body: unknown): T => flatten((body as { data: unknown }).data) as T;
  return {
    http,
    async list(name, params) {
      const response = await http.get(listUrl(name), { params });
      const body = response.data as { data: unknown[]; meta: ListResult<unknown>['meta'] };
      return { data: body.data.map(flatten), meta: body.meta } as ListResult<ResourceRows[typeof name]>;
    },
    async create(name, body) {
      return dataOf((await http.post(recordUrl(name), body)).data);
    },
    async update(name, id, body) {
      return dataOf((await http.put(recordUrl(name, id), body)).data);
    },
    async remove(name, id) {
      await http.delete(recordUrl(name, id));
    },
  };
}
