import { adminScreenAccess, ConsentsScreen } from '@lux/admin';
import type { Route } from './+types/consents';
import { requireUser } from '../../auth/guard.server';
import { loadList } from './api.server';
import { adminMeta } from './meta';
import { ScreenError } from './ScreenError';

/**
 * `/admin/consents`: proof of consent (issue 12), admins only; the API checks again and audits the view.
 * The CSV download is a plain link through the `/admin/api` proxy, which streams the API's file.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.consents.view });
  return { list: await loadList(args.request, 'consents', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'consents');

export default function AdminConsentsRoute({ loaderData }: Route.ComponentProps) {
  return <ConsentsScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
