import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverStockApi } from './stock.server';

// A local stock service: the listing answers `no-store` while its index is rebuilt (ADR 017 addendum 3).
let server: Server;
let rebuilding = false;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    if (rebuilding) response.setHeader('cache-control', 'no-store');
    response.end(JSON.stringify({ data: [], meta: { total: 0, page: 1, items: 12, facets: {}, ranges: {} } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.STOCK_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('serverStockApi', () => {
  it('tells the page when a stock answer must not be kept, and only then', async () => {
    const heard: string[] = [];
    const api = serverStockApi(() => heard.push('no-store'));
    await api.listVehicles('lux-il', []);
    expect(heard).toEqual([]);
    rebuilding = true;
    await api.listVehicles('lux-il', []);
    expect(heard).toEqual(['no-store']);
    // Without a listener (the showroom, order online) the shared client answers as before.
    await expect(serverStockApi().listVehicles('lux-il', [])).resolves.toMatchObject({ meta: { total: 0 } });
  });
});
