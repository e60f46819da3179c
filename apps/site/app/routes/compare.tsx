import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildTitle, canonicalUrl, localeFromPath, localisedPath, supportedLocales } from '@lux/content';
import { ComparePage, compareStrings } from '@lux/blocks';
import { loadCompare } from '@lux/blocks/server';
import { withServiceErrors } from '../lib/service-errors.server';
import type { Route } from './+types/compare';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { ErrorView, errorKindOf } from '../components/ErrorView';
import { uiStrings } from '../i18n';
import { logger } from '../lib/logger.server';
import { seoMeta, type PageSeo } from '../lib/seo';
import { loadSettings } from '../lib/settings.server';
import { siteOrigin } from '../lib/site-url.server';
import { contentClient } from '../services/content.server';
import { errorMeta } from '../lib/error-meta';

/**
 * `/compare` (A§2, A§3 compare model): two or three models side by side from the content service's
 * `/compare/spec`. The choice is in the query (?models=a,b), so the page renders on the server and a
 * comparison can be shared; the page itself lives in @lux/blocks (ComparePage).
 */
export const loader = withServiceErrors(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const { locale } = localeFromPath(url.pathname);
  const [settings, result] = await Promise.all([
    loadSettings(context),
    loadCompare({
      contentHttp: contentClient(),
      locale,
      url,
      requestId: context.requestId,
      warn: (details, message) => {
        logger.warn({ ...details, path: url.pathname }, message);
        if ('err' in details) context.markDegraded?.(message);
      },
    }),
  ]);
  const t = compareStrings[locale];
  const hostName = siteOrigin(settings, request);
  const basePath = settings['site.base_path'] ?? '';
  const absolute = (path: string) => canonicalUrl({ hostName, basePath, path });
  const crumbs: Crumb[] = [
    { label: uiStrings(locale).nav.home, href: localisedPath(locale, '/') },
    { label: t.title, href: null },
  ];
  const seo: PageSeo = {
    title: buildTitle({ title: t.title }, settings),
    description: t.intro,
    robots: 'index, follow',
    // Every comparison is a view of the one page: the canonical address has no query.
    canonical: absolute(localisedPath(locale, '/compare')),
    image: null,
    locale,
    alternates: supportedLocales.map((alternate) => ({
      hrefLang: alternate,
      href: absolute(localisedPath(alternate, '/compare')),
    })),
    extraTags: [],
    structuredData: [],
  };
  return { locale, result, crumbs, seo };
});

export const meta: Route.MetaFunction = ({ data: loaderData, error, location }) =>
  loaderData ? seoMeta(loaderData.seo) : errorMeta(location.pathname, error);

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs crumbs={loaderData.crumbs} label={t('breadcrumbs')} />
      <ComparePage locale={loaderData.locale} result={loaderData.result} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const { locale } = localeFromPath(location.pathname);
  return <ErrorView kind={errorKindOf(error)} locale={locale} retryHref={location.pathname + location.search} />;
}
