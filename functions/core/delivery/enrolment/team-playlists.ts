import {
  MSG,
  type TPageQuery,
  type TTeamEnrolResult,
  type TUserPlaylistsBody,
  type TUsersToPlaylistsBody,
} from '@skillway/shared';
import { changeEnrolments } from './change-enrolments';
import { publishPlaylistAssignments } from './playlist-enrolment-events';
import { getEnrolments, listUserEnrolments, type TEnrolmentItem } from './enrolment-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { pageAssignRows } from './assign-panel-page';
import { assertAssignableUsers, requireAssignableUser } from './assignable-users';
import {
  assertTeamSelection,
  assertUserSelection,
  countOf,
  teamAssignmentSummary,
  unique,
  userAssignmentSummary,
  type TAssignmentPlan,
} from './individual-assignment';
import { companyCourseLookup, isPublished, liveModules } from '../../content/playlists/playlist-courses';
import { canHandOut } from '../../content/playlists/playlist-policy';
import { listCompanyPlaylists } from '../../content/playlists/playlist-repository';
import {
  assertHandOut,
  planPlaylistAssignment,
  playlistEnrolmentKeys,
  presentTeamPlaylist,
  type TAssignablePlaylist,
} from './team-playlist-rules';

const SELECTION = {
  field: 'assign_playlists',
  none: MSG.PLAYLISTS_NONE_SELECTED,
  both: MSG.PLAYLISTS_BOTH,
};

/** The company's playlists with whether each is published (one Query each for the playlists and the courses). */
async function assignablePlaylists(companyId: string): Promise<Map<string, TAssignablePlaylist>> {
  const [playlists, courses] = await Promise.all([listCompanyPlaylists(companyId), companyCourseLookup(companyId)]);
  return new Map(
    playlists.map((playlist) => [
      playlist.playlist_id,
      {
        id: playlist.playlist_id,
        name: playlist.name,
        published: isPublished(playlist, courses),
        total_modules: liveModules(playlist.modules, courses).length,
      },
    ]),
  );
}

/** Writes the plan through the enrolment module (sources and counters together), then tells the notifications. */
async function apply(auth: TAuth, plan: TAssignmentPlan): Promise<void> {
  await changeEnrolments(auth.companyId, plan.changes);
  await publishPlaylistAssignments(auth, 'assigned', plan.assigned);
  await publishPlaylistAssignments(auth, 'unassigned', plan.unassigned);
}

/**
 * One user's Playlist Assigned or Playlist Unassigned (My Team's Assign to Playlists): the company's playlists split
 * by the user's playlist enrolments, searched by name and paged. The user must be one the caller may assign (a
 * manager: an active learner of their own team; the administrator: any active user), else 404.
 */
export async function pageUserPlaylists(
  auth: TAuth,
  userId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  const user = await requireAssignableUser(auth, userId);
  const [playlists, enrolments] = await Promise.all([
    assignablePlaylists(auth.companyId),
    listUserEnrolments(auth.companyId, user.user_id, 'channel'),
  ]);
  const byPlaylist = new Map<string, TEnrolmentItem>(enrolments.map((item) => [item.target_id, item]));
  const rows = [...playlists.values()]
    .filter((playlist) => byPlaylist.has(playlist.id) === (scope === 'enrolled'))
    .map((playlist) =>
      presentTeamPlaylist(playlist, byPlaylist.get(playlist.id), canHandOut(auth, playlist.published)),
    );
  return pageAssignRows(rows, query, path);
}

/**
 * POST /enrol/playlists/{id}: assign and unassign playlists for one user. A manager assigns only published playlists
 * to an active learner of their team (else 404 for the user, 422 for the playlist); unassigning takes away only the
 * direct enrolment and refuses one held through a group.
 */
export async function assignUserPlaylists(
  auth: TAuth,
  userId: string,
  body: TUserPlaylistsBody,
): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const user = await requireAssignableUser(auth, userId, true);
  const assign = unique(body.assign_playlists);
  const unassign = unique(body.unassign_playlists);
  assertUserSelection(assign, unassign, SELECTION);

  const playlists = await assignablePlaylists(companyId);
  assertHandOut(assign, playlists, (playlist) => canHandOut(auth, playlist.published), 'assign_playlists');
  if (unassign.some((id) => !playlists.has(id))) throw AppError.field('unassign_playlists', MSG.PLAYLISTS_INVALID);

  const enrolments = await getEnrolments(companyId, playlistEnrolmentKeys([user.user_id], [...assign, ...unassign]));
  const plan = planPlaylistAssignment({ userIds: [user.user_id], assign, unassign, enrolments });
  await apply(auth, plan);

  const name = `${user.first_name} ${user.last_name}`;
  return {
    message: assign.length > 0 ? MSG.PLAYLISTS_ENROLLED : MSG.PLAYLISTS_UNENROLLED,
    data: {
      summary: userAssignmentSummary(name, 'playlist', assign.length, unassign.length),
      enrolled: countOf(plan.assigned),
      unenrolled: countOf(plan.unassigned),
    },
  };
}

/**
 * POST /enrol/users-to-channel: every user gets every playlist. Users outside what the caller may assign are refused
 * whole with the same 422 whether they exist or not, so the call reveals nothing about other users.
 */
export async function assignUsersToPlaylists(auth: TAuth, body: TUsersToPlaylistsBody): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const userIds = unique(body.users);
  const playlistIds = unique(body.assign_playlists);
  assertTeamSelection(userIds, playlistIds, SELECTION);

  await assertAssignableUsers(auth, userIds);
  const playlists = await assignablePlaylists(companyId);
  assertHandOut(playlistIds, playlists, (playlist) => canHandOut(auth, playlist.published), 'assign_playlists');

  const enrolments = await getEnrolments(companyId, playlistEnrolmentKeys(userIds, playlistIds));
  const plan = planPlaylistAssignment({ userIds, assign: playlistIds, unassign: [], enrolments });
  await apply(auth, plan);

  return {
    message: playlistIds.length === 1 ? MSG.PLAYLIST_ENROLLED : MSG.PLAYLISTS_ENROLLED,
    data: {
      summary: teamAssignmentSummary(userIds.length, playlistIds.length, 'playlist'),
      enrolled: countOf(plan.assigned),
      unenrolled: 0,
    },
  };
}
