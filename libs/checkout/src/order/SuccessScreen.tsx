import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import {
  $order,
  $orderError,
  $reservation,
  $softLock,
  $successPage,
  getOrderFx,
  holdClockStopped,
  normalisePaymentOptionType,
  normalisePaymentVendorType,
  orderErrorMessage,
  orderOnlineDataCleared,
  PAYMENT_VENDORS,
  reservationSaved,
  softLockCleared,
  stepsReset,
  successPageTypeChanged,
  type PageConfig,
} from '@lux/order-online';
import { Button, Heading } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { readCustomer, writeCustomer, emptyCustomer } from '../session';
import { Actions, Notice, Page, Placeholder } from '../shared/styles';
import { lockIdForOrder } from './access';
import { OrderFacts } from './OrderFacts';

const configText = (page: PageConfig, key: string, locale: string, fallback: string): string => {
  const value = page[key];
  return locale === 'he' && typeof value === 'string' && value.trim() ? value.trim() : fallback;
};

/**
 * Success (A§2 `/showroom-order-online/success`, page category checkout_order_confirmation): the success
 * configuration merged with the order's payment type (A§4), the order as the orders service reads it, and
 * for a reservation confirmed by e-mail, where the link was sent. Arriving here ends the journey in this
 * browser: the steps, the data and the buyer's details are cleared, and the hold is kept as the
 * reservation (A§3 `sl_order_online_reservation`) so the order can be read again.
 */
export function SuccessScreen({ orderNumber, ready }: { orderNumber: string; ready: boolean }) {
  const t = useCheckoutStrings();
  const { locale, paths, services } = useCheckoutEnvironment();
  const units = useUnit({
    order: $order,
    error: $orderError,
    page: $successPage,
    lock: $softLock,
    reservation: $reservation,
    getOrder: getOrderFx,
    pending: getOrderFx.pending,
    typeChanged: successPageTypeChanged,
    saveReservation: reservationSaved,
    clearLock: softLockCleared,
    clearData: orderOnlineDataCleared,
    resetSteps: stepsReset,
    stopClock: holdClockStopped,
  });
  const { order, error, page, lock, reservation, pending } = units;
  // Read before the journey is cleared (the server render has no tab storage).
  const [buyerEmail, setBuyerEmail] = useState('');
  const started = useRef(false);
  const lockId = lockIdForOrder(orderNumber, lock, reservation);

  const load = () => {
    if (lockId) void units.getOrder({ orderNumber, access: { lock_id: lockId } }).catch(() => undefined);
  };

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    setBuyerEmail(readCustomer(services.session).email);
    if (!lockId) return;
    void (async () => {
      const read = await units.getOrder({ orderNumber, access: { lock_id: lockId } }).catch(() => null);
      if (!read) return;
      const type = normalisePaymentOptionType(read['finance_option'] ?? (read.metadata?.payment_option as { type?: unknown } | undefined)?.type);
      units.typeChanged(type);
      // The journey is over in this browser; the order stays readable through the reservation.
      if (lock?.orderNumber === orderNumber) {
        units.saveReservation({ orderNumber, lockId, vehicleId: lock.vehicleId });
        units.clearLock(lock.vehicleId);
      }
      units.stopClock();
      units.clearData();
      units.resetSteps();
      writeCustomer(services.session, emptyCustomer);
    })();
  }, [ready, lockId, orderNumber, lock, services, units]);

  const vendor = normalisePaymentVendorType(order?.vendor);
  const byEmail = vendor !== null && PAYMENT_VENDORS[vendor].confirmationByEmail && order?.state !== 'confirmed';

  return (
    <Page>
      <header>
        <Heading level={1} size="l">
          {configText(page, 'heading', locale, t.successTitle)}
        </Heading>
        <p>{configText(page, 'body', locale, t.successBody)}</p>
      </header>
      <section aria-live="polite" aria-busy={!ready || pending}>
        {order && order.order_number === orderNumber ? (
          <>
            <OrderFacts order={order} numberLabel={configText(page, 'order_number_label', locale, t.orderNumber)} />
            {byEmail && buyerEmail ? (
              <Notice role="status">
                <p>{t.checkEmail(buyerEmail)}</p>
              </Notice>
            ) : null}
          </>
        ) : ready && !pending && (error || !lockId) ? (
          <Notice role="alert" data-tone={lockId ? 'error' : undefined}>
            <p>{lockId ? orderErrorMessage(error, locale) : t.needsLink}</p>
            {lockId ? (
              <Actions>
                <Button variant="secondary" size="small" onClick={load}>
                  {t.retry}
                </Button>
              </Actions>
            ) : null}
          </Notice>
        ) : (
          <Placeholder aria-busy="true">{t.loading}</Placeholder>
        )}
      </section>
      <Actions>
        <Button variant="secondary" href={paths.confirmation(orderNumber)}>
          {t.viewOrder}
        </Button>
        <Button variant="tertiary" href={paths.stockList}>
          {configText(page, 'back_to_stock', locale, t.backToStock)}
        </Button>
      </Actions>
    </Page>
  );
}
