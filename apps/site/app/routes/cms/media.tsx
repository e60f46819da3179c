import { CmsMediaScreen } from '@lux/admin';
import type { Route } from './+types/media';
import { requireUser } from '../../auth/guard.server';
import { ScreenError } from '../admin/ScreenError';
import { loadImages } from './cms.server';
import { CMS_ROLES } from './layout';
import { cmsMeta } from './meta';

/** `/cms/media`: the media library. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: CMS_ROLES });
  return { images: (await loadImages(args.request, args.context.requestId)).data };
}

export const meta: Route.MetaFunction = ({ location }) => cmsMeta(location.pathname, 'media');

export default function CmsMediaRoute({ loaderData }: Route.ComponentProps) {
  return <CmsMediaScreen images={loaderData.images} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
