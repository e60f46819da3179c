/**
 * The order-online contract as this lib reads it: the vehicle (A§3, as the stock API answers it), the
 * company-config rows (ADR 026 §3) and the orders service's public calls (ADR 026 §4). Types only,
 * plus the API error class; the HTTP client is in http.ts.
 */

type Maybe<T> = T | null | undefined;

/** A§4: vehicle states; `configurator` is a vehicle of the configurator journey. */
export const ORDER_VEHICLE_STATES = ['new', 'approved', 'used', 'configurator'] as const;
export type OrderVehicleState = (typeof ORDER_VEHICLE_STATES)[number];

/**
 * A stock vehicle (A§3 listing attributes) as the single-vehicle call answers it, flattened from
 * JSON:API (`{ id, ...attributes }`). The fields the journey reads are typed; every other listing
 * attribute passes through untouched for the screens.
 */
export interface OrderVehicle {
  readonly id: string;
  readonly state?: Maybe<string>;
  readonly status?: Maybe<string>;
  readonly vin?: Maybe<string>;
  readonly nameplate_name?: Maybe<string>;
  readonly nameplate_brand_name?: Maybe<string>;
  readonly model_display_name?: Maybe<string>;
  readonly version?: Maybe<string>;
  readonly production_year?: Maybe<number | string>;
  readonly color_name?: Maybe<string>;
  readonly cover_photo_medium?: Maybe<string>;
  readonly config_url?: Maybe<string>;
  readonly reservation_fee?: Maybe<number | string>;
  readonly currency?: Maybe<string>;
  readonly owner_name?: Maybe<string>;
  readonly [attribute: string]: unknown;
}

/** ADR 026 §3: the step component types, in no particular order. */
export const COMPONENT_TYPES = [
  'vehicle_detail',
  'payment_option',
  'trade_in',
  'service_pack',
  'appointment',
  'retailer',
  'terms',
  'customer_details',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Buttons a step's components may disable (A§4 "a list of disabled buttons"). */
export const STEP_BUTTONS = ['next', 'previous', 'submit'] as const;
export type StepButton = (typeof STEP_BUTTONS)[number];

/** One configured step (ADR 026 §3 `order_online.steps[]`). */
export interface OrderStep {
  readonly key: string;
  readonly title: string;
  /** The components on the step; the step is validated when every one of them is. */
  readonly componentTypes: readonly ComponentType[];
}

/** A§4 / ADR 026 §3: payment vendor types (trimmed and upper-cased before they are compared). */
export const PAYMENT_VENDOR_TYPES = [
  'STRIPE',
  'PAYPAL',
  'LIQPAY',
  'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
  'NO_PAYMENT_JAPAN',
] as const;
export type PaymentVendorType = (typeof PAYMENT_VENDOR_TYPES)[number];

/** A§3: payment option types (the value `calculator` maps to lease). */
export const PAYMENT_OPTION_TYPES = ['cash', 'lease', 'subscription'] as const;
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number];

/** A§4: ordinary order online, or the configurator journey (config types prefixed `config_`). */
export const JOURNEY_MODES = ['order_online', 'configurator'] as const;
export type JourneyMode = (typeof JOURNEY_MODES)[number];

/** A§7 / ADR 026 §3: the four configuration types of a journey (without the `config_` prefix). */
export const ORDER_ONLINE_CONFIG_TYPES = [
  'order_online',
  'order_online_steps_page',
  'order_online_checkout_page',
  'order_online_success_page',
] as const;
export type OrderOnlineConfigType = (typeof ORDER_ONLINE_CONFIG_TYPES)[number];

/** A§3 "Order-online store": one company-config row. */
export interface OrderOnlineConfigItem {
  /** e.g. `order_online` or, in the configurator journey, `config_order_online`. */
  readonly config_type: string;
  readonly data: unknown;
}

/** The `order_online` row, parsed (ADR 026 §3). */
export interface OrderOnlineSettings {
  /** Known vendor types only, trimmed and upper-cased, in the configured order, no repeats. */
  readonly paymentVendorTypes: readonly PaymentVendorType[];
  /** The default vendor: `payment_vendor_type` when valid, else the first of the list, else null. */
  readonly paymentVendorType: PaymentVendorType | null;
  /** Whole ILS; 0 when missing or invalid. */
  readonly reservationFee: number;
  readonly currency: string;
  readonly steps: readonly OrderStep[];
  readonly retailersTakePayment: boolean;
  readonly inquiryRecipients: readonly string[];
}

/** A page configuration object (`order_online_checkout_page`, `order_online_success_page`, …). */
export type PageConfig = Readonly<Record<string, unknown>>;

// ---------------------------------------------------------------------------------------------------
// Orders service (ADR 026 §4), answers as the browser reads them (the `{ data }` envelope removed).

/** 201 of POST /buy_online/orders/init. */
export interface HoldInit {
  readonly order_number: string;
  readonly lock_id: string;
  readonly vehicle_id: string | number;
  readonly expires_at: string | null;
  readonly hold_seconds: number;
  readonly amount: number;
  readonly currency: string;
  readonly payment_vendor_types: readonly string[];
}

