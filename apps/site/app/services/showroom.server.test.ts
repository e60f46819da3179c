import { describe, expect, it, vi } from 'vitest';
import { defaultShowroomConfig, StockApiError, type StockApi } from '@lux/stock-locator';
import { createFakeStockApi, sampleVehicle } from '@lux/stock-locator/testing';
import { DEFAULT_STOCK_LISTING, loadShowroom, showroomSource } from './showroom.server';

const defenders = Array.from({ length: 9 }, (_, i) =>
  sampleVehicle({ id: String(i + 1), nameplate_name: 'Defender' }),
);
const source = { listing: 'lux-il', companyConfig: 'lux-il' };

describe('showroomSource', () => {
  it('reads the listing and company config settings, falling back to the importer listing', () => {
    expect(showroomSource({})).toEqual({
      listing: DEFAULT_STOCK_LISTING,
      companyConfig: DEFAULT_STOCK_LISTING,
    });
    expect(showroomSource({ 'stock.listing': 'lux-jo' })).toEqual({
      listing: 'lux-jo',
      companyConfig: 'lux-jo',
    });
    expect(showroomSource({ 'stock.listing': '../x', 'stock.company_config': 'acme' })).toEqual({
      listing: DEFAULT_STOCK_LISTING,
      companyConfig: 'acme',
    });
  });
});

describe('loadShowroom', () => {
  it('loads the vehicle, the config and at most 6 similar vehicles without it', async () => {
    const api = createFakeStockApi({ vehicles: defenders });
    const warn = vi.fn();
    const result = await loadShowroom(api, source, '1', warn);
    expect(result?.vehicle.id).toBe('1');
    expect(result?.config).toEqual(defaultShowroomConfig);
    expect(result?.similar.map((v) => v.id)).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(result?.similarFailed).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null for an unknown vehicle or an id the service rejects', async () => {
    expect(
      await loadShowroom(createFakeStockApi({ vehicles: defenders }), source, '999', vi.fn()),
    ).toBeNull();
    const rejecting: StockApi = {
      ...createFakeStockApi(),
      getVehicle: () => Promise.reject(new StockApiError('Bad id', 400)),
    };
    expect(await loadShowroom(rejecting, source, 'abc', vi.fn())).toBeNull();
  });

  it('rejects other vehicle failures, so the page shows its error view', async () => {
    const down: StockApi = {
      ...createFakeStockApi(),
      getVehicle: () => Promise.reject(new StockApiError('down', 503)),
    };
    await expect(loadShowroom(down, source, '1', vi.fn())).rejects.toThrow('down');
  });

  it('logs a failing config (defaults used) and failing similar vehicles (flagged), A§8', async () => {
    const fake = createFakeStockApi({ vehicles: defenders });
    const api: StockApi = {
      ...fake,
      getShowroomConfig: () => Promise.reject(new Error('config down')),
      listVehicles: () => Promise.reject(new Error('list down')),
    };
    const warn = vi.fn();
    const result = await loadShowroom(api, source, '1', warn);
    expect(result?.config).toEqual(defaultShowroomConfig);
    expect(result?.similar).toEqual([]);
    expect(result?.similarFailed).toBe(true);
    expect(warn.mock.calls.map(([, message]) => message)).toEqual([
      'showroom: config fetch failed; using defaults',
      'showroom: similar vehicles failed',
    ]);
  });
});
