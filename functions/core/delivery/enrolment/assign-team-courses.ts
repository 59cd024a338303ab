import { MSG, type TTeamEnrolResult, type TUserCoursesBody, type TUsersToCoursesBody } from '@skillway/shared';
import { listCompanyCourses } from '../../content/courses/course-repository';
import { changeEnrolments } from './change-enrolments';
import { getEnrolments } from './enrolment-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { assertAssignableUsers, requireAssignableUser } from './assignable-users';
import { publishCourseAssignments } from './course-assignment-events';
import {
  assertTeamSelection,
  assertUserSelection,
  countOf,
  teamAssignmentSummary,
  unique,
  userAssignmentSummary,
  type TAssignmentPlan,
} from './individual-assignment';
import { assertAssignable, enrolmentKeys, planAssignment } from './team-course-rules';

const SELECTION = {
  field: 'assign_courses',
  none: MSG.TEAM_COURSES_NONE_SELECTED,
  both: MSG.TEAM_COURSES_BOTH,
};

async function coursesById(companyId: string) {
  return new Map((await listCompanyCourses(companyId)).map((course) => [course.course_id, course]));
}

/** Writes the plan through the enrolment module (sources and counters together), then tells the notifications. */
async function apply(auth: TAuth, plan: TAssignmentPlan): Promise<void> {
  await changeEnrolments(auth.companyId, plan.changes);
  await publishCourseAssignments(auth, 'assigned', plan.assigned);
  await publishCourseAssignments(auth, 'unassigned', plan.unassigned);
}

/**
 * POST /enrol/courses/{id}: assign and unassign courses for one user. The user must be one the caller may assign
 * (a manager: an active learner of their own team; else 404); assigned courses must be published courses of the
 * company; unassigning takes away only the individual enrolment and refuses one held through a group.
 */
export async function assignUserCourses(
  auth: TAuth,
  userId: string,
  body: TUserCoursesBody,
): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const user = await requireAssignableUser(auth, userId, true);
  const assign = unique(body.assign_courses);
  const unassign = unique(body.unassign_courses);
  assertUserSelection(assign, unassign, SELECTION);

  const courses = await coursesById(companyId);
  assertAssignable(assign, courses, 'assign_courses');
  if (unassign.some((id) => !courses.has(id))) throw AppError.field('unassign_courses', MSG.TEAM_COURSES_INVALID);

  const enrolments = await getEnrolments(companyId, enrolmentKeys([user.user_id], [...assign, ...unassign]));
  const plan = planAssignment({ userIds: [user.user_id], assign, unassign, enrolments });
  await apply(auth, plan);

  const name = `${user.first_name} ${user.last_name}`;
  return {
    message: assign.length > 0 ? MSG.TEAM_COURSES_ENROLLED : MSG.TEAM_COURSES_UNENROLLED,
    data: {
      summary: userAssignmentSummary(name, 'course', assign.length, unassign.length),
      enrolled: countOf(plan.assigned),
      unenrolled: countOf(plan.unassigned),
    },
  };
}

/**
 * POST /enrol/users-to-courses: every user gets every course. Users outside what the caller may assign are refused
 * whole with the same 422 whether they exist or not, so the call reveals nothing about other users.
 */
export async function assignUsersToCourses(auth: TAuth, body: TUsersToCoursesBody): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const userIds = unique(body.users);
  const courseIds = unique(body.assign_courses);
  assertTeamSelection(userIds, courseIds, SELECTION);

  await assertAssignableUsers(auth, userIds);
  assertAssignable(courseIds, await coursesById(companyId), 'assign_courses');

  const enrolments = await getEnrolments(companyId, enrolmentKeys(userIds, courseIds));
  const plan = planAssignment({ userIds, assign: courseIds, unassign: [], enrolments });
  await apply(auth, plan);

  return {
    message: MSG.TEAM_COURSES_ENROLLED,
    data: {
      summary: teamAssignmentSummary(userIds.length, courseIds.length, 'course'),
      enrolled: countOf(plan.assigned),
      unenrolled: 0,
    },
  };
}
