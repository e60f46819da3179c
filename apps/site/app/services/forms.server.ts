import axios, { type AxiosInstance } from 'axios';
import { siteConfig } from '../config.server';

let client: AxiosInstance | undefined;

/** The forms service as the server reaches it (form blocks read their form, B§7 GET /forms/{id}). */
export function formsClient(): AxiosInstance {
  const config = siteConfig();
  client ??= axios.create({ baseURL: config.formsApiUrl, timeout: config.apiTimeoutMs, headers: { accept: 'application/json' } });
  return client;
}
