import { data } from 'react-router';
import { adminScreenAccess, OrderScreen } from '@lux/admin';
import type { Route } from './+types/orders-detail';
import { requireUser } from '../../auth/guard.server';
import { adminMeta } from './meta';
import { loadOrder, loadOrderLeadFormId } from './orders.server';
import { ScreenError } from './ScreenError';

/** Order numbers as the orders service writes them (`LX-260517-K7Q2MZ`, any case); anything else is a 404. */
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/**
 * `/admin/orders/:orderNumber` (ADR 026 §4): the order, its timeline, hold and payment, and the form its lead
 * is filed under (for the link to the lead). Cancel and refund go from the browser through the proxy.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.orders.view });
  if (!ORDER_NUMBER.test(args.params.orderNumber)) throw data(null, { status: 404 });
  const orderNumber = args.params.orderNumber.toUpperCase();
  const { request, context } = args;
  const detail = await loadOrder(request, orderNumber, context.requestId);
  const leadFormId = detail.order.rdx_forms_lead_id === null ? null : await loadOrderLeadFormId(request, context.requestId);
  return { detail, leadFormId };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'orders');

export default function AdminOrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderScreen detail={loaderData.detail} leadFormId={loaderData.leadFormId} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
