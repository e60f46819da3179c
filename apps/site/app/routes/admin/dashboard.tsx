import { Dashboard } from '@lux/admin';
import type { Route } from './+types/dashboard';
import { adminMeta } from './meta';

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, null);

export default function AdminDashboardRoute() {
  return <Dashboard />;
}
