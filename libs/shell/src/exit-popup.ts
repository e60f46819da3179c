import { createEvent, createStore, sample } from 'effector';
import { readJsonSetting, type Settings, type SettingsLogger } from '@lux/content';
import { matchesAnyPattern, patternProblem } from './glob';
import type { LinkTarget } from './links';
import { asRecord, field, flag, list, text } from './values';

/**
 * The `popup.exit` setting (B§4): a confirm dialog before the visitor follows a link to an address
 * that matches the whitelist and not the blacklist. Patterns are globs over the absolute URL.
 */
export type ExitPopupConfig = {
  enabled: boolean;
  whitelist: readonly string[];
  blacklist: readonly string[];
  title: string;
  text: string;
  /** Label of the button that goes on; '' means the site's default text. */
  okText: string;
  /** Label of the button that stays; '' means the site's default text. */
  cancelText: string;
};

export const disabledExitPopup: ExitPopupConfig = {
  enabled: false,
  whitelist: [],
  blacklist: [],
  title: '',
  text: '',
  okText: '',
  cancelText: '',
};

/** A link the visitor tried to follow, held while the popup asks. */
export type PendingExit = { url: string; target: LinkTarget };

function patterns(value: unknown, key: string, logger: SettingsLogger): string[] {
  return list(value)
    .map(text)
    .filter((pattern) => {
      const problem = patternProblem(pattern);
      if (problem !== undefined) logger.warn('Invalid popup URL pattern', { key, pattern, problem });
      return problem === undefined;
    });
}

/** Reads the `popup.exit` JSON object (README). Never throws; invalid patterns are warned and dropped. */
export function exitPopupConfigFromJson(value: unknown, logger: SettingsLogger): ExitPopupConfig {
  const raw = asRecord(value);
  if (raw === undefined) return disabledExitPopup;
  const title = text(field(raw, 'title'));
  const enabled = flag(field(raw, 'enabled'));
  if (enabled && title === '') logger.warn('The exit popup is enabled but has no title; it stays off');
  return {
    enabled: enabled && title !== '',
    whitelist: patterns(field(raw, 'whitelist'), 'whitelist', logger),
    blacklist: patterns(field(raw, 'blacklist'), 'blacklist', logger),
    title,
    text: text(field(raw, 'text')),
    okText: text(field(raw, 'ok_text')),
    cancelText: text(field(raw, 'cancel_text')),
  };
}

/** The `popup.exit` setting; blank means off, invalid JSON is logged and off (A§8). */
export function exitPopupConfigFromSettings(settings: Settings, logger: SettingsLogger): ExitPopupConfig {
  return readJsonSetting(settings, 'popup.exit', {
    fallback: disabledExitPopup,
    validate: (parsed) => (asRecord(parsed) === undefined ? undefined : exitPopupConfigFromJson(parsed, logger)),
    invalidMessage: 'Invalid JSON in popup.exit setting',
    logger,
  });
}

/**
 * Should following a link to `url` (absolute) ask first? Enabled, whitelisted and not blacklisted.
 * Callers use it to decide, synchronously, whether to cancel the click.
 */
export function exitPopupApplies(config: ExitPopupConfig, url: string): boolean {
  return config.enabled && matchesAnyPattern(config.whitelist, url) && !matchesAnyPattern(config.blacklist, url);
}

/** The site read `popup.exit`. */
export const exitPopupConfigured = createEvent<ExitPopupConfig>();
/** The visitor tried to follow a link; the popup opens if `exitPopupApplies`. */
export const navigationRequested = createEvent<PendingExit>();
/** The visitor chose to go on: the popup closes and the caller navigates to the pending address. */
export const exitConfirmed = createEvent();
/** The visitor chose to stay (cancel button or Escape). */
export const exitCancelled = createEvent();

export const $exitPopupConfig = createStore<ExitPopupConfig>(disabledExitPopup, { sid: 'shell/exitPopup/$config' }).on(
  exitPopupConfigured,
  (_, config) => config,
);
/** The address waiting for confirmation; the popup is visible while this is set. */
export const $pendingExit = createStore<PendingExit | null>(null, { sid: 'shell/exitPopup/$pendingExit' });
export const $exitPopupVisible = $pendingExit.map((pending) => pending !== null);

/** Fires with the address when the visitor confirmed; the site navigates there. */
export const exitProceeded = sample({
  clock: exitConfirmed,
  source: $pendingExit,
  filter: (pending): pending is PendingExit => pending !== null,
});

sample({
  clock: navigationRequested,
  source: $exitPopupConfig,
  filter: (config, request) => exitPopupApplies(config, request.url),
  fn: (_, request) => request,
  target: $pendingExit,
});

$pendingExit.on(exitProceeded, () => null).on(exitCancelled, () => null);
