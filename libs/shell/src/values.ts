/**
 * Readers for untrusted JSON (admin settings). Every one accepts `unknown` and never throws: values
 * may be anything JSON.parse returns, including objects with a null prototype or odd keys.
 */

export type JsonRecord = Readonly<Record<string, unknown>>;

/** The value as a plain record, or undefined for arrays, null and primitives. */
export function asRecord(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : undefined;
}

/** A field of a record, read as an own property only (never from the prototype chain). */
export function field(record: JsonRecord | undefined, key: string): unknown {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Trimmed text of a string or a finite number; '' for anything else. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `true`, `"true"` (any case) and `1` are on; everything else is off. */
export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** A positive finite number from a number or numeric string, else undefined. */
export function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The value when it is an array, else an empty list. */
export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
