import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { localisedPath } from '@lux/content';
import { DataTable, Heading, type DataTableColumn } from '@lux/ui';
import type { OrderDetail, OrderTransition } from '../../api/orderTypes';
import { useAdmin } from '../../layout/AdminContext';
import { formatDateTime } from '../../shared/formatDate';
import { Actions, ScreenHeader } from '../../shared/ScreenHeader';
import { Facts } from '../leads/LeadScreen';
import { OrderAction } from './OrderAction';
import { canCancel, canRefund, formatMoney } from './orderFormat';

export interface OrderScreenProps {
  /** The order, its timeline, its hold and the vendor's view of its payment (`GET {orders}/admin/orders/:number`). */
  detail: OrderDetail;
  /** The form whose leads hold the order's lead (the site looks it up), for the link to the lead's page. */
  leadFormId?: string | null;
}

const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/** A section with its h2 (focusable from script, for the timeline after an action). */
function Part({ id, title, children, headingRef }: { id: string; title: string; children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} size="m" id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Every state change, oldest first, with its cause and who made it. */
function Timeline({ transitions }: { transitions: readonly OrderTransition[] }) {
  const { strings, locale } = useAdmin();
  const s = strings.orders;
  const state = (id: string | null) => (id === null ? '—' : (s.states[id] ?? id));
  const columns: DataTableColumn<OrderTransition & { id: string }>[] = [
    { id: 'created_at', title: s.when, isRowHeader: true, render: (row) => formatDateTime(locale, row.created_at, true) },
    { id: 'from_state', title: s.from_state, render: (row) => state(row.from_state) },
    { id: 'to_state', title: s.to_state, render: (row) => state(row.to_state) },
    { id: 'cause', title: s.cause, render: (row) => <bdi>{typeof row.data['reason'] === 'string' ? s.causeWithReason(row.cause, row.data['reason']) : row.cause}</bdi> },
    { id: 'actor', title: s.actor, render: (row) => (row.actor ? <Ltr>{row.actor}</Ltr> : s.system) },
  ];
  return (
    <DataTable
      aria-labelledby="order-timeline-heading"
      columns={columns}
      // The history only grows, in order: its position is a stable id.
      rows={transitions.map((transition, index) => ({ ...transition, id: String(index) }))}
    />
  );
}

/**
 * `/admin/orders/:number` (ADR 026 §4): the order's facts, its timeline, its hold and the vendor's view of
 * the payment; cancel and refund (through the vendor) when its state allows, after a confirm with a reason.
 */
export function OrderScreen({ detail, leadFormId = null }: OrderScreenProps) {
  const { strings, locale, href, canEdit } = useAdmin();
  const s = strings.orders;
  // The loader's answer, until an action here brings a newer one; a new loader answer wins again.
  const [latest, setLatest] = useState({ from: detail, shown: detail });
  const shown = latest.from === detail ? latest.shown : detail;
  const timelineRef = useRef<HTMLHeadingElement>(null);
  const focusTimeline = useRef(false);
  // The action's button may be gone now (the order ended): focus goes to where the change shows.
  useEffect(() => {
    if (!focusTimeline.current) return;
    timelineRef.current?.focus();
    focusTimeline.current = false;
  });
  const refreshed = (next: OrderDetail) => {
    focusTimeline.current = true;
    setLatest({ from: detail, shown: next });
  };
  const { order, transitions, hold, payment } = shown;
  const named = (names: Record<string, string>, id: string | null) => (id === null ? '—' : (names[id] ?? id));
  const vehicle = order.vehicle;
  const vehicleTitle = vehicle ? `${vehicle.nameplate_name} ${vehicle.version} ${vehicle.production_year ?? ''}`.replace(/\s+/g, ' ').trim() : null;
  const editable = canEdit('orders');
  const headingId = 'order-heading';
  return (
    <article aria-labelledby={headingId}>
      <ScreenHeader
        id={headingId}
        title={s.orderTitle(order.order_number)}
        back={{ to: href('/orders'), label: s.backToOrders }}
        actions={
          editable && (canCancel(order) || canRefund(order)) ? (
            <Actions>
              {canRefund(order) ? <OrderAction kind="refund" number={order.order_number} onDone={refreshed} /> : null}
              {canCancel(order) ? <OrderAction kind="cancel" number={order.order_number} onDone={refreshed} /> : null}
            </Actions>
          ) : null
        }
      />
      <Part id="order-details-heading" title={s.details}>
        <Facts>
          <dt>{s.number}</dt>
          <dd>
            <Ltr>{order.order_number}</Ltr>
          </dd>
          <dt>{s.state}</dt>
          <dd>{named(s.states, order.state)}</dd>
          <dt>{s.created_at}</dt>
          <dd>{formatDateTime(locale, order.created_at, true)}</dd>
          <dt>{s.vendor}</dt>
          <dd>{named(s.vendors, order.vendor)}</dd>
          <dt>{s.amount}</dt>
          <dd>{formatMoney(locale, order.amount, order.currency)}</dd>
          <dt>{s.payment_status}</dt>
          <dd>{named(s.paymentStatuses, order.payment_status)}</dd>
          <dt>{s.finance_option}</dt>
          <dd>{named(s.financeOptions, order.finance_option)}</dd>
          <dt>{s.vehicle}</dt>
          <dd>
            {vehicle ? (
              // The showroom answers a bare id with its canonical slug (A§2).
              <a href={localisedPath(locale, `/showroom/${encodeURIComponent(String(vehicle.id))}`)}>{s.showroomLink(vehicleTitle ?? vehicle.vin)}</a>
            ) : (
              s.vehicleGone
            )}
          </dd>
          <dt>{s.vin}</dt>
          <dd>
            <Ltr>{order.vehicle_vin}</Ltr>
          </dd>
          <dt>{s.retailer}</dt>
          <dd>{order.retailer ? `${order.retailer.name}, ${order.retailer.city}` : s.none}</dd>
          <dt>{s.customer_email}</dt>
          <dd>{order.customer_email ? <a href={`mailto:${order.customer_email}`}><Ltr>{order.customer_email}</Ltr></a> : s.none}</dd>
          <dt>{s.lead}</dt>
          <dd>
            {order.rdx_forms_lead_id !== null && leadFormId ? (
              <Link to={href(`/forms/${encodeURIComponent(leadFormId)}/leads/${order.rdx_forms_lead_id}`)}>{s.leadLink(String(order.rdx_forms_lead_id))}</Link>
            ) : order.rdx_forms_lead_id !== null ? (
              s.leadLink(String(order.rdx_forms_lead_id))
            ) : (
              s.none
            )}
          </dd>
          <dt>{s.locale}</dt>
          <dd>{named(s.localeNames, order.locale)}</dd>
        </Facts>
      </Part>
      <Part id="order-timeline-heading" title={s.timeline} headingRef={timelineRef}>
        <Timeline transitions={transitions} />
      </Part>
      <Part id="order-hold-heading" title={s.hold}>
        {hold ? (
          <Facts>
            <dt>{s.holdState}</dt>
            <dd>
              {hold.expires_at === null
                ? s.holdPermanent
                : hold.live
                  ? s.holdExpires(formatDateTime(locale, hold.expires_at, true))
                  : s.holdExpired(formatDateTime(locale, hold.expires_at, true))}
            </dd>
            <dt>{s.previousStatus}</dt>
            <dd>{hold.previous_status}</dd>
            <dt>{s.lockId}</dt>
            <dd>
              <Ltr>{hold.lock_id}</Ltr>
            </dd>
          </Facts>
        ) : (
          <p>{s.noHold}</p>
        )}
      </Part>
      <Part id="order-payment-heading" title={s.payment}>
        {payment.available ? (
          <Facts>
            <dt>{s.vendorStatus}</dt>
            <dd>{named(s.paymentStatuses, payment.status)}</dd>
            <dt>{s.vendorAmount}</dt>
            <dd>{formatMoney(locale, payment.amount, payment.currency)}</dd>
            <dt>{s.reference}</dt>
            <dd>{payment.reference ? <Ltr>{payment.reference}</Ltr> : s.none}</dd>
          </Facts>
        ) : (
          <p>
            {s.paymentUnavailable} {payment.error ? <bdi>{payment.error}</bdi> : null}
          </p>
        )}
      </Part>
    </article>
  );
}
