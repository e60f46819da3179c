import { useId, type ReactNode } from 'react';
import { BUTTON_SIZES, BUTTON_UI_TYPES, LINK_TARGETS, LINK_TYPES } from '@lux/block-catalogue';
import { Button, Checkbox, TextField } from '@lux/ui';
import { Actions, FieldRow, FieldSet, Note } from '../BlockForm.styles';
import { errorProps, isJsonText, useEditor } from '../context';
import { withKey, withoutKey } from '../instance';
import { OptionSelect } from './OptionSelect';
import { ProblemText } from './ProblemText';

type LinkRecord = Record<string, unknown>;

export const isLinkRecord = (value: unknown): value is LinkRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A new link with every required property (B§3.3), for "add a link". */
export const emptyLink = (): LinkRecord => ({ url: '', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' });

const PARTS = ['url', 'type', 'target', 'link_text', 'ui_type', 'size', 'icon', 'rdx_forms_form_id', 'hidden_fields', 'form_layout', 'always_show'];

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * One link or button (B§3.3): address, type, target, text, style, size and icon; for a form link the
 * form id, hidden fields (JSON text) and layout. Optional properties set back to empty are removed.
 */
export function LinkEditor({
  label,
  description,
  value,
  pointer,
  onChange,
  actions,
}: {
  label: ReactNode;
  description?: string | undefined;
  value: unknown;
  pointer: string;
  onChange: (value: unknown) => void;
  /** Buttons of the list holding this link (move, remove); without them a "remove the link" button. */
  actions?: ReactNode;
}) {
  const { strings, problems } = useEditor();
  const problemsId = useId();
  const s = strings.link;
  const part = (name: string) => `${pointer}/${name}`;
  const rest = problems.within(pointer, PARTS.map(part));
  const link = isLinkRecord(value) ? value : null;

  if (link === null) {
    return (
      <FieldSet aria-describedby={rest.length > 0 ? problemsId : undefined}>
        <legend>{label}</legend>
        {description ? <Note>{description}</Note> : null}
        <Note>{s.noLink}</Note>
        <Actions>
          <Button variant="secondary" size="small" onClick={() => onChange(emptyLink())}>
            {s.create}
          </Button>
          {actions}
        </Actions>
        <ProblemText id={problemsId} messages={rest} />
      </FieldSet>
    );
  }

  const set = (name: string, next: unknown) => onChange(withKey(link, name, next));
  /** Optional text: empty removes the property, so the renderer's default applies. */
  const setOptional = (name: string, next: string) => onChange(next === '' ? withoutKey(link, name) : withKey(link, name, next));
  const choices = (values: readonly string[], labels: Record<string, string>) =>
    values.map((option) => ({ value: option, label: labels[option] ?? option }));
  const hidden = text(link['hidden_fields']);

  return (
    <FieldSet aria-describedby={rest.length > 0 ? problemsId : undefined}>
      <legend>{label}</legend>
      {description ? <Note>{description}</Note> : null}
      <FieldRow>
        <TextField label={s.url} value={text(link['url'])} onChange={(next) => set('url', next)} dir="ltr" {...errorProps(problems.at(part('url')))} />
        <TextField label={s.linkText} value={text(link['link_text'])} onChange={(next) => set('link_text', next)} {...errorProps(problems.at(part('link_text')))} />
        <OptionSelect label={s.type} value={text(link['type'])} choices={choices(LINK_TYPES, s.types)} onChange={(next) => set('type', next)} messages={problems.at(part('type'))} />
        <OptionSelect label={s.target} value={text(link['target'])} choices={choices(LINK_TARGETS, s.targets)} onChange={(next) => set('target', next)} messages={problems.at(part('target'))} />
        <OptionSelect label={s.uiType} value={text(link['ui_type'])} choices={choices(BUTTON_UI_TYPES, s.uiTypes)} onChange={(next) => set('ui_type', next)} messages={problems.at(part('ui_type'))} />
        <OptionSelect
          label={s.size}
          value={text(link['size'])}
          choices={[{ value: '', label: strings.none }, ...choices(BUTTON_SIZES, s.sizes)]}
          onChange={(next) => setOptional('size', next)}
          messages={problems.at(part('size'))}
        />
        <TextField label={s.icon} value={text(link['icon'])} onChange={(next) => setOptional('icon', next)} spellCheck="false" {...errorProps(problems.at(part('icon')))} />
      </FieldRow>
      {link['type'] === 'form' ? (
        <FieldRow>
          <TextField
            label={s.formId}
            value={text(link['rdx_forms_form_id'])}
            // A numeric id stays a number when it was one; otherwise the id is text.
            onChange={(next) =>
              next === ''
                ? onChange(withoutKey(link, 'rdx_forms_form_id'))
                : set('rdx_forms_form_id', typeof link['rdx_forms_form_id'] === 'number' && /^\d+$/.test(next) ? Number(next) : next)
            }
            {...errorProps(problems.at(part('rdx_forms_form_id')))}
          />
          <TextField label={s.formLayout} value={text(link['form_layout'])} onChange={(next) => setOptional('form_layout', next)} {...errorProps(problems.at(part('form_layout')))} />
          <TextField
            label={s.hiddenFields}
            multiline
            rows={3}
            spellCheck="false"
            value={hidden}
            onChange={(next) => setOptional('hidden_fields', next)}
            {...errorProps([...new Set([...(isJsonText(hidden) ? [] : [strings.problems.json]), ...problems.at(part('hidden_fields'))])])}
          />
        </FieldRow>
      ) : null}
      <Checkbox
        isSelected={link['always_show'] === true}
        onChange={(on) => onChange(on || Object.hasOwn(link, 'always_show') ? withKey(link, 'always_show', on) : link)}
        {...errorProps(problems.at(part('always_show')))}
      >
        {s.alwaysShow}
      </Checkbox>
      <Actions>
        {actions ?? (
          <Button variant="tertiary" size="small" onClick={() => onChange(null)}>
            {s.clear}
          </Button>
        )}
      </Actions>
      <ProblemText id={problemsId} messages={rest} />
    </FieldSet>
  );
}
