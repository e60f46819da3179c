/** B§3.5: the consent status of a visitor. */
export const CONSENT_STATUSES = ['pending', 'accepted', 'rejected', 'unknown'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** B§3.5: what a script, cookie or metahead needs consent for. `obligatory` never needs any. */
export const CONSENT_SCOPES = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/** Scopes the visitor may choose; `obligatory` is always granted. */
export const CHOOSABLE_SCOPES = ['optional', 'statistic', 'marketing', 'unclassified'] as const satisfies readonly ConsentScope[];

/**
 * What a strategy knows right now. `scopes` always holds `obligatory` and is ordered as
 * `CONSENT_SCOPES`. `version` is the policy version the choice was made under (basic strategy only;
 * vendors version their own consent).
 */
export interface ConsentSnapshot {
  status: ConsentStatus;
  scopes: readonly ConsentScope[];
  version: string | null;
}

export function isConsentScope(value: unknown): value is ConsentScope {
  return typeof value === 'string' && (CONSENT_SCOPES as readonly string[]).includes(value);
}

/** Unique, known scopes in canonical order, with `obligatory` always present. Unknown entries are dropped. */
export function normaliseScopes(scopes: Iterable<unknown>): ConsentScope[] {
  const wanted = new Set<unknown>(scopes);
  return CONSENT_SCOPES.filter((scope) => scope === 'obligatory' || wanted.has(scope));
}

/**
 * The status a decision gives: `accepted` when anything beyond `obligatory` is granted, else
 * `rejected` (a visitor who unticks everything has refused, whatever the button was called).
 */
export function statusForScopes(scopes: readonly ConsentScope[]): ConsentStatus {
  return scopes.some((scope) => scope !== 'obligatory') ? 'accepted' : 'rejected';
}

/** A decided snapshot for the given scopes. */
export function decidedSnapshot(scopes: Iterable<unknown>, version: string | null = null): ConsentSnapshot {
  const normalised = normaliseScopes(scopes);
  return { status: statusForScopes(normalised), scopes: normalised, version };
}

/** Nothing known or nothing chosen yet: only `obligatory` is granted. */
export function undecidedSnapshot(status: 'pending' | 'unknown'): ConsentSnapshot {
  return { status, scopes: ['obligatory'], version: null };
}

export function sameSnapshot(a: ConsentSnapshot, b: ConsentSnapshot): boolean {
  return a.status === b.status && a.version === b.version && a.scopes.join() === b.scopes.join();
}
