import { localisedPath, type Locale, type NavigationLogoRule } from '@lux/content';
import { matchesAnyPattern, safeImageUrl, safeUrl } from '@lux/shell';

/** The navigation's logo on one page: `src` null is the default brand logo. */
export interface NavigationLogo {
  href: string;
  src: string | null;
}

/** Where the site serves the media service (same origin, A§7); logos come at a small width that keeps transparency. */
const mediaLogo = (id: string) => `/media/api/v2/images/${encodeURIComponent(id)}/w/320.webp`;

/**
 * The logo for a content path: the first `navigation.logos` entry whose path pattern matches (the popups'
 * glob syntax; an invalid pattern matches nothing), else the default logo linking home — `/`, or the
 * locale's home (`/en`). An entry whose homepage or image is unusable (a script URL) falls back to the default.
 */
export function navigationLogoFor(rules: readonly NavigationLogoRule[], locale: Locale, contentPath: string): NavigationLogo {
  const home: NavigationLogo = { href: localisedPath(locale, '/'), src: null };
  const rule = rules.find((candidate) => matchesAnyPattern([candidate.path], contentPath));
  if (!rule) return home;
  const src = /^\d+$/.test(rule.logo) ? mediaLogo(rule.logo) : safeImageUrl(rule.logo);
  const target = safeUrl(rule.homepage);
  if (!src || !target) return home;
  // A site path stays in the visitor's locale, like the navigation's own links.
  const href = target.startsWith('/') && !target.startsWith('//') ? localisedPath(locale, target) : target;
  return { href, src };
}
