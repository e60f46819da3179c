import { useUnit } from 'effector-react';
import { $softLock, liqpayCheckoutDataFx, vehicleIdForApi } from '@lux/order-online';
import { Button } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../../environment';
import { liqpayOrderIdOf, writePendingPayment } from '../../session';
import { Actions, Notice, Placeholder } from '../../shared/styles';
import { useLoad } from '../../shared/useLoad';
import { returnUrl, type VendorProps } from './types';

/**
 * LiqPay's browser part (ADR 026 §5): no script — the signed `data` and `signature` are posted by a plain
 * form to LiqPay's checkout page (`action_url`), which sends the buyer back to this checkout
 * (`result_url`). The payment is remembered in this tab before leaving, so the order is placed on return.
 */
export function LiqpayPayment(_props: VendorProps) {
  const t = useCheckoutStrings();
  const { locale, companyUuid, paths, services } = useCheckoutEnvironment();
  const { lock, load } = useUnit({ lock: $softLock, load: liqpayCheckoutDataFx });
  const lockId = lock?.lockId ?? null;
  const vehicleId = lock?.vehicleId ?? null;
  const state = useLoad(lockId && vehicleId ? `${lockId}:${vehicleId}` : null, () =>
    load({
      lock_id: lockId ?? '',
      vehicle_id: vehicleIdForApi(vehicleId ?? ''),
      company_uuid: companyUuid,
      language: locale,
      result_url: returnUrl(services.absoluteUrl(paths.checkout(vehicleId ?? '')), 'payment', 'liqpay'),
    }),
  );

  if (state.status === 'loading') return <Placeholder aria-busy="true">{t.loadingPayment}</Placeholder>;
  if (state.status !== 'ready' || !lockId || !vehicleId) {
    return (
      <Notice role="alert" data-tone="error">
        <p>{t.paymentFailed}</p>
        <Actions>
          <Button variant="secondary" size="small" onClick={state.retry}>
            {t.retry}
          </Button>
        </Actions>
      </Notice>
    );
  }
  const checkout = state.value;
  return (
    <form
      method="post"
      action={checkout.action_url}
      acceptCharset="utf-8"
      onSubmit={() =>
        writePendingPayment(services.session, { vendor: 'LIQPAY', lockId, vehicleId, reference: liqpayOrderIdOf(checkout.data) })
      }
    >
      <input type="hidden" name="data" value={checkout.data} />
      <input type="hidden" name="signature" value={checkout.signature} />
      <p>{t.vendorHints.LIQPAY}</p>
      <Actions>
        <Button type="submit" variant="primary" trailingIcon="arrow">
          {t.toLiqpay}
        </Button>
      </Actions>
    </form>
  );
}
