import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Dialog } from '@lux/ui';

/** The stock modal keeps its own width; the drawer takes `@lux/ui`'s. */
const StyledStockDialog = styled(Dialog)`
  &[data-variant='modal'] {
    inline-size: min(100%, 40rem);
  }
`;

export interface StockDialogProps {
  /** Shown as a modal (focus kept inside, the page inert) while true; nothing rendered while false. */
  open: boolean;
  /** The heading; also the dialog's accessible name. */
  title: string;
  /**
   * Escape and the close button. Called for every request; the caller decides (an undismissable
   * dialog simply ignores it). A click on the backdrop is not a request.
   */
  onDismiss: () => void;
  /** Accessible name of the × button; without it there is no close button. */
  closeLabel?: string;
  /** `drawer`: full height at the inline end (mobile filters). */
  variant?: 'modal' | 'drawer';
  /** Element focused on open; else the close button, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the text describing the dialog (read with its name). */
  describedBy?: string;
  /** Actions under the content (e.g. "Show 12 results"). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The stock UI's modal, on `@lux/ui`'s `Dialog` (react-aria): labelled by its title, focus moves in,
 * stays inside and goes back to where it was on close. Escape never closes it by itself: it asks
 * `onDismiss`, so a dialog that must not be dismissed (A§4: no dealer found) stays open with the focus
 * inside.
 */
export function StockDialog({ open, title, onDismiss, closeLabel, variant = 'modal', initialFocus, describedBy, footer, children }: StockDialogProps) {
  return (
    <StyledStockDialog
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
      title={title}
      variant={variant}
      aria-describedby={describedBy}
      showCloseButton={Boolean(closeLabel)}
      closeLabel={closeLabel || undefined}
      initialFocus={initialFocus ?? (closeLabel ? 'close' : 'dialog')}
      footer={footer}
    >
      {children}
    </StyledStockDialog>
  );
}
