import styled from 'styled-components';
import { Drawer } from '@lux/ui';
import type { Locale, NavSection } from '@lux/content';
import { EntryLink } from './MainNavigation';
import { LanguageSwitch } from './LanguageSwitch';

const DrawerNav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  > ul > li + li {
    border-block-start: 1px solid var(--lux-color-border, #d9d9d9);
  }

  a,
  [data-section-label] {
    display: flex;
    align-items: center;
    min-block-size: 44px;
    color: inherit;
    text-decoration: none;
  }

  [data-section-label] {
    font-weight: var(--lux-font-weight-bold, 700);
  }

  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }

  ul ul {
    padding-block-end: 0.5rem;
    padding-inline-start: 1rem;
  }
`;

const Language = styled.div`
  margin-block-start: 1rem;
  padding-block-start: 0.5rem;
  border-block-start: 1px solid var(--lux-color-border, #d9d9d9);

  > a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: 0;
  }
`;

export interface MobileMenuDrawerProps {
  /** The id the menu button's `aria-controls` names. */
  id: string;
  /** Heading and accessible name of the drawer. */
  title: string;
  /** Sections with their items (the main navigation), or items alone (the light navigation). */
  sections: readonly NavSection[];
  locale: Locale;
  /** Name of the navigation landmark inside the drawer ("ניווט ראשי"). */
  navigationLabel: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The language switch, when the page shows one. */
  language: { to: Locale; contentPath: string; label: string } | null;
  onClose: () => void;
}

/** The phone menu's drawer: every section with its pages, then the language switch. */
export default function MobileMenuDrawer({
  id,
  title,
  sections,
  locale,
  navigationLabel,
  closeLabel,
  language,
  onClose,
}: MobileMenuDrawerProps) {
  return (
    <Drawer id={id} title={title} closeLabel={closeLabel} isOpen onOpenChange={(open) => !open && onClose()}>
      {(close) => (
        // A chosen link closes the drawer, even one to the page already shown.
        <>
          <DrawerNav aria-label={navigationLabel}>
            <ul>
              {sections.map((section) => {
                const children = section.children.filter((child) => child.url);
                if (!section.url && children.length === 0) return null;
                return (
                  <li key={section.key}>
                    {section.url ? (
                      <EntryLink entry={section} locale={locale} onClick={close} />
                    ) : (
                      <span data-section-label="">{section.label}</span>
                    )}
                    {children.length > 0 && (
                      <ul>
                        {children.map((child) => (
                          <li key={child.key}>
                            <EntryLink entry={child} locale={locale} onClick={close} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </DrawerNav>
          {language && (
            <Language>
              <LanguageSwitch
                to={language.to}
                contentPath={language.contentPath}
                label={language.label}
                onClick={close}
              />
            </Language>
          )}
        </>
      )}
    </Drawer>
  );
}
