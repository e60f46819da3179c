import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { localeFromPath } from '@lux/content';
import { translate } from '../i18n';

/** The title of a route's error view, in the page's language, never indexed: not found (404) or a failure. */
export function errorMeta(pathname: string, error: unknown): MetaDescriptor[] {
  const { locale } = localeFromPath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? 'notFound.heading' : status === 503 ? 'error.unavailableHeading' : status >= 400 && status < 500 ? 'error.refusedHeading' : 'error.heading';
  return [{ title: translate(locale, title) }, { name: 'robots', content: 'noindex' }];
}
