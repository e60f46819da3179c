import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { localeFromPath, localisedPath } from '@lux/content';
import { Button, SkipLink, ToastProvider } from '@lux/ui';
import type { AdminClient } from '../api/client';
import type { AdminUser } from '../api/types';
import type { AdminLocale } from '../i18n/strings';
import { AdminProvider, useAdmin } from './AdminContext';
import { Bar, Body, Brand, Nav, Shell, UserBox } from './AdminLayout.styles';
import { cmsStrings } from '../i18n/cmsStrings';
import { cmsScreensFor, screensFor } from './screens';

export interface AdminLayoutProps {
  user: AdminUser;
  csrfToken: string;
  locale: AdminLocale;
  /** Tests and stories pass a client that never reaches the network. */
  client?: AdminClient;
  /** The screen. */
  children: ReactNode;
}

/** The sign-out form field the site's `/auth/sign-out` action checks against the session. */
export const SIGN_OUT_CSRF_FIELD = 'csrf';

function Header() {
  const { user, strings, locale, href, csrfToken } = useAdmin();
  const location = useLocation();
  const other: AdminLocale = locale === 'he' ? 'en' : 'he';
  const { contentPath } = localeFromPath(location.pathname);
  return (
    <header>
      <SkipLink href="#admin-main">{strings.skipToContent}</SkipLink>
      <Bar>
        <Brand to={href()}>{strings.title}</Brand>
        <UserBox>
          <span>{strings.signedInAs(user.name || user.email)}</span>
          <Link to={`${localisedPath(other, contentPath)}${location.search}`} lang={other} hrefLang={other}>
            {strings.switchLanguage}
          </Link>
          <form method="post" action={localisedPath(locale, '/auth/sign-out')}>
            <input type="hidden" name={SIGN_OUT_CSRF_FIELD} value={csrfToken} />
            <Button type="submit" variant="secondary" size="small">
              {strings.signOut}
            </Button>
          </form>
        </UserBox>
      </Bar>
      <Nav aria-label={strings.navLabel}>
        <ul>
          <li>
            <NavLink to={href()} end>
              {strings.nav.dashboard}
            </NavLink>
          </li>
          {screensFor(user).map((screen) => (
            <li key={screen}>
              <NavLink to={href(`/${screen}`)}>{strings.nav[screen]}</NavLink>
            </li>
          ))}
          {cmsScreensFor(user).map((screen) => (
            <li key={screen.id}>
              <NavLink to={localisedPath(locale, screen.path)} end={screen.id === 'pages'}>
                {cmsStrings(locale).nav[screen.id]}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
    </header>
  );
}

/**
 * The back office's frame: who is signed in, the language switch, sign-out, and the screens the user's
 * roles allow. Toasts of every screen show in its region.
 */
export function AdminLayout({ user, csrfToken, locale, client, children }: AdminLayoutProps) {
  return (
    <AdminProvider user={user} csrfToken={csrfToken} locale={locale} {...(client ? { client } : {})}>
      <ToastProvider>
        <Shell data-admin="">
          <Header />
          <Body id="admin-main" tabIndex={-1}>
            {children}
          </Body>
        </Shell>
      </ToastProvider>
    </AdminProvider>
  );
}
