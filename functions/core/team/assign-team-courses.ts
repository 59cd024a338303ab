import {
  MSG,
  ROLE,
  TEAM_ASSIGN_PAIRS_MAX,
  type TTeamEnrolResult,
  type TUserCoursesBody,
  type TUsersToCoursesBody,
} from '@skillway/shared';
import { listCompanyCourses } from '../courses/course-repository';
import type { TUserItem } from '../db/types';
import { changeEnrolments } from '../enrolment/change-enrolments';
import { getEnrolments } from '../enrolment/enrolment-repository';
import { AppError } from '../http/app-error';
import type { TAuth } from '../http/principal';
import { findUser, listCompanyUsers } from '../users/user-repository';
import { publishCourseAssignments } from './course-assignment-events';
import { assertCanAssignCourses, canAssignCourses } from './policy';
import {
  assertAssignable,
  countOf,
  enrolmentKeys,
  planAssignment,
  unique,
  type TAssignmentPlan,
} from './team-course-rules';
import { listTeamMembers } from './team-repository';

const plural = (n: number, noun: string) => `${n} ${noun}(s)`;

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
  const user = assertCanAssignCourses(auth, await findUser(companyId, userId, true));
  const assign = unique(body.assign_courses);
  const unassign = unique(body.unassign_courses);
  if (assign.length + unassign.length === 0) throw AppError.field('assign_courses', MSG.TEAM_COURSES_NONE_SELECTED);
  const both = new Set(unassign);
  if (assign.some((id) => both.has(id))) throw AppError.field('assign_courses', MSG.TEAM_COURSES_BOTH);

  const courses = await coursesById(companyId);
  assertAssignable(assign, courses, 'assign_courses');
  if (unassign.some((id) => !courses.has(id))) throw AppError.field('unassign_courses', MSG.TEAM_COURSES_INVALID);

  const enrolments = await getEnrolments(companyId, enrolmentKeys([user.user_id], [...assign, ...unassign]));
  const plan = planAssignment({ userIds: [user.user_id], assign, unassign, enrolments });
  await apply(auth, plan);

  const enrolled = countOf(plan.assigned);
  const unenrolled = countOf(plan.unassigned);
  const name = `${user.first_name} ${user.last_name}`;
  const parts = [
    ...(assign.length > 0 ? [`assigned ${plural(assign.length, 'course')} to ${name}`] : []),
    ...(unassign.length > 0 ? [`unassigned ${plural(unassign.length, 'course')} from ${name}`] : []),
  ];
  return {
    message: assign.length > 0 ? MSG.TEAM_COURSES_ENROLLED : MSG.TEAM_COURSES_UNENROLLED,
    data: { summary: `You have ${parts.join(' and ')}`, enrolled, unenrolled },
  };
}

/** The users the caller may assign, by id: a manager's active team (one index Query), or the company's active users. */
async function assignableUsers(auth: TAuth): Promise<Map<string, TUserItem>> {
  const candidates =
    auth.roleId === ROLE.MANAGER
      ? await listTeamMembers(auth.companyId, auth.userId)
      : await listCompanyUsers(auth.companyId, true);
  return new Map(candidates.filter((user) => canAssignCourses(auth, user)).map((user) => [user.user_id, user]));
}

/**
 * POST /enrol/users-to-courses: every user gets every course. Users outside what the caller may assign are refused
 * whole with the same 422 whether they exist or not, so the call reveals nothing about other users.
 */
export async function assignUsersToCourses(auth: TAuth, body: TUsersToCoursesBody): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const userIds = unique(body.users);
  const courseIds = unique(body.assign_courses);
  if (userIds.length === 0) throw AppError.field('users', MSG.TEAM_USERS_NONE_SELECTED);
  if (courseIds.length === 0) throw AppError.field('assign_courses', MSG.TEAM_COURSES_NONE_SELECTED);
  if (userIds.length * courseIds.length > TEAM_ASSIGN_PAIRS_MAX)
    throw AppError.field('assign_courses', MSG.TEAM_ASSIGN_TOO_MANY);

  const allowed = await assignableUsers(auth);
  if (userIds.some((id) => !allowed.has(id))) throw AppError.field('users', MSG.TEAM_USERS_NOT_IN_TEAM);
  assertAssignable(courseIds, await coursesById(companyId), 'assign_courses');

  const enrolments = await getEnrolments(companyId, enrolmentKeys(userIds, courseIds));
  const plan = planAssignment({ userIds, assign: courseIds, unassign: [], enrolments });
  await apply(auth, plan);

  return {
    message: MSG.TEAM_COURSES_ENROLLED,
    data: {
      summary: `You have enrolled ${plural(userIds.length, 'user')} on ${plural(courseIds.length, 'course')}`,
      enrolled: countOf(plan.assigned),
      unenrolled: 0,
    },
  };
}
