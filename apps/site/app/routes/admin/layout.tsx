import { Outlet, useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { AdminLayout, adminLocaleOf, backOfficeRoles } from '@lux/admin';
import type { Route } from './+types/layout';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { adminMeta } from './meta';

/** `/admin` and `/en/admin`: staff only (ADR 019); a viewer ends on the no-access page. */
export async function loader(args: Route.LoaderArgs) {
  const { user, csrfToken } = await requireUser(args, { roles: backOfficeRoles });
  return { user: { id: user.id, email: user.email, name: user.name, roles: user.roles }, csrfToken };
}

/** The back office renders its own header and navigation, without the public site's chrome. */
export const handle = { ownLayout: true };

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, null);

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  const locale = adminLocaleOf(localeFromPath(useLocation().pathname).locale);
  return (
    <AdminLayout user={loaderData.user} csrfToken={loaderData.csrfToken} locale={locale}>
      <Outlet />
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
