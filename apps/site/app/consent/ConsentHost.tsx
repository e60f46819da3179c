import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router';
import { ConsentBanner } from '@lux/chrome';
import {
  $bannerVisible,
  $consentError,
  $consentStatus,
  $grantedScopes,
  $preferencesOpen,
  acceptAllClicked,
  consentPageChanged,
  consentStarted,
  normaliseScopes,
  preferencesClosed,
  preferencesReopened,
  rejectAllClicked,
  selectionSaved,
  consentWithdrawn,
  type ConsentScope,
  type Gtag,
} from '@lux/consent';
import { useUiStrings } from '../i18n';
import { applyCampaignCookie, removeRefusedCookies } from './browser-cookies';

// Most visitors answer the banner and never open the preferences: their code is a chunk of its own.
const ConsentPreferences = lazy(() => import('./ConsentPreferencesChunk'));

/** The site's proof-of-consent endpoint (server.mjs proxies it to the forms service). */
export const CONSENT_ENDPOINT = '/api/consent';
/** Raised by the footer link (any part of the page may ask). */
export const CONSENT_PREFERENCES_EVENT = 'lux:consent-preferences';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (a privacy mode): the basic strategy reports "There is no localStorage".
    return null;
  }
}

const logger = {
  warn: (message: string, details?: Record<string, unknown>) =>
    console.warn(JSON.stringify({ level: 'warn', msg: message, ...details })),
};

/**
 * Runs the consent model in the browser and shows the basic strategy's banner and preferences. The
 * server renders nothing of it (it cannot know the choice): the banner appears after hydration, fixed
 * at the bottom, so it neither shifts the page nor becomes its largest paint.
 */
export function ConsentHost({ policyHref }: { policyHref: string }) {
  // The page's language only: the texts are part of its UI strings' chunk (ADR 031).
  const strings = useUiStrings().consent;
  const location = useLocation();
  const [status, bannerVisible, preferencesOpen, granted, error] = useUnit([
    $consentStatus,
    $bannerVisible,
    $preferencesOpen,
    $grantedScopes,
    $consentError,
  ]);
  const on = useUnit({
    started: consentStarted,
    pageChanged: consentPageChanged,
    acceptAll: acceptAllClicked,
    rejectAll: rejectAllClicked,
    save: selectionSaved,
    withdraw: consentWithdrawn,
    reopen: preferencesReopened,
    close: preferencesClosed,
  });
  // Escape sets the banner aside for this page; it is back on the next one until a choice is made.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  // The model's stores update React synchronously (useSyncExternalStore), so the banner's first render —
  // its styles made and flipped for RTL, since the server never rendered it — was one task of ~170 ms on
  // a desktop and ~400 ms on a throttled phone (ADR 018, decision 7). The deferred copy renders it in the
  // background instead, in slices the main thread can interleave.
  const showBanner = useDeferredValue(bannerVisible);
  const landing = useRef(typeof window === 'undefined' ? '' : window.location.search);

  useEffect(() => {
    // In a task of its own: hydration runs every effect of the page in one task, and starting consent
    // (reading storage and cookies, removing refused vendors' cookies, the vendor strategy) is the largest
    // of them — on a throttled phone it was ~35 ms of that task's blocking time (issue 16).
    const start = setTimeout(() =>
      on.started({
        window: window as unknown as Parameters<typeof on.started>[0]['window'],
        storage: browserStorage(),
        gtag: (window as unknown as { gtag?: Gtag }).gtag ?? null,
        logger,
        proofEndpoint: CONSENT_ENDPOINT,
        page: () => ({ locale: document.documentElement.lang || null, pagePath: window.location.pathname }),
      }),
    );
    const reopen = () => on.reopen();
    window.addEventListener(CONSENT_PREFERENCES_EVENT, reopen);
    return () => {
      clearTimeout(start);
      window.removeEventListener(CONSENT_PREFERENCES_EVENT, reopen);
    };
    // Started once per document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    on.pageChanged();
  }, [location.pathname, on]);

  // What was granted before this choice: a narrower choice removes the refused scopes' cookies and
  // reloads, because a tag that already runs cannot be stopped any other way.
  const decided = useRef<readonly ConsentScope[] | null>(null);
  useEffect(() => {
    if (status !== 'accepted' && status !== 'rejected' && status !== 'pending') return;
    const now = normaliseScopes(granted);
    const before = decided.current;
    decided.current = now;
    removeRefusedCookies(now);
    applyCampaignCookie(landing.current, now);
    if (before && before.some((scope) => !now.includes(scope))) window.location.reload();
  }, [status, granted]);

  return (
    <>
      {showBanner && bannerVisible && dismissedAt !== location.pathname ? (
        <ConsentBanner
          strings={strings}
          policyHref={policyHref || undefined}
          onAcceptAll={on.acceptAll}
          onRejectAll={on.rejectAll}
          onCustomise={on.reopen}
          onDismiss={() => setDismissedAt(location.pathname)}
          error={error ? strings.error : null}
        />
      ) : null}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences
            isOpen={preferencesOpen}
            strings={strings}
            granted={granted}
            onSave={on.save}
            onAcceptAll={on.acceptAll}
            onRejectAll={on.rejectAll}
            onClose={on.close}
            // Only something granted can be taken back; a withdrawal leaves obligatory alone (a refusal).
            onWithdraw={granted.some((scope) => scope !== 'obligatory') ? on.withdraw : undefined}
            error={error ? strings.error : null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
