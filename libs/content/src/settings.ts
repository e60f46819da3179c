/** Settings are flat string values under namespaced keys (`meta.title_divider`); JSON ones are strings too. */
export type Settings = Readonly<Record<string, string>>;

export interface SettingsLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

/**
 * Built-in defaults (A§9, B§9). Server values win over these; a key the server lacks keeps its default.
 * Only keys the site reads belong here, so a typo in a caller fails review rather than silently reading ''.
 */
export const builtInSettings = {
  'meta.title_divider': '|',
  'meta.app_name': '',
  'meta.extra_tags': '',
  'search.popup.enabled': 'false',
  'navigation.disabled_on_pages': '[]',
  'navigation.logos': '',
  'tracking.page_categories': '',
  'theme.name': 'light',
  'page_not_found': '',
  'site.host_name': '',
  'site.base_path': '',
  'price.symbol': '€',
  'price.delimiter': ',',
  'price.format': '% ^',
  'price.lease_string': '% ^ / Month',
  'price.subscribe_string': 'from % ^ / Month',
  'price.stock_format': '% ^',
  'price.general_format': '^%',
  // Issue 12: consent (libs/consent reads the rest of consent.*), its policy page, error reporting.
  'consent.strategy': 'basic',
  'consent.policy_version': '1',
  'consent.policy_url': '',
  'error_reporting.script_url': '',
  'error_reporting.consent_scope': 'statistic',
} as const satisfies Record<string, string>;

export type KnownSettingKey = keyof typeof builtInSettings;

/** Merges server settings over the built-in defaults: server values win, unknown server keys are kept. */
export function mergeSettings(server: Settings, defaults: Settings = builtInSettings): Settings {
  return { ...defaults, ...server };
}

/**
 * A setting may carry a value per locale under `{key}:{locale}` (say `footer.columns:en` or
 * `meta.app_name:en`); on that locale's pages it replaces the plain key. Settings are global in the
 * content service, so this is how the English site gets an English footer and title.
 */
export function localiseSettings(settings: Settings, locale: string): Settings {
  const suffix = `:${locale}`;
  const localised: Record<string, string> = { ...settings };
  for (const [key, value] of Object.entries(settings)) {
    if (key.endsWith(suffix) && key.length > suffix.length) localised[key.slice(0, -suffix.length)] = value;
  }
  return localised;
}

interface SettingEnvelopeItem {
  attributes?: { key?: unknown; value?: unknown };
}

/** Reads the content service's `{ data: [{ attributes: { key, value } }] }` envelope into a flat map. */
export function settingsFromEnvelope(body: unknown): Record<string, string> {
  const items = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(items)) return {};
  const result: Record<string, string> = {};
  for (const item of items as SettingEnvelopeItem[]) {
    const key = item?.attributes?.key;
    const value = item?.attributes?.value;
    if (typeof key === 'string' && typeof value === 'string') result[key] = value;
  }
  return result;
}

export interface JsonSettingOptions<T> {
  /** What to use when the setting is blank or invalid. */
  fallback: T;
  /** Narrows parsed JSON to T; return undefined when the shape is wrong. */
  validate: (parsed: unknown) => T | undefined;
  /** The message logged when the value is not valid JSON or has the wrong shape (A§8 texts). */
  invalidMessage: string;
  logger: SettingsLogger;
}

/** A JSON setting: blank → fallback silently; invalid JSON or shape → logged, fallback (A§8). */
export function readJsonSetting<T>(settings: Settings, key: string, options: JsonSettingOptions<T>): T {
  const raw = settings[key]?.trim() ?? '';
  if (raw === '') return options.fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    options.logger.warn(options.invalidMessage, { key, reason: (error as Error).message });
    return options.fallback;
  }
  const valid = options.validate(parsed);
  if (valid === undefined) {
    options.logger.warn(options.invalidMessage, { key, reason: 'unexpected shape' });
    return options.fallback;
  }
  return valid;
}

/** A boolean setting is on only when it is the string "true" (A§2: search.popup.enabled). */
export function isSettingOn(settings: Settings, key: string): boolean {
  return settings[key]?.trim() === 'true';
}
