import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import {
  $order,
  $orderError,
  $reservation,
  $softLock,
  confirmOrderFx,
  getOrderFx,
  orderErrorMessage,
  type OrderAccess,
  type OrderSummary,
} from '@lux/order-online';
import { Button, Heading } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { Actions, Notice, Page, Placeholder } from '../shared/styles';
import { lockIdForOrder } from './access';
import { OrderFacts } from './OrderFacts';

/** States from which the confirmation link may still confirm the order (ADR 026 §4). */
const CONFIRMABLE = new Set(['created', 'paid']);

/**
 * The order's confirmation page (A§2 `/showroom-order-online/confirmation/:orderNumber`): the order as the
 * orders service reads it (A§3: number, state, payment status, trade-in). Reached from the e-mail with
 * `?token=`, it offers to confirm the order; the confirmation is a button rather than the link itself, so a
 * mail scanner that opens links cannot confirm for the buyer. Without a token, this browser's own hold or
 * reservation reads it; otherwise the buyer is told to open the e-mail's link.
 */
export function ConfirmationScreen({
  orderNumber,
  token,
  initialOrder = null,
  ready,
}: {
  orderNumber: string;
  token: string | null;
  /** The order as the server read it with the token (first paint). */
  initialOrder?: OrderSummary | null;
  ready: boolean;
}) {
  const t = useCheckoutStrings();
  const { locale, paths } = useCheckoutEnvironment();
  const { order, error, lock, reservation, getOrder, confirm, reading, confirming } = useUnit({
    order: $order,
    error: $orderError,
    lock: $softLock,
    reservation: $reservation,
    getOrder: getOrderFx,
    confirm: confirmOrderFx,
    reading: getOrderFx.pending,
    confirming: confirmOrderFx.pending,
  });
  const lockId = lockIdForOrder(orderNumber, lock, reservation);
  const access: OrderAccess | null = useMemo(() => (token ? { token } : lockId ? { lock_id: lockId } : null), [token, lockId]);
  const [confirmedNow, setConfirmedNow] = useState(false);
  const started = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);

  const shown = order?.order_number === orderNumber ? order : initialOrder;
  useEffect(() => {
    if (!ready || started.current || initialOrder || !access) return;
    started.current = true;
    void getOrder({ orderNumber, access }).catch(() => undefined);
  }, [ready, initialOrder, access, getOrder, orderNumber]);
  useEffect(() => {
    if (confirmedNow) status.current?.focus();
  }, [confirmedNow]);

  const onConfirm = async () => {
    if (!token) return;
    const confirmed = await confirm({ orderNumber, access: { token } }).catch(() => null);
    if (confirmed) setConfirmedNow(true);
  };

  return (
    <Page>
      <Heading level={1} size="l">
        {t.confirmationTitle}
      </Heading>
      {shown ? (
        <>
          <OrderFacts order={shown} />
          {confirmedNow || shown.state === 'confirmed' ? (
            <Notice role="status">
              <p ref={status} tabIndex={-1}>
                {t.confirmed}
              </p>
            </Notice>
          ) : token && CONFIRMABLE.has(shown.state) ? (
            <Actions>
              <Button variant="primary" loading={confirming} onClick={() => void onConfirm()}>
                {t.confirm}
              </Button>
            </Actions>
          ) : null}
        </>
      ) : ready && !access ? (
        <Notice role="status">
          <p>{t.needsLink}</p>
        </Notice>
      ) : ready && !reading && error ? (
        <Notice role="alert" data-tone="error">
          <p>{t.orderLoadFailed}</p>
          <p>{orderErrorMessage(error, locale)}</p>
        </Notice>
      ) : (
        <Placeholder aria-busy="true">{t.loading}</Placeholder>
      )}
      {shown && error && !confirming ? (
        <Notice role="alert" data-tone="error">
          <p>{orderErrorMessage(error, locale)}</p>
        </Notice>
      ) : null}
      <Actions>
        <Button variant="tertiary" href={paths.stockList}>
          {t.backToStock}
        </Button>
      </Actions>
    </Page>
  );
}
