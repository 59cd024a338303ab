import { DETAIL_TYPE } from '@skillway/shared/manifest/events';
import { publishCourseEnrolmentEvent } from './course-enrolment-events';
import type { TAuth } from '../../platform/http/principal';

/**
 * The same domain events as the administrator's Enrol panels (course.assigned / course.unassigned, one per course,
 * stored for the notifications): a learner hears about a course whoever assigned it.
 */
export async function publishCourseAssignments(
  auth: TAuth,
  kind: 'assigned' | 'unassigned',
  byCourse: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const detailType = kind === 'assigned' ? DETAIL_TYPE.COURSE_ASSIGNED : DETAIL_TYPE.COURSE_UNASSIGNED;
  for (const [courseId, userIds] of byCourse) await publishCourseEnrolmentEvent(detailType, auth, courseId, { userIds });
}
