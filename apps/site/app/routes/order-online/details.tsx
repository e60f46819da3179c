import { redirect, useLocation } from 'react-router';
import { allSettled } from 'effector';
import { buildTitle, localisedPath } from '@lux/content';
import { $vehicle, orderOnlineOpened } from '@lux/order-online';
import { checkoutStringsFor, detailsOpened, OrderJourney, vehicleName } from '@lux/checkout';
import type { Route } from './+types/details';
import { guardRoute } from '../../auth/guard.server';
import { configUrlOf, journeyBase, journeyScope, notFound, serializeScope, vehicleIdOf } from './order-online.server';
import { JourneyErrorBoundary, journeyHandle, journeyHeaders, journeyMeta, JourneyPage } from './journey';

export const handle = journeyHandle;
export const headers = journeyHeaders;

/**
 * `/showroom-order-online/vehicle/:vehicleId` (A§2, page category checkout): the vehicle and the journey's
 * configuration are read on the server (A§4 initialisation), so the first paint is the real page; the
 * browser then reads the journey back and takes or checks the hold. Without an id the entry page decides
 * where the buyer goes; an unknown vehicle is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await guardRoute({ request });
  const url = new URL(request.url);
  const base = await journeyBase({ request, context });
  if (!params.vehicleId) throw redirect(`${localisedPath(base.locale, '/showroom-order-online')}${url.search}`);
  const vehicleId = vehicleIdOf(params.vehicleId);
  if (!vehicleId) throw notFound(base.settings);
  const configUrl = configUrlOf(url);
  const scope = await journeyScope(base, context);
  await allSettled(orderOnlineOpened, {
    scope,
    params: { vehicleId, listing: base.listing, configUrl, companyConfig: base.companyUuid },
  });
  const vehicle = scope.getState($vehicle);
  if (!vehicle) throw notFound(base.settings);
  const t = checkoutStringsFor(base.locale);
  return {
    locale: base.locale,
    effector: serializeScope(scope),
    companyUuid: base.companyUuid,
    listing: base.listing,
    stockList: base.stockList,
    configUrl,
    vehicleId: vehicle.id,
    title: buildTitle({ title: `${t.journeyTitle}: ${vehicleName(vehicle)}` }, base.settings),
  };
}

export const meta: Route.MetaFunction = ({ data, location, error }) => journeyMeta(data?.title, location.pathname, error);

export default function OrderOnlineDetailsRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { vehicleId, configUrl } = loaderData;
  return (
    <JourneyPage
      data={loaderData}
      holdClock
      opened={(scope, environment) =>
        detailsOpened(scope, {
          vehicleId,
          companyUuid: environment.companyUuid,
          detailsRoute: `${location.pathname}${location.search}`,
          configUrl,
        })
      }
    >
      {(ready) => <OrderJourney ready={ready} />}
    </JourneyPage>
  );
}

export const ErrorBoundary = JourneyErrorBoundary;
