import { describe, expect, it } from 'vitest';
import { consentSettingsFromSettings, defaultConsentSettings } from './settings';

describe('consent settings', () => {
  it('defaults to the basic strategy, key cookieConsentStatus and version 1', () => {
    expect(consentSettingsFromSettings({})).toEqual({ settings: defaultConsentSettings, problems: [] });
    expect(defaultConsentSettings.storageKey).toBe('cookieConsentStatus');
  });

  it('reads every key, trimming, and ignores other namespaces', () => {
    const { settings, problems } = consentSettingsFromSettings({
      'consent.strategy': 'OneTrust',
      'consent.storage_key': ' myConsent ',
      'consent.policy_version': '2026-11-26',
      'consent.onetrust_groups': '{"C0001":["obligatory"],"C0002":"statistic"}',
      'price.symbol': '₪',
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ strategy: 'onetrust', storageKey: 'myConsent', policyVersion: '2026-11-26' });
    expect(settings.oneTrustGroups).toEqual({ C0001: ['obligatory'], C0002: ['statistic'] });
  });

  it('reports bad values and keeps the defaults; blank means unset', () => {
    const { settings, problems } = consentSettingsFromSettings({
      'consent.strategy': 'didomi',
      'consent.storage_key': '  ',
      'consent.onetrust_groups': '{"C0002":["ads"]}',
      'consent.usercentrics_categories': 'not json',
    });
    expect(settings).toEqual(defaultConsentSettings);
    expect(problems.map((p) => p.key)).toEqual(['consent.strategy', 'consent.onetrust_groups', 'consent.usercentrics_categories']);
  });

  it('never throws on odd input', () => {
    for (const input of [null, undefined, 1, 'x', { 'consent.strategy': 5 }]) {
      expect(() => consentSettingsFromSettings(input as never)).not.toThrow();
    }
  });
});
