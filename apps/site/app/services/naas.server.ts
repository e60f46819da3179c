import axios from 'axios';
import { naasNavigationUrl, parseNaasNavigation, type NaasConfig, type NaasNavigation } from '@lux/shell';
import { siteConfig } from '../config.server';

const TTL_MS = 5 * 60 * 1000;
const cache = new Map<string, { expires: number; value: Promise<NaasNavigation | null> }>();

/**
 * Fetches the navigation-as-a-service answer for a locale (A§7), shared by every request for five
 * minutes. A failure or an answer without HTML is null: the caller logs it and shows the main
 * navigation (A§8: navigation config failure → no result). The origin is configured by an admin and its
 * script runs on the page anyway, so its HTML is trusted as is.
 */
export function fetchNaasNavigation(config: NaasConfig, locale: string, now = Date.now()): Promise<NaasNavigation | null> {
  const url = naasNavigationUrl(config, locale);
  const hit = cache.get(url);
  if (hit && hit.expires > now) return hit.value;
  const value = axios
    .get<unknown>(url, { timeout: siteConfig().apiTimeoutMs, headers: { accept: 'application/json' } })
    .then((response) => parseNaasNavigation(response.data));
  cache.set(url, { expires: now + TTL_MS, value });
  // A failed fetch is not kept: the next visit tries again.
  value.catch(() => cache.delete(url));
  return value;
}
