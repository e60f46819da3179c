import { type TSchema, Type } from 'typebox';
import { ORDER_STATES, PAYMENT_STATUSES, PAYMENT_VENDORS } from '../../db/schema.js';
import { ListMeta, PagingQuery, SortQuery } from '../../http/back-office.js';
import { IsoInstant } from '../forms/forms.schemas.js';
import { ORDER_NUMBER_PATTERN } from './tokens.js';

/** Schemas of the orders service (ADR 026 §4): strict bodies, bounded strings, every answer declared. */

export const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Data = <T extends TSchema>(data: T) => Type.Object({ data }, strict);

/** One line of text: no control characters (PostgreSQL refuses NUL; the rest has no place in a name). */
const Line = (maxLength: number, extra: Record<string, unknown> = {}) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$', ...extra });

export const LockId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: "The hold's lock id (a UUID) from POST /buy_online/orders/init.",
  examples: ['6f1c2b9e-3c1a-4f7e-9d2a-0b8e5c4d3a21'],
});
export const VehicleId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The stock vehicle id.', examples: [1] });
export const CompanyUuid = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
  description: 'The company (importer) the order belongs to: the Company-Config of the stock calls.',
  examples: ['lux-il'],
});
export const OrderNumber = Type.String({ pattern: ORDER_NUMBER_PATTERN, description: 'The order number.', examples: ['LX-260517-K7Q2MZ'] });
export const Vendor = Type.Enum([...PAYMENT_VENDORS]);
export const Locale = Type.Enum(['he', 'en'] as const);
const Email = Type.String({ format: 'email', maxLength: 254 });
const VendorReference = Line(200, { minLength: 1 });
/** The confirmation link's token (base64url of an HMAC-SHA256). */
export const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$', description: "The token of the confirmation e-mail's link." });

export const NumberParams = Type.Object({ number: OrderNumber }, strict);
export const LockParams = Type.Object({ lock_id: LockId }, strict);
/** A lead id of the stock-locator calls (`/api/leads/{id}`). */
export const LeadParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991, examples: [1] }) }, strict);

// ------------------------------------------------------------------------------------------ bodies

export const InitBody = Type.Object({ vehicle_id: VehicleId, company_uuid: CompanyUuid }, strict);

export const PaymentBody = Type.Object(
  {
    lock_id: LockId,
    vehicle_id: VehicleId,
    company_uuid: CompanyUuid,
    currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$', description: 'Must be the order currency (ILS) when given.' })),
    capture_method: Type.Optional(Type.Enum(['manual', 'automatic'] as const, { description: 'Always held and captured on confirmation (manual).' })),
    stripe_account_id: Type.Optional(Line(100)),
  },
  strict,
);

export const PaypalCreateBody = Type.Object(
  {
    lock_id: LockId,
    vehicle_id: VehicleId,
    company_uuid: CompanyUuid,
    amount_value: Type.Optional(Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,2})?$', description: "Must equal the server's amount when given." })),
    amount_currency_code: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
  },
  strict,
);

export const PaypalAuthorizeBody = Type.Object({ lock_id: LockId, paypal_order_id: VendorReference }, strict);

export const LiqpayQuery = Type.Object(
  {
    lock_id: LockId,
    vehicle_id: VehicleId,
    company_uuid: CompanyUuid,
    language: Type.Optional(Type.Enum(['uk', 'en', 'he'] as const, { default: 'en' })),
    result_url: Type.Optional(
      Type.String({ maxLength: 2000, pattern: '^(/(?!/)[^\\s]*|https?://[^\\s]+)$', description: 'A site path or an address on the site.' }),
    ),
  },
  strict,
);

const Scalar = Type.Union([Line(500), Type.Number(), Type.Boolean(), Type.Null()]);
const SmallRecord = Type.Record(Type.String({ maxLength: 64 }), Type.Union([Scalar, Type.Record(Type.String({ maxLength: 64 }), Scalar)]), {
  maxProperties: 40,
});

