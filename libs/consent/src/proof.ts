import type { ConsentRecord } from './model';

/** Where a choice is recorded, and what the page adds to it. */
export interface ProofOfConsentRequest {
  /** Same-origin path or URL that records it (the site proxies to the forms service). */
  endpoint: string;
  record: ConsentRecord;
  /** The page's language, e.g. `he`. */
  locale?: string | null;
  /** The page the choice was made on; the query string is never sent. */
  pagePath?: string | null;
}

/** The JSON body of a proof-of-consent record (snake_case, as the API takes it). */
export function proofOfConsentBody({ record, locale, pagePath }: Omit<ProofOfConsentRequest, 'endpoint'>): Record<string, unknown> {
  const path = typeof pagePath === 'string' && pagePath.startsWith('/') ? pagePath.split(/[?#]/)[0]!.slice(0, 512) : null;
  return {
    action: record.action,
    strategy: record.strategy,
    status: record.status,
    scopes: [...record.scopes],
    policy_version: record.policyVersion,
    ...(locale === 'he' || locale === 'en' ? { locale } : {}),
    ...(path ? { page_path: path } : {}),
  };
}

/**
 * Sends one record. `keepalive` lets it finish when the choice reloads or leaves the page. A failure
 * is reported to the caller (and logged there); the visitor's choice applies either way.
 */
export async function sendProofOfConsent(request: ProofOfConsentRequest, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(request.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(proofOfConsentBody(request)),
    credentials: 'same-origin',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`proof of consent not recorded (HTTP ${response.status})`);
}
