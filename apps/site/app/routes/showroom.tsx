import { data, isRouteErrorResponse, redirect, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  buildTitle,
  canonicalUrl,
  extraMetaTags,
  localeFromPath,
  localisedPath,
  pageNotFoundOverrides,
  supportedLocales,
  type PageNotFoundContent,
} from '@lux/content';
import { ShowroomPage } from '@lux/blocks';
import { priceSettingsFromSettings } from '@lux/pricing';
import {
  isCanonicalShowroomSlug,
  parseShowroomParam,
  postcodeSearchFromParams,
  showroomPath,
  showroomPhotos,
  vehicleTitle,
} from '@lux/stock-locator';
import { withServiceErrors } from '../lib/service-errors.server';
import type { Route } from './+types/showroom';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { ErrorView, errorKindOf } from '../components/ErrorView';
import { uiStrings } from '../i18n';
import { errorSummary, logger } from '../lib/logger.server';
import { seoMeta, type PageSeo } from '../lib/seo';
import { loadSettings, settingsLogger } from '../lib/settings.server';
import { siteOrigin } from '../lib/site-url.server';
import { vehicleStructuredData } from '../lib/vehicle-structured-data';
import { loadShowroom, showroomSource } from '../services/showroom.server';
import { serverStockApi } from '../services/stock.server';
import { errorMeta } from '../lib/error-meta';
import { guardRoute } from '../auth/guard.server';

/**
 * A§1/A§6: the showroom is protected only when the REQUIRE_USER_LOGIN deployment setting is "true".
 * The loader's `guardRoute` reads the flag (nothing happens, and nothing is read, when it is off).
 */
export const handle = { access: 'login-when-required' } as const;

/**
 * `/showroom/{slug}-{id}` (A§1, A§2): the vehicle from the stock service, 404 when it does not exist,
 * and a permanent redirect (query kept) when the slug is not the vehicle's canonical one.
 */
export const loader = withServiceErrors(async ({ request, params, context }: Route.LoaderArgs) => {
  await guardRoute({ request });
  const url = new URL(request.url);
  const { locale } = localeFromPath(url.pathname);
  const settings = await loadSettings(context);
  const notFound = () =>
    data({ overrides: pageNotFoundOverrides(settings, settingsLogger) }, { status: 404 });

  // A§5: the route parameter must match its pattern; a bad one is a missing page, not an error.
  const param = parseShowroomParam(params.slugId);
  if (!param) throw notFound();
  const source = showroomSource(settings);
  const warn = (details: Record<string, unknown>, message: string) => {
    logger.warn({ ...details, requestId: context.requestId, path: url.pathname }, message);
    if ('err' in details) context.markDegraded?.(message);
  };
  const result = await loadShowroom(serverStockApi(), source, param.id, warn).catch((error: unknown) => {
    logger.error(
      { err: errorSummary(error), requestId: context.requestId, path: url.pathname },
      'showroom: vehicle fetch failed',
    );
    throw error;
  });
  if (!result) throw notFound();
  const { vehicle } = result;

  const path = showroomPath(vehicle);
  if (vehicle.id !== param.id || !isCanonicalShowroomSlug(vehicle, param.slug)) {
    throw redirect(`${localisedPath(locale, path)}${url.search}`, 301);
  }

  const hostName = siteOrigin(settings, request);
  const basePath = settings['site.base_path'] ?? '';
  const absolute = (localePath: string) => canonicalUrl({ hostName, basePath, path: localePath });
  const title = vehicleTitle(vehicle) || vehicle.id;
  const crumbs: Crumb[] = [
    { label: uiStrings(locale).nav.home, href: localisedPath(locale, '/') },
    { label: title, href: null },
  ];
  const canonical = absolute(localisedPath(locale, path));
  const [photo] = showroomPhotos(vehicle);
  const description = typeof vehicle.long_description === 'string' ? vehicle.long_description.trim() : '';
  const seo: PageSeo = {
    title: buildTitle({ title }, settings),
    description: description || null,
    robots: 'index, follow',
    canonical,
    // Without a photo, the default share image (A§9).
    image: photo ? new URL(photo.src, `${hostName}/`).toString() : null,
    origin: hostName,
    locale,
    alternates: supportedLocales.map((alternate) => ({
      hrefLang: alternate,
      href: absolute(localisedPath(alternate, path)),
    })),
    // A§2: the editors' extra tags are dropped by `seoMeta` on this route (stock-locator-preview); the
    // vehicle's own tags remain. Read like every page's, so the rule lives in one place.
    extraTags: extraMetaTags(settings, settingsLogger),
    structuredData: vehicleStructuredData({
      vehicle,
      pageUrl: canonical,
      origin: hostName,
      locale,
      priceSettings: priceSettingsFromSettings(settings).settings,
      breadcrumbs: [
        { name: crumbs[0]!.label, url: absolute(localisedPath(locale, '/')) },
        { name: title, url: canonical },
      ],
    }),
  };

  return {
    locale,
    vehicle,
    config: result.config,
    similar: result.similar,
    similarFailed: result.similarFailed,
    listing: source.listing,
    postcodeSearch: postcodeSearchFromParams(url.searchParams),
    crumbs,
    seo,
  };
});

export const meta: Route.MetaFunction = ({ data: loaderData, error, location, matches }) => {
  if (loaderData) return seoMeta(loaderData.seo, { routeId: matches.at(-1)?.id });
  return errorMeta(location.pathname, error);
};

export default function ShowroomRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs crumbs={loaderData.crumbs} label={t('breadcrumbs')} />
      <ShowroomPage
        locale={loaderData.locale}
        vehicle={loaderData.vehicle}
        config={loaderData.config}
        similar={loaderData.similar}
        similarFailed={loaderData.similarFailed}
        listing={loaderData.listing}
        postcodeSearch={loaderData.postcodeSearch}
      />
    </>
  );
}

/** A§8: an unknown vehicle is the not-found page inside the chrome; other failures the error view. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const { locale } = localeFromPath(location.pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const overrides = (error.data as { overrides?: PageNotFoundContent } | undefined)?.overrides ?? {};
    return <ErrorView kind="notFound" locale={locale} overrides={overrides} />;
  }
  return <ErrorView kind={errorKindOf(error)} locale={locale} retryHref={location.pathname + location.search} />;
}
