import { decidedSnapshot, undecidedSnapshot, type ConsentScope, type ConsentSnapshot } from '../scopes';
import { categoryAllowed, requireVendor, scopesForCategories, vendorGlobal } from './vendor';
import { createNotifier, listen, sharedSubscription, type ConsentStrategy, type ConsentStrategyEnvironment } from './types';

/** The OneTrust (Optanon) SDK calls this adapter uses. */
export interface OneTrustApi {
  AllowAll(): void;
  RejectAll(): void;
  /** Opens and closes the preference centre. */
  ToggleInfoDisplay(): void;
  IsAlertBoxClosed(): boolean;
  /** `UpdateConsent('Category', 'C0002:1')`. */
  UpdateConsent(type: 'Category', payload: string): void;
  /** Shows the banner again (single-page apps call it after navigation). */
  LoadBanner?(): void;
}

/**
 * OneTrust group → scopes. B§9 fixes C0001 → obligatory and C0002, C0004 → optional. OneTrust's
 * standard meaning of those groups (C0002 performance, C0004 targeting) adds `statistic` and
 * `marketing`, or analytics and ads could never run on a OneTrust site; C0003 (functional) is
 * optional, C0005 (social media) marketing. A site may pass its own mapping.
 */
export const DEFAULT_ONETRUST_GROUPS: Readonly<Record<string, readonly ConsentScope[]>> = Object.freeze({
  C0001: ['obligatory'],
  C0002: ['optional', 'statistic'],
  C0003: ['optional'],
  C0004: ['optional', 'marketing'],
  C0005: ['marketing'],
});

/** B§9: wait before asking OneTrust to show its banner again. */
export const ONETRUST_BANNER_RELOAD_DELAY_MS = 1000;

/** `",C0001,C0003,"` → `['C0001', 'C0003']`. */
export function parseOneTrustGroups(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',').map((group) => group.trim()).filter(Boolean) : [];
}

export function createOneTrustStrategy(environment: ConsentStrategyEnvironment): ConsentStrategy {
  const mapping = environment.oneTrustGroups ?? DEFAULT_ONETRUST_GROUPS;
  const notifier = createNotifier();
  const win = environment.window ?? null;
  const api = () => requireVendor<OneTrustApi>(environment, 'OneTrust');

  const read = (): ConsentSnapshot => {
    const oneTrust = vendorGlobal<OneTrustApi>(environment, 'OneTrust');
    if (oneTrust === null) return undecidedSnapshot('unknown');
    // Undecided means obligatory only, even where OneTrust is set up for implied consent.
    if (!oneTrust.IsAlertBoxClosed()) return undecidedSnapshot('pending');
    return decidedSnapshot(scopesForCategories(parseOneTrustGroups(win?.OnetrustActiveGroups), mapping));
  };
  const act = (action: (oneTrust: OneTrustApi) => void) => notifier.quietly(() => {
    action(api());
    return read();
  });

  const attach = () => {
    if (!win) return () => undefined;
    const unlisten = listen(win, ['OneTrustGroupsUpdated'], () => notifier.notify(read()));
    // OneTrust calls `window.OptanonWrapper` when it loads and after every choice; keep the site's own.
    const previous = win.OptanonWrapper;
    const wrapper = function OptanonWrapper(this: unknown, ...args: unknown[]) {
      if (typeof previous === 'function') previous.apply(this, args);
      notifier.notify(read());
    };
    win.OptanonWrapper = wrapper;
    return () => {
      unlisten();
      if (win.OptanonWrapper === wrapper) win.OptanonWrapper = previous;
    };
  };

  return {
    kind: 'onetrust',
    showsPendingBanner: false,
    read,
    acceptAll: () => act((oneTrust) => oneTrust.AllowAll()),
    rejectAll: () => act((oneTrust) => oneTrust.RejectAll()),
    saveSelected: (selected) =>
      act((oneTrust) => {
        for (const [group, scopes] of Object.entries(mapping)) {
          if (scopes.includes('obligatory')) continue;
          oneTrust.UpdateConsent('Category', `${group}:${categoryAllowed(scopes, selected) ? 1 : 0}`);
        }
      }),
    withdraw: () => act((oneTrust) => oneTrust.RejectAll()),
    reopen: async () => api().ToggleInfoDisplay(),
    /** B§9: after a client-side navigation, show the banner again once OneTrust has settled (1000 ms). */
    pageChanged: () =>
      new Promise<void>((resolve) => {
        const schedule = environment.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
        schedule(() => {
          vendorGlobal<OneTrustApi>(environment, 'OneTrust')?.LoadBanner?.();
          resolve();
        }, ONETRUST_BANNER_RELOAD_DELAY_MS);
      }),
    subscribe: sharedSubscription(notifier, attach),
  };
}
