// Public entry of @lux/checkout: the order-online journey's screens over @lux/order-online (ADR 026 §6).

// The page around the screens: locale, company, paths and browser services
export {
  browserCheckoutServices,
  CheckoutEnvironmentProvider,
  loadScriptOnce,
  readRetailers,
  readTradeInOptions,
  useCheckoutEnvironment,
  useCheckoutStrings,
  type CheckoutEnvironment,
  type CheckoutPaths,
  type CheckoutServices,
  type Retailer,
  type TradeInOption,
  type TradeInOptions,
} from './environment';
export { checkoutLocaleOf, checkoutLocales, checkoutStrings, checkoutStringsFor, type CheckoutLocale, type CheckoutStrings } from './strings';

// One Effector scope per page, hydrated from the loader, and what each page does when it opens
export { browserOrderOnlineApi, fetchRequest, useOrderOnlineScope, type OrderOnlineScope, type OrderOnlineScopeOptions } from './scope';
export { checkoutOpened, detailsOpened, startHoldClock, type JourneyPage } from './open';
export { SESSION_KEYS } from './session';

// Screens (A§2 routes)
export { EntryScreen } from './entry/EntryScreen';
export { OrderJourney } from './journey/OrderJourney';
export { CheckoutScreen, type PaymentReturn } from './checkout/CheckoutScreen';
export { SuccessScreen } from './order/SuccessScreen';
export { ConfirmationScreen } from './order/ConfirmationScreen';

// Parts, for pages that compose their own
export { HoldCountdown } from './hold/HoldCountdown';
export { HoldModals, HoldNotice } from './hold/HoldModals';
export { holdAnnouncement, HOLD_ANNOUNCE_AT_SECONDS, type HoldAnnouncement } from './hold/announcements';
export { vehicleName } from './format';
