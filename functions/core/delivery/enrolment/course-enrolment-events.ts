import { randomUUID } from 'node:crypto';
import type { TCourseEnrolmentEventDetail } from '@skillway/shared';
import { publishEvent } from '../../platform/events/publish-event';
import type { TAuth } from '../../platform/http/principal';

/**
 * One course enrolment domain event (course.assigned, course.unassigned, course.deadline-set, …), whoever made the
 * change: the administrator's Enrol panels and a manager's My Team assignments publish the same shape, stored
 * for the notifications. Nothing is published when no user or group changed.
 */
export async function publishCourseEnrolmentEvent(
  detailType: string,
  auth: TAuth,
  courseId: string,
  change: { userIds: readonly string[]; groupIds?: readonly string[]; deadline?: string | null },
): Promise<void> {
  const groupIds = change.groupIds ?? [];
  if (change.userIds.length === 0 && groupIds.length === 0) return;
  const detail: TCourseEnrolmentEventDetail = {
    event_id: randomUUID(),
    company_id: auth.companyId,
    course_id: courseId,
    actor_id: auth.userId,
    user_ids: [...change.userIds],
    group_ids: [...groupIds],
    deadline: change.deadline ?? null,
    occurred_at: new Date().toISOString(),
  };
  await publishEvent(detailType, detail);
}
