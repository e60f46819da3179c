import { describe, expect, it, vi } from 'vitest';
import type { ConsentScope } from '../scopes';
import {
  createFakeWindow,
  installCookiebotStandIn,
  installCookieInformationStandIn,
  installOneTrustStandIn,
  installUsercentricsStandIn,
  type FakeWindow,
} from '../testing';
import { createCookieInformationStrategy } from './cookie-information';
import { createCookiebotStrategy } from './cookiebot';
import { createOneTrustStrategy, parseOneTrustGroups } from './onetrust';
import type { ConsentStrategy } from './types';
import { createUsercentricsStrategy } from './usercentrics';

interface VendorCase {
  name: string;
  global: string;
  create(win: FakeWindow): ConsentStrategy;
  install(win: FakeWindow): { visitorChooses(): void; reopened(): number };
  /** Scopes "accept all" grants with the vendor's categories. */
  all: ConsentScope[];
  /** What the visitor's own later choice (`visitorChooses`) grants. */
  later: ConsentScope[];
}

const vendors: VendorCase[] = [
  {
    name: 'OneTrust',
    global: 'OneTrust',
    create: (win) => createOneTrustStrategy({ window: win }),
    install: (win) => {
      const standIn = installOneTrustStandIn(win);
      return { visitorChooses: () => standIn.visitorChooses(['C0003']), reopened: () => Number(standIn.state.preferenceCenterOpen) };
    },
    all: ['obligatory', 'optional', 'statistic', 'marketing'],
    later: ['obligatory', 'optional'],
  },
  {
    name: 'Cookiebot',
    global: 'Cookiebot',
    create: (win) => createCookiebotStrategy({ window: win }),
    install: (win) => {
      const standIn = installCookiebotStandIn(win);
      return { visitorChooses: () => standIn.visitorChooses(false, true, false), reopened: () => standIn.state.dialogShown };
    },
    all: ['obligatory', 'optional', 'statistic', 'marketing'],
    later: ['obligatory', 'statistic'],
  },
  {
    name: 'Cookie Information',
    global: 'CookieInformation',
    create: (win) => createCookieInformationStrategy({ window: win }),
    install: (win) => {
      const standIn = installCookieInformationStandIn(win);
      return { visitorChooses: () => standIn.visitorChooses(['cookie_cat_marketing']), reopened: () => standIn.state.bannerShown };
    },
    all: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
    later: ['obligatory', 'marketing'],
  },
  {
    name: 'Usercentrics',
    global: 'UC_UI',
    create: (win) => createUsercentricsStrategy({ window: win, storage: win.localStorage }),
    install: (win) => {
      const standIn = installUsercentricsStandIn(win);
      return { visitorChooses: () => standIn.visitorChooses(['BJz7qNsdj-7']), reopened: () => standIn.state.secondLayerShown };
    },
    all: ['obligatory', 'optional', 'statistic', 'marketing'],
    later: ['obligatory', 'optional'],
  },
];

describe.each(vendors)('$name adapter against its stand-in', (vendor) => {
  const setUp = () => {
    const win = createFakeWindow();
    const standIn = vendor.install(win);
    return { win, standIn, strategy: vendor.create(win) };
  };

  it('reads unknown before the vendor script has loaded, and refuses to act', async () => {
    const strategy = vendor.create(createFakeWindow());
    expect(strategy.read()).toEqual({ status: 'unknown', scopes: ['obligatory'], version: null });
    await expect(strategy.acceptAll()).rejects.toThrow(`${vendor.global} is not loaded`);
  });

  it('reads pending before the visitor answers, and never shows our banner', () => {
    const { strategy } = setUp();
    expect(strategy.read().status).toBe('pending');
    expect(strategy.read().scopes).toEqual(['obligatory']);
    expect(strategy.showsPendingBanner).toBe(false);
  });

  it('accepts all', async () => {
    const { strategy } = setUp();
    expect(await strategy.acceptAll()).toEqual({ status: 'accepted', scopes: vendor.all, version: null });
    expect(strategy.read().scopes).toEqual(vendor.all);
  });

  it('denies all', async () => {
    const { strategy } = setUp();
    await strategy.acceptAll();
    expect(await strategy.rejectAll()).toEqual({ status: 'rejected', scopes: ['obligatory'], version: null });
  });

  it('saves a selection, granting no more than was selected', async () => {
    const { strategy } = setUp();
    const snapshot = await strategy.saveSelected(['obligatory', 'optional', 'statistic']);
    expect(snapshot.status).toBe('accepted');
    expect(snapshot.scopes).not.toContain('marketing');
    expect(snapshot.scopes).toContain('optional');
    expect(await strategy.saveSelected([])).toEqual({ status: 'rejected', scopes: ['obligatory'], version: null });
  });

  it('withdraws every non-obligatory scope', async () => {
    const { strategy } = setUp();
    await strategy.acceptAll();
    expect((await strategy.withdraw()).scopes).toEqual(['obligatory']);
  });

  it('reports a change made later in the vendor dialog, not its own actions', async () => {
    const { strategy, standIn } = setUp();
    const listener = vi.fn();
    const unsubscribe = strategy.subscribe(listener);
    await strategy.acceptAll();
    expect(listener).not.toHaveBeenCalled();
    standIn.visitorChooses();
    expect(listener).toHaveBeenLastCalledWith({ status: 'accepted', scopes: vendor.later, version: null });
    unsubscribe();
    listener.mockClear();
    standIn.visitorChooses();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reopens the vendor preferences', async () => {
    const { strategy, standIn } = setUp();
    await strategy.reopen();
    expect(standIn.reopened()).toBe(1);
  });
});

