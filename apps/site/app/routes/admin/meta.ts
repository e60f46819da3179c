import { localeFromPath } from '@lux/content';
import { adminLocaleOf, adminStrings, type AdminScreenId } from '@lux/admin';

/** Title in the page's language and `noindex`: the back office is never for search engines. */
export function adminMeta(pathname: string, screen: AdminScreenId | null) {
  const strings = adminStrings(adminLocaleOf(localeFromPath(pathname).locale));
  return [
    { title: screen === null ? strings.title : `${strings.nav[screen]} · ${strings.title}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
