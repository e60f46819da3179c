/**
 * A failed order call as a sentence for the buyer (A§8). The orders service words its 4xx `detail`s for
 * people (ADR 026 §4, e.g. "הרכב שמור כעת לקונה אחר."), so they are shown as they come; a failure
 * without one gets a message by its kind. Server errors and lost connections never show raw text, and
 * every message tells the buyer what to do next: what they typed is kept.
 */
import { OrderApiError } from './contract';
import { toOrderApiError } from './http';

export type OrderErrorLocale = 'he' | 'en';

interface OrderErrorTexts {
  readonly vehicleHeld: string;
  readonly vehicleUnavailable: string;
  readonly holdLost: string;
  readonly paymentRefused: string;
  readonly vendorUnavailable: string;
  readonly network: string;
  readonly tooManyRequests: string;
  readonly notFound: string;
  readonly conflict: string;
  readonly invalid: string;
  readonly server: string;
}

export const orderErrorTexts = {
  he: {
    vehicleHeld: 'הרכב שמור כעת לקונה אחר.',
    vehicleUnavailable: 'הרכב אינו זמין עוד להזמנה.',
    holdLost: 'זמן השמירה על הרכב הסתיים. אפשר לנסות לשמור אותו שוב.',
    paymentRefused: 'התשלום לא אושר. בדקו את פרטי התשלום או בחרו אמצעי תשלום אחר.',
    vendorUnavailable: 'שירות התשלום אינו זמין כרגע. הפרטים שמילאתם נשמרו; נסו שוב בעוד רגע.',
    network: 'אין חיבור לשרת. בדקו את החיבור לאינטרנט ונסו שוב; הפרטים שמילאתם נשמרו.',
    tooManyRequests: 'נשלחו יותר מדי בקשות. המתינו רגע ונסו שוב.',
    notFound: 'ההזמנה או הרכב לא נמצאו.',
    conflict: 'לא ניתן להשלים את הפעולה כרגע. רעננו את הדף ונסו שוב.',
    invalid: 'חלק מהפרטים אינם תקינים. בדקו אותם ונסו שוב.',
    server: 'משהו השתבש אצלנו. הפרטים שמילאתם נשמרו; נסו שוב בעוד רגע.',
  },
  en: {
    vehicleHeld: 'This vehicle is currently held by another buyer.',
    vehicleUnavailable: 'This vehicle can no longer be ordered.',
    holdLost: 'The time this vehicle was held for you has ended. You can try to hold it again.',
    paymentRefused:
      'The payment was not approved. Check the payment details or choose another payment method.',
    vendorUnavailable:
      'The payment service is not available right now. Your details are kept; please try again shortly.',
    network: 'We could not reach the server. Check your connection and try again; your details are kept.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    notFound: 'The order or the vehicle was not found.',
    conflict: 'This cannot be completed right now. Refresh the page and try again.',
    invalid: 'Some details are not valid. Please check them and try again.',
    server: 'Something went wrong on our side. Your details are kept; please try again in a moment.',
  },
} as const satisfies Record<OrderErrorLocale, OrderErrorTexts>;

const codeTexts = {
  vehicle_held: 'vehicleHeld',
  vehicle_unavailable: 'vehicleUnavailable',
  hold_lost: 'holdLost',
  payment_refused: 'paymentRefused',
  vendor_unavailable: 'vendorUnavailable',
} as const satisfies Record<string, keyof OrderErrorTexts>;

/** The buyer-facing message of any failure of an order call. */
export function orderErrorMessage(error: unknown, locale: OrderErrorLocale = 'he'): string {
  const texts = orderErrorTexts[locale];
  const failure = error instanceof OrderApiError ? error : toOrderApiError(error);
  const { code } = failure;
  if (code !== null && Object.hasOwn(codeTexts, code))
    return texts[codeTexts[code as keyof typeof codeTexts]];
  const { status } = failure;
  if (status === null) return texts.network;
  if (status >= 500) return texts.server;
  if (status === 429) return texts.tooManyRequests;
  // The service's own words for the buyer (Hebrew, the site's language; an English page keeps its own text).
  if (locale === 'he' && failure.details[0]) return failure.details[0];
  if (status === 404) return texts.notFound;
  if (status === 409) return texts.conflict;
  return texts.invalid;
}
