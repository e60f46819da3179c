import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { allSettled, fork, serialize } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { localeFromPath, navigationLogosFromSettings, pageCategoryRulesFromSettings, type NavSection } from '@lux/content';
import { sanitizeEditorHtml } from '@lux/blocks/server';
import { $currencyRateProblem, $priceProblems, currencyRateRequested, fetchCurrencyRateFx, priceSettingsReceived } from '@lux/pricing';
import { $consentSettingsProblems, consentModeDefaultsScript, consentSettingsReceived, errorReportingFromSettings } from '@lux/consent';
import { dynamicContentSettingsReceived } from '@lux/dynamic-content';
import {
  basicPopupConfigFromSettings,
  basicPopupConfigured,
  exitPopupConfigFromSettings,
  exitPopupConfigured,
  floatingButtonConfigFromSettings,
  floatingButtonConfigured,
  footerContentFromSettings,
  navigationConfigFromSettings,
  searchConfigFromSettings,
  searchConfigured,
} from '@lux/shell';
import { GlobalCss, UiProvider, directionOf } from '@lux/ui';
import type { Route } from './+types/root';
import { ErrorView, errorKindOf } from './components/ErrorView';
import { fetchNavigation } from './services/content.server';
import { fetchNaasNavigation } from './services/naas.server';
import { SiteChrome } from './components/SiteChrome';
import { useUiI18n } from './i18n';
import { useNonce } from './lib/nonce';
import { pageCategoryOfMatches } from './lib/page-category';
import { withServiceErrors } from './lib/service-errors.server';
import { errorSummary, logger } from './lib/logger.server';
import { loadSettings, settingsLogger } from './lib/settings.server';
import { cachedCurrencyExchange } from './lib/currency.server';
import './context';
// Israel area page font (A§9), self-hosted: the Hebrew and Latin subsets only (styles/heebo.css).
import './styles/heebo.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// A service that is down or refuses answers with its status (503 page, 4xx), never a 500 (issue 16).
export const loader = withServiceErrors(async ({ request, context }: Route.LoaderArgs) => {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  const settings = await loadSettings(context);
  // One Effector scope per request: domain models are filled on the server and serialised for hydration.
  const scope = fork({ handlers: [[fetchCurrencyRateFx, cachedCurrencyExchange]] });
  await allSettled(priceSettingsReceived, { scope, params: settings });
  // A§7: the currency rate for double prices, only when its API URL is set; served with the page.
  await allSettled(currencyRateRequested, { scope });
  const currencyProblem = scope.getState($currencyRateProblem);
  if (currencyProblem) {
    logger.warn({ requestId: context.requestId }, `currency rate: ${currencyProblem}`);
    context.markDegraded?.('currency rate');
  }
  for (const problem of scope.getState($priceProblems)) {
    logger.warn({ key: problem.key, requestId: context.requestId }, `price setting ignored: ${problem.message}`);
  }
  // Issue 12: the consent strategy and policy version, and the dynamic-content strategies' settings.
  await allSettled(consentSettingsReceived, { scope, params: settings });
  await allSettled(dynamicContentSettingsReceived, { scope, params: settings });
  for (const problem of scope.getState($consentSettingsProblems)) {
    logger.warn({ key: problem.key, requestId: context.requestId }, `consent setting: ${problem.message}`);
  }
  const errorReporting = errorReportingFromSettings(settings);
  for (const problem of errorReporting.problems) logger.warn({ requestId: context.requestId }, problem);
  // A§5/A§8: chrome settings parsed once; invalid JSON is logged and the defaults used.
  await Promise.all([
    allSettled(basicPopupConfigured, { scope, params: basicPopupConfigFromSettings(settings, settingsLogger) }),
    allSettled(exitPopupConfigured, { scope, params: exitPopupConfigFromSettings(settings, settingsLogger) }),
    allSettled(floatingButtonConfigured, { scope, params: floatingButtonConfigFromSettings(settings, settingsLogger) }),
    // A§2: the search popup shows only when search.popup.enabled is "true".
    allSettled(searchConfigured, { scope, params: searchConfigFromSettings(settings, locale) }),
  ]);
  const footer = footerContentFromSettings(settings, settingsLogger, 'footer');
  // A§8: a navigation failure is logged and treated as no result (the header keeps brand and language).
  const navigation = await fetchNavigation(locale, context.requestId).catch((error: unknown): NavSection[] => {
    logger.warn({ err: errorSummary(error), requestId: context.requestId }, 'navigation: fetch failed; showing none');
    context.markDegraded?.('navigation');
    return [];
  });
  // A§2: which of the five navigations each page shows; the service's navigation is fetched once here.
  const navigationConfig = navigationConfigFromSettings(settings, settingsLogger);
  const naas =
    navigationConfig.base === 'naas' && navigationConfig.naas
      ? await fetchNaasNavigation(navigationConfig.naas, locale)
          .then((content) => {
            if (!content) logger.warn({ requestId: context.requestId }, 'navigation service: answer has no html; showing the main navigation');
            return content;
          })
          .catch((error: unknown) => {
            logger.warn({ err: errorSummary(error), requestId: context.requestId }, 'navigation service: fetch failed; showing the main navigation');
            context.markDegraded?.('navigation service');
            return null;
          })
      : null;
  return {
    locale,
    theme: settings['theme.name'] ?? 'light',
    arialFont: settings['theme.arial_font'] === 'true',
    effector: serialize(scope),
    // A§4/A§8: the tracking category setting; invalid JSON or patterns are logged and ignored.
    pageCategories: pageCategoryRulesFromSettings(settings, settingsLogger),
    // Admin HTML is sanitised here, on the server; the browser renders the result as is.
    chrome: {
      footer: { ...footer, middleHtml: sanitizeEditorHtml(footer.middleHtml), bottomHtml: sanitizeEditorHtml(footer.bottomHtml) },
      navigation,
      navigationConfig,
      naas,
      // A§5/A§8: an incomplete entry or bad JSON is logged and every page shows the default logo.
      logos: navigationLogosFromSettings(settings, settingsLogger),
      consent: {
        policyHref: (settings['consent.policy_url'] ?? '').trim(),
        errorReporting: errorReporting.script,
      },
    },
  };
});

