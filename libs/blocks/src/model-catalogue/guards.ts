/** Runtime checks for loader data: `data` crosses SSR as JSON and is typed `unknown` on arrival. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNumberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** A content-service key (car, nameplate, family): what the API's key pattern accepts. */
export const CATALOGUE_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isCatalogueKey(value: string): boolean {
  return value.length <= 100 && CATALOGUE_KEY.test(value);
}

/** A comma-separated key list from an editor field: trimmed, lower-cased, valid keys only, each once. */
export function keyList(text: string, limit: number): string[] {
  const keys = text
    .split(',')
    .map((key) => key.trim().toLowerCase())
    .filter(isCatalogueKey);
  return [...new Set(keys)].slice(0, limit);
}
