/** Stock locator translations (A§7 widget translations) with the A§8 "Missing translations" fallback. */
import type { StockTranslations } from './contract';
import { isRecord } from './values';

/** A§8: the warning logged when a key has no translation. */
export const MISSING_TRANSLATIONS_WARNING = 'Missing translations';

export type MissingTranslationWarn = (message: typeof MISSING_TRANSLATIONS_WARNING, context: { key: string }) => void;

/**
 * The text of `key`, or — when the dictionary lacks it (or holds a blank or non-string value) — the
 * key itself, after warning 'Missing translations' (A§8). `{{name}}` placeholders are filled from
 * `values`; unknown placeholders stay as written.
 */
export function translateStock(
  dictionary: StockTranslations | null | undefined,
  key: string,
  options: { warn?: MissingTranslationWarn; values?: Readonly<Record<string, string | number>> } = {},
): string {
  const found = isRecord(dictionary) && Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  let result = key;
  if (typeof found === 'string' && found.trim() !== '') result = found;
  else options.warn?.(MISSING_TRANSLATIONS_WARNING, { key });
  const values = options.values;
  if (!values) return result;
  return result.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A translator bound to one dictionary; each missing key is warned about once. */
export function createStockTranslator(
  dictionary: StockTranslations | null | undefined,
  warn?: MissingTranslationWarn,
): (key: string, values?: Readonly<Record<string, string | number>>) => string {
  const warned = new Set<string>();
  const warnOnce: MissingTranslationWarn = (message, context) => {
    if (warned.has(context.key)) return;
    warned.add(context.key);
    warn?.(message, context);
  };
  return (key, values) => translateStock(dictionary, key, { warn: warnOnce, ...(values ? { values } : {}) });
}
