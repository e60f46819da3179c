import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { PAYMENT_VENDORS, type PaymentVendor, stockCompanyConfigs } from '../../db/schema.js';

/**
 * What the orders service reads of a company's configuration (ADR 026 §3, A§7): the `order_online` row
 * (vendor types, reservation fee, inquiry recipients) and the `additional` row's reservation fee (A§3
 * Reservation). The browser reads the same rows from the stock service; here only the server's copy counts.
 */

type Reader = Pick<Database, 'select'>;

export interface OrderOnlineConfig {
  /** Known vendor types only, trimmed and upper-cased, in the configured order, no repeats. */
  paymentVendorTypes: PaymentVendor[];
  /** Whole ILS, or null when not configured. */
  reservationFee: number | null;
  currency: string;
  retailersTakePayment: boolean;
  inquiryRecipients: string[];
}

export interface CompanyOrderConfig {
  /** The company has any configuration at all (an unknown company_uuid has none). */
  known: boolean;
  orderOnline: OrderOnlineConfig;
  /** `additional`.reservation.reservation_fee, whole ILS. */
  additionalFee: number | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Vendor types as A§4 compares them: trimmed, upper-cased, unknown ones dropped. */
export function vendorTypes(value: unknown): PaymentVendor[] {
  const list = Array.isArray(value) ? value : [];
  const known = list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toUpperCase())
    .filter((item): item is PaymentVendor => (PAYMENT_VENDORS as readonly string[]).includes(item));
  return [...new Set(known)];
}

/** A fee as configured (a number or a numeric string of whole or decimal ILS); null when absent or absurd. */
export function feeOf(value: unknown): number | null {
  const fee = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(fee) && fee >= 0 && fee <= 1_000_000 ? fee : null;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$|^[^\s@<>",;]+@localhost$/i;
export const emailsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => ADDRESS.test(item));

/** Used when a company has no `order_online` row: every vendor this service speaks, and no fee. */
const DEFAULT_VENDORS: PaymentVendor[] = ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'];

export function parseOrderOnline(data: unknown): OrderOnlineConfig {
  const v = record(data);
  const configured = vendorTypes(v['payment_vendor_types']);
  return {
    paymentVendorTypes: Array.isArray(v['payment_vendor_types']) ? configured : DEFAULT_VENDORS,
    reservationFee: feeOf(v['reservation_fee']),
    currency: 'ILS',
    retailersTakePayment: v['retailers_take_payment'] === true,
    inquiryRecipients: emailsOf(v['inquiry_recipients']),
  };
}

export async function readCompanyConfig(db: Reader, company: string): Promise<CompanyOrderConfig> {
  const rows = await db
    .select({ type: stockCompanyConfigs.configType, data: stockCompanyConfigs.data })
    .from(stockCompanyConfigs)
    .where(and(eq(stockCompanyConfigs.company, company), inArray(stockCompanyConfigs.configType, ['order_online', 'additional'])));
  const [any] =
    rows.length > 0 ? rows : await db.select({ id: stockCompanyConfigs.id }).from(stockCompanyConfigs).where(eq(stockCompanyConfigs.company, company)).limit(1);
  const of = (type: string) => rows.find((row) => row.type === type)?.data;
  return {
    known: any !== undefined,
    orderOnline: parseOrderOnline(of('order_online') ?? {}),
    additionalFee: feeOf(record(record(of('additional'))['reservation'])['reservation_fee']),
  };
}

/**
 * The reservation fee in minor units (agorot), the server's alone: the vehicle's own
 * `reservation.reservation_fee`, else the company's `additional` one, else the `order_online` one, else 0.
 */
export function reservationAmount(vehicleAttributes: Record<string, unknown>, config: CompanyOrderConfig): number {
  const own = feeOf(record(vehicleAttributes['reservation'])['reservation_fee']);
  const fee = own ?? config.additionalFee ?? config.orderOnline.reservationFee ?? 0;
  return Math.round(fee * 100);
}

export const ORDER_CURRENCY = 'ILS';
