import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import { Button, type DataTableColumn, useToast } from '@lux/ui';
import { exportParamsOf, formsApi } from '../../api/formsApi';
import { toAdminApiError } from '../../api/errors';
import type { FormRecord, LeadExportFormat, LeadRow, ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { parseListQuery } from '../../model/listQuery';
import { leadsListSpec } from '../../model/specs';
import { formatDateTime } from '../../shared/formatDate';
import { ListScreen } from '../../shared/ListScreen';
import { DateRangeFilter } from './DateRangeFilter';
import { deliveryState } from './deliveryState';
import { formTitleOf } from './formTitle';
import { leadListFields, valueText } from './leadColumns';

export const leadsModel = createListModel(leadsListSpec);

export interface LeadsScreenProps {
  /** The form (sales get its public part: no name). */
  form: FormRecord;
  /** The page of leads the loader fetched for the URL's dates, sort and page. */
  list: ListResult<LeadRow>;
}

/** Starts an export of what the table shows (its dates and sort), then opens the exports screen. */
function ExportButtons({ formId }: { formId: string }) {
  const { strings, client, href } = useAdmin();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useUrlQuery();
  const exportsHref = `${href(`/forms/${encodeURIComponent(formId)}/exports`)}${search}`;
  const [pending, setPending] = useState<LeadExportFormat | null>(null);
  async function start(format: LeadExportFormat) {
    setPending(format);
    try {
      await formsApi(client).createExport(formId, exportParamsOf(query, format));
      toast.show({ title: strings.leads.exportStarted, tone: 'success' }, { timeout: 5000 });
      void navigate(exportsHref);
    } catch (error) {
      toast.show({ title: strings.common.failed, description: toAdminApiError(error).message, tone: 'error' });
    } finally {
      setPending(null);
    }
  }
  return (
    <>
      <Button variant="secondary" loading={pending === 'csv'} onClick={() => void start('csv')}>
        {strings.leads.exportCsv}
      </Button>
      <Button variant="secondary" loading={pending === 'xlsx'} onClick={() => void start('xlsx')}>
        {strings.leads.exportXlsx}
      </Button>
      <Link to={exportsHref}>{strings.leads.exportsLink}</Link>
    </>
  );
}

/** `/admin/forms/:formId/leads`: a form's leads by date (filters and sort on the server), each opening its page. */
export function LeadsScreen({ form, list }: LeadsScreenProps) {
  const { strings, locale, href } = useAdmin();
  const s = strings.leads;
  const query = useUrlQuery();
  // ListScreen binds the model to the router; this screen only sends the filter intent.
  const filtersSubmitted = useUnit(leadsModel.filtersSubmitted);
  const fields = leadListFields(form, locale);
  const words = { yes: s.yes, no: s.no, empty: '' };
  const leadHref = (row: LeadRow) => href(`/forms/${encodeURIComponent(form.id)}/leads/${encodeURIComponent(row.id)}`);
  const columns: DataTableColumn<LeadRow>[] = [
    { id: 'id', title: s.id, isRowHeader: true, render: (row) => <Link to={leadHref(row)}>{s.openLead(row.id)}</Link> },
    { id: 'created_at', title: s.created_at, allowsSorting: true, render: (row) => formatDateTime(locale, row.created_at) },
    ...fields.map(
      (field): DataTableColumn<LeadRow> => ({
        id: `field:${field.id}`,
        title: field.label,
        render: (row) => <bdi>{valueText(row.data[field.id], words)}</bdi>,
      }),
    ),
    {
      id: 'deliveries',
      title: s.deliveries,
      render: (row) =>
        row.integrations.map((item) => `${s.destinations[item.destination] ?? item.destination}: ${s.statuses[deliveryState(item)]}`).join(' · '),
    },
  ];
  const title = s.title(formTitleOf(form, strings));
  return (
    <ListScreen
      model={leadsModel}
      title={title}
      list={list}
      columns={columns}
      actions={<ExportButtons formId={form.id} />}
      before={
        <DateRangeFilter
          key={JSON.stringify(query.filters)}
          label={`${strings.common.filter}: ${title}`}
          current={query.filters}
          onSubmit={(range) => filtersSubmitted({ from: range.from, until: range.until })}
        />
      }
    />
  );
}

/** The leads list's state in the URL (what the loader fetched). */
function useUrlQuery() {
  return parseListQuery(new URLSearchParams(useLocation().search), leadsListSpec);
}
