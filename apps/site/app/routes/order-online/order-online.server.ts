import axios, { type AxiosInstance } from 'axios';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { data, type AppLoadContext } from 'react-router';
import { string } from 'yup';
import { localeFromPath, pageNotFoundOverrides, type Locale, type Settings } from '@lux/content';
import { sanitizeEditorHtml } from '@lux/blocks/server';
import {
  createOrderOnlineApi,
  orderOnlineApiConfigured,
  orderOnlineWarningLoggedFx,
  type OrderOnlineApi,
  type OrderOnlineConfigItem,
} from '@lux/order-online';
import { fetchCurrencyRateFx, priceSettingsReceived } from '@lux/pricing';
import { siteConfig } from '../../config.server';
import { cachedCurrencyExchange } from '../../lib/currency.server';
import { errorSummary, logger } from '../../lib/logger.server';
import { loadSettings, settingsLogger } from '../../lib/settings.server';
import { showroomSource } from '../../services/showroom.server';

/**
 * The orders service as the site's server reaches it (ADR 026 §4, §6): its own base URL, like every service.
 * The browser goes through `/api/orders` on the site's origin (server.mjs) instead.
 */
export function ordersApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.ORDERS_API_URL?.trim() || 'http://127.0.0.1:3001/orders';
  if (!string().url().isValidSync(raw)) throw new Error(`ORDERS_API_URL must be an http(s) URL (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

let client: AxiosInstance | undefined;

/** HTML a configuration row carries (`terms_html`, …), sanitised here so the page renders it as is. */
export function sanitizeConfig(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key.endsWith('_html') ? sanitizeEditorHtml(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeConfig(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, sanitizeConfig(item, name)]));
  }
  return value;
}

/** The journey's calls from the server: the stock service and the orders service at their own addresses. */
export function serverOrderOnlineApi(): OrderOnlineApi {
  const config = siteConfig();
  client ??= axios.create({ timeout: config.apiTimeoutMs, headers: { accept: 'application/json' } });
  const api = createOrderOnlineApi({ http: client, stockBaseUrl: config.stockApiUrl, ordersBaseUrl: ordersApiUrl() });
  return {
    ...api,
    getConfig: async (request) =>
      (await api.getConfig(request)).map((item): OrderOnlineConfigItem => ({ ...item, data: sanitizeConfig(item.data) })),
  };
}

/** Where the journey sends the buyer to choose another vehicle: the stock page, unless a setting names one. */
export function stockListPath(settings: Settings): string {
  const path = settings['order_online.stock_list_path']?.trim() ?? '';
  return /^\/(?!\/)[\w\-/]*$/.test(path) ? path : '/stock';
}

/** A§2 `config_url`: an http(s) address of a configuration, passed on as a setting; anything else ignored. */
export function configUrlOf(url: URL): string | null {
  const value = url.searchParams.get('config_url')?.trim() ?? '';
  return value.length <= 2000 && /^https?:\/\/[^\s]+$/.test(value) ? value : null;
}

/** Order numbers as the orders service writes them (`LX-260517-K7Q2MZ`); anything else never reaches it. */
export const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
/** The confirmation link's token (base64url of an HMAC). */
export const CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** A stock vehicle id as the routes take it (the stock API's ids are whole numbers). */
export function vehicleIdOf(value: string | null | undefined): string | null {
  // Exactly a positive database integer: no padding, signs, exponents or values past int4 (issue 16 §4).
  const id = value ?? '';
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? id : null;
}

export interface JourneyRequest {
  request: Request;
  context: AppLoadContext;
}

export interface JourneyBase {
  locale: Locale;
  settings: Settings;
  /** `company_uuid` of the orders calls: the Company-Config of the stock calls. */
  companyUuid: string;
  listing: string;
  stockList: string;
}

export async function journeyBase({ request, context }: JourneyRequest): Promise<JourneyBase> {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  const settings = await loadSettings(context);
  const source = showroomSource(settings);
  return { locale, settings, companyUuid: source.companyConfig, listing: source.listing, stockList: stockListPath(settings) };
}

/**
 * One Effector scope per request for the journey's models (ADR 026 §6): the site's price settings and
 * currency rate, the server's API, warnings to the site's log. Serialised into the page, so the browser
 * starts from what the server rendered.
 */
export async function journeyScope(base: JourneyBase, context: AppLoadContext): Promise<Scope> {
  const scope = fork({
    handlers: [
      [fetchCurrencyRateFx, cachedCurrencyExchange],
      [
        orderOnlineWarningLoggedFx,
        (warning: { message: string; context?: Readonly<Record<string, unknown>> }) =>
          logger.warn({ ...warning.context, requestId: context.requestId }, `order online: ${warning.message}`),
      ],
    ],
  });
  await allSettled(priceSettingsReceived, { scope, params: base.settings });
  await allSettled(orderOnlineApiConfigured, { scope, params: serverOrderOnlineApi() });
  return scope;
}

export const serializeScope = (scope: Scope) => serialize(scope);

/** A§8: an unknown vehicle (or order) is the not-found page inside the chrome. */
export function notFound(settings: Settings) {
  return data({ overrides: pageNotFoundOverrides(settings, settingsLogger) }, { status: 404 });
}

export { errorSummary, logger };
