import { useId, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@lux/ui';
import { useEditor } from '../context';
import { DragHandle, ItemBody, ItemHeader, ItemTitle, StyledItem } from './GroupList.styles';

/** One group item: its title and buttons, then its fields (unless folded). */
export function SortableGroup({
  id,
  index,
  count,
  open,
  onToggle,
  onMove,
  onRemove,
  children,
}: {
  id: string;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: ReactNode;
}) {
  const { strings } = useEditor();
  const titleId = useId();
  const bodyId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const n = index + 1;
  const style = { transform: CSS.Transform.toString(transform), transition };

  return (
    <StyledItem ref={setNodeRef} style={style} data-dragging={isDragging || undefined}>
      <ItemHeader>
        <DragHandle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={strings.dragHandle(n)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M5 3h2v2H5zM9 3h2v2H9zM5 7h2v2H5zM9 7h2v2H9zM5 11h2v2H5zM9 11h2v2H9z" fill="currentColor" />
          </svg>
        </DragHandle>
        <ItemTitle id={titleId}>{strings.groupItem(n)}</ItemTitle>
        <Button variant="tertiary" size="small" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={onToggle}>
          {open ? strings.collapse(n) : strings.expand(n)}
        </Button>
        <Button variant="secondary" size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {strings.moveUp(n)}
        </Button>
        <Button variant="secondary" size="small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          {strings.moveDown(n)}
        </Button>
        <Button variant="tertiary" size="small" onClick={() => onRemove(index)}>
          {strings.removeGroup(n)}
        </Button>
      </ItemHeader>
      {open ? (
        <ItemBody id={bodyId} role="group" aria-labelledby={titleId}>
          {children}
        </ItemBody>
      ) : null}
    </StyledItem>
  );
}
