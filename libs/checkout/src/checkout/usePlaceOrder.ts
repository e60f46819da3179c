import { useUnit } from 'effector-react';
import {
  $orderOnlineData,
  $softLock,
  buildCreateOrderBody,
  confirmOrderFx,
  createOrderFx,
  PAYMENT_VENDORS,
  toOrderApiError,
  type CreateOrderBody,
  type OrderSubmission,
  type PaymentVendorType,
} from '@lux/order-online';
import { useCheckoutEnvironment } from '../environment';
import { leadAttributes, readCustomer, writePendingPayment } from '../session';

/** The keys of A§3 "Payment options" the orders service takes in `metadata.payment_option` (ADR 026 §4). */
const PAYMENT_OPTION_KEYS = ['type', 'selectedOptionData', 'subscriptionProductsData'] as const;

/**
 * Adapter: the journey keeps the payment option as `{ type, data }` (A§3 browser data), the orders service
 * takes A§3's order shape `{ type, selectedOptionData?, subscriptionProductsData? }` and refuses other keys.
 */
export function forOrdersService(body: CreateOrderBody): CreateOrderBody {
  const option = body.metadata.payment_option;
  if (typeof option !== 'object' || option === null) return body;
  const kept = Object.fromEntries(PAYMENT_OPTION_KEYS.filter((key) => Object.hasOwn(option, key)).map((key) => [key, (option as Record<string, unknown>)[key]]));
  return { ...body, metadata: { ...body.metadata, payment_option: kept } };
}

/** Whether the order was made; when not, the HTTP status of the refusal (null: no answer, or no hold). */
export type PlaceOrderResult = { placed: true } | { placed: false; status: number | null };

/** The vendor's reference of the payment, when there is one. */
export type PaymentReference = Pick<OrderSubmission, 'stripePaymentIntentId' | 'paypalOrderId' | 'liqpayOrderId'>;

/**
 * Turns a finished payment (or a reservation without one) into an order (ADR 026 §4): POST
 * buy_online/orders with what the journey collected, then — unless the vendor confirms by e-mail link —
 * PUT …/confirm with the hold's lock id, which captures the payment once. On success the buyer goes to the
 * success page; on failure the model keeps the error (`$orderError`) and every entry stays for the retry.
 */
export function usePlaceOrder(): (vendor: PaymentVendorType, reference?: PaymentReference) => Promise<PlaceOrderResult> {
  const { locale, paths, services } = useCheckoutEnvironment();
  const { lock, data, create, confirm } = useUnit({ lock: $softLock, data: $orderOnlineData, create: createOrderFx, confirm: confirmOrderFx });
  return async (vendor, reference = {}) => {
    if (!lock) return { placed: false, status: null };
    const body = forOrdersService(buildCreateOrderBody(lock, data, {
      vendor,
      customer: leadAttributes(readCustomer(services.session)),
      locale,
      ...reference,
    }));
    let orderNumber: string;
    try {
      orderNumber = (await create(body)).order_number;
    } catch (error) {
      return { placed: false, status: toOrderApiError(error).status };
    }
    writePendingPayment(services.session, null);
    if (!PAYMENT_VENDORS[vendor].confirmationByEmail) {
      // The order exists either way; a failed confirmation shows on the success page as its state.
      await confirm({ orderNumber, access: { lock_id: lock.lockId } }).catch(() => undefined);
    }
    services.navigate(paths.success(orderNumber));
    return { placed: true };
  };
}
