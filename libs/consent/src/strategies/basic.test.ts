import { describe, expect, it, vi } from 'vitest';
import { CONSENT_SCOPES } from '../scopes';
import { createFakeWindow, customEvent, FakeStorage } from '../testing';
import { createBasicStrategy, createNoneStrategy, NO_LOCAL_STORAGE_MESSAGE, parseStoredConsent } from './basic';
import { consentStrategyFactories, createConsentStrategy, parseConsentStrategyKind } from './registry';
import { CONSENT_STRATEGY_KINDS } from './types';

describe('basic strategy', () => {
  const setUp = (policyVersion = '1') => {
    const storage = new FakeStorage();
    return { storage, strategy: createBasicStrategy({ storage, policyVersion }) };
  };

  it('is pending with nothing stored, and shows our banner', () => {
    const { strategy } = setUp();
    expect(strategy.read()).toEqual({ status: 'pending', scopes: ['obligatory'], version: null });
    expect(strategy.showsPendingBanner).toBe(true);
  });

  it('stores the choice under cookieConsentStatus (B§9) with the policy version', async () => {
    const { storage, strategy } = setUp('2026-11');
    expect(await strategy.acceptAll()).toEqual({ status: 'accepted', scopes: [...CONSENT_SCOPES], version: '2026-11' });
    const stored = JSON.parse(storage.getItem('cookieConsentStatus') ?? 'null');
    expect(stored).toMatchObject({ status: 'accepted', scopes: [...CONSENT_SCOPES], version: '2026-11' });
    expect(Date.parse(stored.decidedAt)).not.toBeNaN();
    expect(strategy.read().status).toBe('accepted');
  });

  it('uses a configured key', async () => {
    const storage = new FakeStorage();
    await createBasicStrategy({ storage, storageKey: 'consent_v2' }).rejectAll();
    expect(storage.getItem('consent_v2')).toContain('"rejected"');
    expect(storage.getItem('cookieConsentStatus')).toBeNull();
  });

  it.each([
    ['rejectAll', [], 'rejected', ['obligatory']],
    ['saveSelected', ['statistic'], 'accepted', ['obligatory', 'statistic']],
    ['saveSelected', ['obligatory'], 'rejected', ['obligatory']],
    ['saveSelected', ['marketing', 'nonsense', 'optional'], 'accepted', ['obligatory', 'optional', 'marketing']],
    ['withdraw', [], 'rejected', ['obligatory']],
  ] as const)('%s(%j) → %s %j', async (action, scopes, status, granted) => {
    const { strategy } = setUp();
    await strategy.acceptAll();
    const snapshot = action === 'saveSelected' ? await strategy.saveSelected(scopes as never) : await strategy[action]();
    expect(snapshot).toEqual({ status, scopes: granted, version: '1' });
    expect(strategy.read()).toEqual(snapshot);
  });

  it('asks again when the policy version changes', async () => {
    const storage = new FakeStorage();
    await createBasicStrategy({ storage, policyVersion: '1' }).acceptAll();
    expect(createBasicStrategy({ storage, policyVersion: '1' }).read().status).toBe('accepted');
    expect(createBasicStrategy({ storage, policyVersion: '2' }).read()).toEqual({ status: 'pending', scopes: ['obligatory'], version: null });
  });

  it('reads the bare strings older sites stored, and treats garbage as no choice', () => {
    expect(parseStoredConsent('accepted')?.scopes).toEqual([...CONSENT_SCOPES]);
    expect(parseStoredConsent('rejected')?.scopes).toEqual(['obligatory']);
    for (const raw of ['{', 'null', '[]', '{"scopes":1}', 'yes']) expect(parseStoredConsent(raw)).toBeNull();
    const storage = new FakeStorage();
    storage.setItem('cookieConsentStatus', 'accepted');
    expect(createBasicStrategy({ storage }).read().status).toBe('accepted');
    expect(createBasicStrategy({ storage, policyVersion: '1' }).read().status).toBe('pending');
  });

  it('without local storage reads unknown and fails with "There is no localStorage" (B§8)', async () => {
    const strategy = createBasicStrategy({ storage: null });
    expect(strategy.read().status).toBe('unknown');
    await expect(strategy.acceptAll()).rejects.toThrow(NO_LOCAL_STORAGE_MESSAGE);
    expect(NO_LOCAL_STORAGE_MESSAGE).toBe('There is no localStorage');
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined, removeItem: () => undefined };
    expect(createBasicStrategy({ storage: throwing }).read().status).toBe('unknown');
  });

  it('hears a choice made in another tab', async () => {
    const win = createFakeWindow();
    const strategy = createBasicStrategy({ storage: win.localStorage, window: win });
    const listener = vi.fn();
    strategy.subscribe(listener);
    await createBasicStrategy({ storage: win.localStorage }).saveSelected(['statistic']);
    win.dispatchEvent(Object.assign(customEvent('storage'), { key: 'cookieConsentStatus' }));
    expect(listener).toHaveBeenCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'], version: null });
    win.dispatchEvent(Object.assign(customEvent('storage'), { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('none strategy', () => {
  it('is always accepted, whatever is clicked, with no banner', async () => {
    const strategy = createNoneStrategy();
    expect(strategy.read()).toEqual({ status: 'accepted', scopes: [...CONSENT_SCOPES], version: null });
    expect((await strategy.rejectAll()).status).toBe('accepted');
    expect((await strategy.withdraw()).scopes).toEqual([...CONSENT_SCOPES]);
    expect(strategy.showsPendingBanner).toBe(false);
  });
});

describe('strategy registry', () => {
  it('has a factory for every kind, and only the basic one shows our banner (B§4)', () => {
    expect(Object.keys(consentStrategyFactories).sort()).toEqual([...CONSENT_STRATEGY_KINDS].sort());
    for (const kind of CONSENT_STRATEGY_KINDS) {
      const strategy = createConsentStrategy(kind, { storage: new FakeStorage() });
      expect(strategy.kind).toBe(kind);
      expect(strategy.showsPendingBanner).toBe(kind === 'basic');
    }
  });

  it.each([
    ['basic', 'basic'],
    [' OneTrust ', 'onetrust'],
    ['cookie_information', 'cookie-information'],
    ['Cookie Information', 'cookie-information'],
    ['CookieBot', 'cookiebot'],
    ['UserCentrics', 'usercentrics'],
    ['NONE', 'none'],
    ['didomi', null],
    ['', null],
    [42, null],
  ])('parses %j as %j', (value, kind) => {
    expect(parseConsentStrategyKind(value)).toBe(kind);
  });
});
