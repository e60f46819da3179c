import { campaignCookie, cookieDeletions, cookieNamesOf, cookiesToDelete, type ConsentScope } from '@lux/consent';

const secure = () => window.location.protocol === 'https:';

/** Deletes the cookies of scopes no longer granted (the campaign cookie and known vendors' ones). */
export function removeRefusedCookies(granted: readonly ConsentScope[]): void {
  for (const name of cookiesToDelete(cookieNamesOf(document.cookie), granted)) {
    for (const deletion of cookieDeletions(name, window.location.hostname)) document.cookie = deletion;
  }
}

/** A§4: the landing page's utm_* and gclid kept for 30 days, only once marketing is granted. */
export function applyCampaignCookie(landingSearch: string, granted: readonly ConsentScope[]): void {
  const cookie = campaignCookie(landingSearch, granted, { secure: secure() });
  if (cookie) document.cookie = cookie;
}
