import { CmsPageScreen } from '@lux/admin';
import type { Route } from './+types/page';
import { requireUser } from '../../auth/guard.server';
import { ScreenError } from '../admin/ScreenError';
import { loadPageEditor } from './cms.server';
import { CMS_ROLES } from './layout';
import { cmsMeta } from './meta';

/** `/cms/pages/:id`: one page's draft, its blocks' forms, versions, schedules and the live preview. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: CMS_ROLES });
  return loadPageEditor(args.request, args.params.id, args.context.requestId);
}

export const meta: Route.MetaFunction = ({ location, data }) => cmsMeta(location.pathname, 'pages', data?.draft.content.title ?? data?.page.path);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  // Another page starts a fresh form; the same page keeps the editor's state across its own saves, publishes
  // and rollbacks (the screen loads a rolled-back draft itself).
  return <CmsPageScreen key={loaderData.page.id} {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
