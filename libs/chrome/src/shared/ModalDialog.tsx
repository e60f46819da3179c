import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { Heading } from '@lux/ui';
import { Icon } from './Icon';
import { CloseButton, DialogActions, DialogText, StyledDialog } from './ModalDialog.styles';

export type ModalDialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'title' | 'children' | 'onCancel' | 'onClose' | 'role'> & {
  /** Shown as a modal while true; nothing is rendered while false. */
  open: boolean;
  /** Called for Escape, the close button, or the browser closing the dialog. */
  onDismiss: () => void;
  /** The heading; also the dialog's accessible name. */
  title: string;
  /** Plain body text (line breaks kept); also the dialog's description. */
  text?: string;
  /** Accessible name of the × button; no button without it. */
  closeLabel?: string | undefined;
  /** Element focused on open; the close button, else the dialog, by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Actions (buttons, links) under the text. */
  children?: ReactNode;
};

/**
 * A native modal `<dialog>` (`showModal()`: focus trapped, the page inert, Escape cancels),
 * labelled by its title. Focus moves in on open and back to where it was on close.
 */
export function ModalDialog({ open, onDismiss, title, text, closeLabel, initialFocus, role, children, ...rest }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const closingRef = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || dialog === null) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingRef.current = false;
    if (!dialog.open) dialog.showModal();
    const target = initialFocus?.current ?? closeRef.current ?? dialog;
    target.focus();
    return () => {
      closingRef.current = true;
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <StyledDialog
      {...rest}
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      data-closable={closeLabel ? 'true' : undefined}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Handled here rather than left to the browser's cancel, so every Escape reaches the model
        // the same way (synthetic test events included); preventing it stops the native cancel.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDismiss();
      }}
      onCancel={(event) => {
        // Other close requests (e.g. Android's back gesture). The model decides: it hides the
        // dialog, which unmounts it.
        event.preventDefault();
        onDismiss();
      }}
      onClose={() => {
        if (!closingRef.current) onDismiss();
      }}
    >
      {closeLabel ? (
        <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onDismiss}>
          <Icon name="close" />
        </CloseButton>
      ) : null}
      <Heading id={titleId} level={2} size="m">
        {title}
      </Heading>
      {text ? <DialogText id={textId}>{text}</DialogText> : null}
      {children ? <DialogActions>{children}</DialogActions> : null}
    </StyledDialog>
  );
}
