import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { readJsonSetting, type Settings, type SettingsLogger } from '@lux/content';
import { matchesAnyPattern, normalisePathForMatching, patternProblem } from './glob';
import { normaliseLinkTarget, safeUrl, type LinkTarget } from './links';
import { warningLoggedFx } from './logging';
import { $currentPath, pathChanged } from './route';
import { asRecord, field, flag, list, positiveNumber, text } from './values';

const dayMs = 24 * 60 * 60 * 1000;

/** A§9 popup constants. */
export const basicPopupDefaults = {
  /** The popup opens this long after load and after each route change. */
  openDelayMs: 500,
  cookieExpiryDays: 1,
  paths: ['/*'],
  namespace: 'basic-popup',
  /** With no dates set, the window runs from a day ago to a day ahead: always open. */
  dateWindowMarginMs: dayMs,
} as const;

export const popupStoreTypes = ['localStorage', 'sessionStorage', 'cookie', 'none'] as const;
/** Where a closure is remembered (A§5); anything else is `none`: the popup comes back on the next page. */
export type PopupStoreType = (typeof popupStoreTypes)[number];

/** The popup's call to action. */
export type PopupLink = { url: string; text: string; target: LinkTarget };

export type BasicPopupConfig = {
  enabled: boolean;
  title: string;
  /** Body text, plain. */
  text: string;
  cta: PopupLink | null;
  /** Valid glob patterns only (see `glob.ts`); invalid ones were warned about and dropped. */
  paths: readonly string[];
  /** Start of the window in ms since the epoch, or `null` for "a day before now". */
  dateFrom: number | null;
  /** End of the window in ms since the epoch, or `null` for "a day after now". */
  dateTo: number | null;
  storeType: PopupStoreType;
  cookieExpiryDays: number;
  namespace: string;
};

export const disabledBasicPopup: BasicPopupConfig = {
  enabled: false,
  title: '',
  text: '',
  cta: null,
  paths: basicPopupDefaults.paths,
  dateFrom: null,
  dateTo: null,
  storeType: 'none',
  cookieExpiryDays: basicPopupDefaults.cookieExpiryDays,
  namespace: basicPopupDefaults.namespace,
};

/** The popup's store type; an unknown one is `none` (A§5). */
export function normaliseStoreType(value: unknown): PopupStoreType {
  const type = text(value);
  return popupStoreTypes.find((known) => known === type) ?? 'none';
}

/**
 * A date as ms since the epoch. A date-only `to` (`2026-12-31`) covers that whole day (UTC);
 * missing or unreadable values are `null` (the relative default).
 */
export function parsePopupDate(value: unknown, edge: 'from' | 'to'): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const raw = text(value);
  if (raw === '') return null;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return null;
  return edge === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? time + dayMs - 1 : time;
}

/** The window's bounds at `now` (ms since the epoch): an open start is yesterday, an open end tomorrow (A§9). */
export function dateWindowAt(window: { dateFrom: number | null; dateTo: number | null }, now: number): { from: number; to: number } {
  return {
    from: window.dateFrom ?? now - basicPopupDefaults.dateWindowMarginMs,
    to: window.dateTo ?? now + basicPopupDefaults.dateWindowMarginMs,
  };
}

/** True when `now` lies in the window; open ends default to yesterday and tomorrow (A§9). */
export function isWithinDateWindow(window: { dateFrom: number | null; dateTo: number | null }, now: number): boolean {
  const { from, to } = dateWindowAt(window, now);
  return from <= now && now <= to;
}

/** True when the path matches one of the popup's patterns (query, hash and trailing slash ignored). */
export function popupPathMatches(patterns: readonly string[], path: string): boolean {
  return matchesAnyPattern(patterns, normalisePathForMatching(path));
}

/** Everything but storage: enabled, has a title, inside the date window, on a matching path. */
export function isBasicPopupDue(config: BasicPopupConfig, path: string, now: number): boolean {
  return config.enabled && config.title !== '' && isWithinDateWindow(config, now) && popupPathMatches(config.paths, path);
}

const namespacePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the `popup.basic` JSON object (README). Never throws; problems are logged (A§8). */
export function basicPopupConfigFromJson(value: unknown, logger: SettingsLogger): BasicPopupConfig {
  const raw = asRecord(value);
  if (raw === undefined) return disabledBasicPopup;
  const rawPaths = field(raw, 'paths');
  // A list of patterns, or one pattern as a string; missing means every path (A§9).
  let candidates: string[] = [...basicPopupDefaults.paths];
  if (Array.isArray(rawPaths)) candidates = list(rawPaths).map(text);
  else if (typeof rawPaths === 'string') candidates = [rawPaths.trim()];
  else if (rawPaths !== undefined && rawPaths !== null) {
    logger.warn('Invalid popup URL pattern', { pattern: rawPaths, problem: 'not-a-list' });
    candidates = [];
  }
  const paths = candidates.filter((pattern) => {
    const problem = patternProblem(pattern);
    if (problem !== undefined) logger.warn('Invalid popup URL pattern', { pattern, problem });
    return problem === undefined;
  });
  const rawStoreType = field(raw, 'store_type');
  const storeType = normaliseStoreType(rawStoreType);
  if (rawStoreType !== undefined && storeType !== text(rawStoreType)) {
    logger.warn('Unknown popup store type, using none', { storeType: text(rawStoreType) });
  }
  let namespace = text(field(raw, 'namespace')) || basicPopupDefaults.namespace;
  if (!namespacePattern.test(namespace)) {
    logger.warn('Invalid popup namespace, using the default', { namespace });
    namespace = basicPopupDefaults.namespace;
  }
  const cta = asRecord(field(raw, 'cta'));
  const ctaUrl = safeUrl(field(cta, 'url'));
  const ctaText = text(field(cta, 'link_text'));
  const title = text(field(raw, 'title'));
  const enabled = flag(field(raw, 'enabled'));
  if (enabled && title === '') logger.warn('The basic popup is enabled but has no title; it stays off');
  return {
    enabled: enabled && title !== '',
    title,
    text: text(field(raw, 'text')),
    cta: ctaUrl !== null && ctaText !== '' ? { url: ctaUrl, text: ctaText, target: normaliseLinkTarget(field(cta, 'target')) } : null,
    paths,
    dateFrom: parsePopupDate(field(raw, 'date_from'), 'from'),
    dateTo: parsePopupDate(field(raw, 'date_to'), 'to'),
    storeType,
    cookieExpiryDays: Math.min(positiveNumber(field(raw, 'cookie_expiry_days')) ?? basicPopupDefaults.cookieExpiryDays, 3650),
    namespace,
  };
}

/** The `popup.basic` setting; blank means disabled, invalid JSON is logged and disabled (A§8). */
export function basicPopupConfigFromSettings(settings: Settings, logger: SettingsLogger): BasicPopupConfig {
  return readJsonSetting(settings, 'popup.basic', {
    fallback: disabledBasicPopup,
    validate: (parsed) => (asRecord(parsed) === undefined ? undefined : basicPopupConfigFromJson(parsed, logger)),
    invalidMessage: 'Invalid JSON in popup.basic setting',
    logger,
  });
}

// ---- Closure storage -----------------------------------------------------------------------------

/** The storage key (and cookie name) that remembers a closure. */
export function closureStorageKey(namespace: string): string {
  return `${namespace}.closed`;
}

export type ClosureQuery = { storeType: PopupStoreType; namespace: string };
export type ClosureRecord = ClosureQuery & { cookieExpiryDays: number };

