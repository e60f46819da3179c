import { data, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localeFromPath, localisedPath } from '@lux/content';
import type { Route } from './+types/no-access';
import { StatusPage } from '../components/StatusPage';
import { translate } from '../i18n';

/** Where a 403 from a service sends the visitor (A§6). */
export function loader() {
  return data(null, { status: 403 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translate(localeFromPath(location.pathname).locale, 'noAccess.heading') },
  { name: 'robots', content: 'noindex' },
];

export default function NoAccessPage() {
  const { t } = useTranslation();
  const { locale } = localeFromPath(useLocation().pathname);
  return (
    <StatusPage
      heading={t('noAccess.heading')}
      paragraph={t('noAccess.paragraph')}
      actionLabel={t('noAccess.backHome')}
      actionHref={localisedPath(locale, '/')}
    />
  );
}
