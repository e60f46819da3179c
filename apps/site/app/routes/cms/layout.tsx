import { Outlet, useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { AdminLayout, adminLocaleOf } from '@lux/admin';
import type { Route } from './+types/layout';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { cmsMeta } from './meta';

/** The editor roles (ADR 027): editors build pages; developers also edit metaheads. Admins pass every check. */
export const CMS_ROLES = ['editor', 'developer'] as const;

/** `/cms` and `/en/cms` (A§2: always behind sign-in): the editor area, in the back office's frame. */
export async function loader(args: Route.LoaderArgs) {
  const { user, csrfToken } = await requireUser(args, { roles: CMS_ROLES });
  return { user: { id: user.id, email: user.email, name: user.name, roles: user.roles }, csrfToken };
}

/** The editor renders its own header and navigation, without the public site's chrome. */
export const handle = { ownLayout: true };

export const meta: Route.MetaFunction = ({ location }) => cmsMeta(location.pathname, null);

export default function CmsLayoutRoute({ loaderData }: Route.ComponentProps) {
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
