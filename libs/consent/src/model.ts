import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { sendConsentModeUpdate, type Gtag } from './consent-mode';
import { sendProofOfConsent, type ProofOfConsentRequest } from './proof';
import { sameSnapshot, type ConsentScope, type ConsentSnapshot, type ConsentStatus } from './scopes';
import { consentSettingsFromSettings, defaultConsentSettings, type ConsentSettings, type ConsentSettingsProblem } from './settings';
import { createConsentStrategy } from './strategies/registry';
import type { ConsentLogger, ConsentStorage, ConsentStrategy, ConsentStrategyKind, ConsentWindow } from './strategies/types';

/** What the browser gives the model when it starts (nothing here exists on the server). */
export interface ConsentBrowser {
  window?: ConsentWindow | null;
  storage?: ConsentStorage | null;
  /** Receives `gtag('consent', 'update', …)` after every choice. */
  gtag?: Gtag | null;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  logger?: ConsentLogger;
  /** Replaces the strategy the settings name (tests, or a site with its own). */
  strategy?: ConsentStrategy;
  /** Where each choice is recorded as proof of consent (issue 12); nothing is sent without it. */
  proofEndpoint?: string | null;
  /** The page's language and path, read when a choice is recorded. */
  page?: () => { locale: string | null; pagePath: string | null };
}

export type ConsentAction = 'accept_all' | 'reject_all' | 'save_selected' | 'withdraw' | 'vendor';

/** One choice, for the proof-of-consent record and for whatever must react (scripts, cookies). */
export interface ConsentRecord {
  action: ConsentAction;
  strategy: ConsentStrategyKind;
  status: ConsentStatus;
  scopes: readonly ConsentScope[];
  /** The policy version in force when the choice was made. */
  policyVersion: string;
  /** ISO time. */
  at: string;
}

interface Runtime {
  strategy: ConsentStrategy;
  gtag: Gtag | null;
  unsubscribe: () => void;
  proofEndpoint: string | null;
  page: () => { locale: string | null; pagePath: string | null };
  logger: ConsentLogger | null;
}

/** The content service's settings arrived (only `consent.*` is read). */
export const consentSettingsReceived = createEvent<Record<string, string>>();
/** Start in the browser, after hydration. */
export const consentStarted = createEvent<ConsentBrowser>();
export const acceptAllClicked = createEvent();
export const rejectAllClicked = createEvent();
export const selectionSaved = createEvent<readonly ConsentScope[]>();
export const consentWithdrawn = createEvent();
/** The footer link: our preferences panel (basic) or the vendor's. */
export const preferencesReopened = createEvent();
export const preferencesClosed = createEvent();
/** A client-side navigation happened. */
export const consentPageChanged = createEvent();
/** Fired for every choice and withdrawal (ours or made in a vendor's dialog). */
export const consentChanged = createEvent<ConsentRecord>();

const snapshotApplied = createEvent<ConsentSnapshot>();
const vendorReported = createEvent<ConsentSnapshot>();
const settingsParsed = createEvent<{ settings: ConsentSettings; problems: ConsentSettingsProblem[] }>();

export const $consentSettings = createStore<ConsentSettings>(defaultConsentSettings, { sid: 'consent/$consentSettings' });
export const $consentSettingsProblems = createStore<readonly ConsentSettingsProblem[]>([], { sid: 'consent/$consentSettingsProblems' });
/** `unknown` until the browser has read the choice (so the server never renders a decision it cannot know). */
export const $consentStatus = createStore<ConsentStatus>('unknown', { sid: 'consent/$consentStatus' });
/** Always holds `obligatory`. */
export const $grantedScopes = createStore<readonly ConsentScope[]>(['obligatory'], { sid: 'consent/$grantedScopes' });
/** Policy version of the current choice (basic strategy), else `null`. */
export const $consentVersion = createStore<string | null>(null, { sid: 'consent/$consentVersion' });
export const $preferencesOpen = createStore(false, { sid: 'consent/$preferencesOpen' });
/** The last action that failed (e.g. "There is no localStorage"), cleared by the next success. */
export const $consentError = createStore<string | null>(null, { sid: 'consent/$consentError' });

const $runtime = createStore<Runtime | null>(null, { sid: 'consent/$runtime', serialize: 'ignore' });

