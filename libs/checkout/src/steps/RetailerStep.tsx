import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $orderOnlineData, $orderOnlineSettings, $vehicle, orderOnlineDataChanged } from '@lux/order-online';
import { Button, Select } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings, type Retailer } from '../environment';
import { Notice, Placeholder } from '../shared/styles';
import { useLoad } from '../shared/useLoad';
import { useStepValidation, type StepComponentProps } from './types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The retailer as the order keeps it (A§3 locationDetails with uuid; also the payment recipient). */
export function locationOf(retailer: Retailer) {
  return { uuid: retailer.uuid, dealer_code: retailer.uuid, name: retailer.name };
}

/**
 * The retailer who delivers the car (ADR 026 §3 `retailer`): the brand's retailers from the content
 * service, the vehicle's own retailer chosen to start with. It is also who receives the reservation fee
 * (A§3 paymentRecipient) when the company lets retailers take payments; otherwise the importer does.
 */
export function RetailerStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { locale, services } = useCheckoutEnvironment();
  const { vehicle, data, settings, changed } = useUnit({
    vehicle: $vehicle,
    data: $orderOnlineData,
    settings: $orderOnlineSettings,
    changed: orderOnlineDataChanged,
  });
  const brand = text(vehicle?.nameplate_brand_name);
  const load = useLoad(`${locale}:${brand}`, () => services.loadRetailers(locale, brand));

  const chosen = data.locationDetails?.uuid ?? null;
  const loaded = load.status === 'ready' ? load.value : null;
  const retailers: Retailer[] = useMemo(() => loaded ?? [], [loaded]);
  const current = retailers.find((retailer) => retailer.uuid === chosen) ?? null;
  useStepValidation('retailer', step, chosen !== null && (load.status !== 'ready' || current !== null));

  // The vehicle's own retailer is the first choice.
  const own = text(vehicle?.['dealer_code']);
  useEffect(() => {
    if (chosen !== null) return;
    const retailer = retailers.find((item) => item.uuid === own);
    if (retailer) changed({ locationDetails: locationOf(retailer) });
  }, [chosen, retailers, own, changed]);

  if (load.status === 'loading' || load.status === 'idle') return <Placeholder aria-busy="true">{t.loading}</Placeholder>;
  if (load.status === 'failed') {
    return (
      <Notice role="alert" data-tone="error">
        <p>{t.retailersFailed}</p>
        <Button variant="secondary" size="small" onClick={load.retry}>
          {t.retry}
        </Button>
      </Notice>
    );
  }
  return (
    <div>
      <Select
        label={t.retailerLabel}
        placeholder={t.choose}
        isRequired
        validationBehavior="aria"
        selectedKey={current?.uuid ?? null}
        isInvalid={attempt > 0 && current === null}
        errorMessage={t.errors.choose}
        onSelectionChange={(key) => {
          const retailer = retailers.find((item) => item.uuid === key);
          if (retailer) changed({ locationDetails: locationOf(retailer) });
        }}
      >
        {retailers.map((retailer) => {
          const label = retailer.city ? `${retailer.name}, ${retailer.city}` : retailer.name;
          return (
            <Select.Item key={retailer.uuid} id={retailer.uuid} textValue={label}>
              {label}
            </Select.Item>
          );
        })}
      </Select>
      {current ? (
        <p>
          {current.address ? `${current.address}${current.city ? `, ${current.city}` : ''}` : null}
          {current.address && current.phone ? ' · ' : null}
          {current.phone ? <a href={`tel:${current.phone.replace(/[^\d+]/g, '')}`}>{current.phone}</a> : null}
        </p>
      ) : null}
      <p>{settings.retailersTakePayment && current ? t.paidTo(current.name) : t.paidToImporter}</p>
    </div>
  );
}
