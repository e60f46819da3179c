import type { AdminLocale } from '../../i18n/strings';
import type { OrderRecord, OrderState } from '../../api/orderTypes';

const numberLocale = (locale: AdminLocale) => (locale === 'he' ? 'he-IL' : 'en-GB');
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units (agorot) in the back office's language: `‏5,000.00 ‏₪` / `₪5,000.00`. The
 * currency's own minor-unit digits come from Intl (two for ILS), so a currency without cents is not /100'd.
 */
export function formatMoney(locale: AdminLocale, minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '—';
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'ILS';
  const key = `${locale}:${code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency: code });
    formats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** States an order can still be cancelled from (ADR 026 §4, the orders service's `state.ts`). */
const CANCELLABLE: readonly OrderState[] = ['initialised', 'paid', 'created', 'confirmed'];

/** Cancel: any order that has not ended; the vendor voids or refunds what it holds. */
export const canCancel = (order: Pick<OrderRecord, 'state'>) => CANCELLABLE.includes(order.state);

/** Refund: a confirmed order whose payment was captured. */
export const canRefund = (order: Pick<OrderRecord, 'state' | 'payment_status'>) => order.state === 'confirmed' && order.payment_status === 'captured';

/** Seconds as hours, minutes and seconds, for reading (`duration` strings). */
export function durationParts(total: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.trunc(total));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** Seconds as whole minutes and the seconds left over (the hold length's two fields). */
export function minutesAndSeconds(total: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.trunc(total));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
