import type { Locale } from '@lux/content';
import { listingLimits, parseDealer, type Dealer } from '@lux/stock-locator';

/** The widget translations config of a page language (A§7 `/public_api/widget_translations_configs/{id}`). */
export const stockTranslationsId = (locale: Locale | string): string => `stock-locator-${locale}`;

/** A§9: the content service's dealers request asks for 50. */
export const DEALERS_REQUEST_ITEMS = 50;

/** The dealers request of A§7 (`/dealers?items=50`, brand filter, sorted by name) as query parameters. */
export function dealersQuery(locale: Locale | string, brand: string): Record<string, string> {
  return {
    items: String(DEALERS_REQUEST_ITEMS),
    sort: 'name',
    locale: String(locale),
    ...(brand.trim() ? { 'filter[brand_name_eq]': brand.trim() } : {}),
  };
}

/** A dealers response body (`{ data: [resource…] }`, A§7 "read data.data") as dealers; bad shapes give none. */
export function dealersFromBody(body: unknown): Dealer[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return Array.isArray(data) ? data.map(parseDealer).filter((dealer): dealer is Dealer => dealer !== null) : [];
}

/** The district a dealer is in (the retailer search's `state`, A§4); the API adds it to the A§3 fields. */
export function dealerState(dealer: Dealer): string {
  const state = (dealer as Dealer & { state?: unknown }).state;
  return typeof state === 'string' ? state.trim() : '';
}

export interface SelectedVehicles {
  headline: string;
  ids: string[];
}

/**
 * The block's `vehicles` JSON (B§3.2 `{ headline, list }`): the list holds vehicle ids (strings, numbers
 * or `{ id }`), at most one page of them (A§9: 12). Broken JSON gives an empty selection.
 */
export function parseSelectedVehicles(json: unknown): SelectedVehicles {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return { headline: '', ids: [] };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { headline: '', ids: [] };
  const record = value as { headline?: unknown; list?: unknown };
  const headline = typeof record.headline === 'string' ? record.headline.trim() : '';
  const list = Array.isArray(record.list) ? record.list : [];
  const ids = list.flatMap((entry: unknown) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry;
    if (typeof id === 'number' && Number.isSafeInteger(id)) return [String(id)];
    return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id.trim()) ? [id.trim()] : [];
  });
  return { headline, ids: [...new Set(ids)].slice(0, listingLimits.maxItems) };
}
