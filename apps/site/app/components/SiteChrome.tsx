import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { localeFromPath, type Locale, type NavigationLogoRule, type NavSection } from '@lux/content';
import { BasicPopup, ExitPopup, FloatingButton, Footer, FooterSearch, SearchPopup, VideoModal, useTrackedPath } from '@lux/chrome';
import { $floatingButton, modalFormOpened, navigationKindFor, type FooterContent, type NaasNavigation as NaasContent, type NavigationConfig } from '@lux/shell';
import { MODAL_FORM_EVENT, useDynamicContentFilter, type ModalFormRequest } from '@lux/blocks';
import { Container, SkipLink } from '@lux/ui';
import { LoadingBar } from './LoadingBar';
import { LanguageSwitch } from './LanguageSwitch';
import { LightNavigation, lightEntries } from './LightNavigation';
import { LrdxNavigation } from './LrdxNavigation';
import { MainNavigation } from './MainNavigation';
import { MobileMenu } from './MobileMenu';
import { NaasNavigation } from './NaasNavigation';
import { NavigationLogo } from './NavigationLogo';
import { navigationLogoFor } from '../lib/navigation-logo';
import { ModalFormHost } from './ModalFormHost';
import { OfflineNotice } from './OfflineNotice';
import { ScrollManager } from './ScrollManager';
import { AnalyticsHost } from '../consent/AnalyticsHost';
import { CONSENT_PREFERENCES_EVENT, ConsentHost } from '../consent/ConsentHost';
import { ErrorReporting } from '../consent/ErrorReporting';
import { useUiStrings } from '../i18n';
import { routeChanged } from '@lux/dynamic-content';
import type { ErrorReportingScript } from '@lux/consent';

