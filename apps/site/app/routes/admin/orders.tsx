import { adminScreenAccess, OrdersScreen } from '@lux/admin';
import type { Route } from './+types/orders';
import { requireUser } from '../../auth/guard.server';
import { adminMeta } from './meta';
import { loadHoldSettings, loadOrders } from './orders.server';
import { ScreenError } from './ScreenError';

/**
 * `/admin/orders` (ADR 026 §4): the orders for the URL's filters, sort and page, and the hold length
 * (ADR 026 §2) for the panel under them. The orders service checks the role again.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.orders.view });
  const { request, context } = args;
  const [list, holdSettings] = await Promise.all([loadOrders(request, context.requestId), loadHoldSettings(request, context.requestId)]);
  return { list, holdSettings };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'orders');

export default function AdminOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersScreen list={loaderData.list} holdSettings={loaderData.holdSettings} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
