import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, FormsScreen } from '@lux/admin';
import type { Route } from './+types/forms';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

/** `/admin/forms`: the forms list; editors and admins edit, sales follow each form to its leads. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.forms.view });
  return { list: await loadList(args.request, 'forms', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'forms');

export default function AdminFormsRoute({ loaderData }: Route.ComponentProps) {
  return <FormsScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
