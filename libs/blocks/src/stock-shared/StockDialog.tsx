import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Heading } from '@lux/ui';
import { StockIcon } from './icons';

const Dialog = styled.dialog`
  box-sizing: border-box;
  inline-size: min(100vw - 2rem, 40rem);
  max-block-size: min(100dvh - 2rem, 48rem);
  padding: 0;
  border: 0;
  border-radius: var(--lux-radius-m, 4px);
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  box-shadow: 0 12px 48px rgb(0 0 0 / 35%);

  &::backdrop {
    background: rgb(0 0 0 / 55%);
  }

  /* The filter drawer slides in from the inline end on small screens. */
  &[data-variant='drawer'] {
    inline-size: min(100vw, 26rem);
    max-block-size: 100dvh;
    block-size: 100dvh;
    margin-block: 0;
    margin-inline: auto 0;
    border-radius: 0;
  }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  max-block-size: inherit;
  block-size: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-3, 0.75rem);
  padding-block: var(--lux-space-4, 1rem);
  padding-inline: var(--lux-space-5, 1.5rem);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-border) 35%, transparent);
`;

const Content = styled.div`
  flex: 1;
  overflow: auto;
  padding-block: var(--lux-space-4, 1rem);
  padding-inline: var(--lux-space-5, 1.5rem);
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3, 0.75rem);
  padding-block: var(--lux-space-4, 1rem);
  padding-inline: var(--lux-space-5, 1.5rem);
  border-block-start: 1px solid color-mix(in srgb, var(--lux-color-border) 35%, transparent);
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: var(--lux-target-min, 44px);
  block-size: var(--lux-target-min, 44px);
  border: 1px solid transparent;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover {
    border-color: var(--lux-color-border);
  }
  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
`;

export interface StockDialogProps {
  /** Shown as a modal (`showModal()`: focus trapped, page inert) while true; nothing rendered while false. */
  open: boolean;
  /** The heading; also the dialog's accessible name. */
  title: string;
  /**
   * Escape, the close button and other close requests. Called for every request; the caller decides
   * (an undismissable dialog simply ignores it).
   */
  onDismiss: () => void;
  /** Accessible name of the × button; without it there is no close button. */
  closeLabel?: string;
  /** `drawer`: full height at the inline end (mobile filters). */
  variant?: 'modal' | 'drawer';
  /** Element focused on open; else the close button, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Text describing the dialog (read with its name). */
  describedBy?: string;
  footer?: ReactNode;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the focus never
 * leaves the dialog for the browser's own interface (A§4: the undismissable modal keeps it inside).
 */
function keepFocusInside(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    // Radio groups are one Tab stop: the checked radio.
    (node) => node.getClientRects().length > 0 && !(node instanceof HTMLInputElement && node.type === 'radio' && !node.checked),
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A native modal `<dialog>` for the stock UI: labelled by its title, focus moves in on open and back to
 * where it was on close. Escape never closes it by itself: it asks `onDismiss`, so a dialog that must
 * not be dismissed (A§4: no dealer found) stays open with the focus inside.
 */
export function StockDialog({ open, title, onDismiss, closeLabel, variant = 'modal', initialFocus, describedBy, footer, children }: StockDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? closeRef.current ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <Dialog
      ref={ref}
      data-variant={variant}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          keepFocusInside(event.currentTarget, event);
          return;
        }
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDismiss();
      }}
      onCancel={(event) => {
        // Other close requests (Android back): the owner decides.
        event.preventDefault();
        onDismiss();
      }}
    >
      <Frame>
        <Header>
          <Heading id={titleId} level={2} size="s">
            {title}
          </Heading>
          {closeLabel && (
            <Close ref={closeRef} type="button" aria-label={closeLabel} onClick={() => onDismiss()}>
              <StockIcon name="close" />
            </Close>
          )}
        </Header>
        <Content>{children}</Content>
        {footer && <Footer>{footer}</Footer>}
      </Frame>
    </Dialog>
  );
}
