import type { Route } from './+types/admin-api';
import { proxyAdminApi } from '../auth/admin-proxy.server';

/** `/admin/api/:service/*` reads (ADR 019 §5). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return proxyAdminApi(request, params.service, params['*'] ?? '', context.requestId);
}

/** `/admin/api/:service/*` writes: a session, our Origin and the `csrf-token` header. */
export function action({ request, params, context }: Route.ActionArgs) {
  return proxyAdminApi(request, params.service, params['*'] ?? '', context.requestId);
}
