/**
 * The body of POST /buy_online/orders (ADR 026 §4) from what the journey collected: the soft lock, the
 * browser data of each step and the buyer's details. Pure, so a screen can show what will be sent.
 */
import type { CreateOrderBody, OrderLeadAttributes, PaymentVendorType } from './contract';
import { vehicleIdForApi } from './http';
import type { OrderOnlineData, SoftLock } from './storage';
import { isRecord, nonEmptyText } from './values';

export interface OrderSubmission {
  readonly vendor: PaymentVendorType;
  /** The buyer's details (`customer_details` step). `email` is also the order's `customer_email`. */
  readonly customer: OrderLeadAttributes;
  readonly locale: string;
  readonly stripePaymentIntentId?: string;
  readonly paypalOrderId?: string;
  readonly liqpayOrderId?: string;
}

/** When the terms were accepted: the terms step's `accepted_at` (or `acceptedAt`), else null. */
function termsAcceptedAt(data: OrderOnlineData): string | null {
  const terms = data.termsAndConditionsData;
  if (!isRecord(terms)) return null;
  return nonEmptyText(terms['accepted_at']) ?? nonEmptyText(terms['acceptedAt']);
}

/**
 * Issue 15: the monthly quote the showroom page handed over in `sl_product_page_data`
 * (`{ vehicleId, finance_quote }`), only when it was shown for the vehicle being ordered.
 */
export function showroomFinanceQuote(
  productPageData: unknown,
  vehicleId: string,
): Readonly<Record<string, unknown>> | null {
  if (!isRecord(productPageData)) return null;
  const shownFor = productPageData['vehicleId'];
  if (shownFor === undefined || shownFor === null || String(shownFor) !== vehicleId) return null;
  const quote = productPageData['finance_quote'];
  return isRecord(quote) ? quote : null;
}

export function buildCreateOrderBody(
  lock: SoftLock,
  data: OrderOnlineData,
  submission: OrderSubmission,
  productPageData: unknown = null,
): CreateOrderBody {
  const customer = submission.customer;
  const financeQuote = showroomFinanceQuote(productPageData, lock.vehicleId);
  return {
    lock_id: lock.lockId,
    vehicle_id: vehicleIdForApi(lock.vehicleId),
    vendor: submission.vendor,
    finance_option: data.paymentOptionsData?.type ?? data.preselectedPaymentOption ?? 'cash',
    customer_email: customer.email.trim(),
    lead_attributes: customer,
    metadata: {
      trade_in: data.tradeInData,
      payment_option: data.paymentOptionsData,
      service_pack: data.servicePackData,
      appointment: data.appBookingData,
      retailer: data.locationDetails,
      terms_accepted_at: termsAcceptedAt(data),
      ...(financeQuote ? { finance_quote: financeQuote } : {}),
    },
    locale: submission.locale,
    ...(submission.stripePaymentIntentId
      ? { stripe_payment_intent_id: submission.stripePaymentIntentId }
      : {}),
    ...(submission.paypalOrderId ? { paypal_order_id: submission.paypalOrderId } : {}),
    ...(submission.liqpayOrderId ? { liqpay_order_id: submission.liqpayOrderId } : {}),
  };
}
