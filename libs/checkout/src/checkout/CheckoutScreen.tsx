import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ComponentType as ReactComponent } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import {
  $checkoutPage,
  $orderError,
  $orderOnlineSettings,
  $softLock,
  $steps,
  $vehicle,
  normalisePaymentVendorType,
  orderErrorMessage,
  PAYMENT_VENDORS,
  type PageConfig,
  type PaymentVendorType,
} from '@lux/order-online';
import { $displayPriceSettings, formatPrice } from '@lux/pricing';
import { Button, Heading, RadioGroup } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { vehicleName } from '../format';
import { HoldCountdown } from '../hold/HoldCountdown';
import { HoldModals, HoldNotice } from '../hold/HoldModals';
import { OptionLabel } from '../steps/PaymentOptionStep';
import { readPendingPayment, type PendingPayment } from '../session';
import { Actions, Eyebrow, Notice, Page, PageHeader, Placeholder } from '../shared/styles';
import { NoVehicle } from '../shared/NoVehicle';
import { VehiclePhoto } from '../shared/VehiclePhoto';
import { OrderSummary } from './OrderSummary';
import { usePlaceOrder, type PaymentReference } from './usePlaceOrder';
import type { VendorProps } from './vendors/types';

// Each vendor's browser part is its own chunk, loaded only when the buyer goes on to pay (Lighthouse: the
// checkout's first load carries no payment SDK).
const vendorParts = {
  stripe: lazy(() => import('./vendors/StripePayment').then((module) => ({ default: module.StripePayment }))),
  paypal: lazy(() => import('./vendors/PaypalPayment').then((module) => ({ default: module.PaypalPayment }))),
  liqpay: lazy(() => import('./vendors/LiqpayPayment').then((module) => ({ default: module.LiqpayPayment }))),
} satisfies Record<'stripe' | 'paypal' | 'liqpay', ReactComponent<VendorProps>>;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--lux-space-6);
  /*
   * The summary and payment arrive after the page has read the journey back (browser storage): their
   * place is kept, tall enough that what follows starts below a phone's first screen (no layout shift).
   */
  min-block-size: 50rem;

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    min-block-size: 32rem;
  }
`;

/** The vehicle's photo (server-rendered), then the summary once the journey is read back. */
const SummaryColumn = styled.div`
  & > * + * {
    margin-block-start: var(--lux-space-5);
  }
`;

const PaymentSection = styled.section`
  & > p {
    margin-block: 0 var(--lux-space-4);
  }
  & > [data-note] {
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
    margin-block-start: var(--lux-space-4);
  }
