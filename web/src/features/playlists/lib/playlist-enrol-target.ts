import { MSG } from '@skillway/shared';
import type { TEnrolTarget } from '../../../components/enrolment/enrol-target';
import { playlistKeys } from '../api/query-keys';
import { assignPlaylist } from '../api/mutations';

/** Which playlist enrol panel is open: Enrol (tick who is not enrolled) or Unenroll (tick who is). */
export type TPlaylistEnrolMode = 'enrol' | 'unenrol';

const STEPS = ['Users', 'Groups'] as const;

/** Admin spec, playlist enrolment: assign_* enrol and unassign_* unenroll, users and groups alike. */
export const PLAYLIST_ENROL_TARGET: TEnrolTarget<TPlaylistEnrolMode> = {
  noun: 'playlist',
  lists: {
    enrolledUsers: 'playlists.enrolledUsers',
    unenrolledUsers: 'playlists.unenrolledUsers',
    enrolledGroups: 'playlists.enrolledGroups',
    unenrolledGroups: 'playlists.unenrolledGroups',
  },
  listKey: playlistKeys.enrolment,
  // The list's counters and what learners see both move, so the admin and the learner's playlists refresh.
  invalidates: [playlistKeys.enrolments, playlistKeys.all],
  showDeadlines: false,
  offersEnrolAll: false,
  headingsOpenLaterSteps: true,
  modes: {
    enrol: {
      title: 'Enrol Users & Groups to Playlist',
      steps: STEPS,
      submitLabel: 'Enrol Selected',
      enrolling: true,
      save: async (id, { users, groups }) => {
        const result = await assignPlaylist(id, { assign_users: users, assign_groups: groups });
        return result.data.summary || result.message;
      },
    },
    unenrol: {
      title: 'Unenroll Users & Groups from Playlist',
      steps: STEPS,
      submitLabel: 'Unenroll Selected',
      enrolling: false,
      // Progress on courses held only through the playlist is deleted, so Unenroll asks first.
      removal: { title: 'Unenroll from playlist', message: MSG.PLAYLIST_UNENROL_WARNING },
      save: async (id, { users, groups }) => {
        const result = await assignPlaylist(id, { unassign_users: users, unassign_groups: groups });
        return result.data.summary || result.message;
      },
    },
  },
};
