import { MSG, type TTeamCourse } from '@skillway/shared';
import type { TCourseItem } from '../db/types';
import type { TEnrolmentChange } from '../enrolment/change-enrolments';
import { courseTarget } from '../enrolment/course-enrolment-lists';
import { INDIVIDUAL, isDerivedOnly } from '../enrolment/enrolment-rules';
import { enrolmentKey, type TEnrolmentItem, type TEnrolmentKey } from '../enrolment/enrolment-repository';
import { AppError } from '../http/app-error';

/**
 * The rules of My Team's course assignment, free of I/O so they can be tested alone. Assigning gives the user the
 * `individual` enrolment source, unassigning takes it away (functions/core/enrolment applies both): an enrolment a
 * user has through a group or a playlist is not the manager's to remove, and only published courses are handed out.
 */

export const unique = (values: readonly string[] | undefined): string[] => [...new Set(values ?? [])];

/** A course as the assign panels list it, with the user's enrolment on it (if any). */
export function presentTeamCourse(course: TCourseItem, enrolment: TEnrolmentItem | undefined): TTeamCourse {
  const enrolled = !!enrolment;
  return {
    id: course.course_id,
    name: course.name,
    published: course.published,
    enrolled,
    individual: enrolled && INDIVIDUAL in enrolment.sources,
    // Assigned list: only a group or playlist put them there. Unassigned list: a draft cannot be handed out.
    disabled: enrolled ? isDerivedOnly(enrolment.sources) : !course.published,
    deadline: enrolment?.deadline || null,
  };
}

/** Every course in `ids` must be a published course of the company; the first problem is a 422 on `field`. */
export function assertAssignable(
  ids: readonly string[],
  courses: ReadonlyMap<string, TCourseItem>,
  field: string,
): void {
  for (const id of ids) {
    const course = courses.get(id);
    if (!course) throw AppError.field(field, MSG.TEAM_COURSES_INVALID);
    if (!course.published) throw AppError.field(field, MSG.TEAM_COURSE_UNPUBLISHED);
  }
}

/** The enrolments a change reads before it is planned: every user on every course named. */
export function enrolmentKeys(userIds: readonly string[], courseIds: readonly string[]): TEnrolmentKey[] {
  return userIds.flatMap((userId) => courseIds.map((courseId) => ({ userId, target: courseTarget(courseId) })));
}

export interface TAssignmentPlan {
  changes: TEnrolmentChange[];
  /** courseId -> users who get the individual source. */
  assigned: Map<string, string[]>;
  /** courseId -> users who lose it. */
  unassigned: Map<string, string[]>;
}

function push(map: Map<string, string[]>, courseId: string, userId: string) {
  map.set(courseId, [...(map.get(courseId) ?? []), userId]);
}

/**
 * The source changes for assigning `assign` to and unassigning `unassign` from `userIds` (ids already checked to be
 * courses of the company). A user who already has the individual source keeps it as it is (its deadline included);
 * a user who has no enrolment is already unassigned. Unassigning an enrolment held only through a group or a
 * playlist is refused: that is the group's (or playlist's) to change.
 */
export function planAssignment(input: {
  userIds: readonly string[];
  assign: readonly string[];
  unassign: readonly string[];
  enrolments: ReadonlyMap<string, TEnrolmentItem>;
}): TAssignmentPlan {
  const plan: TAssignmentPlan = { changes: [], assigned: new Map(), unassigned: new Map() };
  for (const userId of input.userIds) {
    for (const courseId of input.unassign) {
      const target = courseTarget(courseId);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (!sources) continue;
      if (!(INDIVIDUAL in sources)) throw AppError.field('unassign_courses', MSG.TEAM_COURSE_THROUGH_GROUP);
      plan.changes.push({ userId, target, change: { op: 'remove', source: INDIVIDUAL } });
      push(plan.unassigned, courseId, userId);
    }
    for (const courseId of input.assign) {
      const target = courseTarget(courseId);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (sources && INDIVIDUAL in sources) continue;
      plan.changes.push({ userId, target, change: { op: 'add', source: INDIVIDUAL, deadline: null } });
      push(plan.assigned, courseId, userId);
    }
  }
  return plan;
}

export function countOf(map: ReadonlyMap<string, readonly string[]>): number {
  let n = 0;
  for (const users of map.values()) n += users.length;
  return n;
}
