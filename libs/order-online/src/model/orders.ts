/**
 * The order calls (ADR 026 §4) as effects over the injected API, with the order they answer and the last
 * failure for the screens (`orderErrorMessage` words it). A failure never touches `$orderOnlineData`:
 * what the buyer entered stays for the retry.
 */
import { attach, combine, createEvent, createStore, merge, sample } from 'effector';
import type {
  ConfirmOrderParams,
  CreateOrderBody,
  GetOrderParams,
  InquiryEmailBody,
  LiqpayCheckoutParams,
  OrderApiError,
  OrderOnlineApi,
  OrderSummary,
  PaymentParams,
  PaypalAuthorizeParams,
  PaypalCreateOrderParams,
} from '../contract';
import { toOrderApiError } from '../http';
import { buildCreateOrderBody, type OrderSubmission } from '../order-body';
import { $orderOnlineData, $productPageData } from './data';
import { $softLock, holdLostReported } from './hold';
import { $orderOnlineApi } from './shared';

const call = <P, R>(pick: (api: OrderOnlineApi, params: P) => Promise<R>) =>
  attach({ source: $orderOnlineApi, effect: (api: OrderOnlineApi, params: P) => pick(api, params) });

/** POST buy_online/orders. 409 while a paying vendor has not been paid yet. */
export const createOrderFx = call((api, body: CreateOrderBody) => api.createOrder(body));
/** POST buy_online/payment: Stripe's payment intent for the hold (the server's amount). */
export const paymentFx = call((api, params: PaymentParams) => api.payment(params));
export const paypalCreateOrderFx = call((api, params: PaypalCreateOrderParams) =>
  api.paypalCreateOrder(params),
);
/** After the buyer approved in PayPal's window. */
export const paypalAuthorizeFx = call((api, params: PaypalAuthorizeParams) => api.paypalAuthorize(params));
export const liqpayCheckoutDataFx = call((api, params: LiqpayCheckoutParams) =>
  api.liqpayCheckoutData(params),
);
/** GET buy_online/orders/:number with the lock id or the email link's token. */
export const getOrderFx = call((api, params: GetOrderParams) => api.getOrder(params));
/** PUT buy_online/orders/:number/confirm (captures the payment once). */
export const confirmOrderFx = call((api, params: ConfirmOrderParams) => api.confirmOrder(params));
/** PUT buy_online/orders/send_inquiry_email (recipients must be configured ones). */
export const sendInquiryEmailFx = call((api, body: InquiryEmailBody) => api.sendInquiryEmail(body));

/**
 * The buyer placed the order: the body is built from the soft lock, `$orderOnlineData` and the
 * showroom's `$productPageData` (its finance quote; `buildCreateOrderBody`) and sent with
 * `createOrderFx`. Ignored without a soft lock.
 */
export const orderSubmitted = createEvent<OrderSubmission>();
export const orderErrorDismissed = createEvent();

/** The order as last answered (created, authorised, read or confirmed). */
export const $order = createStore<OrderSummary | null>(null, { sid: 'order-online/$order' });
/** The last failed order call; cleared when another starts. Errors do not cross SSR. */
export const $orderError = createStore<OrderApiError | null>(null, {
  sid: 'order-online/$orderError',
  serialize: 'ignore',
});

const effects = [
  createOrderFx,
  paymentFx,
  paypalCreateOrderFx,
  paypalAuthorizeFx,
  liqpayCheckoutDataFx,
  getOrderFx,
  confirmOrderFx,
  sendInquiryEmailFx,
] as const;

export const $orderPending = combine(
  effects.map((fx) => fx.pending),
  (pending) => pending.some(Boolean),
);

sample({
  clock: orderSubmitted,
  source: { lock: $softLock, data: $orderOnlineData, productPage: $productPageData },
  filter: ({ lock }) => lock !== null,
  fn: ({ lock, data, productPage }, submission) => buildCreateOrderBody(lock!, data, submission, productPage),
  target: createOrderFx,
});

sample({
  clock: merge([
    createOrderFx.doneData,
    paypalAuthorizeFx.doneData,
    getOrderFx.doneData,
    confirmOrderFx.doneData,
  ]),
  target: $order,
});
const failed = sample({ clock: merge(effects.map((fx) => fx.failData)), fn: toOrderApiError });
sample({ clock: failed, target: $orderError });
// The hold ran out while the buyer was paying or placing the order: the kicked-out modal tells them.
sample({
  clock: failed,
  filter: (error) => error.code === 'hold_lost',
  fn: () => undefined,
  target: holdLostReported,
});
sample({ clock: [merge(effects), orderErrorDismissed], fn: () => null, target: $orderError });
