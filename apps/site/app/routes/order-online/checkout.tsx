import { allSettled } from 'effector';
import { buildTitle } from '@lux/content';
import { $vehicle, orderOnlineOpened } from '@lux/order-online';
import { checkoutOpened, CheckoutScreen, checkoutStringsFor, vehicleName, type PaymentReturn } from '@lux/checkout';
import type { Route } from './+types/checkout';
import { guardRoute } from '../../auth/guard.server';
import { configUrlOf, journeyBase, journeyScope, notFound, serializeScope, vehicleIdOf } from './order-online.server';
import { JourneyErrorBoundary, journeyHandle, journeyHeaders, journeyMeta, JourneyPage } from './journey';

export const handle = journeyHandle;
export const headers = journeyHeaders;

const VENDOR_TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** Back from a vendor's page: `?payment=liqpay|stripe` (and Stripe's own `payment_intent`, `redirect_status`). */
function paymentReturnOf(url: URL): PaymentReturn | null {
  const vendor = url.searchParams.get('payment');
  if (vendor !== 'liqpay' && vendor !== 'stripe') return null;
  const intent = url.searchParams.get('payment_intent');
  const status = url.searchParams.get('redirect_status');
  return {
    vendor,
    paymentIntent: intent && VENDOR_TOKEN.test(intent) ? intent : null,
    redirectStatus: status && VENDOR_TOKEN.test(status) ? status : null,
  };
}

/**
 * `/showroom-order-online/checkout` (A§2, page category checkout_reservation): the vehicle (`?vehicle=`,
 * else the journey's stored one, read in the browser) and the configuration are read on the server; the
 * summary and payment follow once the browser has read the journey back and checked the hold.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request });
  const url = new URL(request.url);
  const base = await journeyBase({ request, context });
  const configUrl = configUrlOf(url);
  const requested = url.searchParams.get('vehicle');
  const vehicleId = vehicleIdOf(requested);
  if (requested !== null && !vehicleId) throw notFound(base.settings);
  const scope = await journeyScope(base, context);
  await allSettled(orderOnlineOpened, {
    scope,
    params: vehicleId
      ? { vehicleId, listing: base.listing, configUrl, companyConfig: base.companyUuid }
      : { fetchVehicle: false, configUrl, companyConfig: base.companyUuid },
  });
  const vehicle = scope.getState($vehicle);
  if (vehicleId && !vehicle) throw notFound(base.settings);
  const t = checkoutStringsFor(base.locale);
  return {
    locale: base.locale,
    effector: serializeScope(scope),
    companyUuid: base.companyUuid,
    listing: base.listing,
    stockList: base.stockList,
    configUrl,
    paymentReturn: paymentReturnOf(url),
    title: buildTitle({ title: vehicle ? `${t.checkoutTitle}: ${vehicleName(vehicle)}` : t.checkoutTitle }, base.settings),
  };
}

export const meta: Route.MetaFunction = ({ data, location, error }) => journeyMeta(data?.title, location.pathname, error);

export default function OrderOnlineCheckoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <JourneyPage
      data={loaderData}
      holdClock
      opened={(scope, environment) => checkoutOpened(scope, { companyUuid: environment.companyUuid, listing: environment.listing })}
    >
      {(ready) => <CheckoutScreen ready={ready} paymentReturn={loaderData.paymentReturn} />}
    </JourneyPage>
  );
}

export const ErrorBoundary = JourneyErrorBoundary;
