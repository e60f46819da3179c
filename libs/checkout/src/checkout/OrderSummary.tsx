import { Fragment, useId } from 'react';
import { useUnit } from 'effector-react';
import { $orderOnlineData, $paymentOptionType, $stepDefinitions, $vehicle, type ComponentType } from '@lux/order-online';
import { $displayPriceSettings, formatPrice } from '@lux/pricing';
import { Heading } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { dateText, vehicleName } from '../format';
import { readCustomer } from '../session';
import { Facts } from '../shared/styles';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export interface SummaryRow {
  key: string;
  label: string;
  value: string;
}

/**
 * What the buyer is about to order, from what the steps kept (A§3 browser data): one row per configured
 * component type, the vehicle and the fee always.
 */
export function OrderSummary({ title, feeLabel, fee }: { title: string; feeLabel: string; fee: string }) {
  const t = useCheckoutStrings();
  const { locale, services } = useCheckoutEnvironment();
  const { vehicle, data, type, steps, priceSettings } = useUnit({
    vehicle: $vehicle,
    data: $orderOnlineData,
    type: $paymentOptionType,
    steps: $stepDefinitions,
    priceSettings: $displayPriceSettings,
  });
  const titleId = useId();
  const configured = new Set<ComponentType>(steps.flatMap((step) => step.componentTypes));
  const rows: SummaryRow[] = [{ key: 'vehicle', label: t.summary.vehicle, value: vehicleName(vehicle) }];
  if (configured.has('payment_option')) {
    rows.push({ key: 'payment_option', label: t.summary.paymentOption, value: type ? t.paymentOptions[type] : t.none });
  }
  if (configured.has('trade_in')) {
    const tradeIn = data.tradeInData;
    const mileage = text(tradeIn?.mileage);
    const value = tradeIn
      ? [text(tradeIn.model) || text(tradeIn.brand), mileage ? `${Number(mileage).toLocaleString(locale === 'he' ? 'he-IL' : 'en-IL')} ${t.km}` : '', dateText(text(tradeIn.registrationDate), locale)]
          .filter(Boolean)
          .join(' · ')
      : '';
    rows.push({ key: 'trade_in', label: t.summary.tradeIn, value: value || t.none });
  }
  if (configured.has('service_pack')) {
    const pack = data.servicePackData;
    const price = typeof pack?.['price'] === 'number' && pack['price'] > 0 ? formatPrice(pack['price'], priceSettings, 'price') : '';
    rows.push({ key: 'service_pack', label: t.summary.servicePack, value: pack ? [text(pack['title']), price].filter(Boolean).join(' · ') : t.none });
  }
  if (configured.has('appointment')) {
    const booking = data.appBookingData;
    const value = booking ? [dateText(text(booking['date']), locale), text(booking['slot'])].filter(Boolean).join(' · ') : '';
    rows.push({ key: 'appointment', label: t.summary.appointment, value: value || t.none });
  }
  if (configured.has('retailer')) {
    rows.push({ key: 'retailer', label: t.summary.retailer, value: text(data.locationDetails?.['name']) || text(data.locationDetails?.uuid) || t.none });
  }
  if (configured.has('customer_details')) {
    const buyer = readCustomer(services.session);
    const value = [`${buyer.first_name} ${buyer.last_name}`.trim(), buyer.email, buyer.phone].filter(Boolean).join(' · ');
    rows.push({ key: 'customer', label: t.summary.buyer, value: value || t.none });
  }
  rows.push({ key: 'fee', label: feeLabel, value: fee });

  return (
    <section aria-labelledby={titleId}>
      <Heading level={2} size="s" id={titleId}>
        {title}
      </Heading>
      <Facts>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd dir="auto">{row.value}</dd>
          </Fragment>
        ))}
      </Facts>
    </section>
  );
}
