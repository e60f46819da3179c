import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { Checkbox, Select, TextField } from '@lux/ui';
import type { FieldDef, FormValues } from './fields';

const Grid = styled(Form)`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  align-items: start;

  [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);

  legend {
    font-weight: 600;
    padding-inline: 0.25rem;
  }
`;

const GroupError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--lux-color-error, #b00020);
`;

export interface RecordFormProps {
  id: string;
  fields: readonly FieldDef[];
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  /** Errors by field name: the client's own checks and the API's `source.pointer`. */
  errors: Record<string, string>;
  onSubmit: () => void;
  /** Shown after the fields (a map, a preview). */
  children?: ReactNode;
}

/** A record's fields as @lux/ui controls; errors show beside their field and are read with it. */
export function RecordForm({ id, fields, values, onChange, errors, onSubmit, children }: RecordFormProps) {
  return (
    <Grid
      id={id}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {fields.map((field) => {
        const common = { name: field.name, isReadOnly: field.readOnly, isRequired: field.required, description: field.description };
        const value = values[field.name];
        if (field.kind === 'checkbox') {
          return (
            <Checkbox key={field.name} {...common} isSelected={Boolean(value)} onChange={(selected) => onChange(field.name, selected)}>
              {field.label}
            </Checkbox>
          );
        }
        if (field.kind === 'checkboxes') {
          const chosen = typeof value === 'string' ? value.split(',').filter(Boolean) : [];
          const errorId = `${id}-${field.name}-error`;
          return (
            <Group key={field.name} aria-describedby={errors[field.name] ? errorId : undefined} data-wide="">
              <legend>{field.label}</legend>
              {(field.options ?? []).map((option) => (
                <Checkbox
                  key={option.id}
                  isReadOnly={field.readOnly}
                  isSelected={chosen.includes(option.id)}
                  onChange={(selected) =>
                    onChange(field.name, (selected ? [...chosen, option.id] : chosen.filter((item) => item !== option.id)).join(','))
                  }
                >
                  {option.label}
                </Checkbox>
              ))}
              {errors[field.name] ? (
                <GroupError id={errorId} role="alert">
                  {errors[field.name]}
                </GroupError>
              ) : null}
            </Group>
          );
        }
        if (field.kind === 'select') {
          return (
            <Select
              key={field.name}
              {...common}
              label={field.label}
              value={typeof value === 'string' && value !== '' ? value : null}
              onChange={(key) => onChange(field.name, key === null ? '' : String(key))}
            >
              {(field.options ?? []).map((option) => (
                <Select.Item key={option.id} id={option.id}>
                  {option.label}
                </Select.Item>
              ))}
            </Select>
          );
        }
        const text = typeof value === 'string' ? value : '';
        return (
          <div key={field.name} data-wide={field.kind === 'textarea' ? '' : undefined}>
            <TextField
              {...common}
              label={field.label}
              value={text}
              onChange={(next) => onChange(field.name, next)}
              multiline={field.kind === 'textarea'}
              type={field.kind === 'email' || field.kind === 'tel' || field.kind === 'password' ? field.kind : 'text'}
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
              spellCheck={field.kind === 'textarea' ? undefined : 'false'}
            />
          </div>
        );
      })}
      {children}
    </Grid>
  );
}
