/**
 * Add / Remove Courses, apart from the screen: ticks on Courses Assigned take a course out, ticks on Courses
 * Unassigned put one in; the save sends the whole set the playlist holds afterwards (its order kept, new ones last).
 */
export function coursesAfter(
  assigned: readonly string[],
  ticks: { assigned: ReadonlySet<string>; unassigned: ReadonlySet<string> },
  unassignedInOrder: readonly string[],
): string[] {
  const kept = assigned.filter((id) => !ticks.assigned.has(id));
  const added = unassignedInOrder.filter((id) => ticks.unassigned.has(id) && !kept.includes(id));
  return [...kept, ...added];
}

/** 'Search courses': case-insensitive, anywhere in the name. */
export function matchesName(name: string, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return !needle || name.toLowerCase().includes(needle);
}
