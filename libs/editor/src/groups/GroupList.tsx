import { useId, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button } from '@lux/ui';
import { Actions, Note, ProblemList } from '../BlockForm.styles';
import { useEditor } from '../context';
import { GroupHeading, GroupsSection, ItemList } from './GroupList.styles';
import { SortableGroup } from './SortableGroup';

// A long list opens folded, so a block with a hundred items is a list of titles, not a thousand fields.
const OPEN_UP_TO = 10;

export interface GroupListProps {
  /** Stable keys of the items, one per item. */
  ids: readonly string[];
  /** The most items allowed: Infinity without a maximum. */
  max: number;
  /** Problems about the list itself (`/groups`). */
  messages: readonly string[];
  renderFields: (index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

/** The block's repeatable group items: add, remove, fold, and reorder by drag, keyboard or buttons. */
export function GroupList({ ids, max, messages, renderFields, onAdd, onRemove, onMove }: GroupListProps) {
  const { strings } = useEditor();
  const headingId = useId();
  const maxId = useId();
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set(ids.length > OPEN_UP_TO ? ids : []));
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const atMax = ids.length >= max;
  const limit = Number.isFinite(max) ? max : null;
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => strings.drag.picked(position(active.id)),
    onDragOver: ({ active, over }) => (over ? strings.drag.over(position(active.id), position(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? strings.drag.dropped(position(active.id), position(over.id)) : undefined),
    onDragCancel: ({ active }) => strings.drag.cancelled(position(active.id)),
  };

  function dragEnded({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  function toggle(id: string) {
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <GroupsSection aria-labelledby={headingId}>
      <GroupHeading id={headingId}>{strings.groups}</GroupHeading>
      <Note>{strings.groupCount(ids.length, limit)}</Note>
      {messages.length > 0 ? (
        <ProblemList>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ProblemList>
      ) : null}
      {ids.length === 0 ? <Note>{strings.noGroups}</Note> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnded}
        accessibility={{ announcements, screenReaderInstructions: { draggable: strings.drag.instructions } }}
      >
        <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
          <ItemList>
            {ids.map((id, index) => (
              <SortableGroup
                key={id}
                id={id}
                index={index}
                count={ids.length}
                open={!folded.has(id)}
                onToggle={() => toggle(id)}
                onMove={onMove}
                onRemove={onRemove}
              >
                {renderFields(index)}
              </SortableGroup>
            ))}
          </ItemList>
        </SortableContext>
      </DndContext>
      <Actions>
        <Button variant="secondary" disabled={atMax} aria-describedby={atMax ? maxId : undefined} onClick={onAdd}>
          {strings.addGroup}
        </Button>
        {atMax && limit !== null ? <Note id={maxId}>{strings.maxReached(limit)}</Note> : null}
      </Actions>
    </GroupsSection>
  );
}
