import { MSG, type TTeamPlaylist } from '@skillway/shared';
import { INDIVIDUAL, isDerivedOnly } from './enrolment-rules';
import type { TEnrolmentItem, TEnrolmentKey } from './enrolment-repository';
import { playlistTarget } from './playlist-enrolment';
import { AppError } from '../../platform/http/app-error';
import { assignmentKeys, planIndividualAssignment, type TAssignmentPlan } from './individual-assignment';

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
  return assignmentKeys(userIds, playlistIds, playlistTarget);
}

/**
 * The source changes for assigning and unassigning playlists (see planIndividualAssignment); the plan's maps name,
 * per playlist, the users of the playlist.assigned / playlist.unassigned events. Unassigning an enrolment held only
 * through a group is refused.
 */
export function planPlaylistAssignment(input: {
  userIds: readonly string[];
  assign: readonly string[];
  unassign: readonly string[];
  enrolments: ReadonlyMap<string, TEnrolmentItem>;
}): TAssignmentPlan {
  return planIndividualAssignment({
    ...input,
    targetOf: playlistTarget,
    throughGroup: { field: 'unassign_playlists', message: MSG.PLAYLIST_THROUGH_GROUP },
  });
}
