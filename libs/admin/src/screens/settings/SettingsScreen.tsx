import { useEffect, useState } from 'react';
import { Button, type DataTableColumn } from '@lux/ui';
import type { ListResult, SettingRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { settingsListSpec } from '../../model/specs';
import { ListScreen } from '../../shared/ListScreen';
import { RowButton } from '../../shared/RowButton';
import { SettingDialog, type SettingDraft } from './SettingDialog';
import { baseKeyOf, builtInDefaultOf, namespaceOf, namespacesOf } from './settingValues';

export const settingsModel = createListModel(settingsListSpec);

export interface SettingsScreenProps {
  list: ListResult<SettingRow>;
  /**
   * The site's built-in values of every setting it reads (`builtInSettings`, `chromeSettingDefaults`,
   * `navigationSettingDefaults`), shown beside the stored values; passed in so this lib needs no shell.
   */
  defaults: Readonly<Record<string, string>>;
}

const clip = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** `/admin/settings`: stored settings by key, their defaults, and an edit dialog that checks JSON. */
export function SettingsScreen({ list, defaults }: SettingsScreenProps) {
  const { strings, canEdit, client, locale } = useAdmin();
  const [draft, setDraft] = useState<SettingDraft | null>(null);
  const [siblings, setSiblings] = useState<SettingRow[]>([]);
  const editable = canEdit('settings');
  const draftBase = draft ? baseKeyOf(draft.kind === 'edit' ? draft.row.key : draft.key) : null;

  // The per-locale overrides of the key being edited may sit on another page: ask for them.
  useEffect(() => {
    if (draftBase === null) return;
    let current = true;
    client
      .list('settings', { 'filter[key_cont]': draftBase, items: '100', page: '1' })
      .then((result) => {
        if (current) setSiblings(result.data.filter((row) => baseKeyOf(row.key) === draftBase));
      })
      .catch(() => {
        if (current) setSiblings([]);
      });
    return () => {
      current = false;
    };
  }, [client, draftBase]);

  const formatDate = new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  const columns: DataTableColumn<SettingRow>[] = [
    { id: 'key', title: strings.settings.key, allowsSorting: true, isRowHeader: true, render: (row) => <span dir="ltr">{row.key}</span> },
    { id: 'namespace', title: strings.settings.namespace, render: (row) => namespaceOf(row.key) },
    { id: 'value', title: strings.settings.value, render: (row) => <bdi>{clip(row.value)}</bdi> },
    {
      id: 'default',
      title: strings.settings.builtIn,
      render: (row) => <bdi>{clip(builtInDefaultOf(defaults, row.key) ?? '—')}</bdi>,
    },
    { id: 'updated_at', title: strings.settings.updated, allowsSorting: true, render: (row) => formatDate.format(new Date(row.updated_at)) },
    {
      id: 'actions',
      title: strings.common.actions,
      render: (row) => (
        <RowButton label={editable ? strings.common.edit : strings.common.readOnly} name={row.key} onClick={() => setDraft({ kind: 'edit', row })} />
      ),
    },
  ];

  return (
    <ListScreen
      model={settingsModel}
      title={strings.nav.settings}
      list={list}
      columns={columns}
      filters={[
        { name: 'q', label: strings.settings.searchLabel },
        {
          name: 'namespace',
          label: strings.settings.namespace,
          kind: 'select',
          options: namespacesOf(defaults, list.data.map((row) => row.key)).map((name) => ({ id: name, label: name })),
        },
      ]}
      actions={
        editable ? (
          <Button onClick={() => setDraft({ kind: 'create', key: '', value: '' })}>{strings.settings.newSetting}</Button>
        ) : null
      }
    >
      {draft ? <SettingDialog key={draft.kind === 'edit' ? `edit:${draft.row.id}` : `create:${draft.key}`} draft={draft} defaults={defaults} siblings={siblings} onDraftChange={setDraft} /> : null}
    </ListScreen>
  );
}
