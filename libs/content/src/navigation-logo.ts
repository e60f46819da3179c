import { readJsonSetting, type Settings, type SettingsLogger } from './settings';

/** The setting that gives pages their own navigation logo: a JSON list of {@link NavigationLogoRule}. */
export const NAVIGATION_LOGOS_KEY = 'navigation.logos';

/** One `navigation.logos` entry: pages whose content path matches `path` show `logo`, linking to `homepage`. */
export interface NavigationLogoRule {
  /** A page-path pattern in the popups' glob syntax (`/models/*`), matched against the content path. */
  path: string;
  /** Where the logo links: a site path (`/defender`, kept in the visitor's locale) or an absolute URL. */
  homepage: string;
  /** The image: a media-library image id (`42`) or an image URL. */
  logo: string;
}

export const invalidNavigationLogosMessage = 'Invalid navigation.logos setting; the default logo with home path / is used';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isMediaId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * A§5: every entry needs a path, a homepage and a logo, otherwise the whole list is ignored — a half
 * list would give some pages the right logo and others a wrong one. A§8: invalid JSON or a bad entry is
 * logged and the default logo (home path /) shows everywhere.
 */
export function navigationLogosFromSettings(settings: Settings, logger: SettingsLogger): NavigationLogoRule[] {
  return readJsonSetting<NavigationLogoRule[]>(settings, NAVIGATION_LOGOS_KEY, {
    fallback: [],
    invalidMessage: invalidNavigationLogosMessage,
    logger,
    validate: (parsed) => {
      if (!Array.isArray(parsed)) return undefined;
      const rules: NavigationLogoRule[] = [];
      for (const entry of parsed as unknown[]) {
        if (typeof entry !== 'object' || entry === null) return undefined;
        const { path, homepage, logo } = entry as Record<string, unknown>;
        if (!filled(path) || !filled(homepage) || !(filled(logo) || isMediaId(logo))) return undefined;
        rules.push({ path: path.trim(), homepage: homepage.trim(), logo: String(logo).trim() });
      }
      return rules;
    },
  });
}
