import type { TPageQuery } from '@skillway/shared';
import type { TTarget } from './enrolment-rules';
import { pageTargetGroups, pageTargetUsers } from './target-enrolment-lists';

/** A course's lists show each learner's progress and the deadline each enrolled group gives. */
const COURSE_LISTS = { withProgress: true, withGroupDeadlines: true };

export function courseTarget(courseId: string): TTarget {
  return { type: 'course', id: courseId };
}

/** The course's enrol panels' and users page's user tables (see pageTargetUsers). */
export function pageCourseUsers(
  companyId: string,
  courseId: string,
  scope: 'enrolled' | 'individual' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  return pageTargetUsers(companyId, courseTarget(courseId), scope, query, path, COURSE_LISTS);
}

/** The course's enrol panels' group tables (see pageTargetGroups). */
export function pageCourseGroups(
  companyId: string,
  courseId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  return pageTargetGroups(companyId, courseTarget(courseId), scope, query, path, COURSE_LISTS);
}
