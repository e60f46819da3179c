import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrderOnlineApi, OrderApiError } from '@lux/order-online';
import { fetchRequest } from './scope';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('fetchRequest (axios’s request on fetch)', () => {
  it('sends JSON with the query and reads the envelope', async () => {
    const fetchMock = vi.fn(async () => answer(201, { data: { order_number: 'LX-1', lock_id: 'l-1', vehicle_id: 42 } }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createOrderOnlineApi({ http: fetchRequest, stockBaseUrl: '/api/stock', ordersBaseUrl: '/api/orders' });
    await expect(api.initHold({ vehicleId: '42', companyUuid: 'lux-il' })).resolves.toMatchObject({ order_number: 'LX-1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/orders/buy_online/orders/init');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ vehicle_id: 42, company_uuid: 'lux-il' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');

    await api.getOrder({ orderNumber: 'LX-1', access: { token: 'abc' } }).catch(() => undefined);
    expect(new URL((fetchMock.mock.calls[1] as unknown as [string])[0]).search).toBe('?token=abc');
  });

  it('turns a refusal into the API error the screens word (status, code, detail)', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(409, { errors: [{ status: '409', title: 'Conflict', detail: 'הרכב שמור כעת לקונה אחר.', code: 'vehicle_held' }] }),
    );
    const api = createOrderOnlineApi({ http: fetchRequest, stockBaseUrl: '/api/stock' });
    const error = await api.initHold({ vehicleId: '42', companyUuid: 'lux-il' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderApiError);
    expect(error).toMatchObject({ status: 409, code: 'vehicle_held', details: ['הרכב שמור כעת לקונה אחר.'] });
  });

  it('a lost connection has no status', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createOrderOnlineApi({ http: fetchRequest, stockBaseUrl: '/api/stock' });
    await expect(api.checkHold('l-1')).rejects.toMatchObject({ status: null });
  });

  it('a 204 is an empty answer', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const api = createOrderOnlineApi({ http: fetchRequest, stockBaseUrl: '/api/stock' });
    await expect(api.releaseHold('l-1')).resolves.toBeUndefined();
  });
});
