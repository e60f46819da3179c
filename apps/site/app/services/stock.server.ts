import axios, { type AxiosInstance } from 'axios';
import { createStockApi, type StockApi } from '@lux/stock-locator';
import { siteConfig } from '../config.server';

let client: AxiosInstance | undefined;

/** The stock service (A§7) as the server reaches it: its own base URL, the site's timeout. */
export function serverStockApi(): StockApi {
  const config = siteConfig();
  client ??= axios.create({ timeout: config.apiTimeoutMs, headers: { accept: 'application/json' } });
  return createStockApi(config.stockApiUrl, client);
}