const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: var(--lux-color-bg, #fff);
  border-block-end: 1px solid var(--lux-color-border, #d9d9d9);
`;

/**
 * Brand, navigation and language on one row. Below 1024px the main and light navigations and the
 * language switch move into the menu button's drawer: menu button and brand at the inline start.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: 0.5rem;
  min-block-size: 48px;

  @media (max-width: 1023.98px) {
    > [data-menu-button] + [data-logo] {
      margin-inline-end: auto;
    }
  }

  @media (min-width: 1024px) {
    flex-wrap: nowrap;
    column-gap: 1.5rem;
    min-block-size: 72px;
  }
`;

const Main = styled.main`
  display: block;
  min-block-size: 60vh;

  /* A§2: hash targets leave room for the sticky header (and, later, the in-page navigation). */
  [id^='component-'],
  [id^='rdx-'] {
    scroll-margin-block-start: calc(var(--lux-nav-height, 48px) + 1rem);
  }

  @media (min-width: 1024px) {
    [id^='component-'],
    [id^='rdx-'] {
      scroll-margin-block-start: calc(72px + 1rem);
    }
  }

  &:focus {
    outline: none;
  }
`;

/**
 * A§2 page transition (name "page", mode out-in): each page fades in as a new element once the previous
 * one has gone; the loader has already swapped the data, so nothing of the old page shows twice.
 * Skipped for visitors who ask for reduced motion.
 */
const PageTransition = styled.div`
  /* Only after a client navigation: the first page paints at once (nothing delays its LCP). */
  @media (prefers-reduced-motion: no-preference) {
    &[data-animate='true'] {
      animation: lux-page-in 0.35s ease-out both;
    }
  }

  @keyframes lux-page-in {
    from {
      opacity: 0;
      transform: translateY(0.5rem);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;


/** The brand layout's shell: skip link, header with navigation and language switch, main, footer. */
/** The footer's editor HTML was sanitised by the root loader on the server. */
const serverSanitised = (html: string) => html;

export interface ChromeData {
  footer: FooterContent;
  navigation: readonly NavSection[];
  /** Which navigation each page shows (A§2: five kinds, page rules, `navigation.disabled_on_pages`). */
  navigationConfig: NavigationConfig;
  /** The navigation service's answer when the site uses it; null falls back to the main navigation. */
  naas: NaasContent | null;
  /** Per-page logos (`navigation.logos`, A§5); empty: the default logo linking home. */
  logos: readonly NavigationLogoRule[];
  /** The privacy policy link of the consent banner, and the error-reporting script (issue 12). */
  consent: { policyHref: string; errorReporting: ErrorReportingScript | null };
}

export function SiteChrome({ locale, chrome, children }: { locale: Locale; chrome: ChromeData; children: React.ReactNode }) {
  const { footer } = chrome;
  const { t } = useTranslation();
  const ui = useUiStrings();
  const location = useLocation();
  useTrackedPath(location.pathname);
  const [firstLocationKey] = useState(location.key);
  // A§4: form links anywhere on the page raise a window event; the modal form model takes it from there.
  const openModalForm = useUnit(modalFormOpened);
  useEffect(() => {
    const onRequest = (event: Event) => openModalForm((event as CustomEvent<ModalFormRequest>).detail);
    window.addEventListener(MODAL_FORM_EVENT, onRequest);
    return () => window.removeEventListener(MODAL_FORM_EVENT, onRequest);
  }, [openModalForm]);
  const { contentPath } = localeFromPath(location.pathname);
  const resolvedKind = navigationKindFor(chrome.navigationConfig, contentPath);
  // The service failed or was not configured: the main navigation stands in (A§8).
  const kind = resolvedKind === 'naas' && !chrome.naas ? 'main' : resolvedKind;
  const logo = navigationLogoFor(chrome.logos, locale, contentPath);
  const other: Locale = locale === 'he' ? 'en' : 'he';
  // The main and light navigations fold into a drawer on phones, with the language switch.
  const menuSections = kind === 'main' ? chrome.navigation : kind === 'light' ? lightEntries(chrome.navigation) : [];
  const hasMenu = menuSections.length > 0;
  const busy = useNavigation().state !== 'idle';
  // A§3: floating-button items carrying dc_strategy show in their slot (content or fallback).
  const floatingButton = useUnit($floatingButton);
  const showItem = useDynamicContentFilter(floatingButton.items.map((item) => item.dcStrategy));
  // B§4: the URL-brand strategy revalidates when the path changes.
  const changeRoute = useUnit(routeChanged);
  useEffect(() => {
    changeRoute({ pathname: location.pathname, search: location.search });
  }, [changeRoute, location.pathname, location.search]);
  const navigate = useNavigate();
  return (
    <>
      <LoadingBar />
      <ScrollManager />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header data-navigation-kind={kind ?? 'none'}>
        {kind === 'naas' && chrome.naas ? (
          <NaasNavigation content={chrome.naas} />
        ) : (
          <Container>
            <Bar>
              {hasMenu && (
                <MobileMenu
                  title={t('nav.menu')}
                  sections={menuSections}
                  locale={locale}
                  navigationLabel={t('nav.label')}
                  closeLabel={t('popup.close')}
                  language={{ to: other, contentPath, label: t('language.switchTo') }}
                />
              )}
              <NavigationLogo logo={logo} brand={t('brand')} />
              {kind === 'main' && (
                <MainNavigation
                  sections={chrome.navigation}
                  locale={locale}
                  navigationLabel={t('nav.label')}
                  submenuLabel={(name) => t('nav.submenu', { name })}
                />
              )}
              {kind === 'light' && <LightNavigation sections={chrome.navigation} locale={locale} navigationLabel={t('nav.label')} />}
              {kind === 'lrdx' && (
                <LrdxNavigation sections={chrome.navigation} locale={locale} navigationLabel={t('nav.label')} menuLabel={t('nav.menu')} />
              )}
              {/* A§2: shown only when search.popup.enabled is "true" (the root loader configures it). */}
              {kind !== 'logo-only' && <SearchPopup strings={ui.search} onNavigate={(href) => void navigate(href)} />}
              {kind !== 'logo-only' && (
                <LanguageSwitch to={other} contentPath={contentPath} label={t('language.switchTo')} collapsible={hasMenu} />
              )}
            </Bar>
          </Container>
        )}
      </Header>
      <Main id="main" tabIndex={-1} aria-busy={busy}>
        <PageTransition
          key={location.pathname}
          data-transition="page"
          data-transition-mode="out-in"
          data-animate={location.key !== firstLocationKey}
        >
          {children}
        </PageTransition>
      </Main>
      <Footer
        content={footer}
        navigationLabel={t('footer.navigation')}
        secondaryNavigationLabel={t('footer.secondaryNavigation')}
        sanitizeHtml={serverSanitised}
        newTabHint={t('newTabHint')}
        search={<FooterSearch strings={ui.search} />}
        secondaryExtra={
          <button type="button" onClick={() => window.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT))}>
            {t('consent.footerLink')}
          </button>
        }
      />
      <OfflineNotice />
      <BasicPopup closeLabel={t('popup.close')} newTabHint={t('newTabHint')} />
      <ExitPopup okLabel={t('popup.exitOk')} cancelLabel={t('popup.exitCancel')} />
      <FloatingButton
        label={t('fab.label')}
        quickLinksLabel={t('fab.quickLinks')}
        newTabHint={t('newTabHint')}
        filterItem={(item) => showItem(item.dcStrategy)}
      />
      <VideoModal closeLabel={t('popup.close')} />
      <ModalFormHost locale={locale} />
      <ConsentHost policyHref={chrome.consent.policyHref} />
      <AnalyticsHost />
      <ErrorReporting script={chrome.consent.errorReporting} />
    </>
  );
}
