import { footerNamespaces, type FooterNamespace } from './footer';

type FooterSettingKey = `${FooterNamespace}.${'columns' | 'middle_html' | 'secondary_links' | 'bottom_html' | 'retailers_enabled' | 'search_enabled'}`;
type ChromeSettingKey = FooterSettingKey | 'popup.basic' | 'popup.exit' | 'fab.items' | 'fab.quick_links_enabled' | 'fab.predefined_links';

function footerDefaults(namespace: FooterNamespace): Record<string, string> {
  return {
    [`${namespace}.columns`]: '[]',
    [`${namespace}.middle_html`]: '',
    [`${namespace}.secondary_links`]: '[]',
    [`${namespace}.bottom_html`]: '',
    [`${namespace}.retailers_enabled`]: 'false',
    [`${namespace}.search_enabled`]: 'false',
  };
}

/**
 * Built-in values of the chrome's settings (footer, popups, floating button), for the site to merge
 * under the server's: `mergeSettings(server, { ...builtInSettings, ...chromeSettingDefaults })`.
 * Every JSON key also has a typed fallback in code, so a missing key behaves the same as these.
 * Blank `popup.*` means off; blank `fab.items` means an empty list (A§5).
 */
export const chromeSettingDefaults = {
  ...(Object.assign({}, ...footerNamespaces.map(footerDefaults)) as Record<FooterSettingKey, string>),
  'popup.basic': '',
  'popup.exit': '',
  'fab.items': '',
  'fab.quick_links_enabled': 'false',
  'fab.predefined_links': '[]',
} as const satisfies Record<ChromeSettingKey, string>;
