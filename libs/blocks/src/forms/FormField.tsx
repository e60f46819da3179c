import { parseDate, type CalendarDate } from '@internationalized/date';
import type { FieldDefinition, FieldValue, FormLocale } from '@lux/forms-client';
import { Checkbox, DateField, RadioGroup, Select, TextField, type TextFieldType } from '@lux/ui';

export interface FormFieldProps {
  field: FieldDefinition;
  value: FieldValue;
  /** The message to show; the field is invalid while there is one. */
  error: string | undefined;
  locale: FormLocale;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
}

const textTypes: Partial<Record<FieldDefinition['type'], TextFieldType>> = { text: 'text', email: 'email', tel: 'tel' };

/** WCAG 1.3.5: the purpose of fields about the visitor, from their ids, so browsers can fill them in. */
const autoCompleteById: Readonly<Record<string, string>> = {
  full_name: 'name',
  name: 'name',
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  mobile: 'tel',
  city: 'address-level2',
  address: 'street-address',
};

function toDate(value: FieldValue): CalendarDate | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * One field of a form definition on the libs/ui react-aria controls: label as the accessible name, the
 * error linked with aria-describedby and aria-invalid set while there is one. The model validates (one
 * yup schema for the browser and the API), so the controls use ARIA validation, never the browser's.
 */
export function FormField({ field, value, error, locale, onChange, onBlur }: FormFieldProps) {
  const label = field.label[locale];
  const placeholder = field.placeholder?.[locale] || undefined;
  const isRequired = field.rules?.required === true;
  const common = { isRequired, isInvalid: error !== undefined, errorMessage: error, validationBehavior: 'aria' as const, onBlur };
  const text = typeof value === 'string' ? value : '';

  switch (field.type) {
    case 'hidden':
      return null;
    case 'textarea':
      return <TextField {...common} label={label} multiline placeholder={placeholder} value={text} onChange={onChange} name={field.id} />;
    case 'select':
      return (
        <Select
          {...common}
          label={label}
          placeholder={placeholder ?? (locale === 'he' ? 'בחירה' : 'Select')}
          selectedKey={text === '' ? null : text}
          onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
          name={field.id}
        >
          {(field.options ?? []).map((option) => (
            <Select.Item key={option.value} id={option.value}>
              {option.label[locale]}
            </Select.Item>
          ))}
        </Select>
      );
    case 'radio':
      return (
        <RadioGroup {...common} label={label} value={text === '' ? null : text} onChange={onChange} name={field.id}>
          {(field.options ?? []).map((option) => (
            <RadioGroup.Radio key={option.value} value={option.value}>
              {option.label[locale]}
            </RadioGroup.Radio>
          ))}
        </RadioGroup>
      );
    case 'checkbox':
    case 'consent':
      return (
        <Checkbox {...common} isSelected={value === true} onChange={onChange} name={field.id}>
          {label}
        </Checkbox>
      );
    case 'date':
      return (
        <DateField
          {...common}
          label={label}
          value={toDate(value)}
          onChange={(date) => onChange(date ? date.toString() : '')}
          name={field.id}
        />
      );
    default:
      return (
        <TextField
          {...common}
          label={label}
          type={textTypes[field.type] ?? 'text'}
          placeholder={placeholder}
          value={text}
          onChange={onChange}
          name={field.id}
          autoComplete={autoCompleteById[field.id]}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
        />
      );
  }
}
