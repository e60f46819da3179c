import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NavLink, useLocation } from 'react-router';
import { localisedPath, type Locale, type NavEntry, type NavSection } from '@lux/content';

/** From 1024px up, a row in the header; below, the menu button's drawer holds the same links. */
export const Nav = styled.nav`
  display: none;

  @media (min-width: 1024px) {
    display: block;
    flex: 1 1 auto;
  }

  > ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;

  > a,
  > button {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: 0.75rem;
    color: inherit;
    font: inherit;
    text-decoration: none;
    white-space: nowrap;
    background: none;
    border: 0;
    border-block-end: 2px solid transparent;
    cursor: pointer;
  }

  > a[aria-current='page'] {
    border-block-end-color: var(--lux-color-accent, #9e1b32);
  }

  > a + button {
    padding-inline: 0.25rem 0.5rem;
  }
`;

const Chevron = styled.svg`
  inline-size: 12px;
  block-size: 12px;
  transition: transform 0.2s;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-start: 0;
  z-index: 20;
  min-inline-size: 16rem;
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  background: var(--lux-color-surface-raised, #fff);
  color: var(--lux-color-text, #1a1a1a);
  border: 1px solid var(--lux-color-border, #d9d9d9);
  box-shadow: 0 12px 32px var(--lux-color-shadow, rgba(0, 0, 0, 0.18));

  a {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.75rem 1rem;
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: var(--lux-color-surface, #f4f4f4);
  }
`;

function ChevronIcon() {
  return (
    <Chevron viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </Chevron>
  );
}

/** A menu entry's link; `onClick` lets a drawer close once a page is chosen. */
export function EntryLink({ entry, locale, onClick }: { entry: NavEntry; locale: Locale; onClick?: () => void }) {
  if (!entry.url) return null;
  const newWindow = entry.target === '_blank';
  if (/^https?:\/\//.test(entry.url)) {
    return (
      <a href={entry.url} target={entry.target} rel={newWindow ? 'noopener noreferrer' : undefined} onClick={onClick}>
        {entry.label}
      </a>
    );
  }
  return (
    <NavLink to={localisedPath(locale, entry.url)} end target={newWindow ? '_blank' : undefined} onClick={onClick}>
      {entry.label}
    </NavLink>
  );
}

/**
 * One top-level entry: its link (when it has a page) and, when it has items, a disclosure button
 * opening them. Escape closes and returns focus to the button; so does a click outside.
 */
function Section({ section, locale, label }: { section: NavSection; locale: Locale; label: (name: string) => string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the menu (the visitor picked something).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const children = section.children.filter((child) => child.url);
  return (
    <Item
      ref={itemRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      {section.url && <EntryLink entry={section} locale={locale} />}
      {children.length > 0 && (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={section.url ? label(section.label) : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {!section.url && <span>{section.label}</span>}
          <ChevronIcon />
        </button>
      )}
      {children.length > 0 && (
        <Panel id={panelId} hidden={!open}>
          {children.map((child) => (
            <li key={child.key}>
              <EntryLink entry={child} locale={locale} />
            </li>
          ))}
        </Panel>
      )}
    </Item>
  );
}

/**
 * The main navigation (A§2) from the content service's menu (`/nav_entries_v2`): sections with their
 * items. Empty when the menu could not be loaded (A§8: logged, treated as no result).
 */
export function MainNavigation({
  sections,
  locale,
  navigationLabel,
  submenuLabel,
}: {
  sections: readonly NavSection[];
  locale: Locale;
  navigationLabel: string;
  submenuLabel: (name: string) => string;
}) {
  if (sections.length === 0) return null;
  return (
    <Nav aria-label={navigationLabel}>
      <ul>
        {sections.map((section) => (
          <Section key={section.key} section={section} locale={locale} label={submenuLabel} />
        ))}
      </ul>
    </Nav>
  );
}
