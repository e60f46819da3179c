import { localeFromPath } from '@lux/content';
import { adminLocaleOf, adminStrings, cmsStrings } from '@lux/admin';

/** The editor's titles in the editor's language, and `noindex`. */
export function cmsMeta(pathname: string, screen: 'pages' | 'media' | 'metaheads' | null, name?: string | null) {
  const locale = adminLocaleOf(localeFromPath(pathname).locale);
  const title = adminStrings(locale).title;
  const parts = [name, screen === null ? null : cmsStrings(locale).nav[screen], title].filter(Boolean);
  return [{ title: parts.join(' · ') }, { name: 'robots', content: 'noindex, nofollow' }];
}
