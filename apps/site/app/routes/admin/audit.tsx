import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, AuditScreen } from '@lux/admin';
import type { Route } from './+types/audit';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.audit.view });
  return { list: await loadList(args.request, 'audit', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'audit');

export default function AdminAuditScreenRoute({ loaderData }: Route.ComponentProps) {
  return <AuditScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
