import styled from 'styled-components';
import { CHOICE_FIELD_TYPES, FIELD_PATTERNS, FIELD_TYPES, TEXT_FIELD_TYPES, type FieldType } from '@lux/forms-client';
import { Button, Checkbox, Select, TextField } from '@lux/ui';
import { useAdmin } from '../../layout/AdminContext';
import { controlName, newOption, type FieldDraft, type OptionDraft } from './editorDraft';

export const Card = styled.fieldset`
  display: grid;
  gap: 0.75rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  align-items: start;
  margin: 0 0 1rem;
  padding: 1rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);

  legend {
    font-weight: 700;
    padding-inline: 0.25rem;
  }

  [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 1rem;
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  color: var(--lux-color-danger, #b00020);
`;

const OptionRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: 0.5rem 1rem;
  align-items: end;
  padding-block: 0.5rem;
  border-block-start: 1px dashed var(--lux-color-border, #d9d9d9);
`;

export interface FieldEditorProps {
  field: FieldDraft;
  index: number;
  count: number;
  /** validateFormDefinition's problems of this field. */
  problems: readonly string[];
  onChange: (next: FieldDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  readOnly: boolean;
}

/** One field of the definition: type, labels, rules, options, width, and its place in the form. */
export function FieldEditor({ field, index, count, problems, onChange, onMove, onRemove, readOnly }: FieldEditorProps) {
  const { strings } = useAdmin();
  const s = strings.editor;
  const label = field.labelHe || field.labelEn || field.id || String(index + 1);
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) => onChange({ ...field, [key]: value });
  const setOption = (option: OptionDraft, next: Partial<OptionDraft>) =>
    set('options', field.options.map((item) => (item.key === option.key ? { ...item, ...next } : item)));
  const isText = TEXT_FIELD_TYPES.includes(field.type);
  const isChoice = CHOICE_FIELD_TYPES.includes(field.type);
  const problemsId = `${field.key}-problems`;
  return (
    <Card aria-describedby={problems.length > 0 ? problemsId : undefined} data-field={field.key}>
      <legend>{s.fieldN(index + 1, label)}</legend>
      <TextField name={controlName(field, 'id')} label={s.fieldId} value={field.id} onChange={(v) => set('id', v)} isRequired isReadOnly={readOnly} spellCheck="false" autoComplete="off" />
      <Select
        name={controlName(field, 'type')}
        label={s.fieldType}
        value={field.type}
        isDisabled={readOnly}
        onChange={(key) => {
          const type = String(key) as FieldType;
          onChange({ ...field, type, options: CHOICE_FIELD_TYPES.includes(type) && field.options.length === 0 ? [newOption()] : field.options });
        }}
      >
        {FIELD_TYPES.map((type) => (
          <Select.Item key={type} id={type}>
            {s.types[type] ?? type}
          </Select.Item>
        ))}
      </Select>
      <TextField name={controlName(field, 'labelHe')} label={s.labelHe} value={field.labelHe} onChange={(v) => set('labelHe', v)} isReadOnly={readOnly} />
      <TextField name={controlName(field, 'labelEn')} label={s.labelEn} value={field.labelEn} onChange={(v) => set('labelEn', v)} isReadOnly={readOnly} />
      <Select name={controlName(field, 'width')} label={s.width} value={field.width || 'full'} isDisabled={readOnly} onChange={(key) => set('width', key === 'half' ? 'half' : 'full')}>
        {(['full', 'half'] as const).map((width) => (
          <Select.Item key={width} id={width}>
            {s.widths[width]}
          </Select.Item>
        ))}
      </Select>
      <Checkbox isSelected={field.required} onChange={(v) => set('required', v)} isReadOnly={readOnly}>
        {s.required}
      </Checkbox>
      {isText ? (
        <>
          {(['min', 'max', 'size'] as const).map((rule) => (
            <TextField
              key={rule}
              name={controlName(field, rule)}
              label={s[rule]}
              value={field[rule]}
              onChange={(v) => set(rule, v)}
              inputMode="numeric"
              isReadOnly={readOnly}
              autoComplete="off"
            />
          ))}
          <Select name={controlName(field, 'pattern')} label={s.pattern} value={field.pattern || 'none'} isDisabled={readOnly} onChange={(key) => set('pattern', key === 'none' ? '' : String(key))}>
            {['none', ...FIELD_PATTERNS].map((pattern) => (
              <Select.Item key={pattern} id={pattern}>
                {pattern === 'none' ? s.noPattern : (s.patterns[pattern] ?? pattern)}
              </Select.Item>
            ))}
          </Select>
        </>
      ) : null}
      {field.type === 'hidden' ? (
        <TextField name={controlName(field, 'defaultValue')} label={s.defaultValue} value={field.defaultValue} onChange={(v) => set('defaultValue', v)} isReadOnly={readOnly} />
      ) : null}
      {isChoice ? (
        <div data-wide="" role="group" aria-label={`${s.options}: ${label}`}>
          <strong>{s.options}</strong>
          {field.options.map((option, n) => (
            <OptionRow key={option.key}>
              <TextField label={s.optionValue} value={option.value} onChange={(v) => setOption(option, { value: v })} isReadOnly={readOnly} spellCheck="false" autoComplete="off" />
              <TextField label={s.labelHe} value={option.he} onChange={(v) => setOption(option, { he: v })} isReadOnly={readOnly} />
              <TextField label={s.labelEn} value={option.en} onChange={(v) => setOption(option, { en: v })} isReadOnly={readOnly} />
              {readOnly ? null : (
                <Button variant="tertiary" size="small" onClick={() => set('options', field.options.filter((item) => item.key !== option.key))}>
                  {s.removeOption(n + 1)}
                </Button>
              )}
            </OptionRow>
          ))}
          {readOnly ? null : (
            <Button variant="secondary" size="small" onClick={() => set('options', [...field.options, newOption()])}>
              {s.addOption}
            </Button>
          )}
        </div>
      ) : null}
      {problems.length > 0 ? (
        <Problems id={problemsId} data-wide="">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      ) : null}
      {readOnly ? null : (
        // Never disabled: a disabled button drops the focus of someone who just moved a field to an end.
        <Row data-wide="">
          <Button id={`${field.key}-up`} variant="tertiary" size="small" aria-disabled={index === 0} onClick={() => index > 0 && onMove(-1)}>
            {s.moveUp(label)}
          </Button>
          <Button id={`${field.key}-down`} variant="tertiary" size="small" aria-disabled={index === count - 1} onClick={() => index < count - 1 && onMove(1)}>
            {s.moveDown(label)}
          </Button>
          <Button id={`${field.key}-remove`} variant="tertiary" size="small" aria-disabled={count === 1} onClick={() => count > 1 && onRemove()}>
            {s.removeField(label)}
          </Button>
        </Row>
      )}
    </Card>
  );
}
