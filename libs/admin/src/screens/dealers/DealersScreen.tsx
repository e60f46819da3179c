import { lazy, Suspense } from 'react';
import { Button, useDirection, type DataTableColumn } from '@lux/ui';
import type { DealerRow, ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { dealersListSpec } from '../../model/specs';
import { DeleteButton } from '../../shared/DeleteButton';
import type { FieldDef, FormValues } from '../../shared/fields';
import { ListScreen } from '../../shared/ListScreen';
import { RecordDialog } from '../../shared/RecordDialog';
import { RowActions } from '../../shared/RowActions';
import { RowButton } from '../../shared/RowButton';
import { useRecordDialog } from '../../shared/useRecordDialog';
import type { MapTiles } from './DealerMap';

const DealerMap = lazy(() => import('./DealerMap'));

export const dealersModel = createListModel(dealersListSpec);

/** The public OpenStreetMap tiles (ADR 015); production may point at its own provider. */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** A valid point from the form's text, or null. */
export function pointOf(values: FormValues): { lat: number; lng: number } | null {
  const lat = Number(String(values['latitude'] ?? '').replace(',', '.'));
  const lng = Number(String(values['longitude'] ?? '').replace(',', '.'));
  const valid = (n: number, limit: number) => String(n) !== '' && Number.isFinite(n) && Math.abs(n) <= limit;
  if (values['latitude'] === '' || values['longitude'] === '' || !valid(lat, 90) || !valid(lng, 180)) return null;
  return { lat, lng };
}

export interface DealersScreenProps {
  list: ListResult<DealerRow>;
  /** Map tiles; null (the default) draws the pin without tiles. */
  tiles?: MapTiles | null;
}

/** `/admin/dealers`: the retailers, a form for each and a map of its coordinates. */
export function DealersScreen({ list, tiles = null }: DealersScreenProps) {
  const { strings, client, canEdit, locale } = useAdmin();
  const dir = useDirection();
  const s = strings.dealers;
  const dialog = useRecordDialog<DealerRow>();
  const editable = canEdit('dealers');
  const nameOf = (row: DealerRow) => (locale === 'en' ? row.name_en : row.name_he);
  const text = (name: keyof typeof s & string, required = true): FieldDef => ({ name, label: s[name] as string, required });
  const fields: FieldDef[] = [
    text('dealer_code'),
    text('ci_code'),
    { name: 'brands', label: s.brands, kind: 'list', required: true },
    text('name_he'),
    text('name_en'),
    text('address_he'),
    text('address_en'),
    text('city_he'),
    text('city_en'),
    text('state_he'),
    text('state_en'),
    { name: 'postcode', label: s.postcode, required: true },
    { name: 'phone', label: s.phone, kind: 'tel', required: true },
    { name: 'email', label: s.email, kind: 'email', required: true },
    { name: 'latitude', label: s.latitude, kind: 'number', required: true },
    { name: 'longitude', label: s.longitude, kind: 'number', required: true },
    { name: 'opening_hours', label: s.opening_hours, kind: 'textarea' },
  ];
  const columns: DataTableColumn<DealerRow>[] = [
    { id: 'name', title: locale === 'en' ? s.name_en : s.name_he, allowsSorting: true, isRowHeader: true, render: nameOf },
    { id: 'code', title: s.dealer_code, allowsSorting: true, render: (row) => row.dealer_code },
    { id: 'city', title: locale === 'en' ? s.city_en : s.city_he, allowsSorting: true, render: (row) => (locale === 'en' ? row.city_en : row.city_he) },
    { id: 'phone', title: s.phone, render: (row) => <bdi dir="ltr">{row.phone}</bdi> },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      title: strings.common.actions,
      render: (row) => (
        <RowActions>
          <RowButton label={strings.common.edit} name={nameOf(row)} onClick={() => dialog.edit(row)} />
          <DeleteButton name={nameOf(row)} remove={() => client.remove('dealers', row.id)} />
        </RowActions>
      ),
    });
  }
  const save = (body: Record<string, unknown>) => {
    const record = dialog.open?.record;
    return record ? client.update('dealers', record.id, body) : client.create('dealers', body);
  };
  const record = dialog.open?.record ?? null;
  return (
    <ListScreen
      model={dealersModel}
      title={strings.nav.dealers}
      list={list}
      columns={columns}
      filters={[{ name: 'q', label: s.searchLabel }]}
      actions={editable ? <Button onClick={dialog.create}>{s.newDealer}</Button> : null}
    >
      {dialog.open ? (
        <RecordDialog
          title={record ? strings.common.editRow(nameOf(record)) : s.newDealer}
          fields={fields}
          record={record as unknown as Record<string, unknown> | null}
          save={save}
          success={record ? strings.common.saved : strings.common.created}
          isOpen
          onOpenChange={(open) => {
            if (!open) dialog.close();
          }}
          extra={(values) => {
            const point = pointOf(values);
            const name = String(values[locale === 'en' ? 'name_en' : 'name_he'] ?? '') || s.newDealer;
            return (
              <div data-wide="">
                {point ? (
                  <Suspense fallback={null}>
                    <DealerMap
                      lat={point.lat}
                      lng={point.lng}
                      tiles={tiles}
                      dir={dir}
                      label={name}
                      mapLabel={s.map(name)}
                      zoomIn={s.zoomIn}
                      zoomOut={s.zoomOut}
                    />
                  </Suspense>
                ) : (
                  <p>{s.noMap}</p>
                )}
              </div>
            );
          }}
        />
      ) : null}
    </ListScreen>
  );
}
