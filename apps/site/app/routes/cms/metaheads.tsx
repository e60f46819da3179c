import { MetaheadsScreen } from '@lux/admin';
import type { Route } from './+types/metaheads';
import { requireUser } from '../../auth/guard.server';
import { ScreenError } from '../admin/ScreenError';
import { loadMetaheads } from './cms.server';
import { cmsMeta } from './meta';

/**
 * `/cms/metaheads` (ADR 027 §5): scripts, styles and HTML on every page — developers only (admins pass every
 * check); an editor gets the no-access page.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: ['developer'] });
  return loadMetaheads(args.request, args.context.requestId);
}

export const meta: Route.MetaFunction = ({ location }) => cmsMeta(location.pathname, 'metaheads');

export default function CmsMetaheadsRoute({ loaderData }: Route.ComponentProps) {
  return <MetaheadsScreen metaheads={loaderData.metaheads} pageId={loaderData.pageId} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
