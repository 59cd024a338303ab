import {
  NOTIFICATION_TYPE,
  type TCourseCompletedDetail,
  type TCourseEnrolmentEventDetail,
  type TCourseStatusChangedDetail,
  type TNotificationType,
  type TPlaylistEnrolmentEventDetail,
} from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { formatDay } from '../../../platform/format/format-day';
import { listGroupMemberIds } from '../../../people/groups/group-repository';
import { listTargetEnrolments } from '../../../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../../../delivery/enrolment/enrolment-targets';
import {
  deliverNotification,
  newDeliveryBatch,
  type TDeliverNotificationInput,
  type TDeliveryResult,
} from './deliver-notification';

/** The notification type of each enrolment event that notifies (unassignments have none in the spec's list). */
const ENROLMENT_EVENT_TYPES: Readonly<Record<string, TNotificationType>> = {
  [DETAIL_TYPE.COURSE_ASSIGNED]: NOTIFICATION_TYPE.COURSE_ASSIGN,
  [DETAIL_TYPE.COURSE_DEADLINE_SET]: NOTIFICATION_TYPE.DEADLINE_SET,
  [DETAIL_TYPE.COURSE_DEADLINE_CHANGED]: NOTIFICATION_TYPE.DEADLINE_CHANGED,
  [DETAIL_TYPE.PLAYLIST_ASSIGNED]: NOTIFICATION_TYPE.PLAYLIST_ASSIGN,
};

export interface TNotifySummary {
  users: number;
  inApp: number;
  emailed: number;
}

/** Delivers one notification per user, sharing one batch of reads; the dedupe key is the event id and the user. */
async function deliverToUsers(
  eventId: string,
  userIds: Iterable<string>,
  input: Omit<TDeliverNotificationInput, 'userId' | 'dedupeKey'>,
): Promise<TNotifySummary> {
  const batch = newDeliveryBatch();
  const summary: TNotifySummary = { users: 0, inApp: 0, emailed: 0 };
  for (const userId of new Set(userIds)) {
    const result: TDeliveryResult = await deliverNotification(
      { ...input, userId, dedupeKey: `${eventId}#${userId}` },
      batch,
    );
    summary.users += 1;
    summary.inApp += result.inApp.length;
    summary.emailed += result.emailed.length;
  }
  return summary;
}

/** The users an enrolment event names: its users and the members of its groups (group members follow their group). */
async function usersOf(detail: { company_id: string; user_ids: string[]; group_ids: string[] }): Promise<string[]> {
  const users = [...detail.user_ids];
  for (const groupId of detail.group_ids) users.push(...(await listGroupMemberIds(detail.company_id, groupId)));
  return users;
}

/**
 * course.assigned (1), course.deadline-set (3), course.deadline-changed (4) and playlist.assigned (2): each user
 * the event names is notified per the settings. A cleared deadline reads 'no deadline'.
 */
export async function notifyEnrolmentEvent(
  detailType: string,
  detail: TCourseEnrolmentEventDetail | TPlaylistEnrolmentEventDetail,
): Promise<TNotifySummary> {
  const type = ENROLMENT_EVENT_TYPES[detailType];
  if (type === undefined) throw new Error(`no notification for ${detailType} events`);
  const users = await usersOf(detail);
  const target = 'course_id' in detail ? { courseId: detail.course_id } : { channelId: detail.playlist_id };
  const deadline = detail.deadline ? (formatDay(detail.deadline) ?? detail.deadline) : 'no deadline';
  return deliverToUsers(detail.event_id, users, {
    companyId: detail.company_id,
    type,
    ...target,
    vars: 'course_id' in detail ? { deadline } : {},
  });
}

/**
 * course.status-changed (9): every user enrolled on the course when its status changed. Someone enrolled after the
 * change (the event is handled later) saw no change: a course published and then assigned only says it is assigned.
 */
export async function notifyCourseStatus(detail: TCourseStatusChangedDetail): Promise<TNotifySummary> {
  const enrolments = await listTargetEnrolments(detail.company_id, courseTarget(detail.course_id));
  return deliverToUsers(
    detail.event_id,
    enrolments
      .filter((item) => !item.enrolled_at || item.enrolled_at <= detail.occurred_at)
      .map((item) => item.user_id),
    { companyId: detail.company_id, type: NOTIFICATION_TYPE.COURSE_STATUS_CHANGED, courseId: detail.course_id },
  );
}

/** course.completed (10): the learner who completed it. */
export async function notifyCourseCompletion(detail: TCourseCompletedDetail): Promise<TNotifySummary> {
  return deliverToUsers(detail.event_id, [detail.user_id], {
    companyId: detail.company_id,
    type: NOTIFICATION_TYPE.COURSE_COMPLETION,
    courseId: detail.course_id,
  });
}
