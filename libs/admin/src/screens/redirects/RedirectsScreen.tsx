import { Button, type DataTableColumn } from '@lux/ui';
import type { ListResult, RedirectRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { redirectsListSpec } from '../../model/specs';
import { DeleteButton } from '../../shared/DeleteButton';
import type { FieldDef } from '../../shared/fields';
import { ListScreen } from '../../shared/ListScreen';
import { RowButton } from '../../shared/RowButton';
import { RecordDialog } from '../../shared/RecordDialog';
import { RowActions } from '../../shared/RowActions';
import { useRecordDialog } from '../../shared/useRecordDialog';

export const redirectsModel = createListModel(redirectsListSpec);

/** `/admin/redirects`: paths that redirect; the API's loop and chain refusals show beside the field. */
export function RedirectsScreen({ list }: { list: ListResult<RedirectRow> }) {
  const { strings, client, canEdit } = useAdmin();
  const s = strings.redirects;
  const dialog = useRecordDialog<RedirectRow>();
  const editable = canEdit('redirects');
  const localeOptions = [
    { id: 'he', label: strings.settings.localeName['he'] ?? 'he' },
    { id: 'en', label: strings.settings.localeName['en'] ?? 'en' },
  ];
  const fields: FieldDef[] = [
    { name: 'locale', label: s.locale, kind: 'select', options: localeOptions, required: true },
    { name: 'path', label: s.path, required: true },
    { name: 'to', label: s.to, required: true },
    { name: 'http_code', label: s.http_code, kind: 'select', numeric: true, options: [{ id: '301', label: '301' }, { id: '302', label: '302' }], required: true },
    {
      name: 'link_type',
      label: s.link_type,
      kind: 'select',
      options: Object.entries(s.linkTypes).map(([id, label]) => ({ id, label })),
      required: true,
    },
  ];
  const columns: DataTableColumn<RedirectRow>[] = [
    { id: 'path', title: s.path, allowsSorting: true, isRowHeader: true, render: (row) => <bdi dir="ltr">{row.path}</bdi> },
    { id: 'to', title: s.to, render: (row) => <bdi dir="ltr">{row.to}</bdi> },
    { id: 'locale', title: s.locale },
    { id: 'http_code', title: s.http_code },
    { id: 'link_type', title: s.link_type, render: (row) => s.linkTypes[row.link_type] ?? row.link_type },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      title: strings.common.actions,
      render: (row) => (
        <RowActions>
          <RowButton label={strings.common.edit} name={row.path} onClick={() => dialog.edit(row)} />
          <DeleteButton name={row.path} remove={() => client.remove('redirects', row.id)} />
        </RowActions>
      ),
    });
  }
  const save = (body: Record<string, unknown>) => {
    const record = dialog.open?.record;
    return record
      ? client.update('redirects', record.id, { ...body, ...(record.updated_at ? { expected_updated_at: record.updated_at } : {}) })
      : client.create('redirects', body);
  };
  const blank = { locale: 'he', http_code: 301, link_type: 'internal' };
  return (
    <ListScreen
      model={redirectsModel}
      title={strings.nav.redirects}
      list={list}
      columns={columns}
      filters={[
        { name: 'q', label: s.searchLabel },
        { name: 'locale', label: s.locale, kind: 'select', options: localeOptions },
      ]}
      actions={editable ? <Button onClick={dialog.create}>{s.newRedirect}</Button> : null}
    >
      {dialog.open ? (
        <RecordDialog
          title={dialog.open.record ? strings.common.editRow(dialog.open.record.path) : s.newRedirect}
          fields={fields}
          record={(dialog.open.record ?? blank) as unknown as Record<string, unknown>}
          save={save}
          success={dialog.open.record ? strings.common.saved : strings.common.created}
          isOpen
          onOpenChange={(open) => {
            if (!open) dialog.close();
          }}
        />
      ) : null}
    </ListScreen>
  );
}
