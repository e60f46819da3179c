/**
 * The orders service's back-office answers (ADR 026 §4, `{orders}/admin/…`) and the order-online company
 * configs (ADR 026 §3, `{stock}/admin/company_configs/…`), as the screens read them.
 */

/** B§4 states plus the ends (ADR 026 §4). */
export const orderStates = ['initialised', 'paid', 'created', 'confirmed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderState = (typeof orderStates)[number];

/** A§4 payment vendor types. */
export const paymentVendors = ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', 'NO_PAYMENT_JAPAN'] as const;
export type PaymentVendor = (typeof paymentVendors)[number];

export const paymentStatuses = ['none', 'pending', 'authorised', 'captured', 'voided', 'refunded', 'not_required'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One order in the list (`GET {orders}/admin/orders`); `id` is the order number, which the URL names. */
export interface OrderRow {
  id: string;
  order_number: string;
  state: OrderState;
  payment_status: PaymentStatus;
  vendor: PaymentVendor | null;
  /** Minor units (agorot for ILS). */
  amount: number;
  currency: string;
  vehicle_vin: string;
  vehicle_title: string | null;
  customer_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderVehicle {
  id: number;
  vin: string;
  listing: string;
  nameplate_brand_name: string;
  nameplate_name: string;
  version: string;
  production_year: number | null;
  color_name: string;
  status: string;
}

export interface OrderRetailer {
  dealer_code: string;
  name: string;
  city: string;
}

/** One order in full (`order` of `GET {orders}/admin/orders/:number`). */
export interface OrderRecord {
  order_number: string;
  state: OrderState;
  payment_status: PaymentStatus;
  created_at: string;
  updated_at: string;
  vendor: PaymentVendor | null;
  amount: number;
  currency: string;
  finance_option: string | null;
  locale: string;
  hold_expires_at: string | null;
  vehicle: OrderVehicle | null;
  retailer: OrderRetailer | null;
  vehicle_vin: string;
  customer_email: string | null;
  rdx_forms_lead_id: number | null;
}

/** A state change with what caused it (a call, a vendor event, the sweeper, an employee). */
export interface OrderTransition {
  from_state: OrderState | null;
  to_state: OrderState;
  cause: string;
  /** The employee for back-office actions, else null. */
  actor: string | null;
  /** What came with it: `reason` of a back-office action, a vendor event's details. */
  data: Record<string, unknown>;
  created_at: string;
}

/** The car's hold: `expires_at` null means it belongs to a paid order until the order ends. */
export interface OrderHold {
  vehicle_id: number;
  lock_id: string;
  previous_status: string;
  expires_at: string | null;
  live: boolean;
}

/** The payment as the vendor sees it now; `available` false with `error` when it could not be asked. */
export interface VendorPaymentView {
  available: boolean;
  status: string | null;
  amount: number | null;
  currency: string | null;
  reference: string | null;
  error: string | null;
}

export interface OrderDetail {
  order: OrderRecord;
  transitions: OrderTransition[];
  hold: OrderHold | null;
  payment: VendorPaymentView;
}

/** ADR 026 §2: how long an unpaid hold lasts, in seconds, with its default and bounds. */
export interface HoldSettings {
  hold_seconds: number;
  default: number;
  min: number;
  max: number;
}

/** ADR 026 §3: the journey's config types, then their configurator-journey (`config_`) variants. */
export const orderConfigBaseTypes = ['order_online', 'order_online_steps_page', 'order_online_checkout_page', 'order_online_success_page'] as const;
export type OrderConfigBaseType = (typeof orderConfigBaseTypes)[number];
export const orderConfigTypes = [...orderConfigBaseTypes, ...orderConfigBaseTypes.map((type) => `config_${type}` as const)] as const;
export type OrderConfigType = (typeof orderConfigTypes)[number];

/** Step component types (ADR 026 §3). */
export const stepComponentTypes = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'] as const;
export type StepComponentType = (typeof stepComponentTypes)[number];

/** Payment option types a page's `by_type` overrides (A§4). */
export const paymentOptionTypes = ['cash', 'lease', 'subscription'] as const;

/** One company config row (`{stock}/admin/company_configs/:config_type`). */
export interface CompanyConfigRecord {
  id: string;
  company: string;
  config_type: OrderConfigType;
  data: Record<string, unknown>;
  /** Sent back as `expected_version`, so a save never overwrites someone else's unseen. */
  version: string;
}
