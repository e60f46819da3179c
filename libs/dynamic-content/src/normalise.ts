/**
 * B§5: values are compared normalised — trimmed, spaces to underscores, lower case. A run of
 * whitespace becomes one underscore, so `Range  Rover` and `range rover` agree.
 */
export function normaliseValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return normaliseValue(String(value));
  if (typeof value !== 'string') return '';
  return value.trim().replace(/\s+/g, '_').toLowerCase();
}

/** `normaliseValue(a) === normaliseValue(b)`, and never true for two empty values. */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = normaliseValue(a);
  return left !== '' && left === normaliseValue(b);
}

/** A dynamic-content item (B§3.5, A§3 `dc_strategy`): which strategy, its value, and whether this is the fallback. */
export interface DynamicContentCondition {
  /** Strategy key: `url_brand`, `external_stock`, `offers` or `reffine`. */
  key: string;
  value: string;
  /** True when the item is the fallback: it shows where the strategy does not pass. */
  fallback: boolean;
}

function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/**
 * Reads a `dc_strategy` as the CMS stores it. No object or no key → `null` (the item always shows).
 * Never throws.
 */
export function parseDynamicContentCondition(raw: unknown): DynamicContentCondition | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const key = typeof record.key === 'string' ? record.key.trim() : '';
  if (key === '') return null;
  const value = typeof record.value === 'string' ? record.value : typeof record.value === 'number' ? String(record.value) : '';
  return { key, value, fallback: flag(record.fallback) };
}

/**
 * Key–value criteria written in a condition's value, as JSON (`{"model":"f-pace","type":"lease"}`)
 * or as a query string (`model=f-pace&type=lease`). Keys are trimmed; values kept as text.
 */
export function parseCriteria(value: string): Record<string, string> {
  const text = value.trim();
  if (text === '') return {};
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      const criteria: Record<string, string> = {};
      for (const [key, item] of Object.entries(parsed)) {
        if (['string', 'number', 'boolean'].includes(typeof item) && key.trim() !== '') criteria[key.trim()] = String(item);
      }
      return criteria;
    } catch {
      return {};
    }
  }
  const criteria: Record<string, string> = {};
  for (const [key, item] of new URLSearchParams(text)) {
    if (key.trim() !== '') criteria[key.trim()] = item;
  }
  return criteria;
}
