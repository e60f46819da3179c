import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Button, useToast, type DataTableColumn } from '@lux/ui';
import { exportDownloadHref, exportParamsOf, formsApi } from '../../api/formsApi';
import { toAdminApiError } from '../../api/errors';
import type { FormRecord, LeadExport, LeadExportFormat, ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { parseListQuery } from '../../model/listQuery';
import { leadExportsListSpec, leadsListSpec } from '../../model/specs';
import { formatDateTime } from '../../shared/formatDate';
import { ListScreen } from '../../shared/ListScreen';
import { VisuallyHidden } from '../../shared/RowButton';
import { formTitleOf } from '../leads/formTitle';
import { ExportProgress } from './ExportProgress';

export const leadExportsModel = createListModel(leadExportsListSpec);

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

const Note = styled.p`
  margin-block: 0 1rem;
`;

const Failed = styled.span`
  color: var(--lux-color-danger, #b00020);
`;

const isRunning = (item: LeadExport) => item.status === 'pending' || item.status === 'processing';

/**
 * The exports as the loader fetched them (and those started here), then as polled: every running
 * export is asked again each second until it completes or fails.
 */
function usePolledExports(formId: string, initial: LeadExport[]) {
  const { client } = useAdmin();
  const [rows, setRows] = useState(initial);
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    // The loader ran again (another page): start from its answer.
    setSource(initial);
    setRows(initial);
  }
  const running = rows.filter(isRunning).map((item) => item.id).join(',');
  useEffect(() => {
    if (!running) return;
    let current = true;
    const timer = setTimeout(() => {
      const api = formsApi(client);
      void Promise.all(running.split(',').map((id) => api.leadExport(formId, id).catch(() => null))).then((fresh) => {
        if (!current) return;
        // New objects for every row, so the effect runs again and polls a second later.
        setRows((before) => before.map((item) => fresh.find((next) => next?.id === item.id) ?? { ...item }));
      });
    }, EXPORT_POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, formId, running, rows]);
  return [rows, setRows] as const;
}

/** `/admin/forms/:formId/exports`: a form's lead exports with their progress, and the file once completed. */
export function ExportsScreen({ form, list }: { form: FormRecord; list: ListResult<LeadExport> }) {
  const { strings, locale, client } = useAdmin();
  const s = strings.exports;
  const toast = useToast();
  const location = useLocation();
  const [rows, setRows] = usePolledExports(form.id, list.data);
  const [pending, setPending] = useState<LeadExportFormat | null>(null);
  // The leads table's dates and sort travel in this screen's URL (its "exports" link keeps them).
  const leadsQuery = parseListQuery(new URLSearchParams(location.search), leadsListSpec);

  async function start(format: LeadExportFormat) {
    setPending(format);
    try {
      const item = await formsApi(client).createExport(form.id, exportParamsOf(leadsQuery, format));
      setRows((before) => [item, ...before.filter((row) => row.id !== item.id)]);
      toast.show({ title: strings.leads.exportStarted, tone: 'success' }, { timeout: 5000 });
    } catch (error) {
      toast.show({ title: strings.common.failed, description: toAdminApiError(error).message, tone: 'error' });
    } finally {
      setPending(null);
    }
  }

  const columns: DataTableColumn<LeadExport>[] = [
    { id: 'id', title: s.id, isRowHeader: true, align: 'end' },
    { id: 'format', title: s.format, render: (row) => row.format.toUpperCase() },
    { id: 'status', title: s.status, render: (row) => s.statuses[row.status] ?? row.status },
    {
      id: 'progress',
      title: s.progress,
      render: (row) =>
        row.status === 'failed' ? (
          <Failed>{row.error ?? s.statuses['failed']}</Failed>
        ) : (
          <ExportProgress
            label={s.progressOf(row.id)}
            progress={row.status === 'completed' ? 1 : row.progress}
            waiting={row.status === 'pending'}
            text={s.rows(row.processed, row.total)}
          />
        ),
    },
    {
      id: 'filter',
      title: s.filters,
      render: (row) => {
        const { created_at_gteq: from = '', created_at_lteq: until = '' } = row.query?.filter ?? {};
        return from || until ? <bdi dir="ltr">{s.range(from.slice(0, 10), until.slice(0, 10))}</bdi> : s.noFilter;
      },
    },
    { id: 'created_at', title: s.created_at, render: (row) => formatDateTime(locale, row.created_at) },
    {
      id: 'download',
      title: s.download,
      render: (row) =>
        row.status === 'completed' ? (
          <a href={exportDownloadHref(form.id, row.id)} download>
            <span aria-hidden="true">{s.download}</span>
            <VisuallyHidden>{s.downloadOf(row.id, row.format.toUpperCase())}</VisuallyHidden>
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ListScreen
      model={leadExportsModel}
      title={s.title(formTitleOf(form, strings))}
      list={{ ...list, data: rows }}
      columns={columns}
      emptyState={s.empty}
      actions={
        <>
          <Button variant="secondary" loading={pending === 'csv'} onClick={() => void start('csv')}>
            {s.newCsv}
          </Button>
          <Button variant="secondary" loading={pending === 'xlsx'} onClick={() => void start('xlsx')}>
            {s.newXlsx}
          </Button>
        </>
      }
      before={<Note>{s.current}</Note>}
    />
  );
}
