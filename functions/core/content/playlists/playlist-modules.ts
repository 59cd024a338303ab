import { MSG, PLAYLIST_LIMITS, UNASSIGNED_LEVEL } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';

/**
 * The rules of a playlist's modules (its courses on levels), free of I/O so they can be tested alone. A module is
 * on a numbered level (1..levels) or unassigned (level 0); within a level the order is `sort_order` from 0. Every
 * function returns modules in canonical order (level, then order) with the order renumbered 0..n-1 per level.
 */

export interface TModule {
  course_id: string;
  level: number;
  sort_order: number;
}

export interface TModulesChange {
  modules: TModule[];
  added: string[];
  removed: string[];
}

/** Canonical order (unassigned first, then level 1, 2, ...), with each level's order renumbered from 0. */
export function normaliseModules(modules: readonly TModule[]): TModule[] {
  const sorted = [...modules].sort(
    (a, b) => a.level - b.level || a.sort_order - b.sort_order || a.course_id.localeCompare(b.course_id),
  );
  const next = new Map<number, number>();
  return sorted.map((module) => {
    const order = next.get(module.level) ?? 0;
    next.set(module.level, order + 1);
    return { course_id: module.course_id, level: module.level, sort_order: order };
  });
}

export function moduleIds(modules: readonly TModule[]): string[] {
  return modules.map((module) => module.course_id);
}

/**
 * The Add / Remove Courses save: the playlist holds exactly `wanted` afterwards. Courses it keeps stay where they
 * were; new ones go to the end of Unassigned Modules, in the order given.
 */
export function replaceModuleSet(current: readonly TModule[], wanted: readonly string[]): TModulesChange {
  const unique = [...new Set(wanted)];
  if (unique.length > PLAYLIST_LIMITS.modulesMax) throw AppError.field('modules', MSG.PLAYLIST_MODULES_LIMIT);
  const keep = new Set(unique);
  const had = new Set(moduleIds(current));
  const kept = current.filter((module) => keep.has(module.course_id));
  const added = unique.filter((id) => !had.has(id));
  const lastUnassigned = kept.filter((module) => module.level === UNASSIGNED_LEVEL).length;
  const modules = normaliseModules([
    ...kept,
    ...added.map((course_id, index) => ({ course_id, level: UNASSIGNED_LEVEL, sort_order: lastUnassigned + index })),
  ]);
  return { modules, added, removed: moduleIds(current).filter((id) => !keep.has(id)) };
}

/** One course onto a level (0: unassigned), at the end of it; a course already there moves. */
export function placeModule(
  current: readonly TModule[],
  courseId: string,
  level: number,
  levels: number,
): TModulesChange {
  if (level < UNASSIGNED_LEVEL || level > levels) throw AppError.field('level', MSG.PLAYLIST_LEVEL_INVALID);
  const others = current.filter((module) => module.course_id !== courseId);
  const added = others.length === current.length ? [courseId] : [];
  if (added.length > 0 && current.length >= PLAYLIST_LIMITS.modulesMax)
    throw AppError.field('course', MSG.PLAYLIST_MODULES_LIMIT);
  const end = others.filter((module) => module.level === level).length;
  return {
    modules: normaliseModules([...others, { course_id: courseId, level, sort_order: end }]),
    added,
    removed: [],
  };
}

/**
 * The organiser's save: every course of the playlist exactly once, each on a level up to `levels` (0 = unassigned).
 * Courses are not added or removed here (Add / Remove Courses does that), so a tree naming a different set of
 * courses is refused (another tab changed them: reload).
 */
export function applyCourseOrder(current: readonly TModule[], tree: readonly TModule[], levels: number): TModule[] {
  const had = new Set(moduleIds(current));
  const seen = new Set<string>();
  for (const entry of tree) {
    if (!had.has(entry.course_id) || seen.has(entry.course_id))
      throw AppError.field('tree', MSG.PLAYLIST_TREE_MISMATCH);
    seen.add(entry.course_id);
    if (entry.level < UNASSIGNED_LEVEL || entry.level > levels)
      throw AppError.field('tree', MSG.PLAYLIST_LEVEL_INVALID);
  }
  if (seen.size !== had.size) throw AppError.field('tree', MSG.PLAYLIST_TREE_MISMATCH);
  return normaliseModules(tree);
}

/** Modules above `levels` go back to Unassigned Modules (after the ones already there), as removing a level does. */
export function clampLevels(modules: readonly TModule[], levels: number): TModule[] {
  const unassigned = modules.filter((module) => module.level === UNASSIGNED_LEVEL).length;
  let moved = 0;
  return normaliseModules(
    modules.map((module) =>
      module.level > levels ? { ...module, level: UNASSIGNED_LEVEL, sort_order: unassigned + moved++ } : module,
    ),
  );
}

export function sameModules(a: readonly TModule[], b: readonly TModule[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (module, index) =>
        module.course_id === b[index]?.course_id &&
        module.level === b[index]?.level &&
        module.sort_order === b[index]?.sort_order,
    )
  );
}
