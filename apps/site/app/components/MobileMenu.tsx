import { Suspense, lazy, useId, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'react-router';
import type { MobileMenuDrawerProps } from './MobileMenuDrawer';

// The drawer (react-aria's modal, focus scope) is a chunk of its own: it loads when a phone visitor
// first reaches for the menu, never on desktop.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 44px;
  block-size: 44px;
  margin-inline-start: -0.5rem;
  padding: 0;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;

  &:focus-visible {
    outline: var(--lux-focus-width, 2px) solid var(--lux-color-focus, #0b5fff);
    outline-offset: calc(-1 * var(--lux-focus-width, 2px));
  }

  @media (min-width: 1024px) {
    display: none;
  }

  @media print {
    display: none;
  }
`;

const Bars = styled.svg`
  inline-size: 24px;
  block-size: 24px;
`;

export type MobileMenuProps = Omit<MobileMenuDrawerProps, 'id' | 'onClose'> & {
  /** Accessible name of the button and heading of the drawer ("תפריט", "Menu"). */
  title: string;
};

/**
 * Below 1024px the header's navigation and language switch give way to this button, which opens them
 * in a drawer at the inline start (the right in Hebrew). A disclosure of a modal dialog:
 * `aria-expanded` and `aria-controls` on the button; the drawer traps focus, Escape closes it and
 * focus comes back here. A navigation closes it.
 */
export function MobileMenu({ title, ...drawer }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  if (drawer.sections.length === 0) return null;
  return (
    <>
      <MenuButton
        type="button"
        aria-label={title}
        aria-expanded={open}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        data-menu-button=""
        onPointerDown={() => void loadDrawer()}
        onClick={() => setOpen(true)}
      >
        <Bars viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
        </Bars>
      </MenuButton>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={drawerId} title={title} onClose={() => setOpen(false)} {...drawer} />
        </Suspense>
      )}
    </>
  );
}