`;

/** A configuration text on pages in the site's default language; the UI's own words elsewhere. */
const configText = (page: PageConfig, key: string, locale: string, fallback: string): string => {
  const value = page[key];
  return locale === 'he' && typeof value === 'string' && value.trim() ? value.trim() : fallback;
};

/** The buyer came back from a vendor's page (LiqPay's result_url, a Stripe redirect after 3-D Secure). */
export interface PaymentReturn {
  vendor: 'liqpay' | 'stripe';
  /** Stripe's `payment_intent` and `redirect_status` query parameters. */
  paymentIntent?: string | null;
  redirectStatus?: string | null;
}

/**
 * The payment a return from a vendor's page brings back: the one waiting in this tab for this hold, when
 * the vendor says it went through (a Stripe redirect carries its status).
 */
export function returnedPayment(
  back: PaymentReturn | null,
  pending: PendingPayment | null,
  lockId: string,
): { vendor: PaymentVendorType; reference: PaymentReference } | null {
  if (!back || !pending || pending.lockId !== lockId) return null;
  const vendor: PaymentVendorType = back.vendor === 'liqpay' ? 'LIQPAY' : 'STRIPE';
  if (pending.vendor !== vendor) return null;
  if (vendor === 'LIQPAY') return { vendor, reference: { liqpayOrderId: pending.reference } };
  if (back.redirectStatus && back.redirectStatus !== 'succeeded') return null;
  return { vendor, reference: { stripePaymentIntentId: back.paymentIntent ?? pending.reference } };
}

/** How long the return waits for the vendor's notice to reach the orders service (409 until it has). */
const RETURN_TRIES = 6;
const RETURN_DELAY_MS = 1500;

/**
 * Checkout (A§2 `/showroom-order-online/checkout`, page category checkout_reservation): the order summary
 * and the checkout configuration merged with the chosen payment type's content (A§4), the payment method
 * among the configured vendor types, then that vendor's browser part. A reservation without payment is
 * sent straight away. Nothing loads from a vendor until the buyer goes on to pay.
 */
export function CheckoutScreen({ ready, paymentReturn = null }: { ready: boolean; paymentReturn?: PaymentReturn | null }) {
  const t = useCheckoutStrings();
  const { locale, paths, services } = useCheckoutEnvironment();
  const { vehicle, steps, settings, page, lock, orderError, priceSettings } = useUnit({
    vehicle: $vehicle,
    steps: $steps,
    settings: $orderOnlineSettings,
    page: $checkoutPage,
    lock: $softLock,
    orderError: $orderError,
    priceSettings: $displayPriceSettings,
  });
  const placeOrder = usePlaceOrder();
  const vendors = settings.paymentVendorTypes;
  const [vendor, setVendor] = useState<PaymentVendorType | null>(() => settings.paymentVendorType);
  const [paying, setPaying] = useState(false);
  const [sending, setSending] = useState(false);
  const paymentTitleId = useId();
  const returned = useRef(false);

  const fee = settings.reservationFee > 0 ? formatPrice(settings.reservationFee, priceSettings, 'price') : '';
  const chosen = vendor && vendors.includes(vendor) ? vendor : (vendors[0] ?? null);
  const traits = chosen ? PAYMENT_VENDORS[chosen] : null;
  const complete = steps.length > 0 && steps.every((step) => step.validated);

  // Back from the vendor's page: the payment waiting in this tab becomes the order.
  const returning = useMemo(
    () => (ready && lock ? returnedPayment(paymentReturn, readPendingPayment(services.session), lock.lockId) : null),
    [ready, lock, paymentReturn, services],
  );
  const [returnSettled, setReturnSettled] = useState(false);
  useEffect(() => {
    if (!returning || returned.current) return;
    returned.current = true;
    void (async () => {
      for (let attempt = 1; attempt <= RETURN_TRIES; attempt += 1) {
        const result = await placeOrder(returning.vendor, returning.reference);
        if (result.placed || result.status !== 409 || attempt === RETURN_TRIES) break;
        await new Promise((resolve) => setTimeout(resolve, RETURN_DELAY_MS));
      }
      setReturnSettled(true);
    })();
  }, [returning, placeOrder]);
  const busy = sending || (returning !== null && !returnSettled);

  if (!vehicle) return <NoVehicle />;

  const payLabel = !traits?.gateway
    ? traits?.freeReservation
      ? t.reserveFree
      : configText(page, 'no_payment_button', locale, t.reserve)
    : configText(page, 'pay_button', locale, fee ? t.pay(fee) : t.reserve);
  const Vendor = traits?.gateway ? vendorParts[traits.gateway] : null;

  const sendWithoutPayment = async () => {
    if (!chosen || busy) return;
    setSending(true);
    await placeOrder(chosen);
    setSending(false);
  };

  return (
    <Page>
      <PageHeader>
        <div>
          <Eyebrow>{vehicleName(vehicle)}</Eyebrow>
          <Heading level={1} size="l">
            {configText(page, 'heading', locale, t.checkoutTitle)}
          </Heading>
        </div>
        <HoldCountdown />
      </PageHeader>
      <HoldNotice vehicleId={vehicle.id} ready={ready} />
      <Columns aria-busy={!ready}>
        <SummaryColumn>
          <VehiclePhoto vehicle={vehicle} sizes="(min-width: 900px) 36rem, 100vw" />
          {!ready ? (
            <Placeholder aria-busy="true">{t.loading}</Placeholder>
          ) : !complete ? (
            <Notice role="alert">
              <p>{t.incomplete}</p>
              <Actions>
                <Button variant="primary" href={paths.details(vehicle.id, vehicle.config_url ?? null)}>
                  {t.completeSteps}
                </Button>
              </Actions>
            </Notice>
          ) : (
            <>
              <OrderSummary
                title={configText(page, 'summary_title', locale, t.summaryTitle)}
                feeLabel={configText(page, 'reservation_fee_label', locale, t.summary.fee)}
                fee={fee || t.none}
              />
              <Actions>
                <Button variant="tertiary" href={paths.details(vehicle.id, vehicle.config_url ?? null)}>
                  {t.edit}
                </Button>
              </Actions>
            </>
          )}
        </SummaryColumn>
        {ready && complete ? (
          <PaymentSection aria-labelledby={paymentTitleId}>
            <Heading level={2} size="s" id={paymentTitleId}>
              {t.methodLegend}
            </Heading>
            {configText(page, 'payment_note', locale, '') ? <p>{configText(page, 'payment_note', locale, '')}</p> : null}
            {vendors.length === 0 ? (
              <Notice role="status">
                <p>{t.noSteps}</p>
              </Notice>
            ) : (
              <>
                <RadioGroup
                  label={t.methodLegend}
                  value={chosen}
                  isDisabled={busy}
                  onChange={(value) => {
                    setVendor(normalisePaymentVendorType(value));
                    setPaying(false);
                  }}
                >
                  {vendors.map((type) => (
                    <RadioGroup.Radio key={type} value={type}>
                      <OptionLabel>
                        <span>{t.vendors[type]}</span>
                        <span data-secondary="">{t.vendorHints[type]}</span>
                      </OptionLabel>
                    </RadioGroup.Radio>
                  ))}
                </RadioGroup>
                {orderError ? (
                  <Notice role="alert" data-tone="error">
                    <p>{orderErrorMessage(orderError, locale)}</p>
                  </Notice>
                ) : null}
                {busy ? (
                  <p role="status">{t.processing}</p>
                ) : Vendor && chosen && paying && lock ? (
                  <Suspense fallback={<Placeholder aria-busy="true">{t.loadingPayment}</Placeholder>}>
                    <Vendor payLabel={payLabel} onPaid={(reference) => placeOrder(chosen, reference)} />
                  </Suspense>
                ) : (
                  <Actions>
                    <Button
                      variant="primary"
                      disabled={!lock}
                      loading={busy}
                      onClick={() => (Vendor ? setPaying(true) : void sendWithoutPayment())}
                    >
                      {payLabel}
                    </Button>
                  </Actions>
                )}
                {Vendor ? <p data-note="">{configText(page, 'secure_note', locale, t.secureNote)}</p> : null}
              </>
            )}
          </PaymentSection>
        ) : null}
      </Columns>
      <HoldModals vehicleId={vehicle.id} />
    </Page>
  );
}
