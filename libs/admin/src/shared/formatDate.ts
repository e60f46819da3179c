import type { AdminLocale } from '../i18n/strings';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the back office's language (`he-IL` or `en-GB`), short. */
export function formatDateTime(locale: AdminLocale, iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '—';
  const key = `${locale}:${withSeconds}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', { dateStyle: 'short', timeStyle: withSeconds ? 'medium' : 'short', timeZone: 'Asia/Jerusalem' });
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