/** A§3 Trade-in. */
const TradeIn = Type.Object(
  {
    brand: Type.Optional(Line(100)),
    bodyType: Type.Optional(Line(100)),
    fuelType: Type.Optional(Line(100)),
    model: Type.Optional(Line(100)),
    mileage: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Line(20)])),
    registrationDate: Type.Optional(Line(40)),
    registration: Type.Optional(Line(40)),
  },
  strict,
);
/** A§3 Payment options: type (calculator maps to lease) and what the chosen option showed. */
const PaymentOption = Type.Object(
  {
    type: Type.Enum(['cash', 'lease', 'subscription', 'calculator'] as const),
    selectedOptionData: Type.Optional(SmallRecord),
    subscriptionProductsData: Type.Optional(Type.Array(SmallRecord, { maxItems: 20 })),
  },
  strict,
);
const ServicePack = Type.Object({ id: Line(100, { minLength: 1 }), title: Type.Optional(Line(200)), price: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })) }, strict);
const Appointment = Type.Object(
  {
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    slot: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
    dealer_code: Type.Optional(Line(50)),
  },
  strict,
);
const Retailer = Type.Object(
  { dealer_code: Type.Optional(Line(50)), uuid: Type.Optional(Line(100)), name: Type.Optional(Line(200)) },
  strict,
);

/**
 * Issue 15: the "from ₪X a month" quote the buyer was shown on the showroom page (@lux/pricing
 * `financeQuoteRecord`): product key, price and monthly payment in whole currency units, down payment
 * and rate in percent, the term in months and when it was shown. Kept as shown, for the retailer.
 */
const FinanceQuote = Type.Object(
  {
    product: Type.String({ pattern: '^[A-Za-z0-9]{1,60}$' }),
    price: Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 }),
    down_payment: Type.Number({ minimum: 0, maximum: 100 }),
    months: Type.Integer({ minimum: 1, maximum: 120 }),
    rate: Type.Number({ minimum: 0, maximum: 100 }),
    monthly: Type.Number({ minimum: 0, maximum: 100_000_000 }),
    created_at: Type.String({ format: 'date-time' }),
  },
  strict,
);

export const Metadata = Type.Object(
  {
    finance_quote: Type.Optional(Nullable(FinanceQuote)),
    trade_in: Type.Optional(Nullable(TradeIn)),
    payment_option: Type.Optional(Nullable(PaymentOption)),
    service_pack: Type.Optional(Nullable(ServicePack)),
    appointment: Type.Optional(Nullable(Appointment)),
    retailer: Type.Optional(Nullable(Retailer)),
    terms_accepted_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  },
  strict,
);

