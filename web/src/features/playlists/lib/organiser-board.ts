import { t } from '@lingui/core/macro';
import { PLAYLIST_LIMITS } from '@skillway/shared';

/**
 * The organiser's board, apart from the screen: column 0 is 'Unassigned Modules', columns 1..levels the numbered
 * levels, each an ordered list of course ids. Every function returns a new board.
 */
export interface TBoard {
  levels: number;
  /** Index = level; each entry the course ids on that level in order. */
  columns: string[][];
}

export interface TPlaced {
  id: string;
  level: number;
  sort_order: number;
}

export function boardFrom(modules: readonly TPlaced[], levels: number): TBoard {
  const columns = Array.from({ length: levels + 1 }, () => [] as string[]);
  const sorted = [...modules].sort((a, b) => a.level - b.level || a.sort_order - b.sort_order);
  for (const module of sorted) columns[module.level <= levels ? module.level : 0]!.push(module.id);
  return { levels, columns };
}

export function columnOf(board: TBoard, id: string): number {
  return board.columns.findIndex((column) => column.includes(id));
}

/** Moves a course to `level` at `index` (clamped), whether within its column or across. */
export function moveCard(board: TBoard, id: string, level: number, index: number): TBoard {
  const from = columnOf(board, id);
  if (from < 0 || level < 0 || level > board.levels) return board;
  const columns = board.columns.map((column) => column.filter((card) => card !== id));
  const target = columns[level]!;
  target.splice(Math.max(0, Math.min(index, target.length)), 0, id);
  return { ...board, columns };
}

export function canAddLevel(board: TBoard): boolean {
  return board.levels < PLAYLIST_LIMITS.levelsMax;
}

export function addLevel(board: TBoard): TBoard {
  if (!canAddLevel(board)) return board;
  return { levels: board.levels + 1, columns: [...board.columns.map((column) => [...column]), []] };
}

/** Removing a level: its courses go back to Unassigned Modules (after those there) and later levels move down. */
export function removeLevel(board: TBoard, level: number): TBoard {
  if (level < 1 || level > board.levels || board.levels <= 1) return board;
  const columns = board.columns.map((column) => [...column]);
  const [removed] = columns.splice(level, 1);
  columns[0] = [...columns[0]!, ...(removed ?? [])];
  return { levels: board.levels - 1, columns };
}

/** The save's tree: every course with its level and order. */
export function treeOf(board: TBoard): TPlaced[] {
  return board.columns.flatMap((column, level) => column.map((id, sort_order) => ({ id, level, sort_order })));
}

export function sameBoard(a: TBoard, b: TBoard): boolean {
  return a.levels === b.levels && JSON.stringify(a.columns) === JSON.stringify(b.columns);
}

/** A column's title in the active language: 'Unassigned Modules' or 'Level n'. */
export function levelTitle(level: number): string {
  return level === 0 ? t`Unassigned Modules` : t`Level ${level}`;
}
