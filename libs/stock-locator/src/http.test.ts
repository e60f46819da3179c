import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { isNotFoundError, StockApiError } from './contract';
import { createStockApi, parseListingResponse } from './http';

type Call = { url: string; headers?: Record<string, string> };

function fakeAxios(respond: (url: string) => unknown): { http: AxiosInstance; calls: Call[] } {
  const calls: Call[] = [];
  const http = {
    get: async (url: string, config?: { headers?: Record<string, string> }) => {
      calls.push({ url, ...(config?.headers ? { headers: config.headers } : {}) });
      const body = respond(url);
      if (body instanceof Error) throw body;
      return { data: body, status: 200 };
    },
  } as unknown as AxiosInstance;
  return { http, calls };
}

const axiosError = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });

describe('createStockApi (A§7 paths)', () => {
  it('calls the spec paths under the base URL', async () => {
    const { http, calls } = fakeAxios((url) =>
      url.includes('/vehicle/') || url.includes('config_url') ? { data: { id: 'v1', type: 'vehicles', attributes: { vin: 'X' } } } : { data: [] },
    );
    const api = createStockApi('http://stock.test/stock/', http);
    await api.listVehicles('new cars', [['filter[nameplate_name_in]', 'Defender  Discovery'], ['items', '12']]);
    await api.listVehiclesLight('new', []);
    await api.getVehicle('new', 'a/b');
    await api.listRetailers('new', [['q[state_eq]', 'center']]);
    await api.getCompanyConfig('all', 'company-1');
    await api.listBrands();
    await api.listNameplates();
    await api.getConfigData([['config_url', 'x']]);
    await api.getTradeInFormOptions([]);
    await api.getTradeInFormOptions([], 'he');
    await api.getShowroomConfig('company-1');
    await api.getVehicleByConfigUrl('new', 'https://config.test/a?b=c');
    expect(calls.map((c) => c.url)).toEqual([
      'http://stock.test/stock/public_api/listing/new%20cars?filter%5Bnameplate_name_in%5D=Defender++Discovery&items=12',
      'http://stock.test/stock/public_api/listing/new/light',
      'http://stock.test/stock/public_api/listing/new/vehicle/a%2Fb',
      'http://stock.test/stock/public_api/listing/new/retailers?q%5Bstate_eq%5D=center',
      'http://stock.test/stock/public_api/company_config/all',
      'http://stock.test/stock/public_api/brands',
      'http://stock.test/stock/nameplates',
      'http://stock.test/stock/public_api/vehicles/config_data?config_url=x',
      'http://stock.test/stock/trade_in/form_options?lang=en',
      'http://stock.test/stock/trade_in/form_options?lang=he',
      'http://stock.test/stock/public_api/company_config/all?config_type=additional&config_type=cash&config_type=lease&config_type=subscription',
      'http://stock.test/stock/public_api/listing/new/vehicle?config_url=https%3A%2F%2Fconfig.test%2Fa%3Fb%3Dc',
    ]);
    expect(calls[4]?.headers).toEqual({ 'Company-Config': 'company-1' });
  });

  it('flattens JSON:API vehicles and reads translations from data.data.attributes.data', async () => {
    const { http } = fakeAxios((url) =>
      url.includes('widget_translations') ? { data: { id: '1', attributes: { data: { reset: 'אפס', bad: 3 } } } } : { data: { id: 7, attributes: { vin: 'X' } } },
    );
    const api = createStockApi('http://stock.test', http);
    expect(await api.getVehicle('new', '7')).toEqual({ id: '7', vin: 'X' });
    expect(await api.getTranslations('1')).toEqual({ reset: 'אפס' });
  });

  it('turns HTTP failures into StockApiError with the status, so 404 can be told apart', async () => {
    const { http } = fakeAxios(() => axiosError(404));
    const error = await createStockApi('http://stock.test', http).getVehicle('new', 'gone').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockApiError);
    expect((error as StockApiError).status).toBe(404);
    expect(isNotFoundError(error)).toBe(true);
    expect(isNotFoundError(new StockApiError('down', null))).toBe(false);
  });
});

describe('parseListingResponse', () => {
  it('reads vehicles, total and facets with counts', () => {
    const parsed = parseListingResponse({
      data: [{ id: 'a', type: 'vehicles', attributes: { nameplate_name: 'Defender' } }, { nope: true }],
      meta: { total: 31, page: 2, items: 12, facets: { nameplate_name: [{ value: 'Defender', count: 12 }, { value: 3 }] }, ranges: { mileage: { min: 0, max: 90000 }, power: { min: 5, max: 1 } } },
    });
    expect(parsed.data).toEqual([{ id: 'a', nameplate_name: 'Defender' }]);
    expect(parsed.meta).toEqual({ total: 31, page: 2, items: 12, facets: { nameplate_name: [{ value: 'Defender', count: 12 }] }, ranges: { mileage: { min: 0, max: 90000 } } });
  });

  it('gives an empty list for any unexpected body', () => {
    for (const body of [null, 'x', [], { data: 'x' }, { data: [], meta: { total: -1 } }])
      expect(parseListingResponse(body).data).toEqual([]);
  });
});
