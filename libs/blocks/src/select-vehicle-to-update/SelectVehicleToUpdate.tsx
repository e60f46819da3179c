import { useEffect, useMemo, useState } from 'react';
import { Button, Container, Dialog, DialogTrigger, Heading, Select, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import {
  ALL_CHOICE,
  PICKER_ALL,
  childOptions,
  choiceForParent,
  matchingItems,
  parentOptions,
  parseVehicleMapper,
  resultText,
  type PickerChoice,
} from '@lux/vehicle-tools';
import { labelOr } from '../accordion/faq';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Actions, Card, Cards, ModalFooter, Picker, ResultLine, Section } from './SelectVehicleToUpdate.styles';
import { selectVehicleStrings } from './strings';
import type { Fields, Group } from './types';

interface Draft {
  parent: string | null;
  child: string | null;
}

const EMPTY: Draft = { parent: null, child: null };

/**
 * B§3.2 select vehicle to update: a vehicle dropdown and a model-year dropdown (its years follow the
 * vehicle), "Show me" and "Clear", a result line ({amount}, {parent}, {child}) and the matching
 * sub-block cards, each opening a dialog with its title, description and button; "View all" shows every
 * card. Every card shows before a choice (and without scripts); the matching is @lux/vehicle-tools'.
 */
function SelectVehicleToUpdate({ id, fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(selectVehicleStrings, locale);
  const { mapper, problems } = useMemo(() => parseVehicleMapper(f.subblocks_mapper), [f.subblocks_mapper]);
  useEffect(() => {
    if (problems.length > 0) console.warn(`select-vehicle-to-update ${id}: parts of subblocks_mapper were skipped`, problems);
  }, [id, problems]);

  const labels = {
    parentAll: labelOr(f.parent_all_label, 'All vehicles', t.parentAll),
    childAll: labelOr(f.child_all_label, 'All model years', t.childAll),
  };
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [applied, setApplied] = useState<PickerChoice | null>(null);
  const shown = matchingItems(mapper, groups, applied ?? ALL_CHOICE);
  const level = headingLevelFromTag(f.header_tag);
  const hasHeading = textOf(f.heading) !== '';
  const cardLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const parents = parentOptions(mapper, labels);
  const children = draft.parent === null ? [] : childOptions(mapper, draft.parent, labels);

  const show = () => setApplied({ parent: draft.parent ?? PICKER_ALL, child: draft.child ?? PICKER_ALL });
  const clear = () => {
    setDraft(EMPTY);
    setApplied(null);
  };
  const viewAll = () => {
    setDraft({ parent: PICKER_ALL, child: PICKER_ALL });
    setApplied(ALL_CHOICE);
  };

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading ? (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          ) : null}
          <Picker>
            <Select
              label={labelOr(f.parent_label, 'Vehicle', t.parentLabel)}
              placeholder={labelOr(f.parent_placeholder, 'Select vehicle', t.parentPlaceholder)}
              items={parents.map((option) => ({ id: option.key, name: option.label }))}
              selectedKey={draft.parent}
              onSelectionChange={(key) => {
                if (key === null) return;
                const next = choiceForParent(mapper, { parent: draft.parent ?? PICKER_ALL, child: draft.child ?? PICKER_ALL }, String(key));
                setDraft({ parent: next.parent, child: draft.child === null ? null : next.child });
              }}
            >
              {(item) => <Select.Item id={item.id}>{item.name}</Select.Item>}
            </Select>
            <Select
              label={labelOr(f.child_label, 'Model year', t.childLabel)}
              placeholder={labelOr(f.child_placeholder, 'Select model year', t.childPlaceholder)}
              items={children.map((option) => ({ id: option.key, name: option.label }))}
              selectedKey={draft.child}
              isDisabled={draft.parent === null}
              onSelectionChange={(key) => key !== null && setDraft({ ...draft, child: String(key) })}
            >
              {(item) => <Select.Item id={item.id}>{item.name}</Select.Item>}
            </Select>
            <Actions>
              <Button type="button" onClick={show}>
                {labelOr(f.button_text, 'Show me', t.show)}
              </Button>
              <Button type="button" variant="secondary" onClick={clear}>
                {labelOr(f.clear_text, 'Clear', t.clear)}
              </Button>
            </Actions>
          </Picker>
          <ResultLine role="status">
            {applied ? resultText(labelOr(f.result_text_label, '{amount} updates for {parent} {child}', t.result), mapper, applied, shown.length, labels) : ''}
          </ResultLine>
          {shown.length > 0 ? (
            <Cards aria-label={t.updates}>
              {shown.map((group, index) => (
                <Card key={`${group.subblock_key}-${index}`}>
                  {textOf(group.modal_title) !== '' ? (
                    <Heading size="xs" level={cardLevel}>
                      {group.modal_title}
                    </Heading>
                  ) : null}
                  <DialogTrigger>
                    <Button type="button" variant="secondary">
                      {group.button_text.trim() === '' ? group.modal_title : group.button_text}
                    </Button>
                    <Dialog title={group.modal_title} closeLabel={t.close} isDismissable>
                      <RichText html={group.modal_description} />
                      {group.modal_button ? (
                        <ModalFooter>
                          <BlockLink link={group.modal_button} locale={locale} />
                        </ModalFooter>
                      ) : null}
                    </Dialog>
                  </DialogTrigger>
                </Card>
              ))}
            </Cards>
          ) : (
            <p>{t.none}</p>
          )}
          {applied === null || applied.parent !== PICKER_ALL || applied.child !== PICKER_ALL ? (
            <div>
              <Button type="button" variant="tertiary" onClick={viewAll}>
                {labelOr(f.view_all_link_text, 'View all', t.viewAll)}
              </Button>
            </div>
          ) : null}
        </Section>
      </Container>
    </Surface>
  );
}

export const selectVehicleToUpdateComponent = SelectVehicleToUpdate satisfies BlockComponent<Fields, Group>;
