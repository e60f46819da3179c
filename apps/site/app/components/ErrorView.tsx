import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localisedPath, type Locale, type PageNotFoundContent } from '@lux/content';
import { Container, Heading } from '@lux/ui';
import { StatusPage } from './StatusPage';

export type ErrorKind = 'notFound' | 'error' | 'nested' | 'unavailable' | 'refused';

/**
 * The error layout's views (A§2, A§8): page not found, a generic failure, and the nested-error fallback.
 * The nested view uses a plain link and no chrome: the router or the layout may be what failed.
 */
export function ErrorView({
  kind,
  locale,
  overrides = {},
  retryHref = localisedPath(locale, '/'),
}: {
  kind: ErrorKind;
  locale: Locale;
  overrides?: PageNotFoundContent;
  /** Where "try again" leads on the unavailable view: the address the visitor asked for. */
  retryHref?: string;
}) {
  const { t } = useTranslation();
  const home = localisedPath(locale, '/');
  if (kind === 'nested') {
    return (
      <Container as="main" id="main" style={{ paddingBlock: '4rem' }}>
        {/* No route meta reaches this view (the failure may be in the layout); React hoists the title. */}
        <title>{t('error.nested')}</title>
        <Heading level={1} size="l">
          {t('error.nested')}
        </Heading>
        <p>
          <a href={home}>{t('error.goBackHome')}</a>
        </p>
      </Container>
    );
  }
  if (kind === 'notFound') {
    return (
      <StatusPage
        status={`404 · ${t('notFound.status')}`}
        image={overrides.image}
        heading={overrides.heading ?? t('notFound.heading')}
        paragraph={overrides.paragraph ?? t('notFound.paragraph')}
        actionLabel={overrides.button_label ?? t('notFound.backHome')}
        actionHref={home}
      />
    );
  }
  if (kind === 'unavailable') {
    // Issue 16: a service the page needs is down (503). "Try again" reloads the same address.
    return (
      <StatusPage
        status={t('error.unavailableStatus')}
        heading={t('error.unavailableHeading')}
        paragraph={t('error.unavailableParagraph')}
        actionLabel={t('error.tryAgain')}
        actionHref={retryHref}
      />
    );
  }
  if (kind === 'refused') {
    return <StatusPage heading={t('error.refusedHeading')} paragraph={t('error.refusedParagraph')} actionLabel={t('error.goBackHome')} actionHref={home} />;
  }
  return (
    <StatusPage heading={t('error.heading')} paragraph={t('error.paragraph')} actionLabel={t('error.goBackHome')} actionHref={home} />
  );
}

/** The view a route's error asks for: not found (404), unavailable (503), refused (other 4xx), or a failure. */
export function errorKindOf(error: unknown, otherwise: ErrorKind = 'error'): ErrorKind {
  if (!isRouteErrorResponse(error)) return otherwise;
  if (error.status === 404) return 'notFound';
  if (error.status === 503) return 'unavailable';
  if (error.status >= 400 && error.status < 500) return 'refused';
  return otherwise;
}