/** The `Set-Cookie`-style string `document.cookie` takes to remember a closure. */
export function closureCookie(namespace: string, expiryDays: number, secure: boolean): string {
  const maxAge = Math.max(1, Math.round(expiryDays * 24 * 60 * 60));
  return `${closureStorageKey(namespace)}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** True when a `document.cookie` string holds the cookie of a closure. */
export function hasClosureCookie(cookieHeader: string, namespace: string): boolean {
  const name = closureStorageKey(namespace);
  return cookieHeader.split(';').some((pair) => pair.trim().split('=', 1)[0] === name);
}

type ClosureStorage = { read(query: ClosureQuery): boolean; record(record: ClosureRecord): void };

const browser = () => (typeof window === 'undefined' ? undefined : window);

/** One strategy per store type (A§5). On the server nothing is read or written. */
const closureStorages = {
  localStorage: {
    read: ({ namespace }) => browser()?.localStorage.getItem(closureStorageKey(namespace)) != null,
    record: ({ namespace }) => browser()?.localStorage.setItem(closureStorageKey(namespace), String(Date.now())),
  },
  sessionStorage: {
    read: ({ namespace }) => browser()?.sessionStorage.getItem(closureStorageKey(namespace)) != null,
    record: ({ namespace }) => browser()?.sessionStorage.setItem(closureStorageKey(namespace), String(Date.now())),
  },
  cookie: {
    read: ({ namespace }) => hasClosureCookie(browser()?.document.cookie ?? '', namespace),
    record: ({ namespace, cookieExpiryDays }) => {
      const win = browser();
      if (win !== undefined) win.document.cookie = closureCookie(namespace, cookieExpiryDays, win.location.protocol === 'https:');
    },
  },
  none: { read: () => false, record: () => undefined },
} satisfies Record<PopupStoreType, ClosureStorage>;

/** Was the popup closed before (per store type)? Swap the handler in tests and on the server. */
export const closureReadFx = createEffect<ClosureQuery, boolean>((query) => closureStorages[query.storeType].read(query));

/** Remembers that the visitor closed the popup. Failures are only logged (A§8). */
export const closureRecordedFx = createEffect<ClosureRecord, void>((record) => {
  closureStorages[record.storeType].record(record);
});

/** The clock, as an effect so tests can fix "now" for the date window. */
export const currentTimeReadFx = createEffect<void, number>(() => Date.now());

// ---- Model ---------------------------------------------------------------------------------------

/** The site read `popup.basic` (see `basicPopupConfigFromSettings`). */
export const basicPopupConfigured = createEvent<BasicPopupConfig>();
/** The visitor closed the popup (close button or Escape). */
export const basicPopupClosed = createEvent();

export const $basicPopupConfig = createStore<BasicPopupConfig>(disabledBasicPopup, { sid: 'shell/basicPopup/$config' }).on(
  basicPopupConfigured,
  (_, config) => config,
);
export const $basicPopupVisible = createStore(false, { sid: 'shell/basicPopup/$visible' });

const openDelayElapsed = delay({ source: pathChanged, timeout: basicPopupDefaults.openDelayMs });
const closeAccepted = createEvent();

// A new page hides the popup; it comes back 500 ms later if it still applies (A§2).
$basicPopupVisible.on(pathChanged, () => false).on(closeAccepted, () => false);

// Only the check for the path the visitor is still on goes ahead.
sample({
  clock: openDelayElapsed,
  source: { config: $basicPopupConfig, path: $currentPath },
  filter: ({ config, path }, delayedPath) => config.enabled && path === delayedPath,
  fn: () => undefined,
  target: currentTimeReadFx,
});

sample({
  clock: currentTimeReadFx.doneData,
  source: { config: $basicPopupConfig, path: $currentPath },
  filter: ({ config, path }, now) => isBasicPopupDue(config, path, now),
  fn: ({ config }): ClosureQuery => ({ storeType: config.storeType, namespace: config.namespace }),
  target: closureReadFx,
});

sample({
  clock: closureReadFx.doneData,
  filter: (closedBefore) => !closedBefore,
  fn: () => true,
  target: $basicPopupVisible,
});

// Unreadable storage means no closure was recorded that we can see: the popup shows (A§8).
sample({ clock: closureReadFx.fail, fn: () => true, target: $basicPopupVisible });

sample({ clock: basicPopupClosed, source: $basicPopupVisible, filter: Boolean, fn: () => undefined, target: closeAccepted });

sample({
  clock: closeAccepted,
  source: $basicPopupConfig,
  fn: ({ storeType, namespace, cookieExpiryDays }): ClosureRecord => ({ storeType, namespace, cookieExpiryDays }),
  target: closureRecordedFx,
});

sample({
  clock: [closureReadFx.fail, closureRecordedFx.fail],
  fn: ({ params, error }) => ({
    message: 'Popup closure storage failed',
    details: { storeType: params.storeType, reason: error instanceof Error ? error.message : 'unknown' },
  }),
  target: warningLoggedFx,
});
