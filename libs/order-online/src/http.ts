/**
 * The journey's calls (A§7, ADR 026 §4) on an injected axios instance: the site owns the instance and
 * its interceptors, this lib needs only axios's types. Stock calls go to the stock service's base
 * address; order calls to the orders service through the site's origin (`/api/orders`, ADR 026 §6).
 * Answers use the `{ data }` envelope; failures become `OrderApiError`.
 */
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import {
  OrderApiError,
  type HoldInit,
  type HoldStatus,
  type JourneyMode,
  type OrderAccess,
  type OrderOnlineApi,
  type OrderOnlineConfigItem,
  type OrderSummary,
  type OrderVehicle,
} from './contract';
import { configTypesFor } from './config';
import { isRecord, nonEmptyText, own } from './values';

/** ADR 026 §6: the browser reaches the orders service through the site's origin. */
export const DEFAULT_ORDERS_BASE_URL = '/api/orders';

export interface OrderOnlineApiOptions {
  /** Only `request` is used, so a test can pass `{ request }`. */
  readonly http: Pick<AxiosInstance, 'request'>;
  /** The stock service's base address (A§7 "base address from configuration"). */
  readonly stockBaseUrl: string;
  /** Defaults to `/api/orders`. */
  readonly ordersBaseUrl?: string;
}

const seg = (value: string | number): string => encodeURIComponent(String(value));
const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** The stock API's ids are numeric; the orders service takes them as numbers. Others pass as text. */
export function vehicleIdForApi(id: string | number): string | number {
  if (typeof id === 'number') return id;
  const text = id.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}

/** A§7: `config_type=…` four times, in the journey's variant. */
export function orderOnlineConfigQuery(journey: JourneyMode): string {
  const search = new URLSearchParams();
  for (const type of configTypesFor(journey)) search.append('config_type', type);
  return `?${search.toString()}`;
}

/** Any failure (axios error, thrown value, bad answer) as an `OrderApiError`. */
export function toOrderApiError(error: unknown): OrderApiError {
  if (error instanceof OrderApiError) return error;
  const response =
    isRecord(error) && isRecord(own(error, 'response'))
      ? (own(error, 'response') as Record<string, unknown>)
      : null;
  const status = response && typeof response['status'] === 'number' ? response['status'] : null;
  const body = response ? response['data'] : undefined;
  const errors = isRecord(body) && Array.isArray(body['errors']) ? body['errors'].filter(isRecord) : [];
  const details = errors.map((entry) => nonEmptyText(entry['detail'])).filter((d): d is string => d !== null);
  const code =
    errors.map((entry) => nonEmptyText(entry['code'])).find((c) => c !== null) ??
    (isRecord(body) ? nonEmptyText(body['code']) : null) ??
    null;
  const message =
    details[0] ??
    (errors[0] ? nonEmptyText(errors[0]['title']) : null) ??
    (error instanceof Error ? error.message : 'Order request failed');
  return new OrderApiError(message, status, code, details);
}

const unexpected = (what: string): OrderApiError => new OrderApiError(`Unexpected answer: ${what}`, null);

/** A JSON:API resource `{ id, attributes }` becomes `{ id, ...attributes }`; plain objects pass. */
function vehicleFrom(resource: unknown): OrderVehicle {
  if (!isRecord(resource)) throw new OrderApiError('Vehicle response has no vehicle', 404);
  const attributes = own(resource, 'attributes');
  const flat: Record<string, unknown> = isRecord(attributes)
    ? { ...attributes, id: own(resource, 'id') }
    : { ...resource };
  const id = flat['id'];
  flat['id'] = typeof id === 'number' && Number.isFinite(id) ? String(id) : nonEmptyText(id);
  if (!flat['id']) throw new OrderApiError('Vehicle response has no vehicle', 404);
  return flat as OrderVehicle;
}

function configItemsFrom(data: unknown): OrderOnlineConfigItem[] {
  if (!Array.isArray(data)) throw unexpected('configuration is not a list');
  return data.flatMap((item): OrderOnlineConfigItem[] => {
    const flat = isRecord(item) && isRecord(own(item, 'attributes')) ? own(item, 'attributes') : item;
    if (!isRecord(flat)) return [];
    const type = nonEmptyText(own(flat, 'config_type'));
    return type ? [{ config_type: type, data: own(flat, 'data') ?? null }] : [];
  });
}

function holdInitFrom(data: unknown): HoldInit {
  if (!isRecord(data) || !nonEmptyText(data['lock_id']) || !nonEmptyText(data['order_number']))
    throw unexpected('hold');
  return data as unknown as HoldInit;
}

