import { randomUUID } from 'node:crypto';
import type { TCourseEnrolmentEventDetail, TPlaylistEnrolmentEventDetail } from '@skillway/shared';
import { publishEvent } from '../../platform/events/publish-event';
import type { TAuth } from '../../platform/http/principal';
import type { TEnrolmentTargetKind } from './enrolment-target-kinds';

type TActor = Pick<TAuth, 'companyId' | 'userId'>;

interface TEnrolmentEventChange {
  userIds: readonly string[];
  groupIds?: readonly string[];
  /** The deadline now in force for them (courses only; a playlist's events always carry null). */
  deadline?: string | null;
}

function detailOf(
  kind: TEnrolmentTargetKind,
  auth: TActor,
  targetId: string,
  change: TEnrolmentEventChange,
): TCourseEnrolmentEventDetail | TPlaylistEnrolmentEventDetail {
  const head = { event_id: randomUUID(), company_id: auth.companyId };
  const who = { actor_id: auth.userId, user_ids: [...change.userIds], group_ids: [...(change.groupIds ?? [])] };
  const occurred_at = new Date().toISOString();
  return kind.type === 'course'
    ? { ...head, course_id: targetId, ...who, deadline: change.deadline ?? null, occurred_at }
    : { ...head, playlist_id: targetId, ...who, deadline: null, occurred_at };
}

/**
 * One enrolment domain event on a course or playlist (course.assigned, course.deadline-set, playlist.unassigned, …),
 * whoever made the change: the administrator's Enrol panels and a manager's My Team assignments publish the same
 * shape, stored for the notifications. Nothing is published when no user or group changed.
 */
export async function publishEnrolmentEvent(
  kind: TEnrolmentTargetKind,
  detailType: string,
  auth: TActor,
  targetId: string,
  change: TEnrolmentEventChange,
): Promise<void> {
  if (change.userIds.length === 0 && (change.groupIds ?? []).length === 0) return;
  await publishEvent(detailType, detailOf(kind, auth, targetId, change));
}

/**
 * One event per target for My Team's assignments, which change many users' courses or playlists at once; an
 * assignment carries the deadline it gave (courses only), as the administrator's enrol events do.
 */
export async function publishAssignments(
  kind: TEnrolmentTargetKind,
  auth: TActor,
  what: 'assigned' | 'unassigned',
  byTarget: ReadonlyMap<string, readonly string[]>,
  deadline: string | null = null,
): Promise<void> {
  for (const [targetId, userIds] of byTarget)
    await publishEnrolmentEvent(kind, kind.events[what], auth, targetId, { userIds, deadline });
}
