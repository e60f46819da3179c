import { Children, useEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { DialogTrigger as AriaDialogTrigger, Pressable } from 'react-aria-components';
import type {
  DialogProps as AriaDialogProps,
  DialogTriggerProps as AriaDialogTriggerProps,
} from 'react-aria-components';
import { useUi } from '../direction/UiProvider';
import { CloseButton } from '../field/CloseButton';
import { useUiStrings } from '../field/uiStrings';
import { DialogHeading, Overlay, StyledDialog, StyledModal } from './Dialog.styles';

/** Width of the dialog box. */
export type DialogSize = 'small' | 'medium' | 'large';

/** Where the box sits: centred (`modal`), or full height at the inline end (`drawer`). */
export type DialogVariant = 'modal' | 'drawer';

/** Where focus goes on open: the dialog itself, its close button, or a given element inside it. */
export type DialogInitialFocus = 'dialog' | 'close' | RefObject<HTMLElement | null>;

export type DialogProps = Omit<AriaDialogProps, 'children' | 'className' | 'style'> & {
  /** Heading of the dialog, which is also its accessible name. */
  title: ReactNode;
  /** Content; a function receives `close` to close the dialog from a button. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Actions at the end of the dialog (confirm, cancel); a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the close button; defaults to "Close" in the current language. */
  closeLabel?: string;
  /** Width: `small`, `medium` (default) or `large`. */
  size?: DialogSize;
  /** `modal` (default) centres the box; `drawer` runs it full height along the inline end. */
  variant?: DialogVariant;
  /** Whether the × button shows (default true); leave it off for a dialog that needs an answer. */
  showCloseButton?: boolean;
  /** Focus on open: the dialog itself (default), `close` for its × button, or a ref to an element inside. */
  initialFocus?: DialogInitialFocus;
  /** Class of the visible box (the modal), for a width or a placement of its own. */
  className?: string;
  /** Whether a click outside closes it (Escape always does, unless `isKeyboardDismissDisabled`). */
  isDismissable?: boolean;
  /** Keeps Escape from closing it, for dialogs that need an explicit answer. */
  isKeyboardDismissDisabled?: boolean;
  /** Open state when controlled without a `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when the dialog asks to open or close, when controlled without a `DialogTrigger`. */
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * Focuses `target` once the content is in place. Effects run children first, so react-aria's own
 * "focus the dialog" effect then finds the focus inside and leaves it there.
 */
function FocusOnOpen({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
  return null;
}

/**
 * A modal dialog (react-aria Modal + Dialog): focus moves in and is trapped, the page behind is
 * hidden from assistive technology, Escape closes and focus returns to the trigger. Portalled to
 * `<body>`, so it carries the locale's `lang` and `dir` itself.
 */
export function Dialog({
  title,
  children,
  footer,
  closeLabel,
  size = 'medium',
  variant = 'modal',
  showCloseButton = true,
  initialFocus = 'dialog',
  className,
  isDismissable = false,
  isKeyboardDismissDisabled,
  isOpen,
  onOpenChange,
  ...rest
}: DialogProps) {
  const { locale, dir } = useUi();
  const strings = useUiStrings();
  const overlayState = isOpen === undefined ? {} : { isOpen };
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusTarget = initialFocus === 'close' ? closeRef : initialFocus === 'dialog' ? null : initialFocus;
  return (
    <Overlay
      {...overlayState}
      data-variant={variant}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <StyledModal data-size={size} data-variant={variant} className={className}>
        <StyledDialog {...rest} lang={locale} dir={dir}>
          {({ close }) => (
            <>
              <div data-dialog-header="">
                <DialogHeading slot="title" level={2}>
                  {title}
                </DialogHeading>
                {showCloseButton ? (
                  <CloseButton ref={closeRef} aria-label={closeLabel ?? strings.close} onPress={close} />
                ) : null}
              </div>
              <div data-dialog-body="">{typeof children === 'function' ? children(close) : children}</div>
              {footer === undefined ? null : (
                <div data-dialog-footer="">{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
              {focusTarget === null ? null : <FocusOnOpen target={focusTarget} />}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}

export type DialogTriggerProps = Omit<AriaDialogTriggerProps, 'children'> & {
  /**
   * The trigger (any focusable element that takes a ref, e.g. our `Button`), then the `Dialog`.
   * The trigger gets react-aria's press handling and `aria-expanded`.
   */
  children: [trigger: ReactElement, dialog: ReactElement];
};

type PressableChild = Parameters<typeof Pressable>[0]['children'];

/** Opens its `Dialog` from its trigger and gives focus back to the trigger when it closes. */
export function DialogTrigger({ children, ...rest }: DialogTriggerProps) {
  const [trigger, dialog] = Children.toArray(children) as [ReactElement, ReactElement];
  return (
    <AriaDialogTrigger {...rest}>
      <Pressable>{trigger as PressableChild}</Pressable>
      {dialog}
    </AriaDialogTrigger>
  );
}
