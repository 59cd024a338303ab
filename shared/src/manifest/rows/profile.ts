import { list } from '../../schemas/common';
import { ZUserPlaylistRow, ZUserPlaylistsQuery } from '../../schemas/profile';
import { ZUserCourseRow, ZUserCoursesQuery } from '../../schemas/users';
import { defineRows } from '../types';

/**
 * A learner's progress (learner spec: Profile Courses and Activity, Profile Playlists, the User Summary): the user's
 * course and playlist rows. Without `id` the caller's own; with `id` another user of the company the caller may see
 * (the administrator: anyone; a manager: their team; anyone else: 404). The dashboard widgets ride on
 * GET /user/profile, the User Summary's header on GET /customer-user/{id}.
 */
export const learnerProfileRows = defineRows({
  'users.courses': {
    method: 'GET', path: '/v1/users/courses', handler: 'api/profile/list-user-courses', access: 'authenticated', tag: 'Profile',
    summary: 'A user\'s course rows with progress, dates, test result and certificate: one\'s own, or with ?id= a company user (administrator) or a team member (manager). Paged; orderBy title, state, enrolled_at, started_at, completed_at, progress, deadline, test_score; search title:{text}.',
    request: { query: ZUserCoursesQuery }, response: list(ZUserCourseRow),
  },
  'learnerProfile.playlists': {
    method: 'GET', path: '/v1/user/channels', handler: 'api/profile/list-user-playlists', access: 'authenticated', tag: 'Profile',
    summary: 'A user\'s playlist enrolments (Profile Playlists): one\'s own, or with ?id= as for /users/courses. Paged; orderBy enrolled_at, deadline.',
    request: { query: ZUserPlaylistsQuery }, response: list(ZUserPlaylistRow),
  },
});
