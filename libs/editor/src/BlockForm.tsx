import { useId, useMemo, useState } from 'react';
import { findTemplate, groupLimit, type BlockTemplate, type Field, type ImageValue } from '@lux/block-catalogue';
import { Button, Checkbox, directionOf } from '@lux/ui';
import { Actions, FieldSet, FormRoot, ProblemList, Summary } from './BlockForm.styles';
import { EditorContext, type EditorContextValue } from './context';
import { FieldControl } from './fields/FieldControl';
import { GroupList } from './groups/GroupList';
import { templateName } from './i18n/catalogueLabels';
import { editorStrings, type EditorLocale } from './i18n/strings';
import { moveItem, removeItem, setBlockField, setGroupField, type BlockInstance } from './instance';
import { activePositionsOf, BLOCK_POSITIONS, togglePosition } from './positions';
import { fieldPointer, problemLookup, problemsByPointer, validationProblems, type PointerProblem } from './problems';
import { useListIds } from './useListIds';

export interface BlockFormProps {
  /** The block's template key (B§3.1), e.g. `hero-banner`. */
  templateKey: string;
  /**
   * The block being edited. The form keeps its own copy of the edits; passing a different object
   * (another block, a reloaded draft, or the value `onChange` gave) replaces that copy.
   */
  instance: BlockInstance;
  /** Called with the whole next instance on every edit; only the edited key differs. */
  onChange?: (next: BlockInstance) => void;
  /** When given, a save button hands over the current instance (unchanged if nothing was edited). */
  onSave?: (instance: BlockInstance) => void;
  /** Problems the API reported, with JSON pointers into the instance (`/fields/title`, `/groups/2/image`). */
  externalProblems?: readonly PointerProblem[];
  /** Opens the media library; resolves with the chosen image, or null when the editor cancels. */
  pickImage?: () => Promise<ImageValue | null>;
  /** The editor's language; Hebrew unless English is asked for. */
  locale?: EditorLocale;
  /** Accessible name of the form; defaults to the template's name in the editor's language. */
  'aria-label'?: string;
}

/** A new group item: every field at the template's default (separators hold nothing). */
function newGroupItem(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field.field_type !== 'Separator').map((field) => [field.symbol, field.value]));
}

/** Pointers a field's control shows problems for; anything else goes to the summary at the top. */
function isShownBeside(pointer: string, template: BlockTemplate, groupCount: number): boolean {
  const [, root, second, third] = pointer.split('/');
  if (root === 'fields') return template.fields.some((field) => field.symbol === second && field.field_type !== 'Separator');
  if (root !== 'groups') return false;
  if (second === undefined) return true;
  const index = Number(second);
  if (!Number.isInteger(index) || index < 0 || index >= groupCount) return false;
  return third !== undefined && template.field_groups_template.some((field) => field.symbol === third && field.field_type !== 'Separator');
}

/**
 * The form of one block, generated from its template's fields (ADR 027 §7): a control per field type,
 * the repeatable groups with their maximum, `active_positions`, and the catalogue validator's problems
 * (plus the API's) beside the fields, in the editor's language.
 */
export function BlockForm({
  templateKey,
  instance,
  onChange,
  onSave,
  externalProblems = [],
  pickImage,
  locale = 'he',
  'aria-label': ariaLabel,
}: BlockFormProps) {
  const strings = editorStrings(locale);
  const template = findTemplate(templateKey);
  const summaryId = useId();
  const [state, setState] = useState({ source: instance, current: instance });
  let current = state.current;
  if (state.source !== instance) {
    current = instance;
    setState({ source: instance, current: instance });
  }
  const keys = useListIds(current.groups.length, 'group');

  const validation = useMemo(
    () => (template ? validationProblems(template, current, strings) : []),
    [template, current, strings],
  );
  const all = useMemo(() => [...validation, ...externalProblems], [validation, externalProblems]);
  const byPointer = useMemo(() => problemsByPointer(all), [all]);
  const context = useMemo<EditorContextValue>(
    () => ({ strings, locale, templateKey, problems: problemLookup(byPointer), pickImage }),
    [strings, locale, templateKey, byPointer, pickImage],
  );

  if (!template) return <p role="alert">{strings.unknownTemplate(templateKey)}</p>;

  function edit(next: BlockInstance) {
    setState((previous) => ({ ...previous, current: next }));
    onChange?.(next);
  }

  const setField = (symbol: string, value: unknown) => edit(setBlockField(current, symbol, value));
  const elsewhere = all.filter((problem) => !isShownBeside(problem.pointer, template, current.groups.length));
  const positions = activePositionsOf(current.active_positions);
  const hasGroups = template.field_groups_template.length > 0;

  return (
    <EditorContext.Provider value={context}>
      <FormRoot aria-label={ariaLabel ?? templateName(template, locale)} role="group" lang={locale} dir={directionOf(locale)}>
        {elsewhere.length > 0 ? (
          <Summary id={summaryId}>
            <p>{strings.otherProblems}</p>
            <ProblemList>
              {elsewhere.map((problem) => (
                <li key={`${problem.pointer} ${problem.message}`}>
                  {problem.pointer ? <bdi dir="ltr">{problem.pointer}</bdi> : null} {problem.message}
                </li>
              ))}
            </ProblemList>
          </Summary>
        ) : null}
        <FieldSet>
          <legend>{strings.blockFields}</legend>
          {template.fields.map((field) => (
            <FieldControl
              key={field.symbol}
              field={field}
              value={current.fields[field.symbol]}
              pointer={fieldPointer(field.symbol)}
              onChange={setField}
            />
          ))}
        </FieldSet>
        {hasGroups || current.groups.length > 0 ? (
          <GroupList
            ids={keys.ids}
            max={groupLimit(template)}
            messages={byPointer.get('/groups') ?? []}
            renderFields={(index) =>
              template.field_groups_template.map((field) => (
                <FieldControl
                  key={field.symbol}
                  field={field}
                  value={current.groups[index]?.[field.symbol]}
                  pointer={fieldPointer(field.symbol, index)}
                  onChange={(symbol, value) => edit(setGroupField(current, index, symbol, value))}
                />
              ))
            }
            onAdd={() => {
              keys.added();
              edit({ ...current, groups: [...current.groups, newGroupItem(template.field_groups_template)] });
            }}
            onRemove={(index) => {
              keys.removed(index);
              edit({ ...current, groups: removeItem(current.groups, index) });
            }}
            onMove={(from, to) => {
              keys.moved(from, to);
              edit({ ...current, groups: moveItem(current.groups, from, to) });
            }}
          />
        ) : null}
        <FieldSet>
          <legend>{strings.positions}</legend>
          <Actions>
            {BLOCK_POSITIONS.map((position) => (
              <Checkbox
                key={position}
                isSelected={positions.has(position)}
                onChange={(on) => edit({ ...current, active_positions: togglePosition(current.active_positions, position, on) })}
              >
                {strings[position]}
              </Checkbox>
            ))}
          </Actions>
        </FieldSet>
        {onSave ? (
          <Actions>
            <Button onClick={() => onSave(current)}>{strings.save}</Button>
          </Actions>
        ) : null}
      </FormRoot>
    </EditorContext.Provider>
  );
}
