import { lazy, Suspense, useState } from 'react';
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
import { Button } from '@lux/ui';
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

// The dialogs (and the overlay code under them) are a chunk of their own, loaded the first time one is
// needed: most buyers never see them, and the journey's first load stays small (Lighthouse, issue 13).
const HoldDialogs = lazy(() => import('./HoldDialogs'));

/**
 * The two soft-lock modals (A§4): the vehicle is held by another buyer (init), and the buyer's own hold
 * ended (kicked out). Each explains what happened and what can be done; closing one leaves the same
 * choices on the page (`HoldNotice`), so nobody is stuck behind a dialog.
 */
export function HoldModals({ vehicleId }: { vehicleId: string }) {
  const { showInit, showKickedOut } = useUnit({ showInit: $softLockShowInitModal, showKickedOut: $softLockShowKickedOutModal });
  // Once wanted, the dialogs stay mounted so that they can close as dialogs do (state derived in render).
  const open = showInit || showKickedOut;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <HoldDialogs vehicleId={vehicleId} />
    </Suspense>
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
