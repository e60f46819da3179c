import type { ConsentScope, ConsentSnapshot } from '../scopes';

/** B§4: the strategies, chosen by the `consent.strategy` setting. */
export const CONSENT_STRATEGY_KINDS = ['basic', 'none', 'onetrust', 'cookie-information', 'cookiebot', 'usercentrics'] as const;
export type ConsentStrategyKind = (typeof CONSENT_STRATEGY_KINDS)[number];

/** The part of `Storage` the basic strategy uses. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of `window` the vendor adapters use: events plus whatever globals the vendor script sets. */
export interface ConsentWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  [global: string]: unknown;
}

export interface ConsentLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

/**
 * One interface for every way of asking for consent. Actions resolve with the snapshot after the
 * choice; `subscribe` reports choices made elsewhere (in a vendor's own dialog), never the strategy's
 * own actions.
 */
export interface ConsentStrategy {
  readonly kind: ConsentStrategyKind;
  /** B§4: only the basic strategy shows our pending banner; vendors show their own. */
  readonly showsPendingBanner: boolean;
  read(): ConsentSnapshot;
  acceptAll(): Promise<ConsentSnapshot>;
  rejectAll(): Promise<ConsentSnapshot>;
  saveSelected(scopes: readonly ConsentScope[]): Promise<ConsentSnapshot>;
  /** Takes back every non-obligatory scope (status `rejected`). */
  withdraw(): Promise<ConsentSnapshot>;
  /** Opens the vendor's preferences; the basic strategy has none (the app shows its own panel). */
  reopen(): Promise<void>;
  subscribe(listener: (snapshot: ConsentSnapshot) => void): () => void;
  /** After a client-side navigation while undecided (OneTrust reloads its banner, B§9). */
  pageChanged?(): Promise<void>;
}

/** Everything a strategy may need; each takes what it uses. Browser objects are injected, never read at import. */
export interface ConsentStrategyEnvironment {
  /** The browser window (or a stand-in); absent on the server. */
  window?: ConsentWindow | null;
  /** Local storage for the basic strategy; `null` when the browser has none or refuses it. */
  storage?: ConsentStorage | null;
  /** B§9: default `cookieConsentStatus`. */
  storageKey?: string;
  /** The policy version a basic choice is stored with. */
  policyVersion?: string;
  /** OneTrust group id → scopes; see `DEFAULT_ONETRUST_GROUPS`. */
  oneTrustGroups?: Readonly<Record<string, readonly ConsentScope[]>>;
  /** Usercentrics category slug → scopes; see `DEFAULT_USERCENTRICS_CATEGORIES`. */
  usercentricsCategories?: Readonly<Record<string, readonly ConsentScope[]>>;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  logger?: ConsentLogger;
}

export type ConsentStrategyFactory = (environment: ConsentStrategyEnvironment) => ConsentStrategy;

/** Calls `listener` with every event of the given types on `win`; returns the unsubscribe function. */
export function listen(win: ConsentWindow, types: readonly string[], listener: (event: Event) => void): () => void {
  for (const type of types) win.addEventListener(type, listener);
  return () => {
    for (const type of types) win.removeEventListener(type, listener);
  };
}

/** Keeps listeners and silences them while the strategy's own action runs (so one choice is one report). */
export function createNotifier() {
  const listeners = new Set<(snapshot: ConsentSnapshot) => void>();
  let busy = 0;
  return {
    add(listener: (snapshot: ConsentSnapshot) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    notify(snapshot: ConsentSnapshot): void {
      if (busy > 0) return;
      for (const listener of [...listeners]) listener(snapshot);
    },
    async quietly<T>(action: () => T | Promise<T>): Promise<T> {
      busy += 1;
      try {
        return await action();
      } finally {
        busy -= 1;
      }
    },
  };
}

/**
 * A `subscribe` that attaches to the browser once, for the first listener, and detaches after the
 * last one leaves.
 */
export function sharedSubscription(
  notifier: ReturnType<typeof createNotifier>,
  attach: () => () => void,
): ConsentStrategy['subscribe'] {
  let detach: (() => void) | null = null;
  return (listener) => {
    const remove = notifier.add(listener);
    detach ??= attach();
    return () => {
      remove();
      if (notifier.size === 0 && detach) {
        detach();
        detach = null;
      }
    };
  };
}
