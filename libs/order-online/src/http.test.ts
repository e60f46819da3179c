import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { OrderApiError } from './contract';
import { createOrderOnlineApi, orderOnlineConfigQuery, toOrderApiError, vehicleIdForApi } from './http';
import { sampleHoldInit, sampleOrder } from './testing';

interface Seen {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A real axios instance whose adapter answers from a table, so status handling is axios's own. */
function serve(answer: (seen: Seen) => { status: number; data?: unknown }) {
  const seen: Seen[] = [];
  const http = axios.create();
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: Seen = {
      method: (config.method ?? 'get').toUpperCase(),
      url: http.getUri(config),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON(),
    };
    seen.push(request);
    const { status, data } = answer(request);
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (config.validateStatus?.(status) ?? true) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
  };
  http.defaults.adapter = adapter;
  const api = createOrderOnlineApi({ http, stockBaseUrl: 'http://stock.test/stock/' });
  return { api, seen };
}

describe('stock calls (A§7)', () => {
  it('fetches the single vehicle and flattens JSON:API', async () => {
    const { api, seen } = serve(() => ({
      status: 200,
      data: { data: { id: 42, type: 'vehicle', attributes: { state: 'new', vin: 'X' } } },
    }));
    await expect(api.getVehicle({ listing: 'il new', id: '42' })).resolves.toEqual({
      id: '42',
      state: 'new',
      vin: 'X',
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: 'http://stock.test/stock/public_api/listing/il%20new/vehicle/42',
    });
  });

  it('a vehicle answer without a vehicle is a 404', async () => {
    const { api } = serve(() => ({ status: 200, data: { data: null } }));
    await expect(api.getVehicle({ listing: 'l', id: '1' })).rejects.toMatchObject({ status: 404 });
  });

  it('loads the four config types with the Company-Config header and reads data.data', async () => {
    const { api, seen } = serve(() => ({
      status: 200,
      data: {
        data: [
          { config_type: 'order_online', data: { currency: 'ILS' } },
          { id: '7', attributes: { config_type: 'order_online_success_page', data: { heading: 'תודה' } } },
          { data: 'no type' },
        ],
      },
    }));
    await expect(api.getConfig({ journey: 'order_online', companyConfig: 'lux-il' })).resolves.toEqual([
      { config_type: 'order_online', data: { currency: 'ILS' } },
      { config_type: 'order_online_success_page', data: { heading: 'תודה' } },
    ]);
    expect(seen[0]!.url).toBe(
      'http://stock.test/stock/public_api/company_config/all?config_type=order_online&config_type=order_online_steps_page&config_type=order_online_checkout_page&config_type=order_online_success_page',
    );
    expect(seen[0]!.headers['Company-Config']).toBe('lux-il');
    expect(orderOnlineConfigQuery('configurator')).toContain('config_type=config_order_online_checkout_page');
  });
});

