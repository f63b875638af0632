// A list the owner puts in order (a gallery's pictures, a menu's entries, attribute terms): drag
// an item by its handle with a pointer or a finger, or with the keyboard (focus the handle, Space
// to pick it up, arrow keys to move, Space to drop, Escape to cancel), each step announced in the
// owner's language. `onReorder` gets the items in their new order.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from '../../translation.ts';

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable id per item. */
  getId: (item: T) => UniqueIdentifier;
  /** What the item is called in the handle's label and the announcements ("Blue mug"). */
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onReorder: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
  className?: string;
}

export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  label,
  className,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier | undefined) => {
    const found = items.find((item) => getId(item) === id);
    return found === undefined ? '' : getLabel(found);
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('adminKit.dragStart', { item: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('adminKit.dragOver', {
            item: labelOf(active.id),
            position: positionOf(over.id),
            count: ids.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('adminKit.dragEnd', {
        item: labelOf(active.id),
        position: positionOf(over?.id ?? active.id),
        count: ids.length,
      }),
    onDragCancel: ({ active }) => t('adminKit.dragCancel', { item: labelOf(active.id) }),
  };
  const instructions: ScreenReaderInstructions = { draggable: t('adminKit.dragInstructions') };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={`sortable-list ${className ?? ''}`.trim()} aria-label={label}>
          {items.map((item) => (
            <SortableItem key={getId(item)} id={getId(item)} label={getLabel(item)}>
              {renderItem(item)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: UniqueIdentifier;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`sortable-list__item${isDragging ? ' sortable-list__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="sortable-list__handle"
        {...attributes}
        {...listeners}
        aria-label={t('adminKit.dragHandle', { item: label })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="sortable-list__content">{children}</div>
    </li>
  );
}
