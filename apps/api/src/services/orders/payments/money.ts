/**
 * Amounts travel in minor units (agorot) inside the API and to Stripe; PayPal and LiqPay take major units
 * as decimal strings or numbers. The number of decimals is the currency's own (ISO 4217, from Intl), so
 * a zero-decimal currency is never multiplied by 100.
 */

export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** 50000 ILS agorot → "500.00" (PayPal's `value`). */
export function toMajorString(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minor);
  const factor = 10 ** decimals;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / factor)}.${String(abs % factor).padStart(decimals, '0')}`;
}

/** 50000 ILS agorot → 500 (LiqPay's `amount`). */
export function toMajorNumber(minor: number, currency: string): number {
  return Number(toMajorString(minor, currency));
}

/** "500.00" or 500 → 50000: exact for the decimal strings vendors send (no binary-float drift). */
export function toMinor(major: string | number, currency: string): number {
  const decimals = currencyDecimals(currency);
  const text = typeof major === 'number' ? major.toFixed(decimals) : major.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor =
    Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return sign === '-' ? -minor : minor;
}
