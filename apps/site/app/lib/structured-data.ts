import type { Locale } from '@lux/content';

export interface StructuredDataInput {
  siteName: string;
  homeUrl: string;
  pageUrl: string;
  pageTitle: string;
  isHome: boolean;
  locale: Locale;
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
  return [
    {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: input.siteName, item: input.homeUrl },
        { '@type': 'ListItem', position: 2, name: input.pageTitle || input.siteName, item: input.pageUrl },
      ],
    },
  ];
}