export const HOLD_STATES = ['held', 'lost', 'paid'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** GET /buy_online/holds/:lock_id. */
export interface HoldStatus {
  readonly lock_id: string;
  readonly vehicle_id: string | number;
  readonly order_number: string;
  readonly state: HoldState;
  readonly expires_at: string | null;
}

export interface InitHoldParams {
  readonly vehicleId: string;
  readonly companyUuid: string;
}

/** POST /buy_online/payment (Stripe). The amount is always the server's. */
export interface PaymentParams {
  readonly lock_id: string;
  readonly vehicle_id: string | number;
  readonly company_uuid: string;
  readonly currency?: string;
  readonly capture_method?: 'manual' | 'automatic';
}
export interface StripePaymentStart {
  readonly payment_intent_id: string;
  readonly client_secret: string;
  readonly publishable_key: string;
  readonly js_url: string;
}

export interface PaypalCreateOrderParams {
  readonly lock_id: string;
  readonly vehicle_id: string | number;
  readonly company_uuid: string;
  readonly amount_value?: string;
  readonly amount_currency_code?: string;
}
export interface PaypalOrderStart {
  readonly paypal_order_id: string;
  readonly sdk_url: string;
  readonly client_id: string;
}
export interface PaypalAuthorizeParams {
  readonly lock_id: string;
  readonly paypal_order_id: string;
}

export interface LiqpayCheckoutParams {
  readonly lock_id: string;
  readonly vehicle_id: string | number;
  readonly company_uuid: string;
  readonly language?: string;
  readonly result_url?: string;
}
export interface LiqpayCheckoutData {
  readonly action_url: string;
  readonly data: string;
  readonly signature: string;
}

/** `lead_attributes` of POST /buy_online/orders. */
export interface OrderLeadAttributes {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly [field: string]: unknown;
}

/** `metadata` of POST /buy_online/orders. */
export interface OrderMetadata {
  readonly trade_in?: unknown;
  readonly payment_option?: unknown;
  readonly service_pack?: unknown;
  readonly appointment?: unknown;
  readonly retailer?: unknown;
  readonly terms_accepted_at?: string | null;
  /** Issue 15: the "from ₪X a month" quote shown on the showroom page (@lux/pricing `FinanceQuoteRecord`). */
  readonly finance_quote?: Readonly<Record<string, unknown>>;
}

/** Body of POST /buy_online/orders (ADR 026 §4). */
export interface CreateOrderBody {
  readonly lock_id: string;
  readonly vehicle_id: string | number;
  readonly vendor: PaymentVendorType;
  readonly finance_option: PaymentOptionType;
  readonly customer_email: string;
  readonly lead_attributes: OrderLeadAttributes;
  readonly metadata: OrderMetadata;
  readonly locale: string;
  readonly stripe_payment_intent_id?: string;
  readonly paypal_order_id?: string;
  readonly liqpay_order_id?: string;
}

/** An order as the orders service answers it (GET /buy_online/orders/:number; A§3 "Order"). */
export interface OrderSummary {
  readonly order_number: string;
  readonly state: string;
  readonly payment_status: string;
  readonly created_at: string;
  readonly vendor: string | null;
  readonly amount: number;
  readonly currency: string;
  readonly vehicle?: Readonly<Record<string, unknown>>;
  readonly metadata?: OrderMetadata & Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}

/** GET /buy_online/orders/:number and PUT …/confirm take the hold's lock id, or the email link's token. */
export type OrderAccess = { readonly lock_id: string } | { readonly token: string };

export interface GetOrderParams {
  readonly orderNumber: string;
  readonly access: OrderAccess;
}
export type ConfirmOrderParams = GetOrderParams;

/** PUT /buy_online/orders/send_inquiry_email. */
export interface InquiryEmailBody {
  readonly recipients: readonly string[];
  readonly customer_data: Readonly<Record<string, unknown>>;
  readonly vehicle_data: Readonly<Record<string, unknown>>;
}

/** Parameters of the single-vehicle call (A§7 GET {stock}/public_api/listing/{listing}/vehicle/{id}). */
export interface VehicleRequest {
  readonly listing: string;
  readonly id: string;
}

/** Parameters of the configuration call (A§7). */
export interface ConfigRequest {
  readonly journey: JourneyMode;
  /** The `Company-Config` header. */
  readonly companyConfig: string;
}

/**
 * Every call the journey makes. `createOrderOnlineApi` builds it on an axios instance; tests and
 * stories pass an object of fakes (see `@lux/order-online/testing`).
 */
export interface OrderOnlineApi {
  getVehicle(request: VehicleRequest): Promise<OrderVehicle>;
  getConfig(request: ConfigRequest): Promise<OrderOnlineConfigItem[]>;
  initHold(params: InitHoldParams): Promise<HoldInit>;
  checkHold(lockId: string): Promise<HoldStatus>;
  releaseHold(lockId: string): Promise<void>;
  createOrder(body: CreateOrderBody): Promise<OrderSummary>;
  payment(params: PaymentParams): Promise<StripePaymentStart>;
  paypalCreateOrder(params: PaypalCreateOrderParams): Promise<PaypalOrderStart>;
  paypalAuthorize(params: PaypalAuthorizeParams): Promise<OrderSummary>;
  liqpayCheckoutData(params: LiqpayCheckoutParams): Promise<LiqpayCheckoutData>;
  getOrder(params: GetOrderParams): Promise<OrderSummary>;
  confirmOrder(params: ConfirmOrderParams): Promise<OrderSummary>;
  sendInquiryEmail(body: InquiryEmailBody): Promise<void>;
}

/**
 * A failed call, with what the screens need: the HTTP status (null without an answer), the API's
 * `code` (e.g. `vehicle_held`) and its `detail` texts. `userMessage` is set by `orderErrorMessage`.
 */
export class OrderApiError extends Error {
  override readonly name = 'OrderApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}
