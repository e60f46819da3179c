import { data, redirect } from 'react-router';
import { localeFromPath, localisedPath } from '@lux/content';
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
import { adminApiFetch, type AdminService } from '../../auth/admin-proxy.server';
import { signInLocation } from '../../auth/guard.server';
import { logger } from '../../lib/logger.server';

/** The orders service files an order's lead under the first form of this type (ADR 026 §4). */
const ORDER_LEAD_FORM_TYPE = 'order_online';

/** What a read does with a 404 (a missing row) and a 403 (a panel the user may not see): fail the page, or null. */
interface Absent {
  missing?: 'throw' | 'null';
  forbidden?: 'throw' | 'null';
}

/**
 * One back-office read with the user's token: 401 → sign in again, 403 → no access, 404 → a 404 page (or
 * null when the caller expects either), 400 → the visitor's bad query, anything else → 502.
 */
async function read(request: Request, service: AdminService, path: string, requestId: string, absent: Absent = {}): Promise<unknown> {
  const response = await adminApiFetch(request, service, path, { headers: { 'x-request-id': requestId } });
  if (response.status === 401) throw redirect(signInLocation(request));
  if (response.status === 403) {
    if (absent.forbidden === 'null') return null;
    throw redirect(localisedPath(localeFromPath(new URL(request.url).pathname).locale, '/no-access'));
  }
  if (response.status === 404) {
    if (absent.missing === 'null') return null;
    throw data(null, { status: 404 });
  }
  if (!response.ok) {
    logger.warn({ status: response.status, service, path: path.split('?')[0], requestId }, 'admin: orders fetch failed');
    throw data(null, { status: response.status === 400 ? 400 : 502 });
  }
  return response.json();
}

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
