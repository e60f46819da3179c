import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localisedPath, type Locale, type PageNotFoundContent } from '@lux/content';
import { Button, Container, Heading } from '@lux/ui';

const Hero = styled.section`
  padding-block: clamp(3rem, 10vw, 7rem);

  p {
    max-inline-size: 40rem;
    line-height: 1.6;
    margin-block: 1rem 2rem;
  }
`;

const Status = styled.p`
  font-size: 0.95rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted, inherit);
`;

const Figure = styled.img`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
  margin-block-end: 2rem;
`;

export type ErrorKind = 'notFound' | 'error' | 'nested';

/**
 * The error layout's views (A§2, A§8): page not found, a generic failure, and the nested-error fallback.
 * Plain links (not router links) in the nested view: the router itself may be what failed.
 */
export function ErrorView({
  kind,
  locale,
  overrides = {},
}: {
  kind: ErrorKind;
  locale: Locale;
  overrides?: PageNotFoundContent;
}) {
  const { t } = useTranslation();
  const home = localisedPath(locale, '/');
  if (kind === 'nested') {
    return (
      <Container as="main" id="main">
        <Hero>
          <Heading level={1} size="l">
            {t('error.nested')}
          </Heading>
          <p>
            <a href={home}>{t('error.goBackHome')}</a>
          </p>
        </Hero>
      </Container>
    );
  }
  if (kind === 'notFound') {
    return (
      <Container>
        <Hero aria-labelledby="error-heading">
          <Status>404 · {t('notFound.status')}</Status>
          {overrides.image && <Figure src={overrides.image} alt="" width={640} height={360} />}
          <Heading id="error-heading" level={1} size="xl">
            {overrides.heading ?? t('notFound.heading')}
          </Heading>
          <p>{overrides.paragraph ?? t('notFound.paragraph')}</p>
          <Button href={home} variant="primary">
            {overrides.button_label ?? t('notFound.backHome')}
          </Button>
        </Hero>
      </Container>
    );
  }
  return (
    <Container>
      <Hero aria-labelledby="error-heading">
        <Heading id="error-heading" level={1} size="xl">
          {t('error.heading')}
        </Heading>
        <p>{t('error.paragraph')}</p>
        <Button href={home} variant="primary">
          {t('error.goBackHome')}
        </Button>
      </Hero>
    </Container>
  );
}
