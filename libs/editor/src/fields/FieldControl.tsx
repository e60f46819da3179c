import { useId } from 'react';
import type { Field } from '@lux/block-catalogue';
import { Switch, TextField } from '@lux/ui';
import { Divider, Note } from '../BlockForm.styles';
import { errorProps, isJsonText, useEditor } from '../context';
import { fieldLabel, fieldTooltip, optionLabel } from '../i18n/catalogueLabels';
import { ImageEditor } from './ImageEditor';
import { LinkEditor } from './LinkEditor';
import { LinksCollectionEditor } from './LinksCollectionEditor';
import { NumberInput } from './NumberInput';
import { OptionSelect } from './OptionSelect';

export interface FieldControlProps {
  field: Field;
  /** The stored value; undefined or null shows the template's default without writing it. */
  value: unknown;
  /** JSON pointer of the value in the instance, where its problems are reported. */
  pointer: string;
  onChange: (symbol: string, value: unknown) => void;
}

const textOf = (value: unknown, fallback: unknown): string => {
  const shown = value === undefined || value === null ? fallback : value;
  if (typeof shown === 'string') return shown;
  return shown === undefined || shown === null ? '' : JSON.stringify(shown);
};

/** The control for one template field, chosen by its field type. */
export function FieldControl({ field, value, pointer, onChange }: FieldControlProps) {
  const { strings, problems, locale, templateKey } = useEditor();
  const noteId = useId();
  const set = (next: unknown) => onChange(field.symbol, next);
  const tooltip = fieldTooltip(templateKey, field, locale);
  const label = fieldLabel(templateKey, field, locale);

  switch (field.field_type) {
    case 'String':
    case 'Icon':
      return (
        <TextField
          label={label}
          description={tooltip}
          value={textOf(value, field.value)}
          onChange={set}
          spellCheck={field.field_type === 'Icon' ? 'false' : undefined}
          {...errorProps(problems.within(pointer))}
        />
      );
    case 'Text':
      return (
        <TextField
          label={label}
          description={tooltip}
          multiline
          rows={3}
          value={textOf(value, field.value)}
          onChange={set}
          {...errorProps(problems.within(pointer))}
        />
      );
    case 'Markdown': {
      const text = textOf(value, field.value);
      const language = strings.language[field.attrs.language] ?? field.attrs.language;
      const local = field.attrs.language === 'json' && !isJsonText(text) ? [strings.problems.json] : [];
      return (
        <TextField
          label={label}
          description={[strings.markdownLanguage(language), tooltip].filter(Boolean).join(' · ')}
          multiline
          rows={field.attrs.language === 'html' ? 6 : 4}
          spellCheck={field.attrs.language === 'json' ? 'false' : undefined}
          value={text}
          onChange={set}
          {...errorProps(dedupe([...local, ...problems.within(pointer)]))}
        />
      );
    }
    case 'Json': {
      const text = textOf(value, field.value);
      const local = isJsonText(text) ? [] : [strings.problems.json];
      return (
        <TextField
          label={label}
          description={[strings.language['json'], tooltip].filter(Boolean).join(' · ')}
          multiline
          rows={4}
          spellCheck="false"
          value={text}
          onChange={set}
          {...errorProps(dedupe([...local, ...problems.within(pointer)]))}
        />
      );
    }
    case 'Bool':
      return (
        <Switch
          isSelected={typeof value === 'boolean' ? value : field.value}
          onChange={set}
          description={tooltip}
          {...errorProps(problems.within(pointer))}
        >
          {label}
        </Switch>
      );
    case 'Number':
      return (
        <NumberInput
          label={label}
          description={tooltip}
          value={value === undefined ? field.value : value}
          onChange={set}
          messages={problems.within(pointer)}
        />
      );
    case 'Select':
      return (
        <OptionSelect
          label={label}
          description={tooltip}
          value={typeof value === 'string' ? value : field.value}
          choices={field.attrs.options.map((option) => ({
            value: option.value,
            label: optionLabel(option, locale) || strings.none,
          }))}
          onChange={set}
          messages={problems.within(pointer)}
        />
      );
    case 'Image':
      return <ImageEditor field={field} value={value} pointer={pointer} onChange={set} />;
    case 'Link':
      return <LinkEditor label={label} description={tooltip} value={value} pointer={pointer} onChange={set} />;
    case 'LinksCollection':
      return <LinksCollectionEditor label={label} description={tooltip} value={value} pointer={pointer} onChange={set} />;
    case 'Separator':
      return (
        <Divider>
          <hr />
          {field.label ? <Note id={noteId}>{label}</Note> : null}
        </Divider>
      );
    default: {
      const unreachable: never = field;
      return unreachable;
    }
  }
}

function dedupe(messages: readonly string[]): string[] {
  return [...new Set(messages)];
}
