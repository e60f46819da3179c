import { Button, type DataTableColumn } from '@lux/ui';
import type { ListResult, LocationRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { locationsListSpec } from '../../model/specs';
import { DeleteButton } from '../../shared/DeleteButton';
import type { FieldDef } from '../../shared/fields';
import { ListScreen } from '../../shared/ListScreen';
import { RowButton } from '../../shared/RowButton';
import { RecordDialog } from '../../shared/RecordDialog';
import { RowActions } from '../../shared/RowActions';
import { useRecordDialog } from '../../shared/useRecordDialog';

export const locationsModel = createListModel(locationsListSpec);

/** `/admin/locations`: the forms service's locations, with a form to add and change them. */
export function LocationsScreen({ list }: { list: ListResult<LocationRow> }) {
  const { strings, client, canEdit } = useAdmin();
  const s = strings.locations;
  const dialog = useRecordDialog<LocationRow>();
  const editable = canEdit('locations');
  const fields: FieldDef[] = [
    { name: 'name', label: s.name, required: true },
    { name: 'name_en', label: s.name_en },
    { name: 'address', label: s.address },
    { name: 'city', label: s.city },
    { name: 'phone', label: s.phone, kind: 'tel' },
    { name: 'email', label: s.email, kind: 'email' },
    { name: 'latitude', label: s.latitude, kind: 'number' },
    { name: 'longitude', label: s.longitude, kind: 'number' },
    { name: 'dealer_code', label: s.dealer_code },
    { name: 'active', label: s.active, kind: 'checkbox' },
  ];
  const columns: DataTableColumn<LocationRow>[] = [
    { id: 'name', title: s.name, allowsSorting: true, isRowHeader: true },
    { id: 'city', title: s.city, allowsSorting: true },
    { id: 'phone', title: s.phone, render: (row) => <bdi dir="ltr">{row.phone}</bdi> },
    { id: 'dealer_code', title: s.dealer_code },
    { id: 'active', title: s.active, render: (row) => (row.active ? strings.common.yes : strings.common.no) },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      title: strings.common.actions,
      render: (row) => (
        <RowActions>
          <RowButton label={strings.common.edit} name={row.name} onClick={() => dialog.edit(row)} />
          <DeleteButton name={row.name} remove={() => client.remove('locations', row.id)} />
        </RowActions>
      ),
    });
  }
  // An empty dealer code means "no retailer": the API takes null, not "".
  const save = (body: Record<string, unknown>) => {
    const payload = { ...body, dealer_code: body['dealer_code'] === '' ? null : body['dealer_code'] };
    const record = dialog.open?.record;
    return record ? client.update('locations', record.id, payload) : client.create('locations', payload);
  };
  return (
    <ListScreen
      model={locationsModel}
      title={strings.nav.locations}
      list={list}
      columns={columns}
      filters={[{ name: 'q', label: strings.common.search }]}
      actions={editable ? <Button onClick={dialog.create}>{s.newLocation}</Button> : null}
    >
      {dialog.open ? (
        <RecordDialog
          title={dialog.open.record ? strings.common.editRow(dialog.open.record.name) : s.newLocation}
          fields={fields}
          record={dialog.open.record as unknown as Record<string, unknown> | null}
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
