import { Children, type ReactElement, type ReactNode } from 'react';
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
  isDismissable = false,
  isKeyboardDismissDisabled,
  isOpen,
  onOpenChange,
  ...rest
}: DialogProps) {
  const { locale, dir } = useUi();
  const strings = useUiStrings();
  const overlayState = isOpen === undefined ? {} : { isOpen };
  return (
    <Overlay
      {...overlayState}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <StyledModal data-size={size}>
        <StyledDialog {...rest} lang={locale} dir={dir}>
          {({ close }) => (
            <>
              <div data-dialog-header="">
                <DialogHeading slot="title" level={2}>
                  {title}
                </DialogHeading>
                <CloseButton aria-label={closeLabel ?? strings.close} onPress={close} />
              </div>
              <div>{typeof children === 'function' ? children(close) : children}</div>
              {footer === undefined ? null : (
                <div data-dialog-footer="">{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
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
