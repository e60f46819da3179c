import { useId } from 'react';
import { IMAGE_RATIOS, type ImageField } from '@lux/block-catalogue';
import { Button, TextField } from '@lux/ui';
import { Actions, FieldRow, FieldSet, Note } from '../BlockForm.styles';
import { errorProps, useEditor } from '../context';
import { fieldLabel, fieldTooltip } from '../i18n/catalogueLabels';
import { withKey, withoutKey } from '../instance';
import { OptionSelect } from './OptionSelect';
import { ProblemText } from './ProblemText';

type ImageRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is ImageRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A media id typed by the editor: digits become a number unless the stored id was text. */
function mediaId(text: string, previous: unknown): string | number {
  return /^\d+$/.test(text) && typeof previous !== 'string' ? Number(text) : text;
}

/** An image from the media library: its id, alt text and ratio; "choose image" asks the library. */
export function ImageEditor({
  field,
  value,
  pointer,
  onChange,
}: {
  field: ImageField;
  value: unknown;
  pointer: string;
  onChange: (value: unknown) => void;
}) {
  const { strings, problems, pickImage, locale, templateKey } = useEditor();
  const tooltip = fieldTooltip(templateKey, field, locale);
  const problemsId = useId();
  const s = strings.image;
  // A bare media id is a valid stored image; it becomes an object only when a part of it is edited.
  const image: ImageRecord | null = isRecord(value)
    ? value
    : value === null || value === undefined
      ? null
      : { id: value };
  const part = (name: string) => `${pointer}/${name}`;
  const parts = ['id', 'alt', 'ratio'].map(part);
  const rest = problems.within(pointer, parts);
  const set = (name: string, next: unknown) => onChange(withKey(image ?? {}, name, next));
  const idText = image === null ? '' : typeof image['id'] === 'string' || typeof image['id'] === 'number' ? String(image['id']) : '';

  async function choose() {
    if (!pickImage) return;
    const picked = await pickImage();
    if (!picked) return;
    // Keep how the editor cut the previous image unless the library says otherwise.
    const ratio = image?.['ratio'];
    onChange(picked.ratio === undefined && typeof ratio === 'string' ? { ...picked, ratio } : picked);
  }

  return (
    <FieldSet aria-describedby={rest.length > 0 ? problemsId : undefined}>
      <legend>{fieldLabel(templateKey, field, locale)}</legend>
      {tooltip ? <Note>{tooltip}</Note> : null}
      {image === null ? (
        <Note>{s.none}</Note>
      ) : (
        <FieldRow>
          <TextField
            label={s.id}
            value={idText}
            onChange={(text) => set('id', mediaId(text, image['id']))}
            inputMode="numeric"
            {...errorProps(problems.at(part('id')))}
          />
          {field.attrs.withAlt === false ? null : (
            <TextField
              label={s.alt}
              value={typeof image['alt'] === 'string' ? image['alt'] : ''}
              onChange={(text) => set('alt', text)}
              {...errorProps(problems.at(part('alt')))}
            />
          )}
          <OptionSelect
            label={s.ratio}
            value={typeof image['ratio'] === 'string' ? image['ratio'] : ''}
            choices={[{ value: '', label: strings.none }, ...IMAGE_RATIOS.map((ratio) => ({ value: ratio, label: ratio }))]}
            onChange={(ratio) => onChange(ratio === '' ? withoutKey(image, 'ratio') : withKey(image, 'ratio', ratio))}
            messages={problems.at(part('ratio'))}
          />
        </FieldRow>
      )}
      <Actions>
        {pickImage ? (
          <Button variant="secondary" size="small" onClick={() => void choose()}>
            {s.choose}
          </Button>
        ) : null}
        {image === null ? null : (
          <Button variant="tertiary" size="small" onClick={() => onChange(null)}>
            {s.clear}
          </Button>
        )}
      </Actions>
      <ProblemText id={problemsId} messages={rest} />
    </FieldSet>
  );
}
