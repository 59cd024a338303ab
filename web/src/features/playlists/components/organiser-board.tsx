import { useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Menu, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { TPlaylistModule } from '@skillway/shared';
import { columnOf, levelTitle, moveCard, removeLevel, type TBoard } from '../lib/organiser-board';
import { PublishedMark } from '../../../components/published-mark';

const COLUMN_PREFIX = 'column-';
const columnId = (level: number) => `${COLUMN_PREFIX}${level}`;
/** The id of a card's 'Move to' button, which gets the focus back once the card lands in its new level. */
const moveButtonId = (moduleId: string) => `organiser-move-${moduleId}`;
const levelOfColumnId = (id: string) => (id.startsWith(COLUMN_PREFIX) ? Number(id.slice(COLUMN_PREFIX.length)) : -1);

interface TCardProps {
  module: TPlaylistModule;
  board: TBoard;
  onMove: (level: number) => void;
  overlay?: boolean;
}

/** One course: a drag handle, its name and published mark, and a 'Move to' menu (moving without dragging). */
function CourseCard({ module, board, onMove, overlay = false }: TCardProps) {
  const { t } = useLingui();
  const name = module.name;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: module.id,
    disabled: overlay,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging && !overlay ? 0.4 : 1,
  };
  const here = columnOf(board, module.id);
  return (
    // The drag overlay is a picture of the card under the pointer: hidden from screen readers, which would otherwise
    // find every control of the held card twice.
    <Paper
      ref={overlay ? undefined : setNodeRef}
      style={style}
      withBorder
      radius="md"
      p="xs"
      shadow={overlay ? 'md' : undefined}
      aria-hidden={overlay || undefined}
    >
      <Group gap={6} wrap="nowrap" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t`Drag ${name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {module.name}
        </Text>
        <PublishedMark published={module.published} />
        <Menu withinPortal position="bottom-end">
          <Menu.Target>
            <Tooltip label={t`Move to`}>
              <ActionIcon
                id={overlay ? undefined : moveButtonId(module.id)}
                variant="subtle"
                color="gray"
                aria-label={t`Move ${name} to another level`}
              >
                <IconArrowsMove size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Trans>Move to</Trans>
            </Menu.Label>
            {board.columns.map((_, level) => (
              <Menu.Item
                key={level}
                disabled={level === here}
                // The menu opens with the focus on its first item that can be chosen (see app/theme.ts: Menu).
                data-autofocus={level === (here === 0 ? 1 : 0) || undefined}
                onClick={() => onMove(level)}
              >
                {levelTitle(level)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

interface TColumnProps {
  level: number;
  board: TBoard;
  modules: ReadonlyMap<string, TPlaylistModule>;
  onChange: (board: TBoard) => void;
  /** A card was moved with its 'Move to' menu. */
  onMoved: (moduleId: string) => void;
}

/** A level (or Unassigned Modules): a drop target with its courses in order; a level can be removed. */
function Column({ level, board, modules, onChange, onMoved }: TColumnProps) {
  const { t } = useLingui();
  const ids = board.columns[level] ?? [];
  const { setNodeRef, isOver } = useDroppable({ id: columnId(level) });
  const title = levelTitle(level);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={level === 0 ? 'gray.0' : 'indigo.0'}
      style={{ outline: isOver ? '2px solid var(--mantine-color-indigo-5)' : undefined }}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6}>
          <Text fw={700} size="sm">
            {title}
          </Text>
          <Badge size="sm" variant="white" color="gray">
            {ids.length}
          </Badge>
        </Group>
        {level > 0 && (
          <Tooltip label={board.levels <= 1 ? t`A playlist keeps at least one level` : t`Remove ${title}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t`Remove ${title}`}
              disabled={board.levels <= 1}
              onClick={() => onChange(removeLevel(board, level))}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <SortableContext id={columnId(level)} items={ids} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap={6} mih={72}>
          {ids.map((id) => {
            const module = modules.get(id);
            return module ? (
              <CourseCard
                key={id}
                module={module}
                board={board}
                onMove={(to) => {
                  onChange(moveCard(board, id, to, board.columns[to]?.length ?? 0));
                  onMoved(id);
                }}
              />
            ) : null;
          })}
          {ids.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              {level === 0 ? t`Every course is on a level.` : t`Drop courses here.`}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

interface TOrganiserBoardProps {
  board: TBoard;
  modules: readonly TPlaylistModule[];
  onChange: (board: TBoard) => void;
}

/**
 * The kanban: 'Unassigned Modules' then Level 1..n. Courses move by dragging (pointer, or keyboard: Space to lift,
 * arrows, Space to drop) or with each card's 'Move to' menu. Only courses move, and only onto a level or back.
 */
export function OrganiserBoard({ board, modules, onChange }: TOrganiserBoardProps) {
  const { t } = useLingui();
  const byId = new Map(modules.map((module) => [module.id, module]));
  const [dragging, setDragging] = useState<string | null>(null);
  // A card moved with its menu is drawn anew in its new level, so the menu cannot give the focus back to the button
  // that opened it: the new card's button takes it once the board has changed (WCAG 2.4.3).
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    document.getElementById(moveButtonId(id))?.focus();
  }, [board]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Where a drop over `overId` (a card or a column) lands: its level and index. */
  const target = (overId: string): { level: number; index: number } | null => {
    const asColumn = levelOfColumnId(overId);
    if (asColumn >= 0) return { level: asColumn, index: board.columns[asColumn]?.length ?? 0 };
    const level = columnOf(board, overId);
    if (level < 0) return null;
    return { level, index: board.columns[level]!.indexOf(overId) };
  };

  // Across columns the card follows the pointer while dragging; within one column the drop decides the order.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const to = target(String(over.id));
    const from = columnOf(board, String(active.id));
    if (!to || from === to.level) return;
    onChange(moveCard(board, String(active.id), to.level, to.index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const to = target(String(over.id));
    if (!to) return;
    onChange(moveCard(board, String(active.id), to.level, to.index));
  };

  /** What a screen reader hears about the place under a dragged card. */
  const describe = (id: string): string => {
    const asColumn = levelOfColumnId(id);
    if (asColumn >= 0) return levelTitle(asColumn);
    const level = columnOf(board, id);
    if (level < 0) return t`a course`;
    const course = byId.get(id)?.name ?? t`a course`;
    const levelName = levelTitle(level);
    return t`${course} in ${levelName}`;
  };

  /** The name of a dragged course, for the announcements. */
  const courseName = (id: string): string => byId.get(id)?.name ?? t`course`;

  const active = dragging ? byId.get(dragging) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={({ active: start }: DragStartEvent) => setDragging(String(start.id))}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active: start }) => {
            const course = courseName(String(start.id));
            return t`Picked up ${course}.`;
          },
          onDragOver: ({ over }) => {
            if (!over) return t`Not over a level.`;
            const place = describe(String(over.id));
            return t`Over ${place}.`;
          },
          onDragEnd: ({ over }) => {
            if (!over) return t`Dropped back.`;
            const place = describe(String(over.id));
            return t`Dropped on ${place}.`;
          },
          onDragCancel: () => t`Move cancelled.`,
        },
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
        {board.columns.map((_, level) => (
          <Column
            key={level}
            level={level}
            board={board}
            modules={byId}
            onChange={onChange}
            onMoved={(id) => {
              refocus.current = id;
            }}
          />
        ))}
      </SimpleGrid>
      <DragOverlay>
        {active ? <CourseCard module={active} board={board} onMove={() => undefined} overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}
