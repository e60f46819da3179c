import { COOKIE_INFORMATION_CATEGORIES, COOKIE_INFORMATION_COOKIE, COOKIE_INFORMATION_EVENT } from '../strategies/cookie-information';
import { customEvent, type StandInWindow } from './fake-window';

const categories: string[] = Object.values(COOKIE_INFORMATION_CATEGORIES);
const necessary = COOKIE_INFORMATION_CATEGORIES.obligatory;

/**
 * A local Cookie Information: `window.CookieInformation` with `getConsentGivenFor`,
 * `submitAllCategories`, `declineAllCategories`, `changeCategoryConsentDecision` + `submitConsent`,
 * and `renew`; the decision is kept in the `CookieInformationConsent` cookie and announced with the
 * `CookieInformationConsentGiven` window event.
 */
export function installCookieInformationStandIn(win: StandInWindow & { document: { cookie: string } }) {
  const state = { bannerShown: 0 };
  let given = new Set<string>();
  const pending = new Map<string, boolean>();
  const save = (next: Iterable<string>) => {
    given = new Set([necessary, ...next]);
    win.document.cookie = `${COOKIE_INFORMATION_COOKIE}=${encodeURIComponent(JSON.stringify({ consents_approved: [...given] }))}; Path=/`;
    win.dispatchEvent(customEvent(COOKIE_INFORMATION_EVENT));
  };
  win.CookieInformation = {
    getConsentGivenFor: (category: string) => given.has(category),
    submitAllCategories: () => save(categories),
    declineAllCategories: () => save([]),
    changeCategoryConsentDecision: (category: string, decision: boolean) => {
      if (categories.includes(category)) pending.set(category, decision);
    },
    submitConsent: () => {
      const next = new Set(given);
      for (const [category, decision] of pending) {
        if (decision) next.add(category);
        else next.delete(category);
      }
      pending.clear();
      save(next);
    },
    renew: () => {
      state.bannerShown += 1;
    },
  };
  return { state, visitorChooses: (next: string[]) => save(next) };
}
