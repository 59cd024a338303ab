import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZCourseEnrolGroup, ZCourseEnrolResult, ZCourseEnrolUser } from '../../schemas/enrolment';
import { ZId } from '../../schemas/fields';
import {
  ZPlaylist,
  ZPlaylistAddCourseBody,
  ZPlaylistAsset,
  ZPlaylistAssetBody,
  ZPlaylistAssignBody,
  ZPlaylistCourseOrderBody,
  ZPlaylistCreateBody,
  ZPlaylistModulesBody,
  ZPlaylistShowQuery,
  ZPlaylistUpdateBody,
  ZTeamPlaylist,
  ZUserPlaylistsBody,
  ZUsersToPlaylistsBody,
} from '../../schemas/playlists';
import { ZTeamEnrolResult } from '../../schemas/team';
import { ADMINS, ADMINS_AND_MANAGERS, COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * Playlists, also called channels (administration spec: Playlist admin list, section 7 Playlists; learner spec:
 * Playlists, Playlist details, My Team, section 7). Administrators manage their company's playlists. What a caller
 * sees of the list and of one playlist depends on the role: the administrator every playlist, a manager the published
 * ones (to assign) and their own, a learner only the published playlists they are enrolled on (else 404).
 * Enrolment goes through functions/core/delivery/enrolment: a user enrolled on a playlist holds `channel:<id>` on its courses.
 * The enrol panels' list paths follow the spec's /channel/... calls; /channel/groups/{id} lists the groups not enrolled.
 */
export const playlistRows = defineRows({
  'playlists.list': {
    method: 'GET',
    path: '/v1/channels',
    handler: 'api/playlists/list-playlists',
    access: COMPANY_ROLES,
    tag: 'Playlists',
    summary:
      'Playlists, paged, search=name:text, include=supplementalMaterial,modules,publishedmodules. The administrator: every playlist of the company; a manager: the published ones; a learner: the published ones they are enrolled on.',
    request: { query: ZPageQuery },
    response: list(ZPlaylist),
    audit: NOT_AUDITED.READ,
  },
  'playlists.get': {
    method: 'GET',
    path: '/v1/channels/{id}',
    handler: 'api/playlists/get-playlist',
    access: COMPANY_ROLES,
    tag: 'Playlists',
    summary:
      'One playlist; include=modules (organised, courses, kanban), publishedmodules, supplementalMaterial (download links are short-lived). A learner sees it only when enrolled and it is published, and only its published courses; else 404.',
    request: { params: idParam, query: ZPlaylistShowQuery },
    response: one(ZPlaylist),
    audit: NOT_AUDITED.READ,
  },
  'playlists.create': {
    method: 'POST',
    path: '/v1/channels',
    handler: 'api/playlists/create-playlist',
    access: ADMINS,
    tag: 'Playlists',
    status: 201,
    summary:
      'Add a playlist (one level, no courses): name, sanitised rich-text description, and an icon (thumbnailOption icon) or a verified png/jpg image upload (thumbnailOption image, s3_url).',
    request: { body: ZPlaylistCreateBody },
    response: one(ZPlaylist),
    audit: { items: ['Playlist', 'PlaylistAsset'] },
  },
  'playlists.update': {
    method: 'PATCH',
    path: '/v1/channels/{id}',
    handler: 'api/playlists/update-playlist',
    access: ADMINS,
    tag: 'Playlists',
    summary: "Edit a playlist's name, description, icon or image; omitted fields keep their value.",
    request: { params: idParam, body: ZPlaylistUpdateBody },
    response: one(ZPlaylist),
    audit: { items: ['Playlist', 'PlaylistAsset'] },
  },
  'playlists.delete': {
    method: 'DELETE',
    path: '/v1/channels/{id}',
    handler: 'api/playlists/delete-playlist',
    access: ADMINS,
    tag: 'Playlists',
    summary:
      'Delete a playlist with its files: its users and groups are unenrolled, and users lose the courses they had only through it (with their progress).',
    request: { params: idParam },
    response: ZMessage,
    timeoutSeconds: 29,
    audit: { items: ['Playlist', 'PlaylistAsset', 'GroupTarget', 'Enrolment'] },
  },
  'playlists.addCourse': {
    method: 'POST',
    path: '/v1/channel/course',
    handler: 'api/playlists/add-playlist-course',
    access: ADMINS,
    tag: 'Playlists',
    summary:
      "Add one course of the company to a playlist on a level (0 or absent: Unassigned Modules); the playlist's users are enrolled on it.",
    request: { body: ZPlaylistAddCourseBody },
    response: one(ZPlaylist),
    timeoutSeconds: 29,
    audit: { items: ['Playlist', 'Enrolment'] },
  },
  'playlists.saveModules': {
    method: 'POST',
    path: '/v1/channel/modules/{id}',
    handler: 'api/playlists/save-playlist-modules',
    access: ADMINS,
    tag: 'Playlists',
    summary:
      "Add / Remove Courses: the course ids the playlist holds afterwards. New courses go to Unassigned Modules and the playlist's users are enrolled on them; removed ones lose only the playlist's enrolment source.",
    request: { params: idParam, body: ZPlaylistModulesBody },
    response: one(ZPlaylist),
    timeoutSeconds: 29,
    audit: { items: ['Playlist', 'Enrolment'] },
  },
  'playlists.courseOrder': {
    method: 'POST',
    path: '/v1/channel/course-order',
    handler: 'api/playlists/save-course-order',
    access: ADMINS,
    tag: 'Playlists',
    summary: "The organiser's save: the number of levels and every course's level (0 = Unassigned Modules) and order.",
    request: { body: ZPlaylistCourseOrderBody },
    response: one(ZPlaylist),
    audit: { items: ['Playlist'] },
  },
  'playlists.assign': {
    method: 'POST',
    path: '/v1/channel/assign/{id}',
    handler: 'api/playlists/assign-playlist',
    access: ADMINS,
    tag: 'Playlists',
    summary:
      "Enrol (assign_users, assign_groups) and unenrol (unassign_users, unassign_groups) users and groups; enrolled users get the playlist's courses.",
    request: { params: idParam, body: ZPlaylistAssignBody },
    response: ZCourseEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment', 'GroupTarget'] },
  },
  'playlists.addAsset': {
    method: 'POST',
    path: '/v1/channel/asset',
    handler: 'api/playlists/add-playlist-asset',
    access: ADMINS,
    tag: 'Playlists',
    status: 201,
    summary:
      'Additional Content: a title and a verified playlist-material upload (s3_url: pdf, Office, png or jpg, 10 MB).',
    request: { body: ZPlaylistAssetBody },
    response: one(ZPlaylistAsset),
    audit: { items: ['PlaylistAsset'] },
  },
  'playlists.removeAsset': {
    method: 'DELETE',
    path: '/v1/channel/asset/{id}',
    handler: 'api/playlists/remove-playlist-asset',
    access: ADMINS,
    tag: 'Playlists',
    summary: 'Remove an Additional Content file (and its stored file).',
    request: { params: idParam },
    response: ZMessage,
    audit: { items: ['PlaylistAsset'] },
  },
  'playlists.enrolledUsers': {
    method: 'GET',
    path: '/v1/channel/enrolled-users/{id}',
    handler: 'api/playlists/list-enrolled-users',
    access: ADMINS,
    tag: 'Playlists',
    summary:
      'Users enrolled on the playlist, paged, search=first_name:text;last_name:text; `disabled` marks users enrolled only through a group.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'playlists.unenrolledUsers': {
    method: 'GET',
    path: '/v1/channel/unenrolled-users/{id}',
    handler: 'api/playlists/list-unenrolled-users',
    access: ADMINS,
    tag: 'Playlists',
    summary: 'Active users of the company not enrolled on the playlist, paged and searchable.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'playlists.allUsers': {
    method: 'GET',
    path: '/v1/channel/users/all/{id}',
    handler: 'api/playlists/list-all-users',
    access: ADMINS,
    tag: 'Playlists',
    summary:
      'Every active user of the company with whether (and how) they are enrolled on the playlist, paged and searchable.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'playlists.enrolledGroups': {
    method: 'GET',
    path: '/v1/channel/enrolled-groups/{id}',
    handler: 'api/playlists/list-enrolled-groups',
    access: ADMINS,
    tag: 'Playlists',
    summary: 'Groups enrolled on the playlist, paged, search=name:text.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolGroup),
    audit: NOT_AUDITED.READ,
  },
  'playlists.unenrolledGroups': {
    method: 'GET',
    path: '/v1/channel/groups/{id}',
    handler: 'api/playlists/list-unenrolled-groups',
    access: ADMINS,
    tag: 'Playlists',
    summary: 'Groups of the company not enrolled on the playlist, paged, search=name:text.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolGroup),
    audit: NOT_AUDITED.READ,
  },
  'playlists.userEnrolled': {
    method: 'GET',
    path: '/v1/enrolled-user-playlists/{id}',
    handler: 'api/playlists/list-user-playlists',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'The playlists user {id} is enrolled on (Playlist Assigned), paged, search=name:text; `disabled` marks enrolments only through a group. A manager: members of their team only.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZTeamPlaylist),
    audit: NOT_AUDITED.READ,
  },
  'playlists.userUnenrolled': {
    method: 'GET',
    path: '/v1/unenrolled-user-playlists/{id}',
    handler: 'api/playlists/list-user-unenrolled-playlists',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      "The company's playlists user {id} is not enrolled on (Playlist Unassigned), paged, search=name:text; for a manager, unpublished ones are `disabled`.",
    request: { params: idParam, query: ZPageQuery },
    response: list(ZTeamPlaylist),
    audit: NOT_AUDITED.READ,
  },
  'playlists.enrolUser': {
    method: 'POST',
    path: '/v1/enrol/playlists/{id}',
    handler: 'api/playlists/enrol-user-playlists',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'Assign (assign_playlists) and unassign (unassign_playlists: direct enrolments only) playlists for user {id}. A manager: their own team and published playlists only; the administrator: any active user.',
    request: { params: idParam, body: ZUserPlaylistsBody },
    response: ZTeamEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment'] },
  },
  'playlists.enrolUsers': {
    method: 'POST',
    path: '/v1/enrol/users-to-channel',
    handler: 'api/playlists/enrol-users-to-playlists',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'Assign every playlist in assign_playlists to every user in users (a manager: members of their team, published playlists).',
    request: { body: ZUsersToPlaylistsBody },
    response: ZTeamEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment'] },
  },
  'playlists.mine': {
    method: 'GET',
    path: '/v1/user/my-channels',
    handler: 'api/playlists/list-my-playlists',
    access: COMPANY_ROLES,
    tag: 'Playlists',
    summary:
      'My Playlists: the published playlists the caller is enrolled on (directly or through a group), paged, search=name:text.',
    request: { query: ZPageQuery },
    response: list(ZPlaylist),
    audit: NOT_AUDITED.READ,
  },
});
