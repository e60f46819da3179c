import axios, { type AxiosInstance } from 'axios';
import { createStockApi, type StockApi } from '@lux/stock-locator';
import { siteConfig } from '../config.server';

let client: AxiosInstance | undefined;

const httpOptions = () => ({ timeout: siteConfig().apiTimeoutMs, headers: { accept: 'application/json' } });

/**
 * The stock service (A§7) as the server reaches it: its own base URL, the site's timeout. `onNoStore` hears
 * of any answer that says `Cache-Control: no-store` (a listing answered while its index is rebuilt after a
 * change, ADR 017 addendum 3): a page built from it must not be kept by the page cache (ADR 030).
 */
export function serverStockApi(onNoStore?: () => void): StockApi {
  const config = siteConfig();
  if (!onNoStore) {
    client ??= axios.create(httpOptions());
    return createStockApi(config.stockApiUrl, client);
  }
  const http = axios.create(httpOptions());
  http.interceptors.response.use((response) => {
    if (/\bno-store\b/i.test(String(response.headers['cache-control'] ?? ''))) onNoStore();
    return response;
  });
  return createStockApi(config.stockApiUrl, http);
}
