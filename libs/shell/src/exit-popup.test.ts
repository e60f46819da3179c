import { allSettled, createStore, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  $exitPopupVisible,
  $pendingExit,
  disabledExitPopup,
  exitCancelled,
  exitConfirmed,
  exitPopupApplies,
  exitPopupConfigFromJson,
  exitPopupConfigFromSettings,
  exitPopupConfigured,
  exitProceeded,
  navigationRequested,
  type ExitPopupConfig,
  type PendingExit,
} from './exit-popup';

const config: ExitPopupConfig = {
  ...disabledExitPopup,
  enabled: true,
  title: 'You are leaving Lux',
  whitelist: ['https://*'],
  blacklist: ['https://*.lux.example/*', 'https://partner.example/safe*'],
};

async function setup() {
  const scope = fork();
  await allSettled(exitPopupConfigured, { scope, params: config });
  return scope;
}

describe('exit popup model (B§4)', () => {
  it('opens for a whitelisted, not blacklisted address', async () => {
    const scope = await setup();
    await allSettled(navigationRequested, { scope, params: { url: 'https://dealer.example/stock', target: '_blank' } });
    expect(scope.getState($exitPopupVisible)).toBe(true);
    expect(scope.getState($pendingExit)).toEqual({ url: 'https://dealer.example/stock', target: '_blank' });
  });

  it('stays closed for blacklisted or not whitelisted addresses', async () => {
    const scope = await setup();
    for (const url of ['https://www.lux.example/models', 'https://partner.example/safe/x', 'http://plain.example/', 'mailto:a@b.c']) {
      await allSettled(navigationRequested, { scope, params: { url, target: '_self' } });
    }
    expect(scope.getState($exitPopupVisible)).toBe(false);
  });

  it('stays closed when disabled', async () => {
    const scope = fork();
    await allSettled(navigationRequested, { scope, params: { url: 'https://dealer.example/', target: '_self' } });
    expect(scope.getState($exitPopupVisible)).toBe(false);
  });

  it('goes on when confirmed: closes and hands the address to the caller', async () => {
    const scope = await setup();
    const proceededTo = createStore<PendingExit | null>(null).on(exitProceeded, (_, exit) => exit);
    await allSettled(navigationRequested, { scope, params: { url: 'https://dealer.example/', target: '_self' } });
    await allSettled(exitConfirmed, { scope });
    expect(scope.getState($exitPopupVisible)).toBe(false);
    expect(scope.getState(proceededTo)).toEqual({ url: 'https://dealer.example/', target: '_self' });
  });

  it('closes without going on when cancelled (cancel button or Escape)', async () => {
    const scope = await setup();
    const $count = createStore(0).on(exitProceeded, (n) => n + 1);
    await allSettled(navigationRequested, { scope, params: { url: 'https://dealer.example/', target: '_self' } });
    await allSettled(exitCancelled, { scope });
    expect(scope.getState($exitPopupVisible)).toBe(false);
    await allSettled(exitConfirmed, { scope });
    expect(scope.getState($count)).toBe(0);
  });
});

describe('popup.exit setting', () => {
  it('reads every field, with optional button texts', () => {
    const log = { warn: vi.fn() };
    expect(
      exitPopupConfigFromJson(
        { enabled: true, whitelist: ['https://*'], blacklist: ['{bad'], title: 'Leaving', text: 'Sure?', ok_text: 'Go', cancel_text: 'Stay' },
        log,
      ),
    ).toEqual({ enabled: true, whitelist: ['https://*'], blacklist: [], title: 'Leaving', text: 'Sure?', okText: 'Go', cancelText: 'Stay' });
    expect(log.warn).toHaveBeenCalledWith('Invalid popup URL pattern', { key: 'blacklist', pattern: '{bad', problem: 'unbalanced-braces' });
    expect(exitPopupConfigFromJson({ enabled: true, title: 'T' }, log)).toMatchObject({ okText: '', cancelText: '', whitelist: [] });
  });

  it('is off without a title, for a blank setting, and for invalid JSON (logged)', () => {
    const log = { warn: vi.fn() };
    expect(exitPopupConfigFromJson({ enabled: true, whitelist: ['*'] }, log).enabled).toBe(false);
    expect(exitPopupConfigFromSettings({}, log)).toBe(disabledExitPopup);
    expect(exitPopupConfigFromSettings({ 'popup.exit': 'nope' }, log)).toBe(disabledExitPopup);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.webUrl(), (value, url) => {
        const parsed = exitPopupConfigFromJson(value, { warn: () => undefined });
        return typeof exitPopupApplies(parsed, url) === 'boolean';
      }),
    );
  });
});
