import { randomUUID } from 'node:crypto';
import type { TPlaylistEnrolmentEventDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/events';
import { publishEvent } from '../../platform/events/publish-event';
import type { TAuth } from '../../platform/http/principal';

export type TPlaylistEnrolmentEventKind = 'assigned' | 'unassigned';

const DETAIL_TYPES: Record<TPlaylistEnrolmentEventKind, string> = {
  assigned: DETAIL_TYPE.PLAYLIST_ASSIGNED,
  unassigned: DETAIL_TYPE.PLAYLIST_UNASSIGNED,
};

/**
 * One playlist enrolment domain event (playlist.assigned, playlist.unassigned), whoever made the change: the
 * administrator's Enrol / Unenroll panels and My Team's assignments publish the same shape, stored for the
 * notifications, as course enrolment events are (course-enrolment-events.ts). Nothing is published when no user or
 * group changed.
 */
export async function publishPlaylistEnrolmentEvent(
  kind: TPlaylistEnrolmentEventKind,
  auth: Pick<TAuth, 'companyId' | 'userId'>,
  playlistId: string,
  change: { userIds: readonly string[]; groupIds?: readonly string[] },
): Promise<void> {
  const groupIds = change.groupIds ?? [];
  if (change.userIds.length === 0 && groupIds.length === 0) return;
  const detail: TPlaylistEnrolmentEventDetail = {
    event_id: randomUUID(),
    company_id: auth.companyId,
    playlist_id: playlistId,
    actor_id: auth.userId,
    user_ids: [...change.userIds],
    group_ids: [...groupIds],
    deadline: null,
    occurred_at: new Date().toISOString(),
  };
  await publishEvent(DETAIL_TYPES[kind], detail);
}

/** One event per playlist for My Team's assignments, which change many users' playlists at once. */
export async function publishPlaylistAssignments(
  auth: Pick<TAuth, 'companyId' | 'userId'>,
  kind: TPlaylistEnrolmentEventKind,
  byPlaylist: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  for (const [playlistId, userIds] of byPlaylist) await publishPlaylistEnrolmentEvent(kind, auth, playlistId, { userIds });
}
