/**
 * The journey's configuration (A§4, A§7, ADR 026 §3): which config types a journey reads, the
 * `order_online` row parsed, payment vendor types and payment option types normalised, and the
 * checkout and success pages merged with their per-type content. Pure functions.
 */
import {
  COMPONENT_TYPES,
  ORDER_ONLINE_CONFIG_TYPES,
  PAYMENT_OPTION_TYPES,
  PAYMENT_VENDOR_TYPES,
  type ComponentType,
  type JourneyMode,
  type OrderOnlineConfigItem,
  type OrderOnlineConfigType,
  type OrderOnlineSettings,
  type OrderStep,
  type PageConfig,
  type PaymentOptionType,
  type PaymentVendorType,
} from './contract';
import { isRecord, nonEmptyText, own } from './values';

// ---------------------------------------------------------------------------------------------------
// Payment vendors

/** What a vendor type means for the checkout. */
export interface PaymentVendorTraits {
  /** The vendor's gateway (its browser part and the orders-service calls); null = no gateway at all. */
  readonly gateway: 'stripe' | 'paypal' | 'liqpay' | null;
  /** The order is confirmed through the link of a confirmation email (ADR 026 §4 PUT …/confirm `{ token }`). */
  readonly confirmationByEmail: boolean;
  /** A reservation without any fee. */
  readonly freeReservation: boolean;
}

/** A§4: the vendor types and what each one means for the checkout. */
export const PAYMENT_VENDORS = {
  STRIPE: { gateway: 'stripe', confirmationByEmail: false, freeReservation: false },
  PAYPAL: { gateway: 'paypal', confirmationByEmail: false, freeReservation: false },
  LIQPAY: { gateway: 'liqpay', confirmationByEmail: false, freeReservation: false },
  NO_PAYMENT_WITH_CONFIRMATION_EMAIL: { gateway: null, confirmationByEmail: true, freeReservation: false },
  NO_PAYMENT_JAPAN: { gateway: null, confirmationByEmail: false, freeReservation: true },
} as const satisfies Record<PaymentVendorType, PaymentVendorTraits>;

const vendorTypes: readonly string[] = PAYMENT_VENDOR_TYPES;

/** A§4: trimmed and upper-cased; an unknown type is null. */
export function normalisePaymentVendorType(value: unknown): PaymentVendorType | null {
  if (typeof value !== 'string') return null;
  const type = value.trim().toUpperCase();
  return vendorTypes.includes(type) ? (type as PaymentVendorType) : null;
}

