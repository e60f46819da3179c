import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useUnit } from 'effector-react';
import {
  $exitPopupConfig,
  $pendingExit,
  exitCancelled,
  exitConfirmed,
  exitPopupApplies,
  navigationRequested,
  type PendingExit,
} from '@lux/shell';
import { Button } from '@lux/ui';
import { StyledExitPopup } from './ExitPopup.styles';

export type ExitPopupProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'title' | 'children' | 'onCancel' | 'onClose' | 'role'> & {
  /** Default label of the button that goes on, e.g. "Continue"; the setting's `ok_text` wins. */
  okLabel: string;
  /** Default label of the button that stays, e.g. "Cancel"; the setting's `cancel_text` wins. */
  cancelLabel: string;
  /**
   * Goes to the confirmed address. Defaults to `location.assign`, or a new tab for `_blank` links.
   * Pass the router's navigate for internal addresses if needed.
   */
  onProceed?: (exit: PendingExit) => void;
  /**
   * Watch clicks on links anywhere in the document and ask before following matching ones
   * (default true). Turn off to call `navigationRequested` yourself.
   */
  interceptLinks?: boolean;
};

function proceedInBrowser({ url, target }: PendingExit) {
  if (target === '_blank') window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}

/** True for a plain primary click that the browser would follow as a navigation. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * B§4 exit popup: asks before the visitor follows a link to a whitelisted, not blacklisted address.
 * OK goes on (`onProceed`), Cancel and Escape stay. Focus starts on Cancel, the safe choice.
 */
export function ExitPopup({ okLabel, cancelLabel, onProceed = proceedInBrowser, interceptLinks = true, ...rest }: ExitPopupProps) {
  const [config, pending, requested, confirmed, cancelled] = useUnit([
    $exitPopupConfig,
    $pendingExit,
    navigationRequested,
    exitConfirmed,
    exitCancelled,
  ]);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!interceptLinks || !config.enabled) return;
    // Capture phase: runs before the router's link handler, which respects defaultPrevented.
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (!exitPopupApplies(config, anchor.href)) return;
      event.preventDefault();
      requested({ url: anchor.href, target: anchor.target === '_blank' ? '_blank' : '_self' });
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [interceptLinks, config, requested]);

  return (
    <StyledExitPopup
      {...rest}
      role="alertdialog"
      open={pending !== null}
      title={config.title}
      text={config.text}
      initialFocus={cancelRef}
      onDismiss={cancelled}
    >
      <Button ref={cancelRef} variant="secondary" onClick={() => cancelled()}>
        {config.cancelText || cancelLabel}
      </Button>
      <Button
        onClick={() => {
          if (pending === null) return;
          confirmed();
          onProceed(pending);
        }}
      >
        {config.okText || okLabel}
      </Button>
    </StyledExitPopup>
  );
}
