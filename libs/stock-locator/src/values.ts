/** Small total readers shared by the parsers: none of them throws, whatever it is given. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trimmed string, or '' for anything that is not a string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// Lone UTF-16 surrogates cannot survive URL encoding (they become U+FFFD), so they are replaced first.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Replaces lone surrogates with U+FFFD, as every URL encoder would. */
export const wellFormed = (value: string): string => value.replace(LONE_SURROGATE, '\uFFFD');

/** Own enumerable property lookup that ignores the prototype (`__proto__`, `constructor`…). */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
