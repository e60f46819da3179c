import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, DataTable, Dialog, DialogTrigger, Heading, useToast, type DataTableColumn } from '@lux/ui';
import { formsApi } from '../../api/formsApi';
import { toAdminApiError } from '../../api/errors';
import type { DeliveryAttempt, FormRecord, LeadDelivery, LeadRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { canEditFormScreen } from '../../layout/screens';
import { formatDateTime } from '../../shared/formatDate';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { deliveryState, isFixable } from './deliveryState';
import { formTitleOf } from './formTitle';
import { shownFields, valueText } from './leadColumns';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.25rem 1rem;
  margin-block: 0.5rem 1.5rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Destination = styled.section`
  margin-block: 1rem;
  padding: 1rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);
`;

const LogTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

export interface LeadScreenProps {
  form: FormRecord;
  lead: LeadRow;
  /** The lead's deliveries with every attempt (`GET …/leads/:leadId/integrations`). */
  deliveries: LeadDelivery[];
}

/** One destination's attempts. */
function AttemptsTable({ delivery }: { delivery: LeadDelivery }) {
  const { strings, locale } = useAdmin();
  const s = strings.leads;
  const columns: DataTableColumn<DeliveryAttempt & { id: string }>[] = [
    { id: 'attempt', title: s.attempt, isRowHeader: true, align: 'end' },
    { id: 'at', title: s.at, render: (row) => formatDateTime(locale, row.at, true) },
    { id: 'ok', title: s.ok, render: (row) => (row.ok ? s.yes : s.no) },
    { id: 'status_code', title: s.statusCode, align: 'end', render: (row) => (row.status_code === null ? '—' : String(row.status_code)) },
    { id: 'detail', title: s.detail, render: (row) => <bdi>{row.detail}</bdi> },
  ];
  return (
    <DataTable
      aria-label={s.deliveriesOf(s.destinations[delivery.destination] ?? delivery.destination)}
      columns={columns}
      rows={delivery.deliveries.map((attempt) => ({ ...attempt, id: `${delivery.id}-${attempt.attempt}` }))}
      emptyState={s.noAttempts}
    />
  );
}

/** The lead's deliveries and the button that re-queues the failed ones. */
function DeliveryLog({ formId, leadId, initial }: { formId: string; leadId: string; initial: LeadDelivery[] }) {
  const { strings, locale, client } = useAdmin();
  const s = strings.leads;
  const toast = useToast();
  const [deliveries, setDeliveries] = useState(initial);
  const [pending, setPending] = useState(false);
  const fixable = deliveries.filter(isFixable);
  async function fix() {
    setPending(true);
    try {
      const answer = await formsApi(client).fixLead(formId, leadId, fixable.map((delivery) => delivery.destination));
      setDeliveries(answer.data);
      toast.show({ title: s.fixed(answer.meta.requeued), tone: 'success' }, { timeout: 5000 });
    } catch (error) {
      toast.show({ title: strings.common.failed, description: toAdminApiError(error).message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }
  return (
    <section aria-labelledby="lead-log-heading">
      <LogTop>
        <Heading level={2} size="m" id="lead-log-heading">
          {s.deliveryLog}
        </Heading>
        {fixable.length > 0 ? (
          <Button loading={pending} onClick={() => void fix()}>
            {s.fix}
          </Button>
        ) : (
          <p>{s.nothingToFix}</p>
        )}
      </LogTop>
      {deliveries.length === 0 ? <p>{s.noAttempts}</p> : null}
      {deliveries.map((delivery) => {
        const name = s.destinations[delivery.destination] ?? delivery.destination;
        const headingId = `lead-delivery-${delivery.id}`;
        return (
          <Destination key={delivery.id} aria-labelledby={headingId}>
            <Heading level={3} size="s" id={headingId}>
              {`${name}: ${s.statuses[deliveryState(delivery)]}`}
            </Heading>
            <Facts>
              <dt>{s.attempts}</dt>
              <dd>{delivery.attempts}</dd>
              {delivery.delivered_at ? (
                <>
                  <dt>{s.deliveredAt}</dt>
                  <dd>{formatDateTime(locale, delivery.delivered_at, true)}</dd>
                </>
              ) : (
                <>
                  <dt>{s.nextAttempt}</dt>
                  <dd>{delivery.status === 'pending' ? formatDateTime(locale, delivery.next_attempt_at, true) : '—'}</dd>
                </>
              )}
              {delivery.last_error ? (
                <>
                  <dt>{s.lastError}</dt>
                  <dd>
                    <bdi>{delivery.last_error}</bdi>
                  </dd>
                </>
              ) : null}
            </Facts>
            <AttemptsTable delivery={delivery} />
          </Destination>
        );
      })}
    </section>
  );
}

/** Deletes the lead after asking, then goes back to the form's leads. */
function DeleteLead({ formId, leadId, back }: { formId: string; leadId: string; back: string }) {
  const { strings, client } = useAdmin();
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const name = strings.leads.leadTitle(leadId);
  async function remove(close: () => void) {
    setPending(true);
    try {
      await formsApi(client).deleteLead(formId, leadId);
      close();
      toast.show({ title: strings.common.deleted, tone: 'success' }, { timeout: 5000 });
      void navigate(back);
    } catch (error) {
      toast.show({ title: strings.common.failed, description: toAdminApiError(error).message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }
  return (
    <DialogTrigger>
      <Button variant="secondary">{strings.leads.deleteLead}</Button>
      <Dialog
        title={strings.common.deleteRow(name)}
        size="small"
        role="alertdialog"
        closeLabel={strings.common.cancel}
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              {strings.common.cancel}
            </Button>
            <Button loading={pending} onClick={() => void remove(close)}>
              {strings.common.delete}
            </Button>
          </>
        )}
      >
        <p>{strings.common.confirmDelete(name)}</p>
      </Dialog>
    </DialogTrigger>
  );
}

/** `/admin/forms/:formId/leads/:leadId`: the lead's fields, its delivery log with "fix", and delete (admin). */
export function LeadScreen({ form, lead, deliveries }: LeadScreenProps) {
  const { strings, locale, href, user } = useAdmin();
  const s = strings.leads;
  const back = href(`/forms/${encodeURIComponent(form.id)}/leads`);
  const words = { yes: s.yes, no: s.no, empty: s.empty };
  const headingId = 'lead-heading';
  return (
    <article aria-labelledby={headingId}>
      <ScreenHeader
        id={headingId}
        title={`${s.leadTitle(lead.id)} · ${formTitleOf(form, strings)}`}
        back={{ to: back, label: s.backToLeads }}
        actions={canEditFormScreen(user, 'leads') ? <DeleteLead formId={form.id} leadId={lead.id} back={back} /> : null}
      />
      <section aria-labelledby="lead-meta-heading">
        <Heading level={2} size="m" id="lead-meta-heading">
          {s.meta}
        </Heading>
        <Facts>
          <dt>{s.created_at}</dt>
          <dd>{formatDateTime(locale, lead.created_at, true)}</dd>
          <dt>{s.locale}</dt>
          <dd>{strings.forms.localeNames[lead.locale] ?? lead.locale}</dd>
          <dt>{s.source}</dt>
          <dd>{lead.source_url ? <bdi dir="ltr">{lead.source_url}</bdi> : '—'}</dd>
        </Facts>
      </section>
      <section aria-labelledby="lead-fields-heading">
        <Heading level={2} size="m" id="lead-fields-heading">
          {s.fields}
        </Heading>
        <Facts>
          {shownFields(form, locale, lead.data).map((field) => (
            <Fragment key={field.id}>
              <dt>{field.label}</dt>
              <dd>
                <bdi>{valueText(lead.data[field.id], words)}</bdi>
              </dd>
            </Fragment>
          ))}
        </Facts>
      </section>
      <DeliveryLog key={deliveries.map((d) => `${d.id}:${d.status}:${d.attempts}`).join()} formId={form.id} leadId={lead.id} initial={deliveries} />
    </article>
  );
}
