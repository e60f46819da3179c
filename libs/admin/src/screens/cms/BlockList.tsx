import { useId, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import { findTemplate } from '@lux/block-catalogue';
import { templateName, type EditorLocale } from '@lux/editor';
import type { CmsStrings } from '../../i18n/cmsStrings';
import { RowButton } from '../../shared/RowButton';
import type { EditorBlock } from './pageDraft';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Card = styled.li<{ $dragging: boolean; $selected: boolean }>`
  border: 1px solid ${({ $selected }) => ($selected ? '#0c121c' : '#d0d0d0')};
  border-radius: 0.5rem;
  background: #fff;
  box-shadow: ${({ $dragging }) => ($dragging ? '0 0.5rem 1.5rem rgb(0 0 0 / 20%)' : 'none')};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border-block-end: 1px solid #ececec;
`;

const Handle = styled.button`
  cursor: grab;
  border: 1px solid #8a8a8a;
  border-radius: 0.25rem;
  background: #f6f6f6;
  color: #1a1a1a;
  padding-block: 0.25rem;
  padding-inline: 0.5rem;
  font: inherit;
  line-height: 1;

  &:focus-visible {
    outline: 3px solid #1d5fd1;
    outline-offset: 2px;
  }
`;

const Toggle = styled.button`
  flex: 1;
  text-align: start;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: inherit;
  padding-block: 0.25rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid #1d5fd1;
    outline-offset: 2px;
  }
`;

const ProblemCount = styled.span`
  color: #a4161a;
  font-size: 0.875rem;
`;

const Body = styled.div`
  padding: 0.75rem;
`;

export interface BlockListProps {
  blocks: readonly EditorBlock[];
  /** Keys of the blocks whose forms are open. */
  open: ReadonlySet<string>;
  selected: string | null;
  problemCount: (index: number) => number;
  strings: CmsStrings['page'];
  locale: EditorLocale;
  onToggle: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The form of one block. */
  renderForm: (item: EditorBlock, index: number) => ReactNode;
}

function SortableBlock({ item, index, count, props }: { item: EditorBlock; index: number; count: number; props: BlockListProps }) {
  const { strings: s, open, selected } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const template = findTemplate(item.block.template);
  const name = template ? templateName(template, props.locale) : item.block.template;
  const title = s.blockTitle(index + 1, name);
  const isOpen = open.has(item.key);
  const bodyId = `${item.key}-form`;
  const problems = props.problemCount(index);
  return (
    <Card
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      $dragging={isDragging}
      $selected={selected === item.key}
      data-block-key={item.key}
    >
      <Head>
        <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={s.dragHandle(title)}>
          <span aria-hidden="true">⋮⋮</span>
        </Handle>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={() => props.onToggle(item.key)} id={`${item.key}-title`}>
          {title}
        </Toggle>
        {problems > 0 ? <ProblemCount>{s.problems(problems)}</ProblemCount> : null}
        <RowButton label={s.moveUp} name={title} disabled={index === 0} onClick={() => props.onMove(index, index - 1)} />
        <RowButton label={s.moveDown} name={title} disabled={index === count - 1} onClick={() => props.onMove(index, index + 1)} />
        <RowButton label={s.remove} name={title} onClick={() => props.onRemove(index)} />
      </Head>
      {isOpen ? (
        <Body id={bodyId} role="region" aria-labelledby={`${item.key}-title`}>
          {props.renderForm(item, index)}
        </Body>
      ) : null}
    </Card>
  );
}

/**
 * The page's blocks in order: each a card with its form (opened on demand), moved by dragging its handle,
 * by keyboard on the handle (space, arrows, space — dnd-kit's keyboard sensor) or by its up/down buttons.
 */
export function BlockList(props: BlockListProps) {
  const id = useId();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = props.blocks.map((item) => item.key);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <List aria-label={props.strings.blocksLabel}>
          {props.blocks.map((item, index) => (
            <SortableBlock key={item.key} item={item} index={index} count={props.blocks.length} props={props} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
