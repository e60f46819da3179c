import { useMemo, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, type MetaDescriptor } from 'react-router';
import { Provider as EffectorProvider } from 'effector-react';
import type { Scope } from 'effector';
import { hebrewOrEnglish, localeFromPath, localisedPath, type Locale, type PageNotFoundContent } from '@lux/content';
import {
  browserCheckoutServices,
  CheckoutEnvironmentProvider,
  useOrderOnlineScope,
  type CheckoutEnvironment,
  type CheckoutPaths,
} from '@lux/checkout';
import { ErrorView } from '../../components/ErrorView';
import { errorMeta } from '../../lib/error-meta';

/** What every order-online loader hands its page. */
export interface JourneyPageData {
  locale: Locale;
  /** The journey's Effector scope as the server left it (`serialize`). */
  effector: Record<string, unknown>;
  companyUuid: string;
  listing: string;
  stockList: string;
  /** A§2: the `config_url` of the configurator journey, carried from page to page. */
  configUrl: string | null;
}

const query = (params: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The journey's addresses (A§2) in the page's language; the configurator's `config_url` travels along. */
export function journeyPaths(locale: Locale, stockList: string, configUrl: string | null): CheckoutPaths {
  const at = (path: string) => localisedPath(locale, path);
  return {
    stockList: at(stockList),
    details: (vehicleId, url) => `${at(`/showroom-order-online/vehicle/${encodeURIComponent(vehicleId)}`)}${query({ config_url: url ?? configUrl })}`,
    checkout: (vehicleId) => `${at('/showroom-order-online/checkout')}${query({ vehicle: vehicleId, config_url: configUrl })}`,
    success: (orderNumber) => `${at('/showroom-order-online/success')}${query({ order: orderNumber, config_url: configUrl })}`,
    confirmation: (orderNumber) => at(`/showroom-order-online/confirmation/${encodeURIComponent(orderNumber)}`),
  };
}

/**
 * A§2 / ADR 026 §6: the journey's pages are never indexed and take no page meta tags from the layout (the
 * route names hold `stock-locator-order-online`): a title and `noindex` only.
 */
export function journeyMeta(title: string | undefined, pathname: string, error: unknown): MetaDescriptor[] {
  if (!title) return errorMeta(pathname, error);
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Orders, holds and confirmation links are one buyer's: never stored by a shared cache. */
export const journeyHeaders = () => ({ 'Cache-Control': 'private, no-store' });

/** A§6: protected only when REQUIRE_USER_LOGIN is "true" (the loaders call `guardRoute`). */
export const journeyHandle = { access: 'login-when-required' } as const;

interface JourneyPageProps {
  data: JourneyPageData;
  /** The page's own opening, once the scope has read the journey back (browser only). */
  opened?: (scope: Scope, environment: CheckoutEnvironment) => Promise<unknown>;
  holdClock?: boolean;
  children: (ready: boolean) => ReactNode;
}

/**
 * Gives a journey page its Effector scope (hydrated from the loader, then restored from storage in the
 * browser) and its environment (language, company, addresses, browser services).
 */
export function JourneyPage({ data, opened, holdClock = false, children }: JourneyPageProps) {
  const navigate = useNavigate();
  const environment = useMemo<CheckoutEnvironment>(
    () => ({
      locale: hebrewOrEnglish(data.locale),
      companyUuid: data.companyUuid,
      listing: data.listing,
      paths: journeyPaths(data.locale, data.stockList, data.configUrl),
      services: browserCheckoutServices((to) => void navigate(to)),
    }),
    [data.locale, data.companyUuid, data.listing, data.stockList, data.configUrl, navigate],
  );
  const { scope, ready } = useOrderOnlineScope({
    values: data.effector,
    holdClock,
    opened: opened ? async (pageScope) => void (await opened(pageScope, environment)) : undefined,
  });
  return (
    <EffectorProvider value={scope}>
      <CheckoutEnvironmentProvider value={environment}>{children(ready)}</CheckoutEnvironmentProvider>
    </EffectorProvider>
  );
}

/** A§8: an unknown vehicle or order is the not-found page inside the chrome; other failures the error view. */
export function JourneyErrorBoundary({ error }: { error: unknown }) {
  const { locale } = localeFromPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const overrides = (error.data as { overrides?: PageNotFoundContent } | undefined)?.overrides ?? {};
    return <ErrorView kind="notFound" locale={locale} overrides={overrides} />;
  }
  return <ErrorView kind="error" locale={locale} />;
}
