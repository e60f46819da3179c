import { useState } from 'react';
import { FileTrigger, Pressable } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, useToast, type DataTableColumn } from '@lux/ui';
import { formsApi } from '../../api/formsApi';
import type { FormSummaryRow, ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { canEditFormScreen, canViewFormScreen } from '../../layout/screens';
import { createListModel } from '../../model/listModel';
import { formsListSpec } from '../../model/specs';
import { DeleteButton } from '../../shared/DeleteButton';
import type { FieldDef } from '../../shared/fields';
import { formatDateTime } from '../../shared/formatDate';
import { ListScreen } from '../../shared/ListScreen';
import { RecordDialog } from '../../shared/RecordDialog';
import { RowActions } from '../../shared/RowActions';
import { RowButton, VisuallyHidden } from '../../shared/RowButton';
import { useSubmit } from '../../shared/useSubmit';
import { starterDefinition } from './editorDraft';

export const formsModel = createListModel(formsListSpec);

const RowLink = styled(Link)`
  display: inline-block;
  padding-block: 0.25rem;
  padding-inline: 0.5rem;
  color: inherit;
`;

/** A row's link: the visible word, then the form's name for screen readers ("Leads Contact"). */
function NamedLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <RowLink to={to}>
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{`${label} ${name}`}</VisuallyHidden>
    </RowLink>
  );
}

/** Saves the export file in the browser: `form-<id>.json`. */
function download(name: string, content: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A chosen file's text (FileReader: every browser, and jsdom in the tests). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

const isFormExport = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 'lux-form' && typeof (value as { form?: unknown }).form === 'object';

export interface FormsScreenProps {
  list: ListResult<FormSummaryRow>;
}

/** `/admin/forms`: the forms with their leads and exports (sales too); editors create, duplicate, export and import them. */
export function FormsScreen({ list }: FormsScreenProps) {
  const { strings, locale, client, href, canEdit, user } = useAdmin();
  const s = strings.forms;
  const toast = useToast();
  const navigate = useNavigate();
  const { submit } = useSubmit();
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<FormSummaryRow | null>(null);
  const editable = canEdit('forms');
  const seesLeads = canViewFormScreen(user, 'leads');
  const deletes = canEditFormScreen(user, 'formDelete');
  const api = formsApi(client);

  async function exportJson(row: FormSummaryRow) {
    try {
      download(`form-${row.id}.json`, await api.exportForm(row.id));
      toast.show({ title: s.exported, tone: 'success' }, { timeout: 5000 });
    } catch {
      toast.show({ title: strings.common.failed, tone: 'error' });
    }
  }

  async function importFile(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    let content: unknown;
    try {
      content = JSON.parse(await readText(file));
    } catch {
      content = null;
    }
    if (!isFormExport(content)) {
      toast.show({ title: strings.common.failed, description: s.importInvalid, tone: 'error' });
      return;
    }
    const name = String((content as { form: { name?: unknown } }).form.name ?? file.name);
    await submit(() => api.importForm(content), s.imported(name), undefined, []);
  }

  const columns: DataTableColumn<FormSummaryRow>[] = [
    {
      id: 'name',
      title: s.name,
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => (editable ? <Link to={href(`/forms/${row.id}`)}>{row.name}</Link> : row.name),
    },
    { id: 'type', title: s.type, allowsSorting: true, render: (row) => <bdi dir="ltr">{row.type}</bdi> },
    { id: 'locale', title: s.locale, render: (row) => s.localeNames[row.locale] ?? row.locale },
    { id: 'leads', title: s.leads, align: 'end' },
    { id: 'crm', title: s.crm, render: (row) => (row.crm_enabled ? strings.common.yes : strings.common.no) },
    { id: 'updated_at', title: strings.settings.updated, allowsSorting: true, render: (row) => formatDateTime(locale, row.updated_at) },
    {
      id: 'actions',
      title: strings.common.actions,
      render: (row) => (
        <RowActions>
          {seesLeads ? <NamedLink to={href(`/forms/${row.id}/leads`)} label={s.openLeads} name={row.name} /> : null}
          {seesLeads ? <NamedLink to={href(`/forms/${row.id}/exports`)} label={s.openExports} name={row.name} /> : null}
          {editable ? <RowButton label={s.duplicate} name={row.name} onClick={() => setDuplicating(row)} /> : null}
          {editable ? <RowButton label={s.exportJson} name={row.name} onClick={() => void exportJson(row)} /> : null}
          {deletes ? <DeleteButton name={row.name} remove={() => client.remove('forms', row.id)} /> : null}
        </RowActions>
      ),
    },
  ];
  const createFields: FieldDef[] = [
    { name: 'name', label: s.name, required: true },
    { name: 'type', label: s.type, required: true, description: 'contact, test_drive…' },
    { name: 'locale', label: s.locale, kind: 'select', options: ['he', 'en'].map((id) => ({ id, label: s.localeNames[id] ?? id })) },
  ];
  return (
    <ListScreen
      model={formsModel}
      title={strings.nav.forms}
      list={list}
      columns={columns}
      filters={[{ name: 'q', label: s.searchLabel }]}
      actions={
        editable ? (
          <RowActions>
            <Button onClick={() => setCreating(true)}>{s.newForm}</Button>
            <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => void importFile(files)}>
              {/* Our Button is a plain <button>: Pressable gives it the press handling FileTrigger listens to. */}
              <Pressable>
                <Button variant="secondary">{s.importJson}</Button>
              </Pressable>
            </FileTrigger>
          </RowActions>
        ) : null
      }
    >
      {creating ? (
        <RecordDialog
          title={s.newForm}
          fields={createFields}
          record={{ locale: 'he', type: 'contact' }}
          save={async (body) => {
            const created = await api.createForm({
              name: String(body['name']),
              type: String(body['type']),
              locale: String(body['locale'] || 'he'),
              definition: starterDefinition,
            });
            void navigate(href(`/forms/${created.id}`));
          }}
          success={strings.common.created}
          isOpen
          onOpenChange={(open) => {
            if (!open) setCreating(false);
          }}
          size="medium"
        />
      ) : null}
      {duplicating ? (
        <RecordDialog
          title={s.duplicateTitle(duplicating.name)}
          fields={[{ name: 'name', label: s.copyName, required: true }]}
          record={{ name: `${duplicating.name} (copy)` }}
          save={(body) => api.duplicateForm(duplicating.id, String(body['name']))}
          success={s.duplicated}
          isOpen
          onOpenChange={(open) => {
            if (!open) setDuplicating(null);
          }}
          size="medium"
        />
      ) : null}
    </ListScreen>
  );
}