/** Settings and the scope are per visit: refetch only when the locale changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname).locale !== localeFromPath(nextUrl.pathname).locale) return true;
  return currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale = data?.locale ?? localeFromPath(location.pathname).locale;
  const nonce = useNonce();
  const pageCategory = pageCategoryOfMatches(useMatches(), location, data?.pageCategories ?? []);
  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      data-theme={data?.theme ?? 'light'}
      data-region="israel"
      data-font={data?.arialFont ? 'arial' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9e1b32" />
        {/* Google Consent Mode v2: everything denied until the visitor chooses (issue 12). First in the
            head, so no tag can read a state before it. */}
        <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentModeDefaultsScript() }} />
        <Meta />
        <Links />
        <GlobalCss />
      </head>
      <body data-page-category={pageCategory}>
        <UiProvider locale={locale}>
          {children}
        </UiProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A route whose `handle` is `{ ownLayout: true }` renders without the brand layout's chrome. */
function hasOwnLayout(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { ownLayout?: unknown }).ownLayout === true;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const scope = useMemo(() => fork({ values: data.effector }), [data.effector]);
  const i18n = useUiI18n(data.locale);
  // The back office has its own layout: no public navigation, footer, popups or floating button.
  const ownLayout = useMatches().some((match) => hasOwnLayout(match.handle));
  return (
    <EffectorProvider value={scope}>
      <I18nextProvider i18n={i18n}>
        {ownLayout ? (
          <Outlet />
        ) : (
          <SiteChrome locale={data.locale} chrome={data.chrome}>
            <Outlet />
          </SiteChrome>
        )}
      </I18nextProvider>
    </EffectorProvider>
  );
}

/**
 * Reached only when the page's own error view fails, or the shell itself does (A§8: nested error).
 * Routes render their errors inside the chrome; this one cannot rely on it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const locale = localeFromPath(location.pathname).locale;
  const i18n = useUiI18n(locale);
  if (!isRouteErrorResponse(error)) console.error(error);
  // The shell's own data failed because a service is down (503): the unavailable view; anything else is the
  // nested error view (A§8).
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorView kind={errorKindOf(error) === 'unavailable' ? 'unavailable' : 'nested'} locale={locale} retryHref={location.pathname + location.search} />
    </I18nextProvider>
  );
}
