import { customEvent, type StandInWindow } from './fake-window';

export interface OneTrustStandInOptions {
  /** Groups the site's OneTrust configuration has. */
  groups?: string[];
  /** A returning visitor: their earlier choice of active groups (implies the banner was closed). */
  returning?: string[];
}

/**
 * A local OneTrust: `window.OneTrust` (AllowAll, RejectAll, UpdateConsent, ToggleInfoDisplay,
 * IsAlertBoxClosed, LoadBanner), `window.OnetrustActiveGroups` / `OptanonActiveGroups` as
 * `,C0001,…,` strings, a call of `window.OptanonWrapper` on load and after each choice, and the
 * `OneTrustGroupsUpdated` event whose `detail` lists the active groups — as the real SDK does.
 */
export function installOneTrustStandIn(win: StandInWindow, options: OneTrustStandInOptions = {}) {
  const groups = options.groups ?? ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'];
  let active = new Set(['C0001', ...(options.returning ?? [])]);
  let alertClosed = options.returning !== undefined;
  const state = { preferenceCenterOpen: false, bannerLoads: 0, updates: 0 };
  const publish = () => {
    const list = groups.filter((group) => active.has(group));
    win.OnetrustActiveGroups = `,${list.join(',')},`;
    win.OptanonActiveGroups = win.OnetrustActiveGroups;
    state.updates += 1;
    if (typeof win.OptanonWrapper === 'function') (win.OptanonWrapper as () => void)();
    win.dispatchEvent(customEvent('OneTrustGroupsUpdated', list));
  };
  const choose = (next: Iterable<string>) => {
    active = new Set(['C0001', ...next]);
    alertClosed = true;
    publish();
  };
  win.OneTrust = {
    AllowAll: () => choose(groups),
    RejectAll: () => choose([]),
    ToggleInfoDisplay: () => {
      state.preferenceCenterOpen = !state.preferenceCenterOpen;
    },
    IsAlertBoxClosed: () => alertClosed,
    UpdateConsent: (type: string, payload: string) => {
      const [group = '', on] = payload.split(':');
      if (type !== 'Category' || !groups.includes(group) || group === 'C0001') return;
      const next = new Set(active);
      if (on === '1') next.add(group);
      else next.delete(group);
      choose(next);
    },
    LoadBanner: () => {
      state.bannerLoads += 1;
    },
  };
  publish();
  return {
    state,
    /** The visitor changes their mind in OneTrust's own preference centre. */
    visitorChooses: (next: string[]) => choose(next),
  };
}
