import { redirect, useLocation } from 'react-router';
import styled from 'styled-components';
import { Container, Heading } from '@lux/ui';
import { hebrewOrEnglish, localeFromPath, localisedPath, type HebrewOrEnglish } from '@lux/content';
import type { Route } from './+types/auth-sign-out';
import { authConfig } from '../config.server';
import { siteOriginOf } from '../auth/guard.server';
import { client, oidcConfiguration } from '../auth/oidc.server';
import { clearSessionCookie, endSession, lookupSession } from '../auth/session.server';
import { isValidCsrfToken } from '../auth/signing.server';
import { CSRF_FIELD, SignOutForm } from '../auth/SignOutForm';
import { errorSummary, logger } from '../lib/logger.server';

const text: Record<HebrewOrEnglish, { title: string; question: string; action: string }> = {
  he: { title: 'התנתקות', question: 'להתנתק מהאתר ומחשבון הכניסה?', action: 'התנתקות' },
  en: { title: 'Sign out', question: 'Sign out of the site and of your sign-in account?', action: 'Sign out' },
};

/** GET shows a confirmation (signing out is a POST); without a session there is nothing to end. */
export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  const session = await lookupSession(request);
  if (session.kind !== 'active') throw redirect(localisedPath(locale, '/'));
  return { csrfToken: session.csrfToken };
}

/**
 * Ends the session here (store row deleted, refresh token revoked, cookie cleared), then at the provider:
 * its end-session endpoint with the ID token as hint, back to our home page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  const session = await lookupSession(request);
  const home = localisedPath(locale, '/');
  if (session.kind !== 'active') throw redirect(home, { headers: { 'Set-Cookie': clearSessionCookie() } });
  const form = await request.formData().catch(() => null);
  const token = request.headers.get('csrf-token') ?? form?.get(CSRF_FIELD)?.toString();
  if (!isValidCsrfToken(authConfig().sessionSecret, session.id, token)) {
    logger.warn({ requestId: context.requestId }, 'sign-out refused: missing or wrong csrf token');
    throw new Response('Forbidden', { status: 403 });
  }
  await endSession(session.id, session.data);
  logger.info({ user: session.user.id, requestId: context.requestId }, 'sign-out: session ended');

  const origin = siteOriginOf(request);
  let location = home;
  try {
    const endSessionUrl = client.buildEndSessionUrl(await oidcConfiguration(), {
      post_logout_redirect_uri: `${origin}${home}`,
      client_id: authConfig().clientId,
      ...(session.data.id_token ? { id_token_hint: session.data.id_token } : {}),
    });
    location = endSessionUrl.href;
  } catch (error) {
    // The site's session is over either way; the provider's may outlive it until its own time-out.
    logger.warn({ err: errorSummary(error), requestId: context.requestId }, 'sign-out: provider end-session unavailable');
  }
  throw redirect(location, { headers: { 'Set-Cookie': clearSessionCookie(), 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: text[hebrewOrEnglish(localeFromPath(location.pathname).locale)].title },
  { name: 'robots', content: 'noindex' },
];

const Section = styled.section`
  padding-block: clamp(3rem, 10vw, 7rem);

  p {
    margin-block: 1rem 2rem;
  }
`;

export default function SignOutPage({ loaderData }: Route.ComponentProps) {
  const { locale } = localeFromPath(useLocation().pathname);
  const t = text[hebrewOrEnglish(locale)];
  return (
    <Container>
      <Section aria-labelledby="sign-out-heading">
        <Heading id="sign-out-heading" level={1} size="xl">
          {t.title}
        </Heading>
        <p>{t.question}</p>
        <SignOutForm csrfToken={loaderData.csrfToken} label={t.action} action={localisedPath(locale, '/auth/sign-out')} />
      </Section>
    </Container>
  );
}
