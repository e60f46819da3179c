import type { ConsentScope } from './scopes';

/** A§4: the marketing parameters kept in the campaign cookie. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid'] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
export type CampaignData = Partial<Record<CampaignParameter, string>>;

/**
 * The scope the campaign cookie needs. It exists to attribute visits to ad campaigns (gclid is an
 * advertising click id), so it is `marketing` — not `statistic`.
 */
export const CAMPAIGN_COOKIE_SCOPE: ConsentScope = 'marketing';
export const CAMPAIGN_COOKIE_NAME = 'campaign';
export const CAMPAIGN_COOKIE_MAX_AGE_DAYS = 30;
const MAX_VALUE_LENGTH = 200;

/** The campaign parameters of a query string (`?utm_source=…`), trimmed and capped; `null` when none. */
export function campaignFromSearch(search: string | URLSearchParams): CampaignData | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const data: CampaignData = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = params.get(name)?.trim();
    if (value) data[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(data).length > 0 ? data : null;
}

/** Reads the cookie value back; unknown keys and malformed values are dropped. */
export function parseCampaignCookie(value: string | null | undefined): CampaignData | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (parsed === null || typeof parsed !== 'object') return null;
    const data: CampaignData = {};
    for (const name of CAMPAIGN_PARAMETERS) {
      const item = (parsed as Record<string, unknown>)[name];
      if (typeof item === 'string' && item !== '') data[name] = item.slice(0, MAX_VALUE_LENGTH);
    }
    return Object.keys(data).length > 0 ? data : null;
  } catch {
    return null;
  }
}

export interface CampaignCookieOptions {
  name?: string;
  maxAgeDays?: number;
  domain?: string;
  /** Defaults to true; false only for plain-http development. */
  secure?: boolean;
}

function attributes(options: CampaignCookieOptions, maxAgeSeconds: number): string {
  return [
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    ...(options.secure === false ? [] : ['Secure']),
  ].join('; ');
}

/**
 * The `document.cookie` / `Set-Cookie` string for a visit's campaign parameters — or `null` when the
 * visitor has not granted `marketing`, or there is nothing to keep. Nothing is written before consent.
 */
export function campaignCookie(
  search: string | URLSearchParams,
  granted: readonly ConsentScope[],
  options: CampaignCookieOptions = {},
): string | null {
  if (!granted.includes(CAMPAIGN_COOKIE_SCOPE)) return null;
  const data = campaignFromSearch(search);
  if (data === null) return null;
  const days = options.maxAgeDays ?? CAMPAIGN_COOKIE_MAX_AGE_DAYS;
  const value = encodeURIComponent(JSON.stringify(data));
  return `${options.name ?? CAMPAIGN_COOKIE_NAME}=${value}; ${attributes(options, Math.round(days * 86400))}`;
}

/** The string that deletes the campaign cookie (after a withdrawal or a refusal of `marketing`). */
export function campaignCookieDeletion(options: CampaignCookieOptions = {}): string {
  return `${options.name ?? CAMPAIGN_COOKIE_NAME}=; ${attributes(options, 0)}`;
}
