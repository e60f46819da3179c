import type { PaymentReference, PlaceOrderResult } from '../usePlaceOrder';

/** What every vendor's browser part gets from the checkout. */
export interface VendorProps {
  /** The label of the button that pays (the configuration's, or "Pay ₪ 5,000"). */
  payLabel: string;
  /** Called once the vendor took the payment: makes the order. */
  onPaid: (reference: PaymentReference) => Promise<PlaceOrderResult>;
}

/** The address of a checkout page with one more query parameter (where a vendor sends the buyer back). */
export function returnUrl(absolute: string, name: string, value: string): string {
  const url = new URL(absolute);
  url.searchParams.set(name, value);
  return url.toString();
}
