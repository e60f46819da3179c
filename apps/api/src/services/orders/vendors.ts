import type { PaymentVendor } from '../../db/schema.js';
import type { OrdersContext } from './context.js';
import { OrderRefusal } from './errors.js';
import { type OrderForPayment, type PaymentGateway, PaymentVendorError } from './payments/types.js';
import type { OrderRow } from './state.js';

/**
 * The payment vendors as the orders flows use them: which vendors take money, an order as a gateway
 * sees it, and a vendor call whose refusals and outages become the service's own answers.
 */

export type GatewayVendor = 'STRIPE' | 'PAYPAL' | 'LIQPAY';
export const PAYING_VENDORS: readonly GatewayVendor[] = ['STRIPE', 'PAYPAL', 'LIQPAY'];
export const isPaying = (vendor: PaymentVendor | null): vendor is GatewayVendor => vendor !== null && (PAYING_VENDORS as readonly string[]).includes(vendor);

export const NAMES: Record<GatewayVendor, string> = { STRIPE: 'Stripe', PAYPAL: 'PayPal', LIQPAY: 'LiqPay' };

/** The vendor's payment object id for this order, as stored on it. */
export function referenceOf(order: OrderRow, vendor: GatewayVendor): string | null {
  return vendor === 'STRIPE' ? order.stripePaymentIntentId : vendor === 'PAYPAL' ? order.paypalOrderId : order.liqpayOrderId;
}

export function orderForPayment(order: OrderRow): OrderForPayment {
  return {
    number: order.number,
    lockId: order.lockId,
    vehicleId: order.vehicleId ?? 0,
    vehicleVin: order.vehicleVin,
    amount: order.amount ?? 0,
    currency: order.currency ?? 'ILS',
    vendorUuid: order.vendorUuid,
    locale: order.locale,
    description: `דמי הזמנה ${order.number} · VIN ${order.vehicleVin}`,
    stripePaymentIntentId: order.stripePaymentIntentId,
    paypalOrderId: order.paypalOrderId,
    liqpayOrderId: order.liqpayOrderId,
  };
}

export function gatewayOf(context: OrdersContext, vendor: GatewayVendor): PaymentGateway {
  const gateway = context.gateways()[vendor];
  if (!gateway) throw new OrderRefusal(409, `${NAMES[vendor]} is not set up on this site; choose another way to pay.`, 'vendor_unavailable');
  return gateway;
}

/** A vendor call: its refusals become 409 `payment_refused`, its outages 503 `vendor_unavailable`. */
export async function vendorCall<T>(vendor: GatewayVendor, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentVendorError)) throw error;
    if (error.status !== null && error.status >= 400 && error.status < 500) {
      throw new OrderRefusal(409, `${NAMES[vendor]} refused to ${what}${error.code ? ` (${error.code})` : ''}.`, 'payment_refused');
    }
    throw new OrderRefusal(503, `${NAMES[vendor]} cannot be reached to ${what}; try again in a moment.`, 'vendor_unavailable');
  }
}

