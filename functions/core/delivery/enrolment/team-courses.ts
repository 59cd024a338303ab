import type { TPageQuery } from '@skillway/shared';
import { listCompanyCourses } from '../../content/courses/course-repository';
import type { TCourseItem } from '../../platform/db/types';
import { listUserEnrolments, type TEnrolmentItem } from './enrolment-repository';
import type { TAuth } from '../../platform/http/principal';
import { pageAssignRows } from './assign-panel-page';
import { requireAssignableUser } from './assignable-users';
import { presentTeamCourse } from './team-course-rules';

/**
 * One user's Courses Assigned or Courses Unassigned: the company's courses (one Query) split by the user's course
 * enrolments (one index Query), searched by name and paged. The user must be one the caller may assign (404 else).
 */
export async function pageUserCourses(
  auth: TAuth,
  userId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  const user = await requireAssignableUser(auth, userId);
  const [courses, enrolments] = await Promise.all([
    listCompanyCourses(auth.companyId),
    listUserEnrolments(auth.companyId, user.user_id, 'course'),
  ]);
  const byCourse = new Map<string, TEnrolmentItem>(enrolments.map((item) => [item.target_id, item]));
  const rows = courses
    .filter((course: TCourseItem) => byCourse.has(course.course_id) === (scope === 'enrolled'))
    .map((course) => presentTeamCourse(course, byCourse.get(course.course_id)));
  return pageAssignRows(rows, query, path);
}

/** The team-wide stepper's Select Courses: the company's published courses, searched by name and paged. */
export async function pageAssignableCourses(auth: TAuth, query: TPageQuery, path: string) {
  const courses = await listCompanyCourses(auth.companyId);
  const rows = courses.filter((course) => course.published).map((course) => presentTeamCourse(course, undefined));
  return pageAssignRows(rows, query, path);
}
