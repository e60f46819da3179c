// Calendar dates as ISO strings (YYYY-MM-DD): a rental is booked in whole days, in the visitor's own
// calendar, so no time zone may shift a day. Arithmetic goes through UTC midnight.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of UTC midnight of an ISO date, or null when it is not a real calendar date. */
export function isoDateToUtc(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : null;
}

export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && isoDateToUtc(value) !== null;

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(iso: string): number | null {
  const ms = isoDateToUtc(iso);
  return ms === null ? null : new Date(ms).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null for a bad date. */
export function daysBetween(from: string, to: string): number | null {
  const a = isoDateToUtc(from);
  const b = isoDateToUtc(to);
  return a === null || b === null ? null : Math.round((b - a) / DAY_MS);
}

/** The ISO date `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const ms = isoDateToUtc(iso);
  if (ms === null) throw new RangeError(`not a date: ${iso}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's ISO date in the visitor's local calendar (the block passes it in; the lib never reads the clock itself). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether a day cannot be chosen: before `today`, or on a disabled weekday (B§3.4
 * `datepicker_disabled_days`). The date picker greys these out; the step rules refuse them too.
 */
export function isDateUnavailable(iso: string, today: string, disabledWeekdays: readonly number[]): boolean {
  const weekday = weekdayOf(iso);
  const past = daysBetween(today, iso);
  return weekday === null || past === null || past < 0 || disabledWeekdays.includes(weekday);
}

/** Rental days: drop-off minus pick-up, at least 1 (a same-day return is one day); 0 when unknown. */
export function rentalDays(pickupDate: string | null, dropoffDate: string | null): number {
  if (!pickupDate || !dropoffDate) return 0;
  const days = daysBetween(pickupDate, dropoffDate);
  return days === null || days < 0 ? 0 : Math.max(1, days);
}
