import { useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Heading } from '@lux/ui';
import { hebrewOrEnglish, localeFromPath, type HebrewOrEnglish } from '@lux/content';
import type { Route } from './+types/lrdx-navigation-test';
import type { loader as rootLoader } from '../root';
import { LrdxNavigation } from '../components/LrdxNavigation';
import { STAFF_ROLES, requireUser } from '../auth/guard.server';

const text: Record<HebrewOrEnglish, { title: string; intro: string }> = {
  he: { title: 'בדיקת ניווט lrdx', intro: 'דף בדיקה לצוות: הניווט מסוג lrdx עם פריטי הניווט של האתר.' },
  en: { title: 'lrdx navigation test', intro: 'A test page for staff: the lrdx navigation with the site’s navigation entries.' },
};

/** A§2 `/lrdx-navigation-test`: always behind sign-in (A§6), for staff. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { roles: STAFF_ROLES });
  return { name: user.name };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: text[hebrewOrEnglish(localeFromPath(location.pathname).locale)].title },
  { name: 'robots', content: 'noindex' },
];

const Section = styled.section`
  position: relative;
  padding-block: 3rem;
`;

export default function LrdxNavigationTest() {
  const { t } = useTranslation();
  const { locale } = localeFromPath(useLocation().pathname);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <Container>
      <Section aria-labelledby="lrdx-test-heading">
        <Heading id="lrdx-test-heading" level={1} size="xl">
          {text[hebrewOrEnglish(locale)].title}
        </Heading>
        <p>{text[hebrewOrEnglish(locale)].intro}</p>
        <LrdxNavigation sections={root?.chrome.navigation ?? []} locale={locale} navigationLabel={text[hebrewOrEnglish(locale)].title} menuLabel={t('nav.menu')} />
      </Section>
    </Container>
  );
}