function holdStatusFrom(data: unknown): HoldStatus {
  const states = ['held', 'lost', 'paid'];
  if (!isRecord(data) || !nonEmptyText(data['lock_id']) || !states.includes(String(data['state'])))
    throw unexpected('hold state');
  return data as unknown as HoldStatus;
}

function orderFrom(data: unknown): OrderSummary {
  const order = isRecord(data) && isRecord(own(data, 'order')) ? own(data, 'order') : data;
  if (!isRecord(order) || !nonEmptyText(order['order_number'])) throw unexpected('order');
  return order as unknown as OrderSummary;
}

function recordFrom<T>(what: string, ...required: string[]): (data: unknown) => T {
  return (data) => {
    if (!isRecord(data) || required.some((key) => typeof data[key] !== 'string')) throw unexpected(what);
    return data as unknown as T;
  };
}

const accessQuery = (access: OrderAccess): Record<string, string> =>
  'token' in access ? { token: access.token } : { lock_id: access.lock_id };

export function createOrderOnlineApi(options: OrderOnlineApiOptions): OrderOnlineApi {
  const stock = trimSlash(options.stockBaseUrl);
  const orders = trimSlash(options.ordersBaseUrl ?? DEFAULT_ORDERS_BASE_URL);

  /** The `data` of the envelope (or the whole body when there is none); 204 gives undefined. */
  const call = async (config: AxiosRequestConfig): Promise<unknown> => {
    try {
      const response = await options.http.request<unknown>(config);
      const body = response.data;
      return isRecord(body) && Object.hasOwn(body, 'data') ? body['data'] : body;
    } catch (error) {
      throw toOrderApiError(error);
    }
  };
  const order = (method: string, path: string, data?: unknown, params?: Record<string, string>) =>
    call({
      method,
      url: `${orders}/${path}`,
      ...(data === undefined ? {} : { data }),
      ...(params ? { params } : {}),
    });

  return {
    getVehicle: async ({ listing, id }) =>
      vehicleFrom(
        await call({ method: 'GET', url: `${stock}/public_api/listing/${seg(listing)}/vehicle/${seg(id)}` }),
      ),
    getConfig: async ({ journey, companyConfig }) =>
      configItemsFrom(
        await call({
          method: 'GET',
          url: `${stock}/public_api/company_config/all${orderOnlineConfigQuery(journey)}`,
          headers: { 'Company-Config': companyConfig },
        }),
      ),
    initHold: async ({ vehicleId, companyUuid }) =>
      holdInitFrom(
        await order('POST', 'buy_online/orders/init', {
          vehicle_id: vehicleIdForApi(vehicleId),
          company_uuid: companyUuid,
        }),
      ),
    checkHold: async (lockId) => holdStatusFrom(await order('GET', `buy_online/holds/${seg(lockId)}`)),
    releaseHold: async (lockId) => {
      await order('DELETE', `buy_online/holds/${seg(lockId)}`);
    },
    createOrder: async (body) => orderFrom(await order('POST', 'buy_online/orders', body)),
    payment: async (params) =>
      recordFrom<Awaited<ReturnType<OrderOnlineApi['payment']>>>(
        'payment',
        'payment_intent_id',
        'client_secret',
      )(await order('POST', 'buy_online/payment', params)),
    paypalCreateOrder: async (params) =>
      recordFrom<Awaited<ReturnType<OrderOnlineApi['paypalCreateOrder']>>>(
        'PayPal order',
        'paypal_order_id',
      )(await order('POST', 'buy_online/paypal/create_order', params)),
    paypalAuthorize: async (params) => orderFrom(await order('POST', 'buy_online/paypal/authorize', params)),
    liqpayCheckoutData: async ({ lock_id, vehicle_id, company_uuid, language, result_url }) => {
      const query: Record<string, string> = { lock_id, vehicle_id: String(vehicle_id), company_uuid };
      if (language) query['language'] = language;
      if (result_url) query['result_url'] = result_url;
      return recordFrom<Awaited<ReturnType<OrderOnlineApi['liqpayCheckoutData']>>>(
        'LiqPay data',
        'action_url',
        'data',
        'signature',
      )(await order('GET', 'buy_online/liqpay/checkout_data', undefined, query));
    },
    getOrder: async ({ orderNumber, access }) =>
      orderFrom(await order('GET', `buy_online/orders/${seg(orderNumber)}`, undefined, accessQuery(access))),
    confirmOrder: async ({ orderNumber, access }) =>
      orderFrom(await order('PUT', `buy_online/orders/${seg(orderNumber)}/confirm`, accessQuery(access))),
    sendInquiryEmail: async (body) => {
      await order('PUT', 'buy_online/orders/send_inquiry_email', body);
    },
  };
}
