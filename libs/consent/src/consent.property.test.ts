import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignCookie, campaignFromSearch, CAMPAIGN_PARAMETERS, parseCampaignCookie } from './campaign';
import { consentModeState } from './consent-mode';
import { CONSENT_SCOPES, normaliseScopes, statusForScopes } from './scopes';
import { createBasicStrategy, parseStoredConsent } from './strategies/basic';
import { FakeStorage } from './testing';

const scope = fc.constantFrom(...CONSENT_SCOPES);
const scopes = fc.array(fc.oneof(scope, fc.string()), { maxLength: 8 });

describe('consent properties', () => {
  it('normalised scopes are unique, canonical, known and always hold obligatory', () => {
    fc.assert(
      fc.property(scopes, (list) => {
        const normalised = normaliseScopes(list);
        expect(normalised[0]).toBe('obligatory');
        expect(new Set(normalised).size).toBe(normalised.length);
        expect(normalised).toEqual(CONSENT_SCOPES.filter((s) => normalised.includes(s)));
        expect(normaliseScopes(normalised)).toEqual(normalised);
        expect(statusForScopes(normalised)).toBe(normalised.length > 1 ? 'accepted' : 'rejected');
      }),
    );
  });

  it('a basic choice reads back exactly, and the stored value parses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(scope), fc.string({ minLength: 1 }), async (chosen, version) => {
        const storage = new FakeStorage();
        const strategy = createBasicStrategy({ storage, policyVersion: version });
        const saved = await strategy.saveSelected(chosen);
        expect(strategy.read()).toEqual(saved);
        expect(parseStoredConsent(storage.getItem('cookieConsentStatus'))?.scopes).toEqual(saved.scopes);
      }),
    );
  });

  it('no ad signal is granted without marketing, no analytics without statistic', () => {
    fc.assert(
      fc.property(fc.array(scope), (chosen) => {
        const state = consentModeState(normaliseScopes(chosen));
        const marketing = chosen.includes('marketing');
        for (const signal of [state.ad_storage, state.ad_user_data, state.ad_personalization]) {
          expect(signal).toBe(marketing ? 'granted' : 'denied');
        }
        expect(state.analytics_storage).toBe(chosen.includes('statistic') ? 'granted' : 'denied');
      }),
    );
  });

  it('the campaign cookie round-trips any parameter values, and never exists without marketing', () => {
    const params = fc.dictionary(fc.constantFrom(...CAMPAIGN_PARAMETERS), fc.string({ maxLength: 50 }));
    fc.assert(
      fc.property(params, fc.array(scope), (data, granted) => {
        const search = new URLSearchParams(data);
        const cookie = campaignCookie(search, granted);
        if (!granted.includes('marketing')) expect(cookie).toBeNull();
        if (cookie === null) return;
        const value = cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));
        expect(value).not.toMatch(/[;,\s]/);
        expect(parseCampaignCookie(value)).toEqual(campaignFromSearch(search));
      }),
    );
  });
});
