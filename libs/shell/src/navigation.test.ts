import { describe, expect, it, vi } from 'vitest';
import { naasNavigationUrl, navigationConfigFromSettings, navigationKindFor, parseNaasNavigation } from './navigation';

const logger = () => ({ warn: vi.fn() });
const naas = JSON.stringify({ origin: 'https://nav.example.com/ignored/path', enabled: ['search'], disabled: ['retailer', 'login'], logo: 'landrover' });

describe('navigationConfigFromSettings', () => {
  it('defaults to the main navigation with no page rules', () => {
    const log = logger();
    expect(navigationConfigFromSettings({}, log)).toEqual({ base: 'main', naas: null, lightOn: [], logoOnlyOn: [], disabledOn: [], theme: '' });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('reads the naas origin and selectors', () => {
    const config = navigationConfigFromSettings({ 'navigation.kind': 'naas', 'navigation.naas': naas }, logger());
    expect(config.base).toBe('naas');
    expect(config.naas).toEqual({ origin: 'https://nav.example.com', enabled: ['search'], disabled: ['retailer', 'login'], logo: 'landrover' });
  });

  it('falls back to the main navigation, logged, for an unknown kind or a naas kind without a valid service', () => {
    for (const settings of <Array<Record<string, string>>>[
      { 'navigation.kind': 'mega' },
      { 'navigation.kind': 'naas' },
      { 'navigation.kind': 'naas', 'navigation.naas': '{"origin":"javascript:alert(1)"}' },
      { 'navigation.kind': 'naas', 'navigation.naas': '{"origin":"https://x.test","enabled":["a b"]}' },
      { 'navigation.kind': 'naas', 'navigation.naas': '{not json' },
    ]) {
      const log = logger();
      expect(navigationConfigFromSettings(settings, log).base).toBe('main');
      expect(log.warn).toHaveBeenCalled();
    }
  });

  it('ignores a page list that is not a JSON array of strings, with a log', () => {
    const log = logger();
    expect(navigationConfigFromSettings({ 'navigation.light_on_pages': '{"a":1}' }, log).lightOn).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('Invalid navigation.light_on_pages setting; it is ignored', expect.anything());
  });
});

describe('navigationKindFor', () => {
  const config = navigationConfigFromSettings(
    {
      'navigation.kind': 'lrdx',
      'navigation.light_on_pages': '["/redesign/*"]',
      'navigation.logo_only_on_pages': '["/models/range-rover-electric"]',
      'navigation.disabled_on_pages': '["/landing/*", "/models/range-rover-electric"]',
    },
    logger(),
  );

  it('uses the site-wide kind on ordinary pages', () => {
    expect(navigationKindFor(config, '/')).toBe('lrdx');
  });

  it('gives redesigned pages the light navigation and the electric model page the logo only', () => {
    expect(navigationKindFor(config, '/redesign/defender')).toBe('light');
    expect(navigationKindFor({ ...config, disabledOn: [] }, '/models/range-rover-electric')).toBe('logo-only');
  });

  it('switches the navigation off on listed pages, except under the jdx theme', () => {
    expect(navigationKindFor(config, '/landing/summer')).toBeNull();
    expect(navigationKindFor(config, '/models/range-rover-electric')).toBeNull();
    expect(navigationKindFor({ ...config, theme: 'jdx' }, '/landing/summer')).toBe('lrdx');
  });
});

describe('naasNavigationUrl', () => {
  it('puts locale, selectors and logo in the path', () => {
    expect(naasNavigationUrl({ origin: 'https://nav.example.com', enabled: ['search'], disabled: ['retailer', 'login'], logo: 'landrover' }, 'he')).toBe(
      'https://nav.example.com/naas/nav.locale=he.enabled=search.disabled=retailer,login.logo=landrover.json',
    );
    expect(naasNavigationUrl({ origin: 'https://nav.example.com', enabled: [], disabled: [], logo: 'default' }, 'en')).toBe(
      'https://nav.example.com/naas/nav.locale=en.logo=default.json',
    );
  });
});

describe('parseNaasNavigation', () => {
  it('keeps html and only http(s) asset links', () => {
    expect(parseNaasNavigation({ html: '<nav>x</nav>', cssLink: 'https://nav.example.com/n.css', javascriptLink: 'javascript:alert(1)' })).toEqual({
      html: '<nav>x</nav>',
      cssLink: 'https://nav.example.com/n.css',
      javascriptLink: null,
    });
  });

  it('treats an answer without html as no result', () => {
    expect(parseNaasNavigation({ cssLink: 'https://x.test/a.css' })).toBeNull();
    expect(parseNaasNavigation('<nav/>')).toBeNull();
    expect(parseNaasNavigation(null)).toBeNull();
  });
});