/** ADR 026 §3 `payment_vendor_types`: each normalised, unknown ones dropped, no repeats, order kept. */
export function parsePaymentVendorTypes(value: unknown): PaymentVendorType[] {
  if (!Array.isArray(value)) return [];
  const out: PaymentVendorType[] = [];
  for (const item of value) {
    const type = normalisePaymentVendorType(item);
    if (type && !out.includes(type)) out.push(type);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Payment option types

const optionTypes: readonly string[] = PAYMENT_OPTION_TYPES;

/** A§3: cash, lease or subscription (any case, trimmed); `calculator` is lease; anything else null. */
export function normalisePaymentOptionType(value: unknown): PaymentOptionType | null {
  if (typeof value !== 'string') return null;
  const type = value.trim().toLowerCase();
  if (type === 'calculator') return 'lease';
  return optionTypes.includes(type) ? (type as PaymentOptionType) : null;
}

// ---------------------------------------------------------------------------------------------------
// Journey

/** A§2 / A§4: the configurator journey is on with a `config_url` query, or for a configurator vehicle. */
export function isConfiguratorJourney(input: { configUrl?: string | null; vehicleState?: unknown }): boolean {
  if (nonEmptyText(input.configUrl) !== null) return true;
  return typeof input.vehicleState === 'string' && input.vehicleState.trim().toLowerCase() === 'configurator';
}

export function journeyModeOf(input: { configUrl?: string | null; vehicleState?: unknown }): JourneyMode {
  return isConfiguratorJourney(input) ? 'configurator' : 'order_online';
}

/** A§4: the configurator journey reads the `config_` variant of each config type. */
export function configTypeFor(type: OrderOnlineConfigType, journey: JourneyMode): string {
  return journey === 'configurator' ? `config_${type}` : type;
}

/** A§7: the four config types of the journey, in the order of the request. */
export function configTypesFor(journey: JourneyMode): string[] {
  return ORDER_ONLINE_CONFIG_TYPES.map((type) => configTypeFor(type, journey));
}

/** The `data` of the row of that config type, or null. */
export function findConfigData(items: readonly OrderOnlineConfigItem[] | null, configType: string): unknown {
  return items?.find((item) => item.config_type === configType)?.data ?? null;
}

export type AnalyticsAffiliation = 'sl-nvl' | 'sl-avl' | 'sl-nvl-config';

/**
 * A§4: new gives sl-nvl, approved gives sl-avl; configurator vehicles, and new vehicles in the
 * configurator journey, give sl-nvl-config; other states have none. (The same rule as
 * `@lux/stock-locator`'s: order code may not import the stock scope.)
 */
export function analyticsAffiliation(
  state: unknown,
  configuratorJourney: boolean,
): AnalyticsAffiliation | null {
  const value = typeof state === 'string' ? state.trim().toLowerCase() : '';
  if (value === 'configurator' || (value === 'new' && configuratorJourney)) return 'sl-nvl-config';
  if (value === 'new') return 'sl-nvl';
  if (value === 'approved') return 'sl-avl';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The `order_online` row

const componentTypes: readonly string[] = COMPONENT_TYPES;

function componentTypesOf(raw: Readonly<Record<string, unknown>>): ComponentType[] {
  const listed = own(raw, 'component_types');
  const single = own(raw, 'component_type');
  const values: unknown[] = Array.isArray(listed) ? listed : [single];
  const out: ComponentType[] = [];
  for (const value of values) {
    const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (componentTypes.includes(type) && !out.includes(type as ComponentType))
      out.push(type as ComponentType);
  }
  return out;
}

/**
 * ADR 026 §3 `steps: [{ key, component_type, title }]` (a step may list several as `component_types`).
 * Steps without a key, or repeating one, are dropped; unknown component types are dropped.
 */
export function parseSteps(value: unknown): OrderStep[] {
  if (!Array.isArray(value)) return [];
  const steps: OrderStep[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    const key = nonEmptyText(own(raw, 'key'));
    if (!key || steps.some((step) => step.key === key)) continue;
    const title = own(raw, 'title');
    steps.push({
      key,
      title: typeof title === 'string' ? title.trim() : '',
      componentTypes: componentTypesOf(raw),
    });
  }
  return steps;
}

function wholeAmount(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.round(number) : 0;
}

/** ADR 026 §3: the `order_online` (or `config_order_online`) row's data, read defensively. */
export function orderOnlineSettingsFrom(data: unknown): OrderOnlineSettings {
  const raw = isRecord(data) ? data : {};
  const paymentVendorTypes = parsePaymentVendorTypes(own(raw, 'payment_vendor_types'));
  const configured = normalisePaymentVendorType(own(raw, 'payment_vendor_type'));
  const recipients = own(raw, 'inquiry_recipients');
  return {
    paymentVendorTypes,
    paymentVendorType:
      configured && (paymentVendorTypes.length === 0 || paymentVendorTypes.includes(configured))
        ? configured
        : (paymentVendorTypes[0] ?? null),
    reservationFee: wholeAmount(own(raw, 'reservation_fee')),
    currency: nonEmptyText(own(raw, 'currency'))?.toUpperCase() ?? 'ILS',
    steps: parseSteps(own(raw, 'steps')),
    retailersTakePayment: own(raw, 'retailers_take_payment') === true,
    inquiryRecipients: Array.isArray(recipients)
      ? [...new Set(recipients.map(nonEmptyText).filter((r): r is string => r !== null))]
      : [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Per-type merging

function deepMerge(
  base: Readonly<Record<string, unknown>>,
  override: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = out[key];
    out[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * A§4: a page configuration merged with the content of `by_type[type]` when present (objects merge
 * key by key, other values are replaced). The result never holds `by_type`. Null data gives `{}`.
 */
export function mergeByType(data: unknown, type: string | null): PageConfig {
  if (!isRecord(data)) return {};
  const { by_type: byType, ...base } = data;
  const specific = type !== null && isRecord(byType) ? own(byType, type) : undefined;
  return isRecord(specific) ? deepMerge(base, specific) : base;
}

/** A§4: the checkout configuration of the journey for the chosen payment option type. */
export function checkoutPageFor(
  items: readonly OrderOnlineConfigItem[] | null,
  journey: JourneyMode,
  type: PaymentOptionType | null,
): PageConfig {
  return mergeByType(findConfigData(items, configTypeFor('order_online_checkout_page', journey)), type);
}

/** A§4: the success page configuration of the journey, merged by a given type. */
export function successPageFor(
  items: readonly OrderOnlineConfigItem[] | null,
  journey: JourneyMode,
  type: string | null,
): PageConfig {
  return mergeByType(findConfigData(items, configTypeFor('order_online_success_page', journey)), type);
}
