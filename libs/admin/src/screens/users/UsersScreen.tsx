import { useState } from 'react';
import { Button, type DataTableColumn } from '@lux/ui';
import { adminRoles, type ListResult, type UserRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { usersListSpec } from '../../model/specs';
import { DeleteButton } from '../../shared/DeleteButton';
import type { FieldDef } from '../../shared/fields';
import { ListScreen } from '../../shared/ListScreen';
import { RowButton } from '../../shared/RowButton';
import { RecordDialog } from '../../shared/RecordDialog';
import { RowActions } from '../../shared/RowActions';
import { useRecordDialog } from '../../shared/useRecordDialog';

export const usersModel = createListModel(usersListSpec);

/** `/admin/users`: people who sign in, their roles and whether they may; create, edit, reset a password. */
export function UsersScreen({ list }: { list: ListResult<UserRow> }) {
  const { strings, client } = useAdmin();
  const s = strings.users;
  const dialog = useRecordDialog<UserRow>();
  const [resetFor, setResetFor] = useState<UserRow | null>(null);
  const roleOptions = adminRoles.map((role) => ({ id: role, label: s.roleNames[role] ?? role }));
  const createFields: FieldDef[] = [
    { name: 'email', label: s.email, kind: 'email', required: true },
    { name: 'name', label: s.name, required: true },
    { name: 'password', label: s.password, kind: 'password', required: true },
    { name: 'roles', label: s.roles, kind: 'checkboxes', options: roleOptions },
  ];
  const editFields: FieldDef[] = [
    { name: 'email', label: s.email, kind: 'email', readOnly: true },
    { name: 'name', label: s.name, required: true },
    { name: 'roles', label: s.roles, kind: 'checkboxes', options: roleOptions },
    { name: 'active', label: s.active, kind: 'checkbox' },
  ];
  const columns: DataTableColumn<UserRow>[] = [
    { id: 'email', title: s.email, allowsSorting: true, isRowHeader: true, render: (row) => <bdi dir="ltr">{row.email}</bdi> },
    { id: 'name', title: s.name, allowsSorting: true },
    { id: 'roles', title: s.roles, render: (row) => row.roles.map((role) => s.roleNames[role] ?? role).join(', ') },
    { id: 'active', title: s.active, render: (row) => (row.active ? strings.common.yes : strings.common.no) },
    {
      id: 'actions',
      title: strings.common.actions,
      render: (row) => (
        <RowActions>
          <RowButton label={strings.common.edit} name={row.email} onClick={() => dialog.edit(row)} />
          <RowButton label={s.resetPassword} name={row.email} onClick={() => setResetFor(row)} />
          <DeleteButton name={row.email} remove={() => client.remove('users', row.id)} />
        </RowActions>
      ),
    },
  ];
  const record = dialog.open?.record ?? null;
  const withVersion = (row: UserRow, body: Record<string, unknown>) => ({
    ...body,
    ...(row.updated_at ? { expected_updated_at: row.updated_at } : {}),
  });
  return (
    <ListScreen
      model={usersModel}
      title={strings.nav.users}
      list={list}
      columns={columns}
      filters={[
        { name: 'q', label: s.searchLabel },
        { name: 'role', label: s.role, kind: 'select', options: roleOptions },
      ]}
      actions={<Button onClick={dialog.create}>{s.newUser}</Button>}
    >
      {dialog.open ? (
        <RecordDialog
          title={record ? strings.common.editRow(record.email) : s.newUser}
          fields={record ? editFields : createFields}
          record={record as unknown as Record<string, unknown> | null}
          save={(body) => (record ? client.update('users', record.id, withVersion(record, body)) : client.create('users', body))}
          success={record ? strings.common.saved : strings.common.created}
          isOpen
          onOpenChange={(open) => {
            if (!open) dialog.close();
          }}
        />
      ) : null}
      {resetFor ? (
        <RecordDialog
          title={s.resetTitle(resetFor.email)}
          size="medium"
          fields={[{ name: 'password', label: s.newPassword, kind: 'password', required: true }]}
          record={null}
          save={(body) => client.update('users', resetFor.id, withVersion(resetFor, body))}
          success={s.passwordReset}
          isOpen
          onOpenChange={(open) => {
            if (!open) setResetFor(null);
          }}
        />
      ) : null}
    </ListScreen>
  );
}
