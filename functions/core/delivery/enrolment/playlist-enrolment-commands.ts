import { MSG, type TCourseEnrolResult, type TPlaylistAssignBody } from '@skillway/shared';
import { checkDisjoint, checkGroups, checkUsers } from './course-enrolment-commands';
import { enrolUsers, unenrolUsers } from './enrol-users';
import { addGroupTarget, removeGroupTarget } from './group-enrolment';
import { playlistTarget } from './playlist-enrolment';
import { publishPlaylistEnrolmentEvent } from './playlist-enrolment-events';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { findPlaylist, requirePlaylist } from '../../content/playlists/playlist-repository';

const unique = (values: readonly string[] | undefined) => [...new Set(values ?? [])];
const plural = (n: number, noun: string) => `${n} ${noun}(s)`;
const andGroups = (n: number) => (n > 0 ? ` and ${plural(n, 'group')}` : '');

/**
 * POST /channel/assign/{id} (the Enrol and Unenroll panels): `assign_*` enrol, `unassign_*` unenrol, as for a course
 * (DESIGN.md: the fields mean what they say, unlike the old client). Users must be active users of the company and
 * groups its groups (422 otherwise). Users enrolled here hold the `individual` source on the playlist, members of an
 * enrolled group the group's; either way the enrolment module gives them the playlist's courses. Playlists have no
 * deadline. Unenrolling takes away only what this call names: a user still in an enrolled group stays enrolled.
 * Each side is announced as a playlist.assigned / playlist.unassigned event for the notifications.
 */
export async function assignPlaylist(auth: TAuth, playlistId: string, body: TPlaylistAssignBody): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const playlist = await requirePlaylist(companyId, playlistId);
  const target = playlistTarget(playlist.playlist_id);
  const assignUsers = unique(body.assign_users);
  const unassignUsers = unique(body.unassign_users);
  const assignGroups = unique(body.assign_groups);
  const unassignGroups = unique(body.unassign_groups);
  if (assignUsers.length + unassignUsers.length + assignGroups.length + unassignGroups.length === 0)
    throw AppError.field('assign_users', MSG.ENROL_NOTHING_SELECTED);
  checkDisjoint(assignUsers, unassignUsers, 'assign_users');
  checkDisjoint(assignGroups, unassignGroups, 'assign_groups');
  await checkUsers(companyId, { assign_users: assignUsers, unassign_users: unassignUsers }, ['assign_users']);
  await checkGroups(companyId, { assign_groups: assignGroups, unassign_groups: unassignGroups });

  await enrolUsers(companyId, target, assignUsers);
  await unenrolUsers(companyId, target, unassignUsers);
  const targetExists = async (company: string) => (await findPlaylist(company, playlist.playlist_id)) !== undefined;
  for (const groupId of assignGroups) await addGroupTarget(companyId, groupId, target, { targetExists });
  for (const groupId of unassignGroups) await removeGroupTarget(companyId, groupId, target);
  await publishPlaylistEnrolmentEvent('assigned', auth, playlist.playlist_id, { userIds: assignUsers, groupIds: assignGroups });
  await publishPlaylistEnrolmentEvent('unassigned', auth, playlist.playlist_id, {
    userIds: unassignUsers,
    groupIds: unassignGroups,
  });

  const counts = {
    enrolled_users: assignUsers.length,
    unenrolled_users: unassignUsers.length,
    enrolled_groups: assignGroups.length,
    unenrolled_groups: unassignGroups.length,
  };
  if (assignUsers.length + assignGroups.length > 0) {
    return {
      message: MSG.ENROL_USERS_ENROLLED,
      data: {
        summary: `You have enrolled ${plural(assignUsers.length, 'user')}${andGroups(assignGroups.length)} on to ${playlist.name}`,
        ...counts,
      },
    };
  }
  return {
    message: MSG.PLAYLIST_USERS_UNENROLLED,
    data: {
      summary: `You have unenrolled ${plural(unassignUsers.length, 'user')}${andGroups(unassignGroups.length)} from ${playlist.name}`,
      ...counts,
    },
  };
}
