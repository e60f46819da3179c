import { useId, type ReactNode, type RefObject } from 'react';
import { DialogActions, DialogText, FadingDialog } from './ModalDialog.styles';

export type ModalDialogProps = {
  /** Shown as a modal while true; nothing is rendered while false. */
  open: boolean;
  /** Called for Escape and the close button; the owner hides the dialog. */
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
  /** Class of the dialog's box (a width or placement of its own, e.g. from `styled(ModalDialog)`). */
  className?: string;
  /** Id of the dialog element. */
  id?: string;
};

/**
 * The chrome's modal, on `@lux/ui`'s `Dialog` (react-aria): focus moves in and stays inside, the page
 * behind is inert, Escape asks `onDismiss`, and focus goes back to where it was on close. A click on
 * the backdrop does nothing, like the native `<dialog>` it replaces.
 */
export function ModalDialog({ open, onDismiss, title, text, closeLabel, initialFocus, role, children, className, id }: ModalDialogProps) {
  const textId = useId();
  return (
    <FadingDialog
      id={id}
      className={className}
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
      title={title}
      role={role ?? 'dialog'}
      aria-describedby={text ? textId : undefined}
      showCloseButton={Boolean(closeLabel)}
      closeLabel={closeLabel || undefined}
      initialFocus={initialFocus ?? (closeLabel ? 'close' : 'dialog')}
    >
      {text ? <DialogText id={textId}>{text}</DialogText> : null}
      {children ? <DialogActions data-dialog-actions="">{children}</DialogActions> : null}
    </FadingDialog>
  );
}
