import { allSettled, createWatch, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createGtag } from './consent-mode';
import {
  $bannerVisible,
  $consentError,
  $consentStatus,
  $consentVersion,
  $grantedScopes,
  $isGranted,
  $preferencesOpen,
  acceptAllClicked,
  consentChanged,
  consentPageChanged,
  consentSettingsReceived,
  consentStarted,
  consentWithdrawn,
  preferencesClosed,
  preferencesReopened,
  rejectAllClicked,
  selectionSaved,
  type ConsentRecord,
} from './model';
import { createNoneStrategy } from './strategies/basic';
import { createFakeWindow, installCookiebotStandIn, installOneTrustStandIn } from './testing';

/** The gtag commands pushed so far, as plain arrays. */
const commands = (dataLayer: unknown[]) => dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));

async function started(settings: Record<string, string> = {}, setUp?: (win: ReturnType<typeof createFakeWindow>) => void) {
  const win = createFakeWindow();
  setUp?.(win);
  const records: ConsentRecord[] = [];
  const scope = fork();
  // The app sends these records to the proof-of-consent endpoint; here they are only collected.
  createWatch({ unit: consentChanged, scope, fn: (record) => records.push(record) });
  await allSettled(consentSettingsReceived, { scope, params: settings });
  await allSettled(consentStarted, { scope, params: { window: win, storage: win.localStorage, gtag: createGtag(win.dataLayer) } });
  return { scope, win, records };
}

describe('consent model with the basic strategy', () => {
  it('knows nothing on the server: unknown, obligatory only, no banner', () => {
    const scope = fork();
    expect(scope.getState($consentStatus)).toBe('unknown');
    expect(scope.getState($grantedScopes)).toEqual(['obligatory']);
    expect(scope.getState($bannerVisible)).toBe(false);
    expect(scope.getState($isGranted)('obligatory')).toBe(true);
    expect(scope.getState($isGranted)('statistic')).toBe(false);
  });

  it('shows the banner for a first visit and sends no consent update before a choice', async () => {
    const { scope, win } = await started();
    expect(scope.getState($consentStatus)).toBe('pending');
    expect(scope.getState($bannerVisible)).toBe(true);
    expect(win.dataLayer).toEqual([]);
  });

  it('accept all: every scope, a record, a Consent Mode update, banner gone', async () => {
    const { scope, win, records } = await started({ 'consent.policy_version': '3' });
    await allSettled(acceptAllClicked, { scope });
    expect(scope.getState($consentStatus)).toBe('accepted');
    expect(scope.getState($isGranted)('marketing')).toBe(true);
    expect(scope.getState($consentVersion)).toBe('3');
    expect(scope.getState($bannerVisible)).toBe(false);
    expect(records.at(-1)).toMatchObject({ action: 'accept_all', strategy: 'basic', status: 'accepted', policyVersion: '3' });
    expect(commands(win.dataLayer)).toEqual([
      ['consent', 'update', expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })],
    ]);
    expect(Object.prototype.toString.call(win.dataLayer[0])).toBe('[object Arguments]');
  });

  it('save selected (statistics only), then withdraw', async () => {
    const { scope, win, records } = await started();
    await allSettled(selectionSaved, { scope, params: ['statistic'] });
    expect(scope.getState($grantedScopes)).toEqual(['obligatory', 'statistic']);
    expect(commands(win.dataLayer).at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    await allSettled(consentWithdrawn, { scope });
    expect(scope.getState($consentStatus)).toBe('rejected');
    expect(scope.getState($grantedScopes)).toEqual(['obligatory']);
    expect(commands(win.dataLayer).at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
    expect(records.map((r) => r.action)).toEqual(['save_selected', 'withdraw']);
  });

  it('reject all keeps the choice across a reload', async () => {
    const { scope, win } = await started();
    await allSettled(rejectAllClicked, { scope });
    const next = fork();
    await allSettled(consentStarted, { scope: next, params: { window: win, storage: win.localStorage } });
    expect(next.getState($consentStatus)).toBe('rejected');
    expect(next.getState($bannerVisible)).toBe(false);
  });

  it('asks again when the policy version changes', async () => {
    const { scope, win } = await started({ 'consent.policy_version': '1' });
    await allSettled(acceptAllClicked, { scope });
    const next = fork();
    await allSettled(consentSettingsReceived, { scope: next, params: { 'consent.policy_version': '2' } });
    await allSettled(consentStarted, { scope: next, params: { window: win, storage: win.localStorage } });
    expect(next.getState($consentStatus)).toBe('pending');
    expect(next.getState($bannerVisible)).toBe(true);
  });

  it('reopens our own preferences panel from the footer link', async () => {
    const { scope } = await started();
    await allSettled(acceptAllClicked, { scope });
    await allSettled(preferencesReopened, { scope });
    expect(scope.getState($preferencesOpen)).toBe(true);
    await allSettled(preferencesClosed, { scope });
    expect(scope.getState($preferencesOpen)).toBe(false);
    await allSettled(preferencesReopened, { scope });
    await allSettled(selectionSaved, { scope, params: ['optional'] });
    expect(scope.getState($preferencesOpen)).toBe(false);
  });

  it('reports "There is no localStorage" when the browser has none', async () => {
    const scope = fork();
    await allSettled(consentStarted, { scope, params: { storage: null } });
    expect(scope.getState($consentStatus)).toBe('unknown');
    await allSettled(acceptAllClicked, { scope });
    expect(scope.getState($consentError)).toBe('There is no localStorage');
    expect(scope.getState($consentStatus)).toBe('unknown');
  });

  it('refuses choices before it has started', async () => {
    const scope = fork();
    await allSettled(acceptAllClicked, { scope });
    expect(scope.getState($consentError)).toBe('Consent has not started');
  });

  it('serialises plain state under stable sids, never the runtime', async () => {
    const { scope } = await started();
    await allSettled(selectionSaved, { scope, params: ['marketing'] });
    const json = JSON.parse(JSON.stringify(serialize(scope))) as Record<string, unknown>;
    expect(Object.keys(json).every((sid) => sid.startsWith('consent/'))).toBe(true);
    expect(json).not.toHaveProperty('consent/$runtime');
    const client = fork({ values: json });
    expect(client.getState($grantedScopes)).toEqual(['obligatory', 'marketing']);
  });
});

