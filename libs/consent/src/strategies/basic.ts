import { CONSENT_SCOPES, decidedSnapshot, undecidedSnapshot, type ConsentScope, type ConsentSnapshot } from '../scopes';
import { createNotifier, listen, sharedSubscription, type ConsentStorage, type ConsentStrategy, type ConsentStrategyEnvironment } from './types';

/** B§9. */
export const DEFAULT_CONSENT_STORAGE_KEY = 'cookieConsentStatus';
/** B§8, word for word. */
export const NO_LOCAL_STORAGE_MESSAGE = 'There is no localStorage';

/** What the basic strategy stores under its key (JSON). */
export interface StoredConsent {
  status: 'accepted' | 'rejected';
  scopes: ConsentScope[];
  version: string | null;
  /** ISO time of the choice. */
  decidedAt: string;
}

/**
 * Reads a stored value. Also understands the bare `accepted` / `rejected` strings older sites wrote
 * (all scopes / none, with no version, so a versioned policy asks again). Anything else is `null`.
 */
export function parseStoredConsent(raw: string | null): Omit<StoredConsent, 'decidedAt'> | null {
  if (raw === null) return null;
  if (raw === 'accepted') return { status: 'accepted', scopes: [...CONSENT_SCOPES], version: null };
  if (raw === 'rejected') return { status: 'rejected', scopes: ['obligatory'], version: null };
  try {
    const parsed = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (parsed === null || typeof parsed !== 'object' || !Array.isArray(parsed.scopes)) return null;
    const snapshot = decidedSnapshot(parsed.scopes, typeof parsed.version === 'string' ? parsed.version : null);
    return { status: snapshot.status === 'accepted' ? 'accepted' : 'rejected', scopes: [...snapshot.scopes], version: snapshot.version };
  } catch {
    return null;
  }
}

/**
 * The browser's local storage, or `null` when there is none or it refuses access (Safari private
 * mode, blocked third-party frames). Call it in the browser; it never throws.
 */
export function browserLocalStorage(): ConsentStorage | null {
  try {
    const storage = (globalThis as { localStorage?: ConsentStorage }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/**
 * B§4 basic: our own banner, the choice kept in local storage under `storageKey` with the policy
 * version; a stored choice from another version reads as `pending`, so the banner asks again.
 */
export function createBasicStrategy(environment: ConsentStrategyEnvironment): ConsentStrategy {
  const storage = environment.storage ?? null;
  const key = environment.storageKey || DEFAULT_CONSENT_STORAGE_KEY;
  const version = environment.policyVersion ?? null;
  const notifier = createNotifier();

  const read = (): ConsentSnapshot => {
    if (storage === null) return undecidedSnapshot('unknown');
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return undecidedSnapshot('unknown');
    }
    const stored = parseStoredConsent(raw);
    if (stored === null || (version !== null && stored.version !== version)) return undecidedSnapshot('pending');
    return decidedSnapshot(stored.scopes, stored.version);
  };

  const store = async (scopes: Iterable<unknown>): Promise<ConsentSnapshot> => {
    if (storage === null) throw new Error(NO_LOCAL_STORAGE_MESSAGE);
    const snapshot = decidedSnapshot(scopes, version);
    const value: StoredConsent = {
      status: snapshot.status === 'accepted' ? 'accepted' : 'rejected',
      scopes: [...snapshot.scopes],
      version,
      decidedAt: new Date().toISOString(),
    };
    storage.setItem(key, JSON.stringify(value));
    return snapshot;
  };

  return {
    kind: 'basic',
    showsPendingBanner: true,
    read,
    acceptAll: () => store(CONSENT_SCOPES),
    rejectAll: () => store([]),
    saveSelected: (scopes) => store(scopes),
    withdraw: () => store([]),
    reopen: async () => undefined,
    // A choice made in another tab arrives as a `storage` event.
    subscribe: sharedSubscription(notifier, () => {
      const win = environment.window;
      if (!win) return () => undefined;
      return listen(win, ['storage'], (event) => {
        const changed = (event as { key?: unknown }).key;
        if (changed === key || changed === null) notifier.notify(read());
      });
    }),
  };
}

/** B§4 none: no banner, everything accepted (for sites whose consent is handled outside the page). */
export function createNoneStrategy(): ConsentStrategy {
  const all = () => decidedSnapshot(CONSENT_SCOPES);
  return {
    kind: 'none',
    showsPendingBanner: false,
    read: all,
    acceptAll: async () => all(),
    rejectAll: async () => all(),
    saveSelected: async () => all(),
    withdraw: async () => all(),
    reopen: async () => undefined,
    subscribe: () => () => undefined,
  };
}
