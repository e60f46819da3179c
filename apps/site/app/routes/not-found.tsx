import { data, useLocation } from 'react-router';
import { localeFromPath, pageNotFoundOverrides } from '@lux/content';
import { withServiceErrors } from '../lib/service-errors.server';
import type { Route } from './+types/not-found';
import { ErrorView } from '../components/ErrorView';
import { loadSettings, settingsLogger } from '../lib/settings.server';
import { translate } from '../i18n';

/** /404: the not-found page itself, answered with status 404 (A§2, B§2). */
export const loader = withServiceErrors(async ({ context }: Route.LoaderArgs) => {
  const settings = await loadSettings(context);
  return data({ overrides: pageNotFoundOverrides(settings, settingsLogger) }, { status: 404 });
});

export const meta: Route.MetaFunction = ({ location, data: loaderData }) => [
  { title: loaderData?.overrides.heading ?? translate(localeFromPath(location.pathname).locale, 'notFound.heading') },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { locale } = localeFromPath(useLocation().pathname);
  return <ErrorView kind="notFound" locale={locale} overrides={loaderData.overrides} />;
}
