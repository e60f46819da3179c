import type { CookiebotApi } from '../strategies/cookiebot';
import { customEvent, type StandInWindow } from './fake-window';

/**
 * A local Cookiebot: `window.Cookiebot` with `consent.{necessary,preferences,statistics,marketing}`,
 * `hasResponse`, `consented`, `declined`, `renew()` and `submitCustomConsent()`, dispatching
 * `CookiebotOnAccept` or `CookiebotOnDecline` on the window after each answer.
 */
export function installCookiebotStandIn(win: StandInWindow, options: { returning?: Partial<CookiebotApi['consent']> } = {}) {
  const state = { dialogShown: 0 };
  const cookiebot = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false, ...options.returning },
    hasResponse: options.returning !== undefined,
    consented: false,
    declined: false,
    renew: () => {
      state.dialogShown += 1;
    },
    submitCustomConsent: (preferences: boolean, statistics: boolean, marketing: boolean) => {
      Object.assign(cookiebot.consent, { preferences, statistics, marketing });
      cookiebot.hasResponse = true;
      cookiebot.consented = preferences || statistics || marketing;
      cookiebot.declined = !cookiebot.consented;
      win.dispatchEvent(customEvent(cookiebot.consented ? 'CookiebotOnAccept' : 'CookiebotOnDecline'));
    },
  };
  win.Cookiebot = cookiebot;
  return {
    state,
    /** The visitor answers in Cookiebot's own dialog. */
    visitorChooses: (preferences: boolean, statistics: boolean, marketing: boolean) =>
      cookiebot.submitCustomConsent(preferences, statistics, marketing),
  };
}