describe('consent model lifecycle', () => {
  it('stops listening to the earlier strategy when started again', async () => {
    const unsubscribe = vi.fn();
    const strategy = { ...createNoneStrategy(), subscribe: vi.fn(() => unsubscribe) };
    const scope = fork();
    await allSettled(consentStarted, { scope, params: { strategy } });
    expect(unsubscribe).not.toHaveBeenCalled();
    await allSettled(consentStarted, { scope, params: { strategy } });
    expect(strategy.subscribe).toHaveBeenCalledTimes(2);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('follows the banner rule of a strategy the site passes in', async () => {
    const scope = fork();
    const strategy = { ...createNoneStrategy(), read: () => ({ status: 'pending' as const, scopes: ['obligatory' as const], version: null }) };
    await allSettled(consentStarted, { scope, params: { strategy } });
    expect(scope.getState($bannerVisible)).toBe(false);
  });
});

describe('consent model with a vendor', () => {
  it('never shows our banner, and opens the vendor dialog from the footer link', async () => {
    let dialog = { dialogShown: 0 };
    const { scope } = await started({ 'consent.strategy': 'cookiebot' }, (win) => {
      dialog = installCookiebotStandIn(win).state;
    });
    expect(scope.getState($consentStatus)).toBe('pending');
    expect(scope.getState($bannerVisible)).toBe(false);
    await allSettled(preferencesReopened, { scope });
    expect(dialog.dialogShown).toBe(1);
    expect(scope.getState($preferencesOpen)).toBe(false);
  });

  it('records a choice made in the vendor dialog once, and updates Consent Mode', async () => {
    let standIn: ReturnType<typeof installOneTrustStandIn> | null = null;
    const { scope, win, records } = await started({ 'consent.strategy': 'onetrust' }, (w) => {
      standIn = installOneTrustStandIn(w);
    });
    standIn!.visitorChooses(['C0002']);
    await allSettled(scope);
    expect(scope.getState($grantedScopes)).toEqual(['obligatory', 'optional', 'statistic']);
    expect(records).toEqual([expect.objectContaining({ action: 'vendor', strategy: 'onetrust', status: 'accepted' })]);
    expect(commands(win.dataLayer).at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    await allSettled(acceptAllClicked, { scope });
    expect(records.map((r) => r.action)).toEqual(['vendor', 'accept_all']);
  });

  it('reloads the OneTrust banner after a navigation only while undecided', async () => {
    const timers: (() => void)[] = [];
    let state = { bannerLoads: 0 };
    const win = createFakeWindow();
    state = installOneTrustStandIn(win).state;
    const scope = fork();
    await allSettled(consentSettingsReceived, { scope, params: { 'consent.strategy': 'onetrust' } });
    await allSettled(consentStarted, { scope, params: { window: win, setTimeout: (fn) => timers.push(fn) } });
    const navigation = allSettled(consentPageChanged, { scope });
    timers.shift()?.();
    await navigation;
    expect(state.bannerLoads).toBe(1);
    await allSettled(acceptAllClicked, { scope });
    await allSettled(consentPageChanged, { scope });
    expect(timers).toEqual([]);
  });
});