describe('orders calls (ADR 026 §4), through /api/orders', () => {
  it.each<
    [string, (api: ReturnType<typeof createOrderOnlineApi>) => Promise<unknown>, string, string, unknown]
  >([
    [
      'init',
      (api) => api.initHold({ vehicleId: '42', companyUuid: 'co-1' }),
      'POST',
      '/api/orders/buy_online/orders/init',
      { vehicle_id: 42, company_uuid: 'co-1' },
    ],
    ['check', (api) => api.checkHold('lock 1'), 'GET', '/api/orders/buy_online/holds/lock%201', undefined],
    [
      'release',
      (api) => api.releaseHold('lock-1'),
      'DELETE',
      '/api/orders/buy_online/holds/lock-1',
      undefined,
    ],
    [
      'payment',
      (api) => api.payment({ lock_id: 'l', vehicle_id: 42, company_uuid: 'c', capture_method: 'manual' }),
      'POST',
      '/api/orders/buy_online/payment',
      { lock_id: 'l', vehicle_id: 42, company_uuid: 'c', capture_method: 'manual' },
    ],
    [
      'paypal order',
      (api) => api.paypalCreateOrder({ lock_id: 'l', vehicle_id: 42, company_uuid: 'c' }),
      'POST',
      '/api/orders/buy_online/paypal/create_order',
      { lock_id: 'l', vehicle_id: 42, company_uuid: 'c' },
    ],
    [
      'paypal authorise',
      (api) => api.paypalAuthorize({ lock_id: 'l', paypal_order_id: 'P1' }),
      'POST',
      '/api/orders/buy_online/paypal/authorize',
      { lock_id: 'l', paypal_order_id: 'P1' },
    ],
    [
      'liqpay',
      (api) => api.liqpayCheckoutData({ lock_id: 'l', vehicle_id: 42, company_uuid: 'c', language: 'uk' }),
      'GET',
      '/api/orders/buy_online/liqpay/checkout_data?lock_id=l&vehicle_id=42&company_uuid=c&language=uk',
      undefined,
    ],
    [
      'order by lock',
      (api) => api.getOrder({ orderNumber: 'LUX-1', access: { lock_id: 'l' } }),
      'GET',
      '/api/orders/buy_online/orders/LUX-1?lock_id=l',
      undefined,
    ],
    [
      'order by token',
      (api) => api.getOrder({ orderNumber: 'LUX-1', access: { token: 't' } }),
      'GET',
      '/api/orders/buy_online/orders/LUX-1?token=t',
      undefined,
    ],
    [
      'confirm',
      (api) => api.confirmOrder({ orderNumber: 'LUX-1', access: { token: 't' } }),
      'PUT',
      '/api/orders/buy_online/orders/LUX-1/confirm',
      { token: 't' },
    ],
    [
      'inquiry',
      (api) =>
        api.sendInquiryEmail({
          recipients: ['a@x.example'],
          customer_data: { name: 'דנה' },
          vehicle_data: { id: 42 },
        }),
      'PUT',
      '/api/orders/buy_online/orders/send_inquiry_email',
      { recipients: ['a@x.example'], customer_data: { name: 'דנה' }, vehicle_data: { id: 42 } },
    ],
  ])('%s', async (_, run, method, url, body) => {
    const answers: Record<string, unknown> = {
      init: sampleHoldInit(),
      holds: { lock_id: 'lock 1', vehicle_id: 42, order_number: 'LUX-1', state: 'held', expires_at: null },
      payment: { payment_intent_id: 'pi', client_secret: 's', publishable_key: 'pk', js_url: '/js' },
      create_order: { paypal_order_id: 'P1', sdk_url: '/sdk', client_id: 'c' },
      checkout_data: { action_url: '/liqpay', data: 'ZGF0YQ==', signature: 'sig' },
    };
    const { api, seen } = serve(({ url: seenUrl }) => {
      const key = Object.keys(answers).find((k) => seenUrl.includes(k));
      return { status: 200, data: { data: key ? answers[key] : { order: sampleOrder() } } };
    });
    await run(api);
    expect(seen[0]).toMatchObject({ method, url });
    expect(seen[0]!.body).toEqual(body);
  });

  it('reads `{ order }` answers and a 204 release', async () => {
    const { api } = serve(({ method }) =>
      method === 'DELETE' ? { status: 204 } : { status: 201, data: { data: { order: sampleOrder() } } },
    );
    await expect(api.releaseHold('l')).resolves.toBeUndefined();
    await expect(
      api.confirmOrder({ orderNumber: 'LUX-000123', access: { lock_id: 'l' } }),
    ).resolves.toMatchObject({
      order_number: 'LUX-000123',
    });
  });

  it('turns an error envelope into an OrderApiError with status, code and details', async () => {
    const { api } = serve(() => ({
      status: 409,
      data: {
        errors: [
          { status: 409, title: 'Conflict', detail: 'הרכב שמור כעת לקונה אחר.', code: 'vehicle_held' },
        ],
      },
    }));
    const error = await api.initHold({ vehicleId: '42', companyUuid: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'vehicle_held',
      details: ['הרכב שמור כעת לקונה אחר.'],
      message: 'הרכב שמור כעת לקונה אחר.',
    });
  });

  it('rejects an answer without the fields the journey needs', async () => {
    const { api } = serve(() => ({ status: 200, data: { data: { state: 'held' } } }));
    await expect(api.checkHold('l')).rejects.toThrow('Unexpected answer');
  });

  it('a lost connection has no status', () => {
    expect(toOrderApiError(new Error('Network Error'))).toMatchObject({
      status: null,
      code: null,
      message: 'Network Error',
    });
  });

  it.each<[string | number, string | number]>([
    ['42', 42],
    [' 7 ', 7],
    ['VIN-1', 'VIN-1'],
    ['12345678901234567890', '12345678901234567890'],
    [5, 5],
  ])('vehicle id %j is sent as %j', (id, expected) => {
    expect(vehicleIdForApi(id)).toBe(expected);
  });
});
