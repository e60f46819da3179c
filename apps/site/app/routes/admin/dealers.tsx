import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, DealersScreen, OSM_TILES } from '@lux/admin';
import type { Route } from './+types/dealers';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.dealers.view });
  return { list: await loadList(args.request, 'dealers', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'dealers');

export default function AdminDealersScreenRoute({ loaderData }: Route.ComponentProps) {
  return <DealersScreen list={loaderData.list} tiles={OSM_TILES} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
