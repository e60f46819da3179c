import { decidedSnapshot, undecidedSnapshot, type ConsentSnapshot } from '../scopes';
import { requireVendor, vendorGlobal } from './vendor';
import { createNotifier, listen, sharedSubscription, type ConsentStrategy, type ConsentStrategyEnvironment } from './types';

/** The Cookiebot (uc.js) calls this adapter uses. */
export interface CookiebotApi {
  consent: { necessary: boolean; preferences: boolean; statistics: boolean; marketing: boolean };
  /** True once the visitor has answered (accepted or declined). */
  hasResponse: boolean;
  /** Shows the dialog again so the visitor can change their mind. */
  renew(): void;
  submitCustomConsent(preferences: boolean, statistics: boolean, marketing: boolean): void;
}

/** Window events Cookiebot dispatches when consent is given, refused or read back on load. */
export const COOKIEBOT_EVENTS = ['CookiebotOnAccept', 'CookiebotOnDecline', 'CookiebotOnConsentReady'] as const;

/** Cookiebot's categories: necessary → obligatory, preferences → optional, statistics → statistic, marketing → marketing. */
export function createCookiebotStrategy(environment: ConsentStrategyEnvironment): ConsentStrategy {
  const notifier = createNotifier();
  const read = (): ConsentSnapshot => {
    const cookiebot = vendorGlobal<CookiebotApi>(environment, 'Cookiebot');
    if (cookiebot === null) return undecidedSnapshot('unknown');
    if (!cookiebot.hasResponse) return undecidedSnapshot('pending');
    const { preferences, statistics, marketing } = cookiebot.consent;
    return decidedSnapshot([preferences && 'optional', statistics && 'statistic', marketing && 'marketing']);
  };
  const submit = (preferences: boolean, statistics: boolean, marketing: boolean) =>
    notifier.quietly(() => {
      requireVendor<CookiebotApi>(environment, 'Cookiebot').submitCustomConsent(preferences, statistics, marketing);
      return read();
    });
  return {
    kind: 'cookiebot',
    showsPendingBanner: false,
    read,
    acceptAll: () => submit(true, true, true),
    rejectAll: () => submit(false, false, false),
    saveSelected: (scopes) => submit(scopes.includes('optional'), scopes.includes('statistic'), scopes.includes('marketing')),
    withdraw: () => submit(false, false, false),
    reopen: async () => requireVendor<CookiebotApi>(environment, 'Cookiebot').renew(),
    subscribe: sharedSubscription(notifier, () =>
      environment.window ? listen(environment.window, COOKIEBOT_EVENTS, () => notifier.notify(read())) : () => undefined,
    ),
  };
}
