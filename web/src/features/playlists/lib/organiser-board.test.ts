import { describe, expect, it } from 'vitest';
import { addLevel, boardFrom, moveCard, removeLevel, sameBoard, treeOf } from './organiser-board';

const placed = [
  { id: 'u', level: 0, sort_order: 0 },
  { id: 'a', level: 1, sort_order: 1 },
  { id: 'b', level: 1, sort_order: 0 },
  { id: 'c', level: 2, sort_order: 0 },
];

describe('organiser board', () => {
  it('lays modules out by level and order; a level above the count counts as unassigned', () => {
    expect(boardFrom(placed, 2).columns).toEqual([['u'], ['b', 'a'], ['c']]);
    expect(boardFrom(placed, 1).columns).toEqual([
      ['u', 'c'],
      ['b', 'a'],
    ]);
  });

  it('moves a card within and across columns', () => {
    const board = boardFrom(placed, 2);
    expect(moveCard(board, 'a', 1, 0).columns).toEqual([['u'], ['a', 'b'], ['c']]);
    expect(moveCard(board, 'u', 2, 5).columns).toEqual([[], ['b', 'a'], ['c', 'u']]);
    expect(moveCard(board, 'nope', 2, 0)).toBe(board);
    expect(moveCard(board, 'a', 3, 0)).toBe(board);
  });

  it('adds a level, and removing one sends its courses back to Unassigned and renumbers the rest', () => {
    const board = addLevel(boardFrom(placed, 2));
    expect(board.levels).toBe(3);
    const moved = moveCard(board, 'c', 3, 0);
    const removed = removeLevel(moved, 1);
    expect(removed.levels).toBe(2);
    expect(removed.columns).toEqual([['u', 'b', 'a'], [], ['c']]);
    expect(removeLevel(boardFrom([], 1), 1).levels).toBe(1);
  });

  it('the save lists every course with its level and order', () => {
    expect(treeOf(boardFrom(placed, 2))).toEqual([
      { id: 'u', level: 0, sort_order: 0 },
      { id: 'b', level: 1, sort_order: 0 },
      { id: 'a', level: 1, sort_order: 1 },
      { id: 'c', level: 2, sort_order: 0 },
    ]);
    expect(sameBoard(boardFrom(placed, 2), boardFrom(placed, 2))).toBe(true);
    expect(sameBoard(boardFrom(placed, 2), addLevel(boardFrom(placed, 2)))).toBe(false);
  });
});
