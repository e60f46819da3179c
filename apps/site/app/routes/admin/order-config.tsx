import { data, redirect } from 'react-router';
import { adminScreenAccess, OrderConfigScreen, orderConfigTypes, type OrderConfigType } from '@lux/admin';
import type { Route } from './+types/order-config';
import { requireUser } from '../../auth/guard.server';
import { adminMeta } from './meta';
import { loadCompanyConfig } from './orders.server';
import { ScreenError } from './ScreenError';

const isConfigType = (value: string): value is OrderConfigType => (orderConfigTypes as readonly string[]).includes(value);

/**
 * `/admin/order-config/:configType` (ADR 026 §3): one order-online config type of the demo company, from the
 * stock service's admin route (null when the company has none yet). Without a type: the general settings.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess['order-config'].view });
  const { request, context, params } = args;
  if (params.configType === undefined) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/\/+$/, '')}/order_online${url.search}`);
  }
  if (!isConfigType(params.configType)) throw data(null, { status: 404 });
  return { configType: params.configType, config: await loadCompanyConfig(request, params.configType, context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'order-config');

export default function AdminOrderConfigRoute({ loaderData }: Route.ComponentProps) {
  // A new type is a new screen: its draft starts from that type's stored data.
  return <OrderConfigScreen key={loaderData.configType} configType={loaderData.configType} config={loaderData.config} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
