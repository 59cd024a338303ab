import {
  MSG,
  ROLE,
  TEAM_ASSIGN_PAIRS_MAX,
  type TPageQuery,
  type TTeamEnrolResult,
  type TTeamPlaylist,
  type TUserPlaylistsBody,
  type TUsersToPlaylistsBody,
} from '@skillway/shared';
import type { TUserItem } from '../db/types';
import { changeEnrolments } from '../enrolment/change-enrolments';
import { publishPlaylistAssignments } from '../enrolment/playlist-enrolment-events';
import { getEnrolments, listUserEnrolments, type TEnrolmentItem } from '../enrolment/enrolment-repository';
import { matchesSearch, sortBy } from '../groups/list-options';
import { AppError } from '../http/app-error';
import { paginate } from '../http/pagination';
import type { TAuth } from '../http/principal';
import { assertCanAssignCourses, canAssignCourses } from '../team/policy';
import { listTeamMembers } from '../team/team-repository';
import { findUser, listCompanyUsers } from '../users/user-repository';
import { companyCourseLookup, isPublished, liveModules } from './playlist-courses';
import { canHandOut } from './playlist-policy';
import { listCompanyPlaylists } from './playlist-repository';
import {
  assertHandOut,
  planPlaylistAssignment,
  playlistEnrolmentKeys,
  presentTeamPlaylist,
  usersByPlaylist,
  type TAssignablePlaylist,
  type TPlaylistAssignmentPlan,
} from './team-playlist-rules';

const unique = (values: readonly string[] | undefined) => [...new Set(values ?? [])];
const plural = (n: number, noun: string) => `${n} ${noun}(s)`;

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
async function apply(auth: TAuth, plan: TPlaylistAssignmentPlan): Promise<void> {
  await changeEnrolments(auth.companyId, plan.changes);
  await publishPlaylistAssignments(auth, 'assigned', usersByPlaylist(plan.changes, 'add'));
  await publishPlaylistAssignments(auth, 'unassigned', usersByPlaylist(plan.changes, 'remove'));
}

const SEARCH_FIELDS = { name: (row: TTeamPlaylist) => row.name };
const SORT_FIELDS = { ...SEARCH_FIELDS, published: (row: TTeamPlaylist) => (row.published ? 1 : 0) };

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
  const user = assertCanAssignCourses(auth, await findUser(auth.companyId, userId));
  const [playlists, enrolments] = await Promise.all([
    assignablePlaylists(auth.companyId),
    listUserEnrolments(auth.companyId, user.user_id, 'channel'),
  ]);
  const byPlaylist = new Map<string, TEnrolmentItem>(enrolments.map((item) => [item.target_id, item]));
  const rows = [...playlists.values()]
    .filter((playlist) => byPlaylist.has(playlist.id) === (scope === 'enrolled'))
    .map((playlist) => presentTeamPlaylist(playlist, byPlaylist.get(playlist.id), canHandOut(auth, playlist.published)));
  const wanted = rows.filter((row) => matchesSearch(row, query.search, SEARCH_FIELDS, ['name']));
  return paginate(sortBy(wanted, query.orderBy, query.sortedBy, SORT_FIELDS, 'name'), {
    page: query.page,
    limit: query.limit,
    path,
  });
}

/**
 * POST /enrol/playlists/{id}: assign and unassign playlists for one user. A manager assigns only published playlists
 * to an active learner of their team (else 404 for the user, 422 for the playlist); unassigning takes away only the
 * direct enrolment and refuses one held through a group.
 */
export async function assignUserPlaylists(auth: TAuth, userId: string, body: TUserPlaylistsBody): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const user = assertCanAssignCourses(auth, await findUser(companyId, userId, true));
  const assign = unique(body.assign_playlists);
  const unassign = unique(body.unassign_playlists);
  if (assign.length + unassign.length === 0) throw AppError.field('assign_playlists', MSG.PLAYLISTS_NONE_SELECTED);
  const both = new Set(unassign);
  if (assign.some((id) => both.has(id))) throw AppError.field('assign_playlists', MSG.PLAYLISTS_BOTH);

  const playlists = await assignablePlaylists(companyId);
  assertHandOut(assign, playlists, (playlist) => canHandOut(auth, playlist.published), 'assign_playlists');
  if (unassign.some((id) => !playlists.has(id))) throw AppError.field('unassign_playlists', MSG.PLAYLISTS_INVALID);

  const enrolments = await getEnrolments(companyId, playlistEnrolmentKeys([user.user_id], [...assign, ...unassign]));
  const plan = planPlaylistAssignment({ userIds: [user.user_id], assign, unassign, enrolments });
  await apply(auth, plan);

  const name = `${user.first_name} ${user.last_name}`;
  const parts = [
    ...(assign.length > 0 ? [`assigned ${plural(assign.length, 'playlist')} to ${name}`] : []),
    ...(unassign.length > 0 ? [`unassigned ${plural(unassign.length, 'playlist')} from ${name}`] : []),
  ];
  return {
    message: assign.length > 0 ? MSG.PLAYLISTS_ENROLLED : MSG.PLAYLISTS_UNENROLLED,
    data: { summary: `You have ${parts.join(' and ')}`, enrolled: plan.assigned, unenrolled: plan.unassigned },
  };
}

/** The users the caller may assign, by id: a manager's active team (one index Query), or the company's active users. */
async function assignableUsers(auth: TAuth): Promise<Map<string, TUserItem>> {
  const candidates =
    auth.roleId === ROLE.MANAGER
      ? await listTeamMembers(auth.companyId, auth.userId)
      : await listCompanyUsers(auth.companyId, true);
  return new Map(candidates.filter((user) => canAssignCourses(auth, user)).map((user) => [user.user_id, user]));
}

/**
 * POST /enrol/users-to-channel: every user gets every playlist. Users outside what the caller may assign are refused
 * whole with the same 422 whether they exist or not, so the call reveals nothing about other users.
 */
export async function assignUsersToPlaylists(auth: TAuth, body: TUsersToPlaylistsBody): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const userIds = unique(body.users);
  const playlistIds = unique(body.assign_playlists);
  if (userIds.length === 0) throw AppError.field('users', MSG.TEAM_USERS_NONE_SELECTED);
  if (playlistIds.length === 0) throw AppError.field('assign_playlists', MSG.PLAYLISTS_NONE_SELECTED);
  if (userIds.length * playlistIds.length > TEAM_ASSIGN_PAIRS_MAX)
    throw AppError.field('assign_playlists', MSG.TEAM_ASSIGN_TOO_MANY);

  const allowed = await assignableUsers(auth);
  if (userIds.some((id) => !allowed.has(id))) throw AppError.field('users', MSG.TEAM_USERS_NOT_IN_TEAM);
  const playlists = await assignablePlaylists(companyId);
  assertHandOut(playlistIds, playlists, (playlist) => canHandOut(auth, playlist.published), 'assign_playlists');

  const enrolments = await getEnrolments(companyId, playlistEnrolmentKeys(userIds, playlistIds));
  const plan = planPlaylistAssignment({ userIds, assign: playlistIds, unassign: [], enrolments });
  await apply(auth, plan);

  return {
    message: playlistIds.length === 1 ? MSG.PLAYLIST_ENROLLED : MSG.PLAYLISTS_ENROLLED,
    data: {
      summary: `You have enrolled ${plural(userIds.length, 'user')} on ${plural(playlistIds.length, 'playlist')}`,
      enrolled: plan.assigned,
      unenrolled: 0,
    },
  };
}
