import { Fragment } from 'react';
import { useUnit } from 'effector-react';
import type { OrderSummary } from '@lux/order-online';
import { $displayPriceSettings, formatPrice } from '@lux/pricing';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { dateText } from '../format';
import { Facts } from '../shared/styles';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The order's vehicle as the orders service names it. */
export function orderVehicleName(order: OrderSummary): string {
  const vehicle = record(order.vehicle);
  if (!vehicle) return '';
  return text(vehicle['model_display_name']) || text(vehicle['name']) || [text(vehicle['nameplate_name']), text(vehicle['vin'])].filter(Boolean).join(' · ');
}

/** A§3 "Order (as read by the site)": number, state, payment status, amount, vehicle and trade-in. */
export function OrderFacts({ order, numberLabel }: { order: OrderSummary; numberLabel?: string }) {
  const t = useCheckoutStrings();
  const { locale } = useCheckoutEnvironment();
  const priceSettings = useUnit($displayPriceSettings);
  const tradeIn = record(order.metadata?.trade_in);
  const amount = typeof order.amount === 'number' && order.amount > 0 ? formatPrice(order.amount / 100, priceSettings, 'price') : '';
  const rows = [
    { key: 'number', label: numberLabel ?? t.orderNumber, value: order.order_number, ltr: true },
    { key: 'vehicle', label: t.summary.vehicle, value: orderVehicleName(order) },
    { key: 'state', label: t.orderState, value: t.orderStates[order.state] ?? order.state },
    { key: 'payment', label: t.paymentStatus, value: t.paymentStatuses[order.payment_status] ?? order.payment_status },
    { key: 'amount', label: t.amount, value: amount },
    {
      key: 'trade_in',
      label: t.tradeInSummary,
      value: tradeIn
        ? [text(tradeIn['model']) || text(tradeIn['brand']), text(tradeIn['mileage']) ? `${text(tradeIn['mileage'])} ${t.km}` : '', dateText(text(tradeIn['registrationDate']), locale), text(tradeIn['registration'])]
            .filter(Boolean)
            .join(' · ')
        : '',
    },
  ].filter((row) => row.value !== '');
  return (
    <Facts data-order={order.order_number}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}
