import { allSettled } from 'effector';
import { buildTitle } from '@lux/content';
import { orderOnlineOpened } from '@lux/order-online';
import { checkoutStringsFor, SuccessScreen } from '@lux/checkout';
import type { Route } from './+types/success';
import { guardRoute } from '../../auth/guard.server';
import { configUrlOf, journeyBase, journeyScope, notFound, ORDER_NUMBER, serializeScope } from './order-online.server';
import { JourneyErrorBoundary, journeyHandle, journeyHeaders, journeyMeta, JourneyPage } from './journey';

export const handle = journeyHandle;
export const headers = journeyHeaders;

/**
 * `/showroom-order-online/success?order=…` (A§2, page category checkout_order_confirmation): the success
 * configuration is read on the server; the order itself in the browser, with the hold's lock id only this
 * browser has.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request });
  const url = new URL(request.url);
  const base = await journeyBase({ request, context });
  const orderNumber = url.searchParams.get('order')?.trim() ?? '';
  if (!ORDER_NUMBER.test(orderNumber)) throw notFound(base.settings);
  const configUrl = configUrlOf(url);
  const scope = await journeyScope(base, context);
  await allSettled(orderOnlineOpened, { scope, params: { fetchVehicle: false, configUrl, companyConfig: base.companyUuid } });
  return {
    locale: base.locale,
    effector: serializeScope(scope),
    companyUuid: base.companyUuid,
    listing: base.listing,
    stockList: base.stockList,
    configUrl,
    orderNumber,
    title: buildTitle({ title: checkoutStringsFor(base.locale).successTitle }, base.settings),
  };
}

export const meta: Route.MetaFunction = ({ data, location, error }) => journeyMeta(data?.title, location.pathname, error);

export default function OrderOnlineSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <JourneyPage data={loaderData}>{(ready) => <SuccessScreen orderNumber={loaderData.orderNumber} ready={ready} />}</JourneyPage>;
}

export const ErrorBoundary = JourneyErrorBoundary;
