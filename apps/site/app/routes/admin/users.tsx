import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, UsersScreen } from '@lux/admin';
import type { Route } from './+types/users';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.users.view });
  return { list: await loadList(args.request, 'users', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'users');

export default function AdminUsersScreenRoute({ loaderData }: Route.ComponentProps) {
  return <UsersScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
