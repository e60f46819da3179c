import { Fragment } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import { $orderOnlineSettings, $softLock, $vehicle } from '@lux/order-online';
import { $displayPriceSettings, formatPrice } from '@lux/pricing';
import { Heading } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { purchasePriceText, vehicleSpecRows } from '../format';
import { Facts } from '../shared/styles';
import { VehiclePhoto } from '../shared/VehiclePhoto';
import { useStepValidation, type StepComponentProps } from './types';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--lux-space-5);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Prices = styled.dl`
  display: grid;
  gap: var(--lux-space-1);
  margin: 0 0 var(--lux-space-4);

  & > dt {
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
  }
  & > dd {
    margin: 0 0 var(--lux-space-2);
    font-size: var(--lux-font-size-heading-s);
    font-weight: var(--lux-font-weight-bold);
  }
  & > p {
    margin: 0;
    font-size: var(--lux-font-size-small);
  }
`;

/**
 * The vehicle step (ADR 026 §3 `vehicle_detail`): photo, price, reservation fee and specification. It is
 * complete once the vehicle is held for this buyer (the soft lock is theirs).
 */
export function VehicleDetailStep({ step }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { locale } = useCheckoutEnvironment();
  const { vehicle, lock, settings, priceSettings } = useUnit({
    vehicle: $vehicle,
    lock: $softLock,
    settings: $orderOnlineSettings,
    priceSettings: $displayPriceSettings,
  });
  useStepValidation('vehicle_detail', step, vehicle !== null && lock !== null && lock.vehicleId === vehicle.id);
  if (!vehicle) return null;
  const price = purchasePriceText(vehicle, priceSettings);
  const fee = settings.reservationFee > 0 ? formatPrice(settings.reservationFee, priceSettings, 'price') : '';
  const rows = vehicleSpecRows(vehicle, t, locale);
  return (
    <Layout>
      <VehiclePhoto vehicle={vehicle} sizes="(min-width: 900px) 40rem, 100vw" />
      <div>
        <Prices>
          <dt>{t.price}</dt>
          <dd>{price || t.priceOnRequest}</dd>
          {fee ? (
            <>
              <dt>{t.reservationFee}</dt>
              <dd>{fee}</dd>
            </>
          ) : null}
        </Prices>
        {fee ? <p>{t.feeNote}</p> : null}
        {rows.length > 0 ? (
          <>
            <Heading level={3} size="xs">
              {t.specification}
            </Heading>
            <Facts>
              {rows.map((row) => (
                <Fragment key={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </Fragment>
              ))}
            </Facts>
          </>
        ) : null}
      </div>
    </Layout>
  );
}
