import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, RedirectsScreen } from '@lux/admin';
import type { Route } from './+types/redirects';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.redirects.view });
  return { list: await loadList(args.request, 'redirects', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'redirects');

export default function AdminRedirectsScreenRoute({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
