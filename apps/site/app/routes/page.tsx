import { lazy, Suspense } from 'react';
import { data, isRouteErrorResponse, redirect, useLocation } from 'react-router';
import {
  buildTitle,
  carryQuery,
  canonicalUrl,
  extraMetaTags,
  isLocale,
  localeFromPath,
  localisedPath,
  pageNotFoundOverrides,
  pageRedirect,
  robotsFor,
  type PageNotFoundContent,
} from '@lux/content';
import { BlockListOf, blockComponents, loadBlocks } from '@lux/blocks';
import { withServiceErrors } from '../lib/service-errors.server';
import type { Route } from './+types/page';
import { ErrorView, errorKindOf } from '../components/ErrorView';
import { logger } from '../lib/logger.server';
import { seoMeta, type PageSeo } from '../lib/seo';
import { loadSettings, settingsLogger } from '../lib/settings.server';
import { siteOrigin } from '../lib/site-url.server';
import { structuredData } from '../lib/structured-data';
import { NoAccessError, fetchBreadcrumbs, fetchPage } from '../services/content.server';
import { renderableBlocks } from '../lib/page-blocks.server';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { Metaheads } from '../components/Metaheads';
import { renderableMetaheads } from '../lib/metaheads';
import { previewState } from '../lib/preview.server';
import { PreviewBar } from '../components/PreviewBar';
import { NewsVisit } from '../components/NewsVisit';
import { useTranslation } from 'react-i18next';
import { errorSummary } from '../lib/logger.server';
import { errorMeta } from '../lib/error-meta';
import { guardRoute, visitorOf } from '../auth/guard.server';

// Each block is its own chunk (ADR 031): the server loads a page's blocks before it renders
// (renderableBlocks), the browser only when its page shows them.
const pageBlocks = blockComponents;

/** The editor toolbar's own chunk, loaded only on pages whose visitor is a signed-in editor. */
const EditorToolbar = lazy(() => import('../components/EditorToolbar'));

