import { useLocation } from 'react-router';
import { adminScreenAccess, SettingsScreen } from '@lux/admin';
import { builtInSettings, localeFromPath } from '@lux/content';
import { chromeSettingDefaults, navigationSettingDefaults } from '@lux/shell';
import type { Route } from './+types/settings';
import { requireUser } from '../../auth/guard.server';
import { ErrorView } from '../../components/ErrorView';
import { loadList } from './api.server';
import { adminMeta } from './meta';

/** The site's built-in value of every setting it reads, shown beside the stored ones (as settings.server merges them). */
const settingDefaults: Readonly<Record<string, string>> = { ...builtInSettings, ...chromeSettingDefaults, ...navigationSettingDefaults };

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: adminScreenAccess.settings.view });
  return { list: await loadList(args.request, 'settings', args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'settings');

export default function AdminSettingsScreenRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen list={loaderData.list} defaults={settingDefaults} />;
}

export function ErrorBoundary() {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="error" locale={locale} />;
}
