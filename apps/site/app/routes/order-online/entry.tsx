import { redirect } from 'react-router';
import { buildTitle, localisedPath } from '@lux/content';
import { StockApiError } from '@lux/stock-locator';
import { checkoutStringsFor, EntryScreen } from '@lux/checkout';
import type { Route } from './+types/entry';
import { guardRoute } from '../../auth/guard.server';
import { serverStockApi } from '../../services/stock.server';
import { configUrlOf, errorSummary, journeyBase, journeyScope, logger, serializeScope } from './order-online.server';
import { JourneyErrorBoundary, journeyHandle, journeyHeaders, journeyMeta, JourneyPage } from './journey';

export const handle = journeyHandle;
export const headers = journeyHeaders;

/**
 * `/showroom-order-online/` (A§2): with `?config_url=` the configurator journey starts — the vehicle of that
 * configuration is found (A§7 vehicle by config_url) and its steps page opened with the address passed on.
 * Without it, the page offers the way back to a journey this browser started, and the stock list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request });
  const url = new URL(request.url);
  const base = await journeyBase({ request, context });
  const configUrl = configUrlOf(url);
  const t = checkoutStringsFor(base.locale);
  let problem: string | null = null;
  if (configUrl) {
    const vehicle = await serverStockApi()
      .getVehicleByConfigUrl(base.listing, configUrl)
      .catch((error: unknown) => {
        if (!(error instanceof StockApiError && (error.status === 404 || error.status === 400))) {
          logger.warn({ err: errorSummary(error), requestId: context.requestId }, 'order online: vehicle by config_url failed');
        }
        return null;
      });
    if (vehicle) {
      const search = new URLSearchParams({ config_url: configUrl });
      throw redirect(`${localisedPath(base.locale, `/showroom-order-online/vehicle/${encodeURIComponent(vehicle.id)}`)}?${search.toString()}`);
    }
    problem = t.noVehicle;
  }
  const scope = await journeyScope(base, context);
  return {
    locale: base.locale,
    effector: serializeScope(scope),
    companyUuid: base.companyUuid,
    listing: base.listing,
    stockList: base.stockList,
    configUrl,
    problem,
    title: buildTitle({ title: t.entryTitle }, base.settings),
  };
}

export const meta: Route.MetaFunction = ({ data, location, error }) => journeyMeta(data?.title, location.pathname, error);

export default function OrderOnlineEntryRoute({ loaderData }: Route.ComponentProps) {
  return <JourneyPage data={loaderData}>{(ready) => <EntryScreen ready={ready} problem={loaderData.problem} />}</JourneyPage>;
}

export const ErrorBoundary = JourneyErrorBoundary;
