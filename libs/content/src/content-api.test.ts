import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { createContentApi, pagePathSegment, PATHNAME_REQUIRED } from './content-api';

type Call = { url: string; headers: Record<string, string> };

/** A stand-in for the site's axios instance (its base URL is CONTENT_API_URL). */
function fakeHttp(respond: (url: string) => unknown) {
  const calls: Call[] = [];
  const http = {
    get: async (url: string, config?: { headers?: Record<string, string> }) => {
      calls.push({ url, headers: config?.headers ?? {} });
      const body = respond(url);
      if (body instanceof Error) throw body;
      return { data: body, status: 200 };
    },
  } as unknown as AxiosInstance;
  return { api: createContentApi(http), calls };
}

const httpError = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });

const page = {
  page: { id: 3, type: 'page', to: null, path: '/models/defender' },
  blocks: [],
  metaheads: [],
  alternates: [],
};

describe('page (GET /public_api/pages/by_path/{path})', () => {
  it('encodes each segment and passes locale, position, request id and preview token', async () => {
    const { api, calls } = fakeHttp(() => ({ data: page }));
    expect(await api.page('/דגמים/דיפנדר/', { locale: 'he', position: 'mobile', requestId: 'r-1', previewToken: 'tok.sig' })).toEqual(page);
    expect(calls).toEqual([
      {
        url: `/public_api/pages/by_path/${encodeURIComponent('דגמים')}/${encodeURIComponent('דיפנדר')}?locale=he&position=mobile`,
        headers: { 'x-request-id': 'r-1', authorization: 'Bearer tok.sig' },
      },
    ]);
    await api.page('/');
    expect(calls[1]).toEqual({ url: '/public_api/pages/by_path/', headers: {} });
  });

  it('fails with the spec’s text when the pathname is missing, without calling the API', async () => {
    const { api, calls } = fakeHttp(() => ({ data: page }));
    for (const pathname of [undefined, null, '', '  ']) {
      await expect(api.page(pathname)).rejects.toThrow('You have to provide current page pathname.');
    }
    expect(PATHNAME_REQUIRED).toBe('You have to provide current page pathname.');
    expect(calls).toEqual([]);
  });

  it('gives null for 404 and rethrows anything else', async () => {
    expect(await fakeHttp(() => httpError(404)).api.page('/nope')).toBeNull();
    await expect(fakeHttp(() => httpError(500)).api.page('/x')).rejects.toThrow('status code 500');
    await expect(fakeHttp(() => httpError(403)).api.page('/x')).rejects.toMatchObject({ response: { status: 403 } });
  });

  it('keeps an encoded slash inside a segment', () => {
    expect(pagePathSegment('/a%2Fb//c/')).toBe('a%252Fb/c');
  });
});

describe('metaheads (GET /metaheads?q[page_id_equal_or_null]=)', () => {
  it('asks for the page’s and the global metaheads and flattens the resources', async () => {
    const { api, calls } = fakeHttp(() => ({
      data: [{ id: '4', type: 'metaheads', attributes: { page_id: null, content: 'a{}', language: 'css', sequence: 1, in_body: false, reload_on_each_page: false } }],
    }));
    expect(await api.metaheads(12)).toEqual([
      { id: 4, page_id: null, content: 'a{}', language: 'css', sequence: 1, in_body: false, reload_on_each_page: false, consent_scope: 'unclassified' },
    ]);
    await api.metaheads();
    expect(calls.map((call) => call.url)).toEqual(['/metaheads?q%5Bpage_id_equal_or_null%5D=12', '/metaheads']);
  });

  it('keeps a known consent scope and reads a missing or unknown one as unclassified (issue 12)', async () => {
    const head = (id: string, consent_scope?: unknown) => ({
      id,
      type: 'metaheads',
      attributes: { page_id: 1, content: 'x()', language: 'javascript', sequence: null, in_body: true, reload_on_each_page: false, ...(consent_scope === undefined ? {} : { consent_scope }) },
    });
    const { api } = fakeHttp(() => ({ data: [head('1', 'statistic'), head('2'), head('3', 'analytics'), head('4', null), head('5', 'obligatory')] }));
    expect((await api.metaheads(1)).map((h) => [h.id, h.consent_scope])).toEqual([
      [1, 'statistic'],
      [2, 'unclassified'],
      [3, 'unclassified'],
      [4, 'unclassified'],
      [5, 'obligatory'],
    ]);
  });

  it('fills the consent scope of the page document’s metaheads too', async () => {
    const heads = [
      { id: 1, page_id: null, content: 'a{}', language: 'css', sequence: 1, in_body: false, reload_on_each_page: false },
      { id: 2, page_id: 3, content: '<b>', language: 'html', sequence: 2, in_body: true, reload_on_each_page: false, consent_scope: 'marketing' },
    ];
    const { api } = fakeHttp(() => ({ data: { ...page, metaheads: heads } }));
    expect((await api.page('/models/defender'))?.metaheads.map((h) => h.consent_scope)).toEqual(['unclassified', 'marketing']);
  });
});

