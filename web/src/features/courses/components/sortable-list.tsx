import type { CSSProperties, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mantine/core';
import { moveId, moveIndex } from '../lib/reorder';

/** What a row needs to be dragged: the props for its handle, and whether it is the one moving. */
export interface TDragHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  isDragging: boolean;
}

/** What a row can do without dragging (WCAG 2.5.7): move one place up or down. */
export interface TMoveControls {
  index: number;
  count: number;
  moveUp: () => void;
  moveDown: () => void;
}

interface TSortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The new order of ids after a drop or a move; the list shows `items` as given, so the caller saves and updates. */
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, handle: TDragHandle, move: TMoveControls) => ReactNode;
  /** Read out to screen-reader users while dragging with the keyboard. */
  itemLabel: (item: T) => string;
  disabled?: boolean;
}

function SortableRow({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled?: boolean;
  children: (handle: TDragHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style}>
      {children({ attributes, listeners, setActivatorNodeRef, isDragging })}
    </div>
  );
}

/**
 * A vertical list reordered by dragging a handle (pointer or keyboard: Space to lift, arrows to move, Space to
 * drop) or by the rows' own move buttons. It reports the new order; it does not keep one of its own.
 */
export function SortableList<T extends { id: string }>({
  items,
  onReorder,
  renderItem,
  itemLabel,
  disabled,
}: TSortableListProps<T>) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const labelOf = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === String(id));
    return item ? itemLabel(item) : t`item`;
  };
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveId(ids, String(active.id), String(over.id));
    if (next) onReorder(next);
  };
  const move = (from: number, to: number) => {
    const next = moveIndex(ids, from, to);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => {
            const item = labelOf(active.id);
            return t`Picked up ${item}.`;
          },
          onDragOver: ({ active, over }) => {
            if (!over) return '';
            const item = labelOf(active.id);
            const position = positionOf(over.id);
            const count = ids.length;
            return t`${item} is over position ${position} of ${count}.`;
          },
          onDragEnd: ({ active, over }) => {
            if (!over) return '';
            const item = labelOf(active.id);
            const position = positionOf(over.id);
            const count = ids.length;
            return t`${item} was dropped at position ${position} of ${count}.`;
          },
          onDragCancel: ({ active }) => {
            const item = labelOf(active.id);
            return t`Moving ${item} was cancelled.`;
          },
        },
        screenReaderInstructions: {
          draggable: t`To reorder, press Space or Enter to pick up, use the arrow keys to move, and Space or Enter again to drop. Escape cancels.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <li key={item.id}>
              <SortableRow id={item.id} disabled={disabled}>
                {(handle) =>
                  renderItem(item, handle, {
                    index,
                    count: items.length,
                    moveUp: () => move(index, index - 1),
                    moveDown: () => move(index, index + 1),
                  })
                }
              </SortableRow>
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
