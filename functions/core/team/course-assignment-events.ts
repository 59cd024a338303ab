import { randomUUID } from 'node:crypto';
import type { TCourseEnrolmentEventDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/events';
import { publishEvent } from '../events/publish-event';
import type { TAuth } from '../http/principal';

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
  const occurredAt = new Date().toISOString();
  for (const [courseId, userIds] of byCourse) {
    if (userIds.length === 0) continue;
    const detail: TCourseEnrolmentEventDetail = {
      event_id: randomUUID(),
      company_id: auth.companyId,
      course_id: courseId,
      actor_id: auth.userId,
      user_ids: [...userIds],
      group_ids: [],
      deadline: null,
      occurred_at: occurredAt,
    };
    await publishEvent(detailType, detail);
  }
}
