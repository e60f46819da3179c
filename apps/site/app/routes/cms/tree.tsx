import { CmsTreeScreen } from '@lux/admin';
import type { Route } from './+types/tree';
import { requireUser } from '../../auth/guard.server';
import { ScreenError } from '../admin/ScreenError';
import { loadTree, siteLocaleOf } from './cms.server';
import { CMS_ROLES } from './layout';
import { cmsMeta } from './meta';

/** `/cms?locale=he|en`: the page tree of one site language. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: CMS_ROLES });
  const siteLocale = siteLocaleOf(new URL(args.request.url).searchParams);
  return { siteLocale, rows: await loadTree(args.request, siteLocale, args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => cmsMeta(location.pathname, 'pages');

export default function CmsTreeRoute({ loaderData }: Route.ComponentProps) {
  return <CmsTreeScreen rows={loaderData.rows} siteLocale={loaderData.siteLocale} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
