import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { Button, Dialog, TextField } from '@lux/ui';
import type { SettingRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { useSubmit } from '../../shared/useSubmit';
import { baseKeyOf, builtInDefaultOf, jsonProblemOf, localeOfKey } from './settingValues';

const Fields = styled(Form)`
  display: grid;
  gap: 1rem;
`;

const Default = styled.div`
  dt {
    font-weight: 600;
  }

  dd {
    margin: 0.25rem 0 0;
  }

  pre {
    margin: 0;
    padding: 0.5rem;
    max-block-size: 12rem;
    overflow: auto;
    white-space: pre-wrap;
    word-break: break-word;
    background: var(--lux-color-surface, #f4f4f4);
  }
`;

const Overrides = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What the dialog edits: a stored setting, or a new one (maybe a per-locale override of a key). */
export type SettingDraft = { kind: 'edit'; row: SettingRow } | { kind: 'create'; key: string; value: string };

export interface SettingDialogProps {
  draft: SettingDraft;
  defaults: Readonly<Record<string, string>>;
  /** Stored settings of the same base key (its overrides), to show and open them. */
  siblings: readonly SettingRow[];
  onDraftChange: (draft: SettingDraft | null) => void;
}

const locales = ['he', 'en'] as const;

/**
 * Edits one setting's value (the screen gives each draft its own `key`, so the fields start afresh) beside its built-in default. Invalid JSON is refused here, before anything is
 * sent; the API's own refusals (a stale edit, a taken key) show beside the field or in a toast.
 */
export function SettingDialog({ draft, defaults, siblings, onDraftChange }: SettingDialogProps) {
  const { strings, client, canEdit } = useAdmin();
  const formId = useId();
  const editable = canEdit('settings');
  const initialKey = draft.kind === 'edit' ? draft.row.key : draft.key;
  const [key, setKey] = useState(initialKey);
  const [value, setValue] = useState(draft.kind === 'edit' ? draft.row.value : draft.value);
  const { submit, pending, errors, setErrors } = useSubmit();

  const builtIn = builtInDefaultOf(defaults, key);
  const base = baseKeyOf(key);

  function save() {
    const problem = jsonProblemOf(value);
    if (problem !== null) {
      setErrors({ value: strings.settings.invalidJson(problem) });
      return;
    }
    const write = () =>
      draft.kind === 'edit'
        ? client.update('settings', draft.row.id, { value, expected_updated_at: draft.row.updated_at })
        : client.create('settings', { key: key.trim(), value });
    void submit(write, strings.common.saved, () => onDraftChange(null), ['key', 'value']);
  }

  return (
    <Dialog
      title={draft.kind === 'edit' ? strings.settings.editTitle(draft.row.key) : strings.settings.newSetting}
      size="large"
      isOpen
      onOpenChange={(open) => {
        if (!open) onDraftChange(null);
      }}
      closeLabel={strings.common.cancel}
      footer={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            {strings.common.cancel}
          </Button>
          {editable ? (
            <Button type="submit" form={formId} loading={pending}>
              {strings.common.save}
            </Button>
          ) : null}
        </>
      )}
    >
      <Fields
        id={formId}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          name="key"
          label={strings.settings.key}
          value={key}
          onChange={setKey}
          isReadOnly={draft.kind === 'edit' || !editable}
          isRequired
          spellCheck="false"
          autoComplete="off"
        />
        <TextField
          name="value"
          label={strings.settings.value}
          description={strings.settings.jsonHint}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (errors['value']) setErrors(({ value: _gone, ...rest }) => rest);
          }}
          isReadOnly={!editable}
          multiline
          rows={6}
          spellCheck="false"
        />
        <Default>
          <dl>
            <dt>{strings.settings.builtIn}</dt>
            <dd>{builtIn === undefined || builtIn === '' ? strings.settings.noBuiltIn : <pre>{builtIn}</pre>}</dd>
          </dl>
        </Default>
        {draft.kind === 'edit' && localeOfKey(key) === null ? (
          <section aria-label={strings.settings.localeOverrides}>
            <p>{strings.settings.localeOverrides}</p>
            <Overrides>
              {locales.map((locale) => {
                const overrideKey = `${base}:${locale}`;
                const stored = siblings.find((row) => row.key === overrideKey);
                const name = strings.settings.localeName[locale] ?? locale;
                return (
                  <li key={locale}>
                    {stored ? (
                      <Button variant="tertiary" onClick={() => onDraftChange({ kind: 'edit', row: stored })}>
                        {strings.common.editRow(overrideKey)}
                      </Button>
                    ) : editable ? (
                      <Button variant="tertiary" onClick={() => onDraftChange({ kind: 'create', key: overrideKey, value })}>
                        {strings.settings.addOverride(name)}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </Overrides>
          </section>
        ) : null}
      </Fields>
    </Dialog>
  );
}
