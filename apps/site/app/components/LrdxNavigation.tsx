import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'react-router';
import type { Locale, NavSection } from '@lux/content';
import { EntryLink } from './MainNavigation';

const Wrapper = styled.nav`
  order: 3;

  @media (min-width: 1024px) {
    order: 0;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 44px;
  padding-inline: 0.75rem;
  font: inherit;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: inherit;
  background: none;
  border: 1px solid currentColor;
  cursor: pointer;
`;

const Bars = styled.span`
  display: inline-block;
  inline-size: 16px;
  block-size: 10px;
  border-block: 2px solid currentColor;
  position: relative;

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: 2px;
    border-block-start: 2px solid currentColor;
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  z-index: 20;
  max-block-size: calc(100vh - 72px);
  overflow-y: auto;
  padding-block: 2rem;
  padding-inline: clamp(1rem, 4vw, 3rem);
  background: var(--lux-color-surface-raised, #fff);
  color: var(--lux-color-text, #1a1a1a);
  border-block-end: 1px solid var(--lux-color-border, #d9d9d9);
  box-shadow: 0 24px 48px var(--lux-color-shadow, rgba(0, 0, 0, 0.18));

  > ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 2rem 40px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  h2 {
    margin-block: 0 0.75rem;
    font-size: 0.8125rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  ul ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ul ul a,
  h2 a {
    display: block;
    padding-block: 0.5rem;
    color: inherit;
    text-decoration: none;
  }

  ul ul a:hover,
  ul ul a:focus-visible {
    text-decoration: underline;
  }
`;

/**
 * The lrdx navigation (A§2): a single "Menu" control that opens every section at once as columns, the
 * way the brand's newer sites present it. A disclosure: Escape or a click outside closes it and focus
 * returns to the control; choosing a page closes it.
 */
export function LrdxNavigation({
  sections,
  locale,
  navigationLabel,
  menuLabel,
}: {
  sections: readonly NavSection[];
  locale: Locale;
  navigationLabel: string;
  menuLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  if (sections.length === 0) return null;
  return (
    <Wrapper
      ref={rootRef}
      aria-label={navigationLabel}
      data-navigation="lrdx"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <Bars aria-hidden="true" />
        {menuLabel}
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <h2>{section.url ? <EntryLink entry={section} locale={locale} /> : section.label}</h2>
              {section.children.some((child) => child.url) && (
                <ul>
                  {section.children.map((child) =>
                    child.url ? (
                      <li key={child.key}>
                        <EntryLink entry={child} locale={locale} />
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </Wrapper>
  );
}
