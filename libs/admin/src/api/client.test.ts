import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createAdminClient } from './client';
import { AdminApiError, fieldOfPointer } from './errors';

function recordingAdapter(status = 200, body: unknown = { data: { id: '7', type: 'settings', attributes: { key: 'a', value: 'b' } } }) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  return { adapter, calls };
}

describe('createAdminClient', () => {
  it('sends the csrf-token header on writes only, under the service path of the proxy', async () => {
    const { adapter, calls } = recordingAdapter();
    const client = createAdminClient({ baseURL: '/admin/api', csrfToken: 'tok', adapter });
    await client.update('settings', '7', { value: 'x' });
    await client.http.get('/forms/settings');
    expect(calls[0]!.url).toBe('/forms/settings/7');
    expect(calls[0]!.headers.get('csrf-token')).toBe('tok');
    expect(calls[1]!.headers.get('csrf-token')).toBeUndefined();
  });

  it('returns JSON:API resources as flat rows', async () => {
    const { adapter } = recordingAdapter(200, { data: [{ id: '3', type: 'locations', attributes: { name: 'TLV' } }], meta: { total: 1, page: 1, items: 25, pages: 1 } });
    const client = createAdminClient({ baseURL: '/admin/api', adapter });
    const list = await client.list('locations', { page: '1' });
    expect(list.data).toEqual([{ id: '3', name: 'TLV' }]);
    expect(list.meta.total).toBe(1);
  });

  it('turns the error envelope into an AdminApiError with errors by field', async () => {
    const { adapter } = recordingAdapter(409, {
      errors: [
        { status: '409', title: 'Conflict', detail: 'This redirect would make a loop.', source: { pointer: '/to' } },
        { status: '409', title: 'Conflict', detail: 'Stale.' },
      ],
    });
    const client = createAdminClient({ baseURL: '/admin/api', csrfToken: 'tok', adapter });
    const error = await client.create('redirects', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).status).toBe(409);
    expect((error as AdminApiError).fieldErrors).toEqual({ to: 'This redirect would make a loop.' });
    expect((error as AdminApiError).generalErrors).toEqual(['Stale.']);
  });
});

describe('fieldOfPointer', () => {
  it('names the field whatever envelope the pointer starts from', () => {
    expect(fieldOfPointer('/value')).toBe('value');
    expect(fieldOfPointer('/data/attributes/value')).toBe('value');
    expect(fieldOfPointer('/contact_info/0/href')).toBe('contact_info.0.href');
  });
});
