import { decidedSnapshot, undecidedSnapshot, type ConsentScope, type ConsentSnapshot } from '../scopes';
import { hasCookie, requireVendor, vendorGlobal } from './vendor';
import { createNotifier, listen, sharedSubscription, type ConsentStrategy, type ConsentStrategyEnvironment } from './types';

/** The Cookie Information (uc.js) calls this adapter uses. */
export interface CookieInformationApi {
  getConsentGivenFor(category: string): boolean;
  submitAllCategories(): void;
  declineAllCategories(): void;
  changeCategoryConsentDecision(category: string, decision: boolean): void;
  /** Saves the decisions changed with `changeCategoryConsentDecision`. */
  submitConsent(): void;
  /** Shows the banner again. */
  renew(): void;
}

/** Cookie Information's categories, one per scope. */
export const COOKIE_INFORMATION_CATEGORIES = {
  obligatory: 'cookie_cat_necessary',
  optional: 'cookie_cat_functional',
  statistic: 'cookie_cat_statistic',
  marketing: 'cookie_cat_marketing',
  unclassified: 'cookie_cat_unclassified',
} as const satisfies Record<ConsentScope, string>;

/** The cookie Cookie Information keeps the decision in; no cookie means no decision yet. */
export const COOKIE_INFORMATION_COOKIE = 'CookieInformationConsent';
export const COOKIE_INFORMATION_EVENT = 'CookieInformationConsentGiven';

export function createCookieInformationStrategy(environment: ConsentStrategyEnvironment): ConsentStrategy {
  const notifier = createNotifier();
  const categories = Object.entries(COOKIE_INFORMATION_CATEGORIES) as [ConsentScope, string][];
  const read = (): ConsentSnapshot => {
    const api = vendorGlobal<CookieInformationApi>(environment, 'CookieInformation');
    if (api === null) return undecidedSnapshot('unknown');
    if (!hasCookie(environment.window, COOKIE_INFORMATION_COOKIE)) return undecidedSnapshot('pending');
    return decidedSnapshot(categories.filter(([, category]) => api.getConsentGivenFor(category)).map(([scope]) => scope));
  };
  const act = (action: (api: CookieInformationApi) => void) =>
    notifier.quietly(() => {
      action(requireVendor<CookieInformationApi>(environment, 'CookieInformation'));
      return read();
    });
  return {
    kind: 'cookie-information',
    showsPendingBanner: false,
    read,
    acceptAll: () => act((api) => api.submitAllCategories()),
    rejectAll: () => act((api) => api.declineAllCategories()),
    saveSelected: (scopes) =>
      act((api) => {
        for (const [scope, category] of categories) {
          if (scope !== 'obligatory') api.changeCategoryConsentDecision(category, scopes.includes(scope));
        }
        api.submitConsent();
      }),
    withdraw: () => act((api) => api.declineAllCategories()),
    reopen: async () => requireVendor<CookieInformationApi>(environment, 'CookieInformation').renew(),
    subscribe: sharedSubscription(notifier, () =>
      environment.window ? listen(environment.window, [COOKIE_INFORMATION_EVENT], () => notifier.notify(read())) : () => undefined,
    ),
  };
}
