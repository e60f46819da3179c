import type { ReactNode } from 'react';
import type { DialogProps as AriaDialogProps } from 'react-aria-components';
import { useUi } from '../direction/UiProvider';
import { CloseButton } from '../field/CloseButton';
import { useUiStrings } from '../field/uiStrings';
import { DialogHeading, StyledDialog } from '../Dialog/Dialog.styles';
import { DrawerModal, DrawerOverlay } from './Drawer.styles';

/** The edge the drawer runs along: the inline start (right in Hebrew, left in English) or end. */
export type DrawerSide = 'start' | 'end';

export type DrawerProps = Omit<AriaDialogProps, 'children' | 'className' | 'style'> & {
  /** Heading of the drawer, which is also its accessible name. */
  title: ReactNode;
  /** Content; a function receives `close` to close the drawer from a button or a link. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Edge it opens from; `start` (default) is the side a menu opens from in both directions. */
  side?: DrawerSide;
  /** Accessible name of the close button; defaults to "Close" in the current language. */
  closeLabel?: string;
  /** Open state when controlled without a `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when the drawer asks to open or close (Escape, the close button, a tap on the backdrop). */
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * A full-height modal panel along one inline edge (react-aria Modal + Dialog): focus moves in and is
 * trapped, the page behind is hidden from assistive technology, Escape or a tap outside closes it and
 * focus returns to what opened it. Opens inside a `DialogTrigger` or controlled with `isOpen`.
 * Portalled to `<body>`, so it carries the locale's `lang` and `dir` itself.
 */
export function Drawer({
  title,
  children,
  side = 'start',
  closeLabel,
  isOpen,
  onOpenChange,
  ...rest
}: DrawerProps) {
  const { locale, dir } = useUi();
  const strings = useUiStrings();
  const overlayState = isOpen === undefined ? {} : { isOpen };
  return (
    <DrawerOverlay {...overlayState} data-side={side} onOpenChange={onOpenChange} isDismissable>
      <DrawerModal data-variant="drawer" data-side={side}>
        <StyledDialog {...rest} lang={locale} dir={dir}>
          {({ close }) => (
            <>
              <div data-dialog-header="">
                <DialogHeading slot="title" level={2}>
                  {title}
                </DialogHeading>
                <CloseButton aria-label={closeLabel ?? strings.close} onPress={close} />
              </div>
              <div data-dialog-body="">{typeof children === 'function' ? children(close) : children}</div>
            </>
          )}
        </StyledDialog>
      </DrawerModal>
    </DrawerOverlay>
  );
}
