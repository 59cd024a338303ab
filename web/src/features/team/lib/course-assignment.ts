import { MSG, type TTeamCourse, type TUserCoursesBody } from '@skillway/shared';

/**
 * The assign panels' rules, apart from the screens. The server enforces the same ones; the panel only keeps a
 * manager from ticking what would be refused.
 */

/** Why a course cannot be ticked: an enrolment only through a group or playlist, or a draft on the Unassigned list. */
export function lockReason(course: TTeamCourse): string | undefined {
  if (!course.disabled) return undefined;
  return course.enrolled ? MSG.TEAM_COURSE_THROUGH_GROUP : MSG.TEAM_COURSE_UNPUBLISHED;
}

/** 'Search Courses': case-insensitive, anywhere in the course name. */
export function matchesCourse(course: TTeamCourse, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return !needle || course.name.toLowerCase().includes(needle);
}

/**
 * Ticks on the Assigned list unassign, ticks on the Unassigned list assign (DESIGN.md: the fields mean what they
 * say, unlike the old client). Ticks that a refreshed list no longer allows are dropped.
 */
export function assignmentBody(
  assigned: readonly TTeamCourse[],
  unassigned: readonly TTeamCourse[],
  ticks: { assigned: ReadonlySet<string>; unassigned: ReadonlySet<string> },
): TUserCoursesBody {
  const ticked = (rows: readonly TTeamCourse[], set: ReadonlySet<string>) =>
    rows.filter((course) => set.has(course.id) && !lockReason(course)).map((course) => course.id);
  return { assign_courses: ticked(unassigned, ticks.unassigned), unassign_courses: ticked(assigned, ticks.assigned) };
}
