import { useUnit } from 'effector-react';
import {
  $holdError,
  $softLock,
  $softLockShowInitModal,
  $softLockShowKickedOutModal,
  checkHoldFx,
  holdClockStarted,
  holdRequested,
  initHoldFx,
  orderErrorMessage,
  softLockInitModalClosed,
  softLockKickedOutModalClosed,
} from '@lux/order-online';
import { Button, Dialog } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { Actions, Notice } from '../shared/styles';

/** Takes (or checks) the hold again and restarts the clock: the modals' and the notice's retry. */
export function useHoldRetry(vehicleId: string) {
  const { companyUuid } = useCheckoutEnvironment();
  const { request, startClock, closeInit, closeKickedOut } = useUnit({
    request: holdRequested,
    startClock: holdClockStarted,
    closeInit: softLockInitModalClosed,
    closeKickedOut: softLockKickedOutModalClosed,
  });
  return () => {
    closeInit();
    closeKickedOut();
    request({ vehicleId, companyUuid });
    startClock();
  };
}

/**
 * The two soft-lock modals (A§4): the vehicle is held by another buyer (init), and the buyer's own hold
 * ended (kicked out). Each explains what happened and what can be done; closing one leaves the same
 * choices on the page (`HoldNotice`), so nobody is stuck behind a dialog.
 */
export function HoldModals({ vehicleId }: { vehicleId: string }) {
  const t = useCheckoutStrings();
  const { locale, paths } = useCheckoutEnvironment();
  const { showInit, showKickedOut, error, closeInit, closeKickedOut } = useUnit({
    showInit: $softLockShowInitModal,
    showKickedOut: $softLockShowKickedOutModal,
    error: $holdError,
    closeInit: softLockInitModalClosed,
    closeKickedOut: softLockKickedOutModalClosed,
  });
  const retry = useHoldRetry(vehicleId);
  const unavailable = error?.code === 'vehicle_unavailable';
  return (
    <>
      <Dialog
        isOpen={showInit}
        onOpenChange={(open) => {
          if (!open) closeInit();
        }}
        title={unavailable ? t.unavailableTitle : t.initTitle}
        size="small"
        footer={
          <Actions>
            {unavailable ? null : (
              <Button variant="primary" onClick={retry}>
                {t.initRetry}
              </Button>
            )}
            <Button variant={unavailable ? 'primary' : 'secondary'} href={paths.stockList}>
              {t.backToStock}
            </Button>
          </Actions>
        }
      >
        <p>{unavailable ? orderErrorMessage(error, locale) : t.initBody}</p>
      </Dialog>
      <Dialog
        isOpen={showKickedOut}
        onOpenChange={(open) => {
          if (!open) closeKickedOut();
        }}
        title={t.kickedOutTitle}
        size="small"
        footer={
          <Actions>
            <Button variant="primary" onClick={retry}>
              {t.restart}
            </Button>
            <Button variant="secondary" href={paths.stockList}>
              {t.backToStock}
            </Button>
          </Actions>
        }
      >
        <p>{t.kickedOutBody}</p>
      </Dialog>
    </>
  );
}

/**
 * On the page, once a modal is closed (or a hold call failed some other way): why the buyer cannot go on,
 * with the same way forward. Nothing while the hold is held or being taken, nor before the browser has
 * asked for it (`ready`).
 */
export function HoldNotice({ vehicleId, ready }: { vehicleId: string; ready: boolean }) {
  const t = useCheckoutStrings();
  const { locale, paths } = useCheckoutEnvironment();
  const { lock, error, showInit, showKickedOut, initPending, checkPending } = useUnit({
    lock: $softLock,
    error: $holdError,
    showInit: $softLockShowInitModal,
    showKickedOut: $softLockShowKickedOutModal,
    initPending: initHoldFx.pending,
    checkPending: checkHoldFx.pending,
  });
  const retry = useHoldRetry(vehicleId);
  if (!ready || lock !== null || showInit || showKickedOut || initPending || checkPending) return null;
  const unavailable = error?.code === 'vehicle_unavailable';
  const heldByOther = !unavailable && (error?.code === 'vehicle_held' || error?.status === 409);
  const body = error === null ? t.kickedOutBody : heldByOther ? t.initBody : orderErrorMessage(error, locale);
  return (
    <Notice role="alert" data-tone="error">
      <h2>{unavailable ? t.unavailableTitle : heldByOther ? t.initTitle : t.kickedOutTitle}</h2>
      <p>{body}</p>
      <Actions>
        {unavailable ? null : (
          <Button variant="primary" size="small" onClick={retry}>
            {error === null ? t.restart : t.initRetry}
          </Button>
        )}
        <Button variant="secondary" size="small" href={paths.stockList}>
          {t.backToStock}
        </Button>
      </Actions>
    </Notice>
  );
}
