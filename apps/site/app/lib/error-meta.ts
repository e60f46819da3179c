import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { localeFromPath } from '@lux/content';
import { translate } from '../i18n';

/** The title of a route's error view, in the page's language, never indexed: not found (404) or a failure. */
export function errorMeta(pathname: string, error: unknown): MetaDescriptor[] {
  const { locale } = localeFromPath(pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: translate(locale, notFound ? 'notFound.heading' : 'error.heading') }, { name: 'robots', content: 'noindex' }];
}