/** The buyer's details; they become the lead of the order-online form (its own rules apply too). */
export const LeadAttributes = Type.Object(
  {
    first_name: Line(80, { minLength: 1 }),
    last_name: Line(80, { minLength: 1 }),
    email: Email,
    phone: Line(30, { minLength: 1 }),
    city: Type.Optional(Line(80)),
    comment: Type.Optional(Type.String({ maxLength: 1000, pattern: '^[^\\u0000]*$' })),
    marketing: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const FinanceOption = Type.Enum(['cash', 'lease', 'subscription', 'calculator'] as const);

export const CreateOrderBody = Type.Object(
  {
    lock_id: LockId,
    vehicle_id: VehicleId,
    vendor: Vendor,
    finance_option: FinanceOption,
    customer_email: Email,
    lead_attributes: LeadAttributes,
    metadata: Type.Optional(Metadata),
    locale: Type.Optional(Locale),
    config_url: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' })),
    stripe_payment_intent_id: Type.Optional(VendorReference),
    paypal_order_id: Type.Optional(VendorReference),
    liqpay_order_id: Type.Optional(VendorReference),
  },
  strict,
);

/** The stock-locator flow's lead (POST /api/leads): the same buyer details, before payment. */
export const ApiLeadBody = Type.Object(
  {
    lock_id: LockId,
    vehicle_id: VehicleId,
    lead_attributes: LeadAttributes,
    vendor: Type.Optional(Vendor),
    finance_option: Type.Optional(FinanceOption),
    metadata: Type.Optional(Metadata),
    locale: Type.Optional(Locale),
  },
  strict,
);

export const StripeIntentBody = Type.Object(
  {
    payment_intent: Type.Object(
      {
        salesforce_lead_id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
        lock_id: LockId,
        vehicle_id: Type.Optional(VehicleId),
        company_uuid: Type.Optional(CompanyUuid),
        currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
        capture_method: Type.Optional(Type.Enum(['manual', 'automatic'] as const)),
        amount: Type.Optional(Type.Number({ minimum: 0, maximum: 99_999_999, description: "Ignored: the amount is always the server's." })),
        stripe_account_id: Type.Optional(Line(100)),
      },
      strict,
    ),
  },
  strict,
);

export const AccessBody = Type.Object({ lock_id: Type.Optional(LockId), token: Type.Optional(Token) }, strict);
export const AccessQuery = AccessBody;
export const LockBody = Type.Object({ lock_id: LockId }, strict);
export const LockQuery = Type.Object({ lock_id: LockId }, strict);

export const InquiryBody = Type.Object(
  {
    recipients: Type.Array(Email, { minItems: 1, maxItems: 10, uniqueItems: true }),
    customer_data: Type.Object(
      {
        first_name: Type.Optional(Line(80)),
        last_name: Type.Optional(Line(80)),
        name: Type.Optional(Line(160)),
        email: Email,
        phone: Type.Optional(Line(30)),
        message: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[^\\u0000]*$' })),
      },
      strict,
    ),
    vehicle_data: Type.Object(
      {
        id: Type.Optional(Type.Union([VehicleId, Line(20)])),
        vin: Type.Optional(Line(40)),
        title: Type.Optional(Line(200)),
        url: Type.Optional(Type.String({ maxLength: 2000, pattern: '^(/(?!/)[^\\s]*|https?://[^\\s]+)$' })),
      },
      strict,
    ),
    locale: Type.Optional(Locale),
  },
  strict,
);

export const ReasonBody = Type.Object({ reason: Line(500, { minLength: 1 }) }, strict);
export const HoldSettingsBody = Type.Object({ hold_seconds: Type.Integer({ minimum: 30, maximum: 86_400 }) }, strict);

// ---------------------------------------------------------------------------------------------- answers

export const HoldInitOut = Type.Object(
  {
    order_number: Type.String(),
    lock_id: Type.String(),
    vehicle_id: Type.Integer(),
    expires_at: Nullable(Type.String({ format: 'date-time' })),
    hold_seconds: Type.Integer(),
    amount: Type.Integer({ description: 'The reservation fee in minor units (agorot).' }),
    currency: Type.String(),
    reservation_fee: Type.Number({ description: 'The same fee in whole units (ILS), for display.' }),
    payment_vendor_types: Type.Array(Type.String()),
  },
  strict,
);

export const HoldOut = Type.Object(
  {
    lock_id: Type.String(),
    vehicle_id: Nullable(Type.Integer()),
    order_number: Type.String(),
    state: Type.Enum(['held', 'lost', 'paid'] as const),
    expires_at: Nullable(Type.String({ format: 'date-time' })),
  },
  strict,
);

const VehicleOut = Type.Object(
  {
    id: Type.Integer(),
    vin: Type.String(),
    listing: Type.String(),
    nameplate_brand_name: Type.String(),
    nameplate_name: Type.String(),
    version: Type.String(),
    production_year: Type.Integer(),
    model_year: Type.Integer(),
    color_name: Type.String(),
    state: Type.String(),
    status: Type.String(),
    photo: Nullable(Type.String()),
  },
  strict,
);
const RetailerOut = Type.Object(
  { dealer_code: Type.String(), name: Type.String(), city: Type.String(), address: Type.String(), phone: Type.String(), email: Type.String() },
  strict,
);

export const OrderOut = Type.Object(
  {
    order_number: Type.String(),
    state: Type.Enum([...ORDER_STATES]),
    payment_status: Type.Enum([...PAYMENT_STATUSES]),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    vendor: Nullable(Type.String()),
    amount: Type.Integer({ description: 'Minor units (agorot).' }),
    currency: Type.String(),
    reservation_fee: Type.Number({ description: 'Whole units, for display.' }),
    finance_option: Nullable(Type.String()),
    locale: Type.String(),
    confirmation_by_link: Type.Boolean(),
    hold_expires_at: Nullable(Type.String({ format: 'date-time' })),
    vehicle: Nullable(VehicleOut),
    retailer: Nullable(RetailerOut),
    metadata: Type.Record(Type.String(), Type.Unknown()),
  },
  strict,
);
export const OrderResponse = Data(OrderOut);
export const OrderEnvelope = Data(Type.Object({ order: OrderOut }, strict));

export const TransitionOut = Type.Object(
  {
    from_state: Nullable(Type.String()),
    to_state: Type.String(),
    cause: Type.String(),
    actor: Nullable(Type.String()),
    data: Type.Record(Type.String(), Type.Unknown()),
    created_at: Type.String({ format: 'date-time' }),
  },
  strict,
);

export const AdminOrderOut = Type.Object(
  {
    ...OrderOut.properties,
    id: Type.Integer(),
    lock_id: Type.String(),
    vendor_uuid: Type.String(),
    vehicle_vin: Type.String(),
    customer_email: Nullable(Type.String()),
    lead_attributes: Nullable(Type.Record(Type.String(), Type.Unknown())),
    rdx_forms_lead_id: Nullable(Type.Integer()),
    stripe_payment_intent_id: Nullable(Type.String()),
    paypal_order_id: Nullable(Type.String()),
    liqpay_order_id: Nullable(Type.String()),
    capture_requested_at: Nullable(Type.String({ format: 'date-time' })),
  },
  strict,
);

export const AdminListQuery = Type.Object(
  {
    ...PagingQuery,
    sort: SortQuery(['created_at', 'updated_at', 'number', 'state', 'amount'], '-created_at'),
    'filter[state]': Type.Optional(Type.Enum([...ORDER_STATES])),
    'filter[vendor]': Type.Optional(Vendor),
    'filter[created_at_gteq]': IsoInstant('Created at or after this instant.'),
    'filter[created_at_lteq]': IsoInstant('Created at or before this instant (a bare date includes that whole day).'),
    'filter[number]': Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9-]*$' })),
  },
  strict,
);

export const AdminListResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          order_number: Type.String(),
          state: Type.String(),
          payment_status: Type.String(),
          vendor: Nullable(Type.String()),
          amount: Type.Integer(),
          currency: Type.String(),
          vehicle_vin: Type.String(),
          vehicle_title: Nullable(Type.String()),
          customer_email: Nullable(Type.String()),
          capture_requested_at: Nullable(Type.String({ format: 'date-time', description: 'Confirmation asked the vendor to capture (a pending capture while the order is still created).' })),
          created_at: Type.String({ format: 'date-time' }),
          updated_at: Type.String({ format: 'date-time' }),
        },
        strict,
      ),
    ),
    meta: ListMeta,
  },
  strict,
);

export const VendorPaymentOut = Type.Object(
  {
    available: Type.Boolean(),
    status: Nullable(Type.String()),
    amount: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    reference: Nullable(Type.String()),
    error: Nullable(Type.String()),
  },
  strict,
);

export const AdminOrderResponse = Data(
  Type.Object(
    {
      order: AdminOrderOut,
      transitions: Type.Array(TransitionOut),
      hold: Nullable(
        Type.Object(
          { vehicle_id: Type.Integer(), lock_id: Type.String(), previous_status: Type.String(), expires_at: Nullable(Type.String()), live: Type.Boolean() },
          strict,
        ),
      ),
      payment: VendorPaymentOut,
    },
    strict,
  ),
);

export const HoldSettingsOut = Data(Type.Object({ hold_seconds: Type.Integer(), default: Type.Integer(), min: Type.Integer(), max: Type.Integer() }, strict));
