import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { $softLock, paymentFx, vehicleIdForApi, type StripePaymentStart } from '@lux/order-online';
import { Button } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../../environment';
import { writePendingPayment } from '../../session';
import { Actions, Notice, Placeholder } from '../../shared/styles';
import { useLoad } from '../../shared/useLoad';
import { returnUrl, type VendorProps } from './types';

/** Stripe's own loader: the page that loaded a Stripe.js already (the local stand-in) keeps it. */
const STRIPE_JS = /^https:\/\/js\.stripe\.com\//;


function CardForm({ start, payLabel, onPaid }: { start: StripePaymentStart; payLabel: string; onPaid: VendorProps['onPaid'] }) {
  const t = useCheckoutStrings();
  const { paths, services } = useCheckoutEnvironment();
  const lock = useUnit($softLock);
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !lock || busy) return;
    setBusy(true);
    setError('');
    // A card that needs the bank's check (3-D Secure) may leave the page and come back to checkout.
    writePendingPayment(services.session, { vendor: 'STRIPE', lockId: lock.lockId, vehicleId: lock.vehicleId, reference: start.payment_intent_id });
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl(services.absoluteUrl(paths.checkout(lock.vehicleId)), 'payment', 'stripe') },
    });
    if (result.error) {
      writePendingPayment(services.session, null);
      setError(result.error.message ?? t.paymentFailed);
      setBusy(false);
      return;
    }
    await onPaid({ stripePaymentIntentId: result.paymentIntent?.id ?? start.payment_intent_id });
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t.cardDetails} noValidate>
      <PaymentElement options={{ layout: 'tabs' }} />
      {error ? (
        <Notice role="alert" data-tone="error">
          <p>{error}</p>
        </Notice>
      ) : null}
      <Actions>
        <Button type="submit" variant="primary" loading={busy || !stripe}>
          {payLabel}
        </Button>
      </Actions>
    </form>
  );
}

/**
 * Stripe's browser part (ADR 026 §5): the payment intent for the hold (the server's amount), Stripe.js,
 * and the Payment Element in `<Elements>`. In the embedded default the orders service's stand-in script
 * (`js_url`) is loaded first, so `window.Stripe` exists and `loadStripe` uses it instead of reaching
 * js.stripe.com (stack pitfall 15). The card is held (manual capture) and captured on confirmation.
 */
export function StripePayment({ payLabel, onPaid }: VendorProps) {
  const t = useCheckoutStrings();
  const { locale, companyUuid, services } = useCheckoutEnvironment();
  const { lock, pay } = useUnit({ lock: $softLock, pay: paymentFx });
  const lockId = lock?.lockId ?? null;
  const vehicleId = lock?.vehicleId ?? null;
  const state = useLoad(lockId && vehicleId ? `${lockId}:${vehicleId}` : null, async () => {
    const start = await pay({ lock_id: lockId ?? '', vehicle_id: vehicleIdForApi(vehicleId ?? ''), company_uuid: companyUuid });
    if (start.js_url && !STRIPE_JS.test(start.js_url)) await services.loadScript(start.js_url);
    const stripe: Promise<Stripe | null> = loadStripe(start.publishable_key);
    if (!(await stripe)) throw new Error('Stripe.js is not available');
    return { start, stripe };
  });

  if (state.status === 'loading' || state.status === 'idle') return <Placeholder aria-busy="true">{t.loadingPayment}</Placeholder>;
  if (state.status === 'failed') {
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
  return (
    <Elements stripe={state.value.stripe} options={{ clientSecret: state.value.start.client_secret, locale: locale === 'he' ? 'he' : 'en' }}>
      <CardForm start={state.value.start} payLabel={payLabel} onPaid={onPaid} />
    </Elements>
  );
}
