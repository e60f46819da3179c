import { useUnit } from 'effector-react';
import { $holdError, $softLockShowInitModal, $softLockShowKickedOutModal, orderErrorMessage, softLockInitModalClosed, softLockKickedOutModalClosed } from '@lux/order-online';
import { Button, Dialog } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { Actions } from '../shared/styles';
import { useHoldRetry } from './HoldModals';

/**
 * The two soft-lock modals (A§4): the vehicle is held by another buyer (init), and the buyer's own hold
 * ended (kicked out). Each explains what happened and what can be done; closing one leaves the same
 * choices on the page (`HoldNotice`), so nobody is stuck behind a dialog.
 */
export default function HoldDialogs({ vehicleId }: { vehicleId: string }) {
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

