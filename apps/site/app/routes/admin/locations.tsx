import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, LocationsScreen } from '@lux/admin';
import type { Route } from './+types/locations';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.locations.view });
  return { list: await loadList(args.request, 'locations', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'locations');

export default function AdminLocationsScreenRoute({ loaderData }: Route.ComponentProps) {
  return <LocationsScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
