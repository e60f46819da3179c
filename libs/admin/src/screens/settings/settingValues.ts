/** The part of a key before its first dot, without a locale suffix (`meta` of `meta.app_name:en`). */
export function namespaceOf(key: string): string {
  return (key.split(':')[0] ?? key).split('.')[0] ?? key;
}

/** The key without its per-locale suffix (`meta.app_name:en` → `meta.app_name`). */
export function baseKeyOf(key: string): string {
  return key.replace(/:[a-z]{2}$/, '');
}

/** The locale of a per-locale override (`en` of `meta.app_name:en`), or null. */
export function localeOfKey(key: string): string | null {
  return /:([a-z]{2})$/.exec(key)?.[1] ?? null;
}

/**
 * Why a value cannot be saved, or null. Like the API (and the site, which parses such keys), a value
 * that starts with `{` or `[` is JSON and must parse; anything else is plain text.
 */
export function jsonProblemOf(value: string): string | null {
  const trimmed = value.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  try {
    JSON.parse(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'does not parse';
  }
}

/** The built-in default of a key (its base key's for an override), or undefined when there is none. */
export function builtInDefaultOf(defaults: Readonly<Record<string, string>>, key: string): string | undefined {
  return defaults[key] ?? defaults[baseKeyOf(key)];
}

/** Namespaces for the filter: the built-in ones and those on the page, sorted. */
export function namespacesOf(defaults: Readonly<Record<string, string>>, keys: readonly string[]): string[] {
  return [...new Set([...Object.keys(defaults), ...keys].map(namespaceOf))].filter((name) => /^[a-z0-9_]+$/.test(name)).sort();
}
