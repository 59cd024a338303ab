import { MSG, type TTeamPlaylist } from '@skillway/shared';
import type { TEnrolmentChange } from '../enrolment/change-enrolments';
import { INDIVIDUAL, isDerivedOnly } from '../enrolment/enrolment-rules';
import { enrolmentKey, type TEnrolmentItem, type TEnrolmentKey } from '../enrolment/enrolment-repository';
import { playlistTarget } from '../enrolment/playlist-enrolment';
import { AppError } from '../http/app-error';

/**
 * The rules of My Team's playlist assignment, free of I/O so they can be tested alone. Assigning gives the user the
 * `individual` source on the playlist, unassigning takes it away (the enrolment module then gives or takes the
 * playlist's courses). An enrolment held through a group is the group's to change.
 */

export interface TAssignablePlaylist {
  id: string;
  name: string;
  published: boolean;
  total_modules: number;
}

/** A playlist as the assign panels list it, with the user's enrolment on it (if any). */
export function presentTeamPlaylist(
  playlist: TAssignablePlaylist,
  enrolment: TEnrolmentItem | undefined,
  mayHandOut: boolean,
): TTeamPlaylist {
  const enrolled = !!enrolment;
  return {
    id: playlist.id,
    name: playlist.name,
    published: playlist.published,
    enrolled,
    individual: enrolled && INDIVIDUAL in enrolment.sources,
    disabled: enrolled ? isDerivedOnly(enrolment.sources) : !mayHandOut,
    total_modules: playlist.total_modules,
  };
}

/** Every id must be a playlist the caller may hand out; the first problem is a 422 on `field`. */
export function assertHandOut(
  ids: readonly string[],
  playlists: ReadonlyMap<string, TAssignablePlaylist>,
  mayHandOut: (playlist: TAssignablePlaylist) => boolean,
  field: string,
): void {
  for (const id of ids) {
    const playlist = playlists.get(id);
    if (!playlist) throw AppError.field(field, MSG.PLAYLISTS_INVALID);
    if (!mayHandOut(playlist)) throw AppError.field(field, MSG.PLAYLIST_UNPUBLISHED);
  }
}

export function playlistEnrolmentKeys(userIds: readonly string[], playlistIds: readonly string[]): TEnrolmentKey[] {
  return userIds.flatMap((userId) => playlistIds.map((id) => ({ userId, target: playlistTarget(id) })));
}

export interface TPlaylistAssignmentPlan {
  changes: TEnrolmentChange[];
  assigned: number;
  unassigned: number;
}

/**
 * The source changes for assigning and unassigning playlists. A user who already has the individual source keeps it;
 * a user with no enrolment is already unassigned; unassigning an enrolment held only through a group is refused.
 */
export function planPlaylistAssignment(input: {
  userIds: readonly string[];
  assign: readonly string[];
  unassign: readonly string[];
  enrolments: ReadonlyMap<string, TEnrolmentItem>;
}): TPlaylistAssignmentPlan {
  const plan: TPlaylistAssignmentPlan = { changes: [], assigned: 0, unassigned: 0 };
  for (const userId of input.userIds) {
    for (const id of input.unassign) {
      const target = playlistTarget(id);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (!sources) continue;
      if (!(INDIVIDUAL in sources)) throw AppError.field('unassign_playlists', MSG.PLAYLIST_THROUGH_GROUP);
      plan.changes.push({ userId, target, change: { op: 'remove', source: INDIVIDUAL } });
      plan.unassigned += 1;
    }
    for (const id of input.assign) {
      const target = playlistTarget(id);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (sources && INDIVIDUAL in sources) continue;
      plan.changes.push({ userId, target, change: { op: 'add', source: INDIVIDUAL, deadline: null } });
      plan.assigned += 1;
    }
  }
  return plan;
}

/**
 * The users each playlist was assigned to (`add`) or unassigned from (`remove`) by a plan's changes: one domain event
 * per playlist names them (playlist.assigned / playlist.unassigned).
 */
export function usersByPlaylist(changes: readonly TEnrolmentChange[], op: 'add' | 'remove'): Map<string, string[]> {
  const byPlaylist = new Map<string, string[]>();
  for (const { userId, target, change } of changes) {
    if (change.op !== op || target.type !== 'channel') continue;
    byPlaylist.set(target.id, [...(byPlaylist.get(target.id) ?? []), userId]);
  }
  return byPlaylist;
}
