import type { Locale } from '@lux/content';

export interface StructuredDataInput {
  siteName: string;
  homeUrl: string;
  pageUrl: string;
  pageTitle: string;
  isHome: boolean;
  locale: Locale;
  /** The page's breadcrumbs from the content service (home first, the page last), when it has them. */
  breadcrumbs?: ReadonlyArray<{ name: string; url: string }>;
}

/**
 * schema.org data for a content page: the importer as an Organization and the WebSite on the home
 * page; a BreadcrumbList (home → page) elsewhere. The breadcrumbs service of the content issue will
 * supply the intermediate levels.
 */
export function structuredData(input: StructuredDataInput): Array<Record<string, unknown>> {
  const context = 'https://schema.org';
  if (input.isHome) {
    return [
      { '@context': context, '@type': 'Organization', name: input.siteName, url: input.homeUrl },
      { '@context': context, '@type': 'WebSite', name: input.siteName, url: input.homeUrl, inLanguage: input.locale },
    ];
  }
  const trail =
    input.breadcrumbs && input.breadcrumbs.length >= 2
      ? input.breadcrumbs
      : [
          { name: input.siteName, url: input.homeUrl },
          { name: input.pageTitle || input.siteName, url: input.pageUrl },
        ];
  return [
    {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    },
  ];
}
