import { data, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localeFromPath, localisedPath } from '@lux/content';
import type { Route } from './+types/auth-error';
import { StatusPage } from '../components/StatusPage';
import { translate } from '../i18n';

const errorTypes = ['noPermissions'] as const;
type AuthErrorType = (typeof errorTypes)[number] | 'other';

/** /auth/error?type=noPermissions: the sign-in flow lands here when the user lacks permission (B§2). */
export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get('type');
  const type: AuthErrorType = (errorTypes as readonly string[]).includes(requested ?? '') ? (requested as AuthErrorType) : 'other';
  return data({ type }, { status: type === 'noPermissions' ? 403 : 401 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translate(localeFromPath(location.pathname).locale, 'authError.heading') },
  { name: 'robots', content: 'noindex' },
];

export default function AuthErrorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = localeFromPath(useLocation().pathname);
  return (
    <StatusPage
      heading={t('authError.heading')}
      paragraph={loaderData.type === 'noPermissions' ? t('authError.noPermissions') : t('authError.other')}
      actionLabel={t('authError.backHome')}
      actionHref={localisedPath(locale, '/')}
    />
  );
}
