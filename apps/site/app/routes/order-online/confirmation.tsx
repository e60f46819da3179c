import { buildTitle } from '@lux/content';
import { OrderApiError, type OrderSummary } from '@lux/order-online';
import { checkoutStringsFor, ConfirmationScreen } from '@lux/checkout';
import type { Route } from './+types/confirmation';
import { guardRoute } from '../../auth/guard.server';
import {
  CONFIRMATION_TOKEN,
  errorSummary,
  journeyBase,
  journeyScope,
  logger,
  notFound,
  ORDER_NUMBER,
  serializeScope,
  serverOrderOnlineApi,
} from './order-online.server';
import { JourneyErrorBoundary, journeyHandle, journeyHeaders, journeyMeta, JourneyPage } from './journey';

export const handle = journeyHandle;
export const headers = journeyHeaders;

/**
 * `/showroom-order-online/confirmation/:orderNumber` (A§2): the order, read on the server when the e-mail's
 * link brings its token (so the first paint shows it), otherwise in the browser with this browser's hold or
 * reservation. A wrong number or token is a 404; the service being down is left to the browser to retry.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await guardRoute({ request });
  const url = new URL(request.url);
  const base = await journeyBase({ request, context });
  const orderNumber = params.orderNumber.trim();
  if (!ORDER_NUMBER.test(orderNumber)) throw notFound(base.settings);
  const rawToken = url.searchParams.get('token');
  const token = rawToken && CONFIRMATION_TOKEN.test(rawToken) ? rawToken : null;
  if (rawToken !== null && !token) throw notFound(base.settings);
  let order: OrderSummary | null = null;
  if (token) {
    try {
      order = await serverOrderOnlineApi().getOrder({ orderNumber, access: { token } });
    } catch (error) {
      if (error instanceof OrderApiError && (error.status === 404 || error.status === 403 || error.status === 400)) throw notFound(base.settings);
      logger.warn({ err: errorSummary(error), requestId: context.requestId }, 'order online: confirmation read failed');
    }
  }
  const scope = await journeyScope(base, context);
  return {
    locale: base.locale,
    effector: serializeScope(scope),
    companyUuid: base.companyUuid,
    listing: base.listing,
    stockList: base.stockList,
    configUrl: null,
    orderNumber,
    token,
    order,
    title: buildTitle({ title: `${checkoutStringsFor(base.locale).confirmationTitle} ${orderNumber}` }, base.settings),
  };
}

export const meta: Route.MetaFunction = ({ data, location, error }) => journeyMeta(data?.title, location.pathname, error);

export default function OrderOnlineConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <JourneyPage data={loaderData}>
      {(ready) => (
        <ConfirmationScreen orderNumber={loaderData.orderNumber} token={loaderData.token} initialOrder={loaderData.order} ready={ready} />
      )}
    </JourneyPage>
  );
}

export const ErrorBoundary = JourneyErrorBoundary;