export const loader = withServiceErrors(async ({ request, context }: Route.LoaderArgs) => {
  // A§6: /cms… and /admin… always need sign-in; every other page only when REQUIRE_USER_LOGIN is "true".
  await guardRoute({ request });
  const url = new URL(request.url);
  const { locale, contentPath } = localeFromPath(url.pathname);
  // B§6 preview: a link's token moves into a cookie, then every request of the session passes it on.
  const preview = await previewState(request);
  if (preview.kind === 'store') throw redirect(preview.location, { headers: { 'Set-Cookie': preview.setCookie } });
  const previewToken = preview.kind === 'active' ? preview.token : undefined;
  // A§6/B§6: a signed-in visitor's token goes with the CMS page call (an editor's opens disabled pages).
  // Anonymous visitors have no session cookie, so this costs them nothing.
  const visitor = await visitorOf(request);
  const bearer = previewToken ?? visitor.accessToken;
  const [settings, result] = await Promise.all([
    loadSettings(context),
    fetchPage(contentPath, locale, context.requestId, bearer).catch((error: unknown) => {
      if (error instanceof NoAccessError) throw redirect(localisedPath(locale, '/no-access'));
      throw error;
    }),
  ]);
  if (!result) {
    throw data({ overrides: pageNotFoundOverrides(settings, settingsLogger) }, { status: 404 });
  }
  // B§3.5/B§9: a url_redirection page answers with its code (301 by default); internal targets stay in
  // the visitor's locale.
  const redirection = pageRedirect(result.page);
  if (redirection) {
    const location =
      redirection.linkType === 'internal' && redirection.location.startsWith('/')
        ? localisedPath(locale, redirection.location)
        : redirection.location;
    // The visitor's query (campaign parameters) survives the move.
    throw redirect(carryQuery(location, url.search), redirection.status);
  }

  // A§7 breadcrumbs; a failure is logged and the page shows none (A§8). Data blocks (stock, retailers)
  // load alongside, so they arrive server-rendered.
  const isHome = contentPath === '/';
  const [breadcrumbs, { valid, blockData }] = await Promise.all([
    isHome
      ? null
      : fetchBreadcrumbs(result.page.id, context.requestId).catch((error: unknown) => {
          logger.warn({ err: errorSummary(error), requestId: context.requestId, path: url.pathname }, 'breadcrumbs: fetch failed');
          context.markDegraded?.('breadcrumbs');
          return null;
        }),
    renderableBlocks(result.blocks, { locale, url, requestId: context.requestId, markDegraded: context.markDegraded }),
  ]);
  const crumbs: Crumb[] = (breadcrumbs ?? []).map((crumb) => ({
    label: crumb.label,
    href: crumb.path === null ? null : localisedPath(locale, crumb.path),
  }));

  const hostName = siteOrigin(settings, request);
  const basePath = settings['site.base_path'] ?? '';
  const seo: PageSeo = {
    title: buildTitle(result.page, settings),
    description: result.page.meta_description,
    // A preview is never indexed, whatever the page says.
    robots: previewToken ? 'noindex, nofollow' : robotsFor(result.page),
    canonical: canonicalUrl({ pageCanonical: result.page.canonical_url, hostName, basePath, path: localisedPath(locale, contentPath) }),
    image: result.page.external_meta_image,
    imageId: result.page.image_id,
    origin: hostName,
    locale,
    alternates: [{ locale, path: contentPath }, ...result.alternates].flatMap((alternate) =>
      isLocale(alternate.locale)
        ? [{ hrefLang: alternate.locale, href: canonicalUrl({ hostName, basePath, path: localisedPath(alternate.locale, alternate.path) }) }]
        : [],
    ),
    extraTags: extraMetaTags(settings, settingsLogger),
    structuredData: [],
  };
  seo.structuredData = structuredData({
    siteName: buildTitle(null, settings),
    homeUrl: canonicalUrl({ hostName, basePath, path: localisedPath(locale, '/') }),
    pageUrl: seo.canonical,
    pageTitle: result.page.title ?? '',
    isHome,
    locale,
    breadcrumbs: crumbs.flatMap((crumb) => (crumb.href ? [{ name: crumb.label, url: canonicalUrl({ hostName, basePath, path: crumb.href }) }] : [])),
  });
  const { rendered: metaheads, problems: metaheadProblems } = renderableMetaheads(result.metaheads);
  for (const problem of metaheadProblems) {
    logger.warn({ ...problem, path: url.pathname, requestId: context.requestId }, 'metahead skipped');
  }
  // Loader data keeps its identity for the life of a navigation, so the scripts run once per page.
  const metaheadsBefore = metaheads.filter((head) => !head.inBody);
  const metaheadsAfter = metaheads.filter((head) => head.inBody);
  const payload = {
    locale,
    blocks: valid,
    blockData,
    seo,
    metaheadsBefore,
    metaheadsAfter,
    crumbs,
    preview: Boolean(previewToken),
    // A§2 editor toolbar (issue 14): only for signed-in editors; anonymous pages carry no trace of it.
    ...(visitor.editor ? { editor: { pageId: result.page.id } } : {}),
  };
  // A preview, or a page with an editor's toolbar, must not be kept by any shared cache.
  return previewToken || visitor.editor ? data(payload, { headers: { 'Cache-Control': 'private, no-store' } }) : payload;
});

/**
 * After a client navigation, the next page's block chunks load alongside its data, so it appears whole
 * instead of block by block. (The first page is server-rendered and hydrates blocks as their chunks land.)
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const payload = await serverLoader();
  // A chunk that fails to load here is tried again when the block renders (and then shows its failure).
  await loadBlocks(payload.blocks.map((block) => block.template)).catch(() => undefined);
  return payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ data: loaderData, error, location }) => {
  if (loaderData) return seoMeta(loaderData.seo);
  return errorMeta(location.pathname, error);
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contentPath } = localeFromPath(useLocation().pathname);
  return (
    <>
      <NewsVisit contentPath={contentPath} />
      {loaderData.preview && <PreviewBar />}
      {'editor' in loaderData && loaderData.editor ? (
        <Suspense fallback={null}>
          <EditorToolbar pageId={loaderData.editor.pageId} locale={loaderData.locale} />
        </Suspense>
      ) : null}
      <Breadcrumbs crumbs={loaderData.crumbs} label={t('breadcrumbs')} />
      <Metaheads heads={loaderData.metaheadsBefore} />
      <BlockListOf
        components={pageBlocks}
        blocks={loaderData.blocks}
        locale={loaderData.locale}
        blockData={loaderData.blockData}
        deferBelowFold={!import.meta.env.SSR}
      />
      <Metaheads heads={loaderData.metaheadsAfter} />
    </>
  );
}

/** Errors render inside the brand chrome (the error layout keeps navigation and footer, A§2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const { locale } = localeFromPath(location.pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const overrides = (error.data as { overrides?: PageNotFoundContent } | undefined)?.overrides ?? {};
    return <ErrorView kind="notFound" locale={locale} overrides={overrides} />;
  }
  return <ErrorView kind={errorKindOf(error)} locale={locale} retryHref={location.pathname + location.search} />;
}
