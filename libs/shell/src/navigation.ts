import { readJsonSetting, type Settings, type SettingsLogger } from '@lux/content';
import { matchesAnyPattern } from './glob';

/**
 * The five navigation kinds of A§2: navigation-as-a-service (external HTML, CSS and JS from a configured
 * origin), the lrdx navigation, the main navigation, a light one for redesigned pages and a logo-only one
 * (the battery-electric model page).
 */
export const NAVIGATION_KINDS = ['naas', 'lrdx', 'main', 'light', 'logo-only'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];
/** The site-wide kind a setting may choose; light and logo-only are chosen per page. */
export type BaseNavigationKind = 'naas' | 'lrdx' | 'main';

export interface NaasConfig {
  /** The service's origin, e.g. https://nav.example.com (no path). */
  origin: string;
  /** Selectors the service should switch on and off (its URL carries them). */
  enabled: string[];
  disabled: string[];
  logo: string;
}

export interface NavigationConfig {
  base: BaseNavigationKind;
  naas: NaasConfig | null;
  lightOn: string[];
  logoOnlyOn: string[];
  disabledOn: string[];
  /** `navigation.disabled_on_pages` does not apply to the jdx theme (A§2). */
  theme: string;
}

export const navigationSettingDefaults = {
  'navigation.kind': 'main',
  'navigation.naas': '',
  'navigation.light_on_pages': '[]',
  'navigation.logo_only_on_pages': '[]',
  'navigation.disabled_on_pages': '[]',
} as const;

const SELECTOR = /^[a-z0-9_-]{1,40}$/i;

const stringList = (parsed: unknown): string[] | undefined =>
  Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : undefined;

function naasConfig(parsed: unknown): NaasConfig | undefined {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const value = parsed as Record<string, unknown>;
  if (typeof value['origin'] !== 'string') return undefined;
  let origin: URL;
  try {
    origin = new URL(value['origin']);
  } catch {
    return undefined;
  }
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') return undefined;
  const selectors = (key: string) => {
    const list = value[key];
    if (list === undefined) return [];
    return Array.isArray(list) && list.every((item) => typeof item === 'string' && SELECTOR.test(item)) ? (list as string[]) : undefined;
  };
  const enabled = selectors('enabled');
  const disabled = selectors('disabled');
  const logo = value['logo'] === undefined ? 'default' : value['logo'];
  if (!enabled || !disabled || typeof logo !== 'string' || !SELECTOR.test(logo)) return undefined;
  return { origin: origin.origin, enabled, disabled, logo };
}

/** Reads the navigation settings; each bad value is logged and its default used (A§8). */
export function navigationConfigFromSettings(settings: Settings, logger: SettingsLogger): NavigationConfig {
  const rawKind = settings['navigation.kind']?.trim() || 'main';
  let base: BaseNavigationKind = rawKind === 'naas' || rawKind === 'lrdx' || rawKind === 'main' ? rawKind : 'main';
  if (base !== rawKind) logger.warn('Invalid navigation.kind setting; the main navigation is used', { key: 'navigation.kind', reason: rawKind });
  const naas = readJsonSetting<NaasConfig | null>(settings, 'navigation.naas', {
    fallback: null,
    validate: naasConfig,
    logger,
    invalidMessage: 'Invalid navigation.naas setting; the main navigation is used',
  });
  if (base === 'naas' && !naas) {
    if (settings['navigation.naas']?.trim() === '' || settings['navigation.naas'] === undefined) {
      logger.warn('navigation.kind is naas but navigation.naas is not set; the main navigation is used', { key: 'navigation.naas' });
    }
    base = 'main';
  }
  const list = (key: string) =>
    readJsonSetting<string[]>(settings, key, { fallback: [], validate: stringList, logger, invalidMessage: `Invalid ${key} setting; it is ignored` });
  return {
    base,
    naas,
    lightOn: list('navigation.light_on_pages'),
    logoOnlyOn: list('navigation.logo_only_on_pages'),
    disabledOn: list('navigation.disabled_on_pages'),
    theme: settings['theme.name']?.trim() ?? '',
  };
}

/**
 * The navigation a page shows, or null when it is switched off there. Page rules win over the site-wide
 * kind: switched off (never for the jdx theme), then logo-only, then light.
 */
export function navigationKindFor(config: NavigationConfig, contentPath: string): NavigationKind | null {
  if (config.theme !== 'jdx' && matchesAnyPattern(config.disabledOn, contentPath)) return null;
  if (matchesAnyPattern(config.logoOnlyOn, contentPath)) return 'logo-only';
  if (matchesAnyPattern(config.lightOn, contentPath)) return 'light';
  return config.base;
}

/**
 * The service's address for a locale (A§7): `{origin}/naas/nav.locale=he.enabled=a,b.disabled=c.logo=x.json`.
 * Selector lists are left out when empty.
 */
export function naasNavigationUrl(config: NaasConfig, locale: string): string {
  const parts = [`nav.locale=${encodeURIComponent(locale)}`];
  if (config.enabled.length > 0) parts.push(`enabled=${config.enabled.join(',')}`);
  if (config.disabled.length > 0) parts.push(`disabled=${config.disabled.join(',')}`);
  parts.push(`logo=${config.logo}`);
  return `${config.origin}/naas/${parts.join('.')}.json`;
}

export interface NaasNavigation {
  html: string;
  cssLink: string | null;
  javascriptLink: string | null;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The service's answer `{ html, cssLink, javascriptLink }`; null when it has no HTML (treated as no result). */
export function parseNaasNavigation(body: unknown): NaasNavigation | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = body as Record<string, unknown>;
  if (typeof value['html'] !== 'string' || value['html'].trim() === '') return null;
  return { html: value['html'], cssLink: httpUrl(value['cssLink']), javascriptLink: httpUrl(value['javascriptLink']) };
}
