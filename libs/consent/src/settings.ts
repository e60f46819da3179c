import { isConsentScope, type ConsentScope } from './scopes';
import { DEFAULT_CONSENT_STORAGE_KEY } from './strategies/basic';
import { DEFAULT_ONETRUST_GROUPS } from './strategies/onetrust';
import { parseConsentStrategyKind } from './strategies/registry';
import type { ConsentStrategyKind } from './strategies/types';
import { DEFAULT_USERCENTRICS_CATEGORIES } from './strategies/usercentrics';

export type CategoryMapping = Readonly<Record<string, readonly ConsentScope[]>>;

/** The consent settings a site runs with (plain data: it crosses SSR). */
export interface ConsentSettings {
  strategy: ConsentStrategyKind;
  storageKey: string;
  /** Asked again whenever this changes (basic strategy). */
  policyVersion: string;
  oneTrustGroups: CategoryMapping;
  usercentricsCategories: CategoryMapping;
}

export interface ConsentSettingsProblem {
  key: string;
  message: string;
}

export const CONSENT_SETTING_KEYS = {
  strategy: 'consent.strategy',
  storageKey: 'consent.storage_key',
  policyVersion: 'consent.policy_version',
  oneTrustGroups: 'consent.onetrust_groups',
  usercentricsCategories: 'consent.usercentrics_categories',
} as const;

export const defaultConsentSettings: ConsentSettings = Object.freeze({
  strategy: 'basic',
  storageKey: DEFAULT_CONSENT_STORAGE_KEY,
  policyVersion: '1',
  oneTrustGroups: DEFAULT_ONETRUST_GROUPS,
  usercentricsCategories: DEFAULT_USERCENTRICS_CATEGORIES,
});

function readMapping(raw: string, key: string, problems: ConsentSettingsProblem[]): CategoryMapping | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    const mapping: Record<string, ConsentScope[]> = {};
    for (const [category, scopes] of Object.entries(parsed)) {
      const list: unknown[] = Array.isArray(scopes) ? scopes : [scopes];
      if (!list.every(isConsentScope)) throw new Error(`unknown scope for ${category}`);
      mapping[category] = list as ConsentScope[];
    }
    return mapping;
  } catch (error) {
    problems.push({ key, message: `invalid category mapping (${(error as Error).message}); defaults used` });
    return null;
  }
}

/**
 * Reads the `consent.*` settings over the defaults. Blank means "not configured"; an invalid value is
 * reported and the default kept (A§8/B§8: invalid JSON in settings is logged, defaults used). Never throws.
 */
export function consentSettingsFromSettings(settings: Readonly<Record<string, unknown>>): {
  settings: ConsentSettings;
  problems: ConsentSettingsProblem[];
} {
  const problems: ConsentSettingsProblem[] = [];
  const result: ConsentSettings = { ...defaultConsentSettings };
  const text = (key: string): string => {
    const value = settings && typeof settings === 'object' ? settings[key] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  const strategy = text(CONSENT_SETTING_KEYS.strategy);
  if (strategy !== '') {
    const kind = parseConsentStrategyKind(strategy);
    if (kind) result.strategy = kind;
    else problems.push({ key: CONSENT_SETTING_KEYS.strategy, message: `unknown consent strategy "${strategy}"; basic used` });
  }
  const storageKey = text(CONSENT_SETTING_KEYS.storageKey);
  if (storageKey !== '') result.storageKey = storageKey;
  const version = text(CONSENT_SETTING_KEYS.policyVersion);
  if (version !== '') result.policyVersion = version;
  const groups = text(CONSENT_SETTING_KEYS.oneTrustGroups);
  if (groups !== '') result.oneTrustGroups = readMapping(groups, CONSENT_SETTING_KEYS.oneTrustGroups, problems) ?? result.oneTrustGroups;
  const categories = text(CONSENT_SETTING_KEYS.usercentricsCategories);
  if (categories !== '') {
    result.usercentricsCategories =
      readMapping(categories, CONSENT_SETTING_KEYS.usercentricsCategories, problems) ?? result.usercentricsCategories;
  }
  return { settings: result, problems };
}
