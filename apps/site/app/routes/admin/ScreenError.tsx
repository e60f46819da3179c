import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { localeFromPath } from '@lux/content';
import { ErrorView } from '../../components/ErrorView';

/** A forms screen's failure: a form, lead or message that does not exist is a 404; anything else an error. */
export function ScreenError() {
  const { locale } = localeFromPath(useLocation().pathname);
  const error = useRouteError();
  return <ErrorView kind={isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'error'} locale={locale} />;
}
