import { useLocation } from 'react-router';
import { localeFromPath } from '@lux/content';
import { adminScreenAccess, MailboxScreen } from '@lux/admin';
import type { Route } from './+types/mailbox';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

/** `/admin/mailbox`: the local SMTP server's messages (sales and admin). */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.mailbox.view });
  return { list: await loadList(args.request, 'mailbox', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'mailbox');

export default function AdminMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <MailboxScreen list={loaderData.list} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