describe('OneTrust specifics', () => {
  it('parses active-group strings', () => {
    expect(parseOneTrustGroups(',C0001,C0003,')).toEqual(['C0001', 'C0003']);
    expect(parseOneTrustGroups(undefined)).toEqual([]);
  });

  it('maps groups per B§9: C0001 obligatory, C0002 and C0004 optional (plus their standard meaning)', () => {
    const win = createFakeWindow();
    installOneTrustStandIn(win, { returning: ['C0002'] });
    expect(createOneTrustStrategy({ window: win }).read().scopes).toEqual(['obligatory', 'optional', 'statistic']);
    const only = createFakeWindow();
    installOneTrustStandIn(only, { returning: ['C0004'] });
    expect(createOneTrustStrategy({ window: only }).read().scopes).toEqual(['obligatory', 'optional', 'marketing']);
  });

  it('follows a site mapping, e.g. the bare spec mapping', () => {
    const win = createFakeWindow();
    installOneTrustStandIn(win, { returning: ['C0002', 'C0004'] });
    const strategy = createOneTrustStrategy({ window: win, oneTrustGroups: { C0001: ['obligatory'], C0002: ['optional'], C0004: ['optional'] } });
    expect(strategy.read()).toEqual({ status: 'accepted', scopes: ['obligatory', 'optional'], version: null });
  });

  it('keeps the site OptanonWrapper and is notified through it when OneTrust loads late', () => {
    const win = createFakeWindow();
    const siteWrapper = vi.fn();
    win.OptanonWrapper = siteWrapper;
    const strategy = createOneTrustStrategy({ window: win });
    const listener = vi.fn();
    const unsubscribe = strategy.subscribe(listener);
    expect(strategy.read().status).toBe('unknown');
    installOneTrustStandIn(win, { returning: ['C0003'] });
    expect(siteWrapper).toHaveBeenCalled();
    expect(listener).toHaveBeenCalledWith({ status: 'accepted', scopes: ['obligatory', 'optional'], version: null });
    unsubscribe();
    expect(win.OptanonWrapper).toBe(siteWrapper);
  });

  it('grants only obligatory while undecided, even with implied-consent groups active', () => {
    const win = createFakeWindow();
    installOneTrustStandIn(win);
    win.OnetrustActiveGroups = ',C0001,C0002,C0004,';
    expect(createOneTrustStrategy({ window: win }).read()).toEqual({ status: 'pending', scopes: ['obligatory'], version: null });
  });

  it('reloads the banner 1000 ms after a navigation (B§9)', async () => {
    vi.useFakeTimers();
    try {
      const win = createFakeWindow();
      const standIn = installOneTrustStandIn(win);
      const done = createOneTrustStrategy({ window: win }).pageChanged?.();
      await vi.advanceTimersByTimeAsync(999);
      expect(standIn.state.bannerLoads).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(standIn.state.bannerLoads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Usercentrics specifics', () => {
  it('counts a category as granted only when all its services are', async () => {
    const win = createFakeWindow();
    installUsercentricsStandIn(win);
    const strategy = createUsercentricsStrategy({ window: win, storage: win.localStorage });
    await (win.UC_UI as { acceptServices(ids: string[]): Promise<void> }).acceptServices(['S1_9Vsuj-Q']);
    expect(strategy.read().scopes).toEqual(['obligatory']);
  });
});
