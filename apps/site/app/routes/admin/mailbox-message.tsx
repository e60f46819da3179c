import { adminScreenAccess, formsPaths, MailboxMessageScreen, type MailboxMessage } from '@lux/admin';
import type { Route } from './+types/mailbox-message';
import { requireUser } from '../../auth/guard.server';
import { idParam, loadFormsRecord } from './forms.server';
import { adminMeta } from './meta';
import { ScreenError } from './ScreenError';

/** `/admin/mailbox/:messageId`: one message with its source. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.mailbox.view });
  const messageId = idParam(args.params.messageId);
  return { message: await loadFormsRecord<MailboxMessage>(args.request, formsPaths.mailboxMessage(messageId), args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'mailbox');

export default function AdminMailboxMessageRoute({ loaderData }: Route.ComponentProps) {
  return <MailboxMessageScreen message={loaderData.message} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
