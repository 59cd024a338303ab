import { MSG, type TTeamCourse } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import { courseTarget } from './course-enrolment-lists';
import { INDIVIDUAL, isDerivedOnly } from './enrolment-rules';
import type { TEnrolmentItem, TEnrolmentKey } from './enrolment-repository';
import { AppError } from '../../platform/http/app-error';
import { assignmentKeys, planIndividualAssignment, type TAssignmentPlan } from './individual-assignment';

/**
 * The rules of My Team's course assignment, free of I/O so they can be tested alone. Assigning gives the user the
 * `individual` enrolment source, unassigning takes it away (functions/core/delivery/enrolment applies both): an enrolment a
 * user has through a group or a playlist is not the manager's to remove, and only published courses are handed out.
 */

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
  return assignmentKeys(userIds, courseIds, courseTarget);
}

/**
 * The source changes for assigning and unassigning courses (see planIndividualAssignment). Unassigning an enrolment
 * held only through a group or a playlist is refused: that is the group's (or playlist's) to change.
 */
export function planAssignment(input: {
  userIds: readonly string[];
  assign: readonly string[];
  unassign: readonly string[];
  enrolments: ReadonlyMap<string, TEnrolmentItem>;
}): TAssignmentPlan {
  return planIndividualAssignment({
    ...input,
    targetOf: courseTarget,
    throughGroup: { field: 'unassign_courses', message: MSG.TEAM_COURSE_THROUGH_GROUP },
  });
}
