import type { AdminClient } from './client';
import { flatten } from './client';
import type { AdminService, ListResult } from './types';
import type { CompanyConfigRecord, HoldSettings, OrderConfigType, OrderDetail, OrderRow } from './orderTypes';
import { apiParamsOfListQuery, parseListQuery } from '../model/listQuery';
import { ordersListSpec } from '../model/specs';

/**
 * Paths of the orders service's back-office calls (ADR 026 §4) and of the order-online company configs
 * (ADR 026 §3, stock service), relative to their service: the site's loaders send them to the API, the
 * browser prefixes the service for the proxy (`/admin/api/orders/…`).
 */
const seg = (value: string) => encodeURIComponent(value);
export const ordersPaths = {
  orders: () => 'admin/orders',
  order: (number: string) => `admin/orders/${seg(number)}`,
  cancel: (number: string) => `admin/orders/${seg(number)}/cancel`,
  refund: (number: string) => `admin/orders/${seg(number)}/refund`,
  holdSettings: () => 'admin/hold_settings',
  /** Under the stock service. */
  companyConfig: (type: OrderConfigType) => `admin/company_configs/${seg(type)}`,
} as const;

/** What a loader asks the API for the orders list's URL: `page`, `items`, `sort`, `filter[…]`. */
export function ordersRequestOf(search: URLSearchParams): { service: AdminService; path: string } {
  const params = new URLSearchParams(apiParamsOfListQuery(parseListQuery(search, ordersListSpec), ordersListSpec));
  return { service: 'orders', path: `${ordersPaths.orders()}?${params.toString()}` };
}

/** The list answer as rows keyed by their order number (the list has no other id). */
export function ordersListOf(body: unknown): ListResult<OrderRow> {
  const { data = [], meta } = (body ?? {}) as { data?: Array<Omit<OrderRow, 'id'>>; meta?: Partial<ListResult<OrderRow>['meta']> };
  const items = meta?.items ?? data.length;
  const total = meta?.total ?? data.length;
  return {
    data: data.map((row) => ({ ...row, id: row.order_number })),
    meta: { total, page: meta?.page ?? 1, items, pages: meta?.pages ?? (items > 0 ? Math.ceil(total / items) : 0) },
  };
}

/** `{ data: { order, transitions, hold, payment } }`, transitions oldest first. */
export function orderDetailOf(body: unknown): OrderDetail {
  return (body as { data: OrderDetail }).data;
}

/** `{ data: { hold_seconds, default, min, max } }`. */
export function holdSettingsOf(body: unknown): HoldSettings {
  return (body as { data: HoldSettings }).data;
}

/** `{ data: { id, type, attributes } }` as one flat config row. */
export function companyConfigOf(body: unknown): CompanyConfigRecord {
  return flatten((body as { data: unknown }).data) as CompanyConfigRecord;
}

/** The orders service's back-office calls and the company-config writes, through the client. */
export function ordersApi(client: AdminClient) {
  const { http } = client;
  const orders = (path: string) => `/orders/${path}`;
  return {
    order: async (number: string) => orderDetailOf((await http.get(orders(ordersPaths.order(number)))).data),
    /** Voids or refunds the payment through the vendor and releases the hold. */
    cancel: async (number: string, reason: string) => {
      await http.post(orders(ordersPaths.cancel(number)), { reason });
    },
    /** Refunds a captured payment through the vendor. */
    refund: async (number: string, reason: string) => {
      await http.post(orders(ordersPaths.refund(number)), { reason });
    },
    saveHoldSettings: async (holdSeconds: number) => holdSettingsOf((await http.put(orders(ordersPaths.holdSettings()), { hold_seconds: holdSeconds })).data),
    saveCompanyConfig: async (type: OrderConfigType, data: Record<string, unknown>, expectedVersion?: string) =>
      companyConfigOf(
        (await http.put(`/stock/${ordersPaths.companyConfig(type)}`, { data, ...(expectedVersion ? { expected_version: expectedVersion } : {}) })).data,
      ),
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;
