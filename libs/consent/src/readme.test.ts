/** The README's example, run as written (through the public entries) against the fake window. */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $bannerVisible,
  $grantedScopes,
  $isGranted,
  $preferencesOpen,
  campaignCookie,
  consentModeDefaultsScript,
  consentSettingsReceived,
  consentStarted,
  createGtag,
  outboundLinkEvent,
  preferencesReopened,
  pushAndWait,
  pushDataLayerEvent,
  selectionSaved,
} from './index';
import { createFakeWindow } from './testing/index';

describe('README example', () => {
  it('runs', async () => {
    const window = createFakeWindow();
    new Function('window', consentModeDefaultsScript())(window);
    const scope = fork();
    await allSettled(consentSettingsReceived, { scope, params: { 'consent.strategy': 'basic' } });
    await allSettled(consentStarted, { scope, params: { window, storage: window.localStorage, gtag: createGtag(window.dataLayer) } });
    expect(scope.getState($bannerVisible)).toBe(true);

    await allSettled(selectionSaved, { scope, params: ['statistic'] });
    expect(scope.getState($isGranted)('statistic')).toBe(true);
    expect(scope.getState($isGranted)('marketing')).toBe(false);
    const commands = window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.map((c) => c[1])).toEqual(['default', 'update']);
    expect(commands[1]![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

    await allSettled(preferencesReopened, { scope });
    expect(scope.getState($preferencesOpen)).toBe(true);

    pushDataLayerEvent(window.dataLayer, { event: 'header_nav_click', link_text: 'דגמים', link_url: '/models' });
    const outbound = outboundLinkEvent('https://partner.example/', 'https://site.example', 'Partner');
    let navigated = false;
    pushAndWait(window.dataLayer, outbound!, () => (navigated = true), { setTimeout: () => 0, clearTimeout: () => undefined });
    (window.dataLayer.at(-1) as { eventCallback(): void }).eventCallback();
    expect(navigated).toBe(true);
    expect(campaignCookie('?utm_source=x', scope.getState($grantedScopes))).toBeNull();
  });
});