describe('model catalogue calls (A§7)', () => {
  const vehicle = { id: '3', type: 'vehicles', attributes: { key: 'defender-110-d250-se', price: 459000, lease_price: 6700, specs: { power_hp: 249 } } };

  it('loads cars by car keys, each key once, and skips the call for an empty list', async () => {
    const { api, calls } = fakeHttp(() => ({ data: [vehicle], meta: { count: 1 } }));
    const cars = await api.vehicles({ carKeys: ['defender-110-d250-se', 'xe-p250-r-dynamic-se', 'defender-110-d250-se'] }, 'en');
    expect(cars).toEqual([{ id: '3', key: 'defender-110-d250-se', price: 459000, lease_price: 6700, specs: { power_hp: 249 } }]);
    expect(calls[0]!.url).toBe('/vehicles?locale=en&filter%5Bkey_in%5D=defender-110-d250-se%2Cxe-p250-r-dynamic-se');
    expect(await api.vehicles({ carKeys: [] })).toEqual([]);
    expect(calls).toHaveLength(1);
    await api.vehicles({ family: 'defender', brand: 'land_rover', nameplate: 'defender-90' });
    expect(calls[1]!.url).toBe('/vehicles?filter%5Bnameplate_eq%5D=defender-90&filter%5Bfamily_eq%5D=defender&filter%5Bbrand_eq%5D=land_rover');
  });

  it('calls every catalogue path of the spec', async () => {
    const { api, calls } = fakeHttp((url) => {
      if (url.startsWith('/compare/spec/')) return { data: [{ id: 'f-pace', type: 'compare_spec', attributes: { order: [], models: {}, labels: [] } }] };
      if (url.includes('/specs')) return { data: { id: '3', type: 'vehicle_specs', attributes: { key: 'k' } } };
      if (url.startsWith('/nav_entries_v2') || url.startsWith('/nav_entries/breadcrumbs')) return { data: [] };
      return { data: [{ id: '1', type: 'x', attributes: { key: 'a' } }] };
    });
    expect(await api.groupedNameplates({ family: 'range-rover' }, 'he')).toEqual([{ id: '1', key: 'a' }]);
    expect(await api.vehicleSpecs('defender-110-d250-se', 'en')).toEqual({ id: '3', key: 'k' });
    expect(await api.compareSpec('f-pace')).toEqual({ id: 'f-pace', order: [], models: {}, labels: [] });
    expect(await api.offerCarModels('en')).toEqual([{ id: '1', key: 'a' }]);
    expect(await api.navEntries()).toEqual([{ id: '1', key: 'a' }]);
    expect(await api.navEntriesV2('en')).toEqual([]);
    expect(await api.breadcrumbs(7)).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual([
      '/vehicles/grouped_nameplates?locale=he&filter%5Bfamily_eq%5D=range-rover',
      '/vehicles/defender-110-d250-se/specs?locale=en',
      '/compare/spec/f-pace',
      '/offer_car_models?locale=en',
      '/nav_entries',
      '/nav_entries_v2?locale=en',
      '/nav_entries/breadcrumbs/7',
    ]);
  });

  it('gives null for an unknown vehicle, model key or page', async () => {
    const { api } = fakeHttp(() => httpError(404));
    expect(await api.vehicleSpecs(99)).toBeNull();
    expect(await api.compareSpec('xj')).toBeNull();
    expect(await api.breadcrumbs(99)).toBeNull();
    await expect(api.offerCarModels()).rejects.toThrow('404');
  });
});
