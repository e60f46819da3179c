import type { CmsMetahead, MetaheadConsentScope } from './content-api.types';

/** Every consent scope a metahead may need, as the content service stores them (B§3.5). */
export const METAHEAD_CONSENT_SCOPES = [
  'obligatory',
  'optional',
  'statistic',
  'marketing',
  'unclassified',
] as const satisfies readonly MetaheadConsentScope[];

/**
 * A metahead's consent scope as served; a missing or unknown value (an older API, a typo) is
 * `unclassified`, the strictest choice: the snippet then waits for "accept all".
 */
export function metaheadConsentScope(value: unknown): MetaheadConsentScope {
  return (METAHEAD_CONSENT_SCOPES as readonly unknown[]).includes(value)
    ? (value as MetaheadConsentScope)
    : 'unclassified';
}

/** The metahead with its consent scope filled in. */
export function withConsentScope<T extends Pick<CmsMetahead, 'consent_scope'>>(
  head: T,
): T & { consent_scope: MetaheadConsentScope } {
  return { ...head, consent_scope: metaheadConsentScope(head.consent_scope) };
}
