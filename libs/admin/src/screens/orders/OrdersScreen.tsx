import { Link } from 'react-router';
import type { DataTableColumn } from '@lux/ui';
import { orderStates, paymentVendors, type HoldSettings, type OrderRow } from '../../api/orderTypes';
import type { ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { ordersListSpec } from '../../model/specs';
import { formatDateTime } from '../../shared/formatDate';
import { ListScreen } from '../../shared/ListScreen';
import { HoldSettingsPanel } from './HoldSettingsPanel';
import { formatMoney } from './orderFormat';

export const ordersModel = createListModel(ordersListSpec);

export interface OrdersScreenProps {
  /** The page of orders the loader fetched for the URL's filters, sort and page. */
  list: ListResult<OrderRow>;
  /** The hold length (ADR 026 §2); null when it could not be read, and the panel is left out. */
  holdSettings: HoldSettings | null;
}

/** Left-to-right text (numbers, VINs, addresses) kept whole inside a right-to-left page. */
const Ltr = ({ text }: { text: string | null }) => (text ? <bdi dir="ltr">{text}</bdi> : '—');

/**
 * `/admin/orders` (ADR 026 §4): orders newest first, filtered on the server by state, vendor, days and
 * number; each opens its page. Under the list, the hold length every new order gets.
 */
export function OrdersScreen({ list, holdSettings }: OrdersScreenProps) {
  const { strings, locale, href } = useAdmin();
  const s = strings.orders;
  const named = (names: Record<string, string>, id: string | null) => (id === null ? '—' : (names[id] ?? id));
  const columns: DataTableColumn<OrderRow>[] = [
    {
      id: 'number',
      title: s.number,
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => (
        <Link to={href(`/orders/${encodeURIComponent(row.order_number)}`)}>
          <bdi dir="ltr">{row.order_number}</bdi>
        </Link>
      ),
    },
    { id: 'created_at', title: s.created_at, allowsSorting: true, render: (row) => formatDateTime(locale, row.created_at) },
    { id: 'state', title: s.state, allowsSorting: true, render: (row) => named(s.states, row.state) },
    { id: 'vendor', title: s.vendor, render: (row) => named(s.vendors, row.vendor) },
    { id: 'amount', title: s.amount, allowsSorting: true, align: 'end', render: (row) => formatMoney(locale, row.amount, row.currency) },
    { id: 'payment_status', title: s.payment_status, render: (row) => named(s.paymentStatuses, row.payment_status) },
    {
      id: 'vehicle',
      title: s.vehicle,
      render: (row) => (
        <>
          {row.vehicle_title ? <bdi>{row.vehicle_title}</bdi> : null} <Ltr text={row.vehicle_vin} />
        </>
      ),
    },
    { id: 'customer_email', title: s.customer_email, render: (row) => <Ltr text={row.customer_email} /> },
  ];
  const options = (ids: readonly string[], names: Record<string, string>) => ids.map((id) => ({ id, label: names[id] ?? id }));
  return (
    <ListScreen
      model={ordersModel}
      title={strings.nav.orders}
      list={list}
      columns={columns}
      emptyState={s.empty}
      filters={[
        { name: 'state', label: s.state, kind: 'select', options: options(orderStates, s.states) },
        { name: 'vendor', label: s.vendor, kind: 'select', options: options(paymentVendors, s.vendors) },
        { name: 'from', label: s.from, kind: 'date' },
        { name: 'until', label: s.until, kind: 'date' },
        { name: 'number', label: s.number },
      ]}
      after={holdSettings ? <HoldSettingsPanel initial={holdSettings} /> : null}
    />
  );
}
