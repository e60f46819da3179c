import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { $softLock, paypalAuthorizeFx, paypalCreateOrderFx, vehicleIdForApi } from '@lux/order-online';
import { Button } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../../environment';
import { Actions, Notice, Placeholder } from '../../shared/styles';
import { useLoad } from '../../shared/useLoad';
import type { VendorProps } from './types';

/** The part of PayPal's JS SDK (`paypal.Buttons`) the checkout uses. */
interface PaypalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}
interface PaypalSdk {
  Buttons(options: {
    createOrder: () => Promise<string> | string;
    onApprove: (data: { orderID?: string }) => Promise<void> | void;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
    style?: Record<string, unknown>;
  }): PaypalButtonsInstance;
}

function paypalSdk(): PaypalSdk | null {
  const sdk = (globalThis as { paypal?: unknown }).paypal;
  return typeof sdk === 'object' && sdk !== null && typeof (sdk as PaypalSdk).Buttons === 'function' ? (sdk as PaypalSdk) : null;
}

/**
 * PayPal's browser part (ADR 026 §5): the PayPal order for the hold (the server's amount, `intent:
 * AUTHORIZE`), the JS SDK from the `sdk_url` the call returns, and its buttons. When the buyer approves in
 * PayPal's window the order is authorised on the server, then placed; it is captured on confirmation.
 */
export function PaypalPayment({ onPaid }: VendorProps) {
  const t = useCheckoutStrings();
  const { companyUuid, services } = useCheckoutEnvironment();
  const { lock, create, authorize } = useUnit({ lock: $softLock, create: paypalCreateOrderFx, authorize: paypalAuthorizeFx });
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState<{ orderId: string; ok: boolean } | null>(null);
  const [error, setError] = useState('');
  const lockId = lock?.lockId ?? null;
  const vehicleId = lock?.vehicleId ?? null;

  const order = useLoad(lockId && vehicleId ? `${lockId}:${vehicleId}` : null, async () => {
    const created = await create({ lock_id: lockId ?? '', vehicle_id: vehicleIdForApi(vehicleId ?? ''), company_uuid: companyUuid });
    await services.loadScript(created.sdk_url);
    if (!paypalSdk()) throw new Error('The PayPal SDK is not available');
    return created;
  });
  const ready = order.status === 'ready' ? order.value : null;

  // After the buyer approved in PayPal's window: authorise on the server, then place the order.
  const approve = useEffectEvent(async (paypalOrderId: string) => {
    setError('');
    if (!lockId) return;
    try {
      await authorize({ lock_id: lockId, paypal_order_id: paypalOrderId });
    } catch {
      return;
    }
    await onPaid({ paypalOrderId });
  });
  const failed = useEffectEvent(() => setError(t.paymentFailed));

  useEffect(() => {
    const sdk = paypalSdk();
    if (!ready || !sdk || !container.current) return;
    let live = true;
    const buttons = sdk.Buttons({
      createOrder: () => ready.paypal_order_id,
      onApprove: (data) => approve(data.orderID ?? ready.paypal_order_id),
      onError: () => failed(),
    });
    buttons.render(container.current).then(
      () => live && setRendered({ orderId: ready.paypal_order_id, ok: true }),
      () => live && setRendered({ orderId: ready.paypal_order_id, ok: false }),
    );
    return () => {
      live = false;
      void buttons.close?.().catch(() => undefined);
    };
  }, [ready]);

  const shown = ready !== null && rendered?.orderId === ready.paypal_order_id;
  const broken = order.status === 'failed' || (shown && rendered?.ok === false);
  return (
    <div>
      {shown && !broken ? <p>{t.paypalHint}</p> : null}
      {!shown && !broken ? <Placeholder aria-busy="true">{t.loadingPayment}</Placeholder> : null}
      {broken ? (
        <Notice role="alert" data-tone="error">
          <p>{t.paymentFailed}</p>
          <Actions>
            <Button variant="secondary" size="small" onClick={order.retry}>
              {t.retry}
            </Button>
          </Actions>
        </Notice>
      ) : null}
      {error ? (
        <Notice role="alert" data-tone="error">
          <p>{error}</p>
        </Notice>
      ) : null}
      <div ref={container} data-paypal-buttons="" hidden={broken} />
    </div>
  );
}
