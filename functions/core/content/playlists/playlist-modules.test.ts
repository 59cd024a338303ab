import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import {
  applyCourseOrder,
  clampLevels,
  normaliseModules,
  placeModule,
  replaceModuleSet,
  sameModules,
  type TModule,
} from './playlist-modules';

const m = (course_id: string, level: number, sort_order: number): TModule => ({ course_id, level, sort_order });

function fieldError(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return Object.values((error as { errors?: Record<string, string[]> }).errors ?? {})[0]?.[0];
  }
  return undefined;
}

describe('playlist modules', () => {
  it('normalises to level order with each level numbered from 0', () => {
    expect(normaliseModules([m('c', 2, 7), m('a', 1, 5), m('b', 1, 2), m('u', 0, 9)])).toEqual([
      m('u', 0, 0),
      m('b', 1, 0),
      m('a', 1, 1),
      m('c', 2, 0),
    ]);
  });

  it('Add / Remove Courses keeps placed courses where they are and appends new ones to Unassigned', () => {
    const current = normaliseModules([m('a', 1, 0), m('b', 2, 0), m('u', 0, 0)]);
    const change = replaceModuleSet(current, ['b', 'u', 'n1', 'n2', 'n1']);
    expect(change.added).toEqual(['n1', 'n2']);
    expect(change.removed).toEqual(['a']);
    expect(change.modules).toEqual([m('u', 0, 0), m('n1', 0, 1), m('n2', 0, 2), m('b', 2, 0)]);
  });

  it('refuses more than 100 courses', () => {
    const many = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect(fieldError(() => replaceModuleSet([], many))).toBe(MSG.PLAYLIST_MODULES_LIMIT);
  });

  it('places one course at the end of a level, moving it when it is already in the playlist', () => {
    const current = normaliseModules([m('a', 1, 0), m('b', 1, 1)]);
    expect(placeModule(current, 'c', 1, 2)).toEqual({
      modules: [m('a', 1, 0), m('b', 1, 1), m('c', 1, 2)],
      added: ['c'],
      removed: [],
    });
    expect(placeModule(current, 'a', 2, 2).modules).toEqual([m('b', 1, 0), m('a', 2, 0)]);
    expect(placeModule(current, 'a', 2, 2).added).toEqual([]);
    expect(fieldError(() => placeModule(current, 'c', 3, 2))).toBe(MSG.PLAYLIST_LEVEL_INVALID);
  });

  it('the organiser save must place every course once, on an existing level', () => {
    const current = normaliseModules([m('a', 0, 0), m('b', 0, 1)]);
    expect(applyCourseOrder(current, [m('b', 1, 0), m('a', 2, 0)], 2)).toEqual([m('b', 1, 0), m('a', 2, 0)]);
    expect(fieldError(() => applyCourseOrder(current, [m('a', 1, 0)], 2))).toBe(MSG.PLAYLIST_TREE_MISMATCH);
    expect(fieldError(() => applyCourseOrder(current, [m('a', 1, 0), m('a', 1, 1)], 2))).toBe(
      MSG.PLAYLIST_TREE_MISMATCH,
    );
    expect(fieldError(() => applyCourseOrder(current, [m('a', 1, 0), m('x', 1, 1)], 2))).toBe(
      MSG.PLAYLIST_TREE_MISMATCH,
    );
    expect(fieldError(() => applyCourseOrder(current, [m('a', 3, 0), m('b', 1, 0)], 2))).toBe(
      MSG.PLAYLIST_LEVEL_INVALID,
    );
  });

  it('removing a level moves its courses back to Unassigned, after the ones there', () => {
    const modules = normaliseModules([m('u', 0, 0), m('a', 1, 0), m('b', 2, 0), m('c', 2, 1)]);
    expect(clampLevels(modules, 1)).toEqual([m('u', 0, 0), m('b', 0, 1), m('c', 0, 2), m('a', 1, 0)]);
  });

  it('compares modules exactly', () => {
    expect(sameModules([m('a', 1, 0)], [m('a', 1, 0)])).toBe(true);
    expect(sameModules([m('a', 1, 0)], [m('a', 2, 0)])).toBe(false);
    expect(sameModules([m('a', 1, 0)], [])).toBe(false);
  });
});
