import {
  companyConfigOf,
  holdSettingsOf,
  orderDetailOf,
  ordersListOf,
  ordersPaths,
  ordersRequestOf,
  rowsOf,
  type CompanyConfigRecord,
  type FormSummaryRow,
  type HoldSettings,
  type ListResult,
  type OrderConfigType,
  type OrderDetail,
  type OrderRow,
} from '@lux/admin';
import { readAdmin as read } from './api.server';

/** The orders service files an order's lead under the first form of this type (ADR 026 §4). */
const ORDER_LEAD_FORM_TYPE = 'order_online';

/** A read whose failure must not take the screen down (a side panel, a link): null instead. Sign-in still redirects. */
async function optional<T>(load: () => Promise<T | null>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  }
}

/** The orders list for the page's URL (filters, sort, page). */
export async function loadOrders(request: Request, requestId: string): Promise<ListResult<OrderRow>> {
  const { service, path } = ordersRequestOf(new URL(request.url).searchParams);
  return ordersListOf(await read(request, service, path, requestId));
}

/** One order with its timeline, hold and the vendor's view of the payment; 404 when there is no such order. */
export async function loadOrder(request: Request, orderNumber: string, requestId: string): Promise<OrderDetail> {
  return orderDetailOf(await read(request, 'orders', ordersPaths.order(orderNumber), requestId));
}

/** The hold length, or null when it cannot be read (the list shows without its panel). */
export function loadHoldSettings(request: Request, requestId: string): Promise<HoldSettings | null> {
  return optional(async () => {
    const body = await read(request, 'orders', ordersPaths.holdSettings(), requestId, { missing: 'null', forbidden: 'null' });
    return body === null ? null : holdSettingsOf(body);
  });
}

/** The form the order leads are filed under, for the link to a lead's page; null when unknown. */
export function loadOrderLeadFormId(request: Request, requestId: string): Promise<string | null> {
  return optional(async () => {
    const body = await read(request, 'forms', `forms?filter[type]=${ORDER_LEAD_FORM_TYPE}&sort=created_at&items=1`, requestId, { forbidden: 'null' });
    return body === null ? null : (rowsOf<FormSummaryRow>(body).data[0]?.id ?? null);
  });
}

/** A company config row of the demo company, or null when it has none of that type yet. */
export async function loadCompanyConfig(request: Request, configType: OrderConfigType, requestId: string): Promise<CompanyConfigRecord | null> {
  const body = await read(request, 'stock', ordersPaths.companyConfig(configType), requestId, { missing: 'null' });
  return body === null ? null : companyConfigOf(body);
}