/** `isGranted(scope)` for the current choice. */
export const $isGranted = $grantedScopes.map((scopes) => (scope: ConsentScope) => scopes.includes(scope));
/** B§4: our pending banner shows only for the basic strategy, once the browser knows nothing was chosen. */
export const $bannerVisible = combine(
  $consentSettings,
  $runtime,
  $consentStatus,
  $preferencesOpen,
  (settings, runtime, status, open) =>
    (runtime ? runtime.strategy.showsPendingBanner : settings.strategy === 'basic') && status === 'pending' && !open,
);
const $snapshot = combine($consentStatus, $grantedScopes, $consentVersion, (status, scopes, version): ConsentSnapshot => ({
  status,
  scopes,
  version,
}));

sample({ clock: consentSettingsReceived, fn: consentSettingsFromSettings, target: settingsParsed });
sample({ clock: settingsParsed, fn: (result) => result.settings, target: $consentSettings });
sample({ clock: settingsParsed, fn: (result) => result.problems, target: $consentSettingsProblems });

const startFx = attach({
  source: { settings: $consentSettings, previous: $runtime },
  effect: createEffect(({ settings, previous, browser }: { settings: ConsentSettings; previous: Runtime | null; browser: ConsentBrowser }) => {
    // Started again (hot reload, a second call): the earlier strategy stops listening.
    previous?.unsubscribe();
    const strategy =
      browser.strategy ??
      createConsentStrategy(settings.strategy, {
        window: browser.window ?? null,
        storage: browser.storage ?? null,
        storageKey: settings.storageKey,
        policyVersion: settings.policyVersion,
        oneTrustGroups: settings.oneTrustGroups,
        usercentricsCategories: settings.usercentricsCategories,
        ...(browser.setTimeout ? { setTimeout: browser.setTimeout } : {}),
        ...(browser.logger ? { logger: browser.logger } : {}),
      });
    const unsubscribe = strategy.subscribe(scopeBind(vendorReported, { safe: true }));
    const runtime: Runtime = {
      strategy,
      gtag: browser.gtag ?? null,
      unsubscribe,
      proofEndpoint: browser.proofEndpoint ?? null,
      page: browser.page ?? (() => ({ locale: null, pagePath: null })),
      logger: browser.logger ?? null,
    };
    return { runtime, snapshot: strategy.read() };
  }),
  mapParams: (browser: ConsentBrowser, source) => ({ ...source, browser }),
});

sample({ clock: consentStarted, target: startFx });
sample({ clock: startFx.doneData, fn: (result) => result.runtime, target: $runtime });
sample({ clock: startFx.doneData, fn: (result) => result.snapshot, target: snapshotApplied });

type ActionParams = { action: Exclude<ConsentAction, 'vendor'>; scopes?: readonly ConsentScope[] };

const actionFx = attach({
  source: { runtime: $runtime, settings: $consentSettings },
  effect: createEffect(
    async ({ runtime, settings, action, scopes }: ActionParams & { runtime: Runtime | null; settings: ConsentSettings }) => {
      if (runtime === null) throw new Error('Consent has not started');
      const { strategy } = runtime;
      const run = {
        accept_all: () => strategy.acceptAll(),
        reject_all: () => strategy.rejectAll(),
        save_selected: () => strategy.saveSelected(scopes ?? []),
        withdraw: () => strategy.withdraw(),
      } satisfies Record<ActionParams['action'], () => Promise<ConsentSnapshot>>;
      const snapshot = await run[action]();
      const record: ConsentRecord = {
        action,
        strategy: strategy.kind,
        status: snapshot.status,
        scopes: snapshot.scopes,
        policyVersion: settings.policyVersion,
        at: new Date().toISOString(),
      };
      return { snapshot, record };
    },
  ),
  mapParams: (params: ActionParams, source) => ({ ...params, ...source }),
});

sample({ clock: acceptAllClicked, fn: (): ActionParams => ({ action: 'accept_all' }), target: actionFx });
sample({ clock: rejectAllClicked, fn: (): ActionParams => ({ action: 'reject_all' }), target: actionFx });
sample({ clock: selectionSaved, fn: (scopes): ActionParams => ({ action: 'save_selected', scopes }), target: actionFx });
sample({ clock: consentWithdrawn, fn: (): ActionParams => ({ action: 'withdraw' }), target: actionFx });
sample({ clock: actionFx.doneData, fn: (result) => result.snapshot, target: snapshotApplied });
sample({ clock: actionFx.doneData, fn: (result) => result.record, target: consentChanged });
sample({ clock: actionFx.doneData, fn: () => false, target: $preferencesOpen });
sample({ clock: actionFx.done, fn: () => null, target: $consentError });
sample({ clock: [actionFx.failData, startFx.failData], fn: (error) => error.message, target: $consentError });

