import type { ConsentScope } from './scopes';

/** `gtag(...)`: pushes its `arguments` object to the data layer, as Google's snippet does. */
export type Gtag = (...args: unknown[]) => void;

export type ConsentModeValue = 'granted' | 'denied';

/** Google Consent Mode v2 signals this lib sets. */
export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  functionality_storage: ConsentModeValue;
  personalization_storage: ConsentModeValue;
  security_storage: ConsentModeValue;
}

/**
 * Scopes → Consent Mode: marketing drives the three ad signals, statistic `analytics_storage`,
 * optional the functionality and personalisation storage; security storage is obligatory.
 */
export function consentModeState(scopes: readonly ConsentScope[]): ConsentModeState {
  const value = (scope: ConsentScope): ConsentModeValue => (scopes.includes(scope) ? 'granted' : 'denied');
  return {
    ad_storage: value('marketing'),
    analytics_storage: value('statistic'),
    ad_user_data: value('marketing'),
    ad_personalization: value('marketing'),
    functionality_storage: value('optional'),
    personalization_storage: value('optional'),
    security_storage: 'granted',
  };
}

/** The defaults (everything but security denied); `wait_for_update` gives the CMP time to answer. */
export function consentModeDefaults(waitForUpdateMs = 500): ConsentModeState & { wait_for_update: number } {
  return { ...consentModeState(['obligatory']), wait_for_update: waitForUpdateMs };
}

/**
 * A `gtag` writing to `dataLayer`. It must push the `arguments` object itself: Google's tags read
 * gtag commands only from Arguments objects, not from arrays.
 */
export function createGtag(dataLayer: { push(...items: unknown[]): unknown }): Gtag {
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}

/** `gtag('consent', 'default', …)`: call before the tag manager loads (the app's inline head script). */
export function sendConsentModeDefaults(gtag: Gtag, waitForUpdateMs?: number): void {
  gtag('consent', 'default', consentModeDefaults(waitForUpdateMs));
}

/** `gtag('consent', 'update', …)` for the scopes now granted. */
export function sendConsentModeUpdate(gtag: Gtag, scopes: readonly ConsentScope[]): void {
  gtag('consent', 'update', consentModeState(scopes));
}

/**
 * The inline script for the page head: creates `dataLayer` and `gtag`, and sets the defaults before
 * any tag can run. Contains no user input.
 */
export function consentModeDefaultsScript(waitForUpdateMs = 500): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};',
    `window.gtag('consent','default',${JSON.stringify(consentModeDefaults(waitForUpdateMs))});`,
  ].join('');
}