// A choice made in the vendor's own dialog (or another tab) counts once, when it changes something.
const vendorChanged = sample({
  clock: vendorReported,
  source: $snapshot,
  filter: (current, next) => !sameSnapshot(current, next),
  fn: (_, next) => next,
});
sample({ clock: vendorChanged, target: snapshotApplied });
sample({
  clock: vendorChanged,
  source: { runtime: $runtime, settings: $consentSettings },
  filter: ({ runtime }, next) => runtime !== null && (next.status === 'accepted' || next.status === 'rejected'),
  fn: ({ runtime, settings }, next): ConsentRecord => ({
    action: 'vendor',
    strategy: runtime?.strategy.kind ?? settings.strategy,
    status: next.status,
    scopes: next.scopes,
    policyVersion: settings.policyVersion,
    at: new Date().toISOString(),
  }),
  target: consentChanged,
});

sample({ clock: snapshotApplied, fn: (snapshot) => snapshot.status, target: $consentStatus });
sample({ clock: snapshotApplied, fn: (snapshot) => snapshot.scopes, target: $grantedScopes });
sample({ clock: snapshotApplied, fn: (snapshot) => snapshot.version, target: $consentVersion });

// Google Consent Mode: an update for every decided state (the defaults come from the head script).
const consentModeUpdateFx = attach({
  source: $runtime,
  effect: createEffect(({ gtag, scopes }: { gtag: Gtag | null; scopes: readonly ConsentScope[] }) => {
    if (gtag) sendConsentModeUpdate(gtag, scopes);
  }),
  mapParams: (scopes: readonly ConsentScope[], runtime) => ({ gtag: runtime?.gtag ?? null, scopes }),
});
sample({
  clock: snapshotApplied,
  filter: (snapshot) => snapshot.status === 'accepted' || snapshot.status === 'rejected',
  fn: (snapshot) => snapshot.scopes,
  target: consentModeUpdateFx,
});

const reopenVendorFx = attach({
  source: $runtime,
  effect: createEffect((runtime: Runtime | null) => runtime?.strategy.reopen()),
  mapParams: (_: void, runtime) => runtime,
});
const opensOwnPanel = (runtime: Runtime | null, settings: ConsentSettings) =>
  runtime ? runtime.strategy.showsPendingBanner : settings.strategy === 'basic';
sample({
  clock: preferencesReopened,
  source: { runtime: $runtime, settings: $consentSettings },
  filter: ({ runtime, settings }) => opensOwnPanel(runtime, settings),
  fn: () => true,
  target: $preferencesOpen,
});
sample({
  clock: preferencesReopened,
  source: { runtime: $runtime, settings: $consentSettings },
  filter: ({ runtime, settings }) => !opensOwnPanel(runtime, settings),
  fn: () => undefined,
  target: reopenVendorFx,
});
sample({ clock: preferencesClosed, fn: () => false, target: $preferencesOpen });

const pageChangedFx = attach({
  source: $runtime,
  effect: createEffect((runtime: Runtime | null) => runtime?.strategy.pageChanged?.()),
  mapParams: (_: void, runtime) => runtime,
});
sample({
  clock: consentPageChanged,
  source: $consentStatus,
  filter: (status) => status === 'pending',
  fn: () => undefined,
  target: pageChangedFx,
});

/** Records a choice on the server (the proof of consent); the site may replace the handler. */
export const proofOfConsentSentFx = createEffect((request: ProofOfConsentRequest) => sendProofOfConsent(request));
sample({
  clock: consentChanged,
  source: $runtime,
  filter: (runtime) => runtime !== null && runtime.proofEndpoint !== null,
  fn: (runtime, record): ProofOfConsentRequest => ({ endpoint: runtime?.proofEndpoint ?? '', record, ...runtime?.page() }),
  target: proofOfConsentSentFx,
});
const proofFailureLoggedFx = attach({
  source: $runtime,
  effect: createEffect(({ runtime, error }: { runtime: Runtime | null; error: Error }) => {
    runtime?.logger?.warn('proof of consent could not be recorded; the choice still applies', { error: error.message });
  }),
  mapParams: (error: Error, runtime) => ({ runtime, error }),
});
sample({ clock: proofOfConsentSentFx.failData, target: proofFailureLoggedFx });
