import { t } from '@lingui/core/macro';
import { MSG } from '@skillway/shared';
import type { TEnrolTarget } from '../../../components/enrolment/enrol-target';
import { specText } from '../../../i18n/spec-text';
import { playlistKeys } from '../api/query-keys';
import { assignPlaylist } from '../api/mutations';

/** Which playlist enrol panel is open: Enrol (tick who is not enrolled) or Unenroll (tick who is). */
export type TPlaylistEnrolMode = 'enrol' | 'unenrol';

/** The stepper's steps, in the active language. */
const steps = () => [t`Users`, t`Groups`] as const;

/**
 * Admin spec, playlist enrolment: assign_* enrol and unassign_* unenroll, users and groups alike. The wording is
 * read through getters, so each panel shows it in the language active when it renders, not when this module loaded.
 */
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
      get title() {
        return t`Enrol Users & Groups to Playlist`;
      },
      get steps() {
        return steps();
      },
      get submitLabel() {
        return t`Enrol Selected`;
      },
      enrolling: true,
      save: async (id, { users, groups }) => {
        const result = await assignPlaylist(id, { assign_users: users, assign_groups: groups });
        return specText(result.data.summary || result.message);
      },
    },
    unenrol: {
      get title() {
        return t`Unenroll Users & Groups from Playlist`;
      },
      get steps() {
        return steps();
      },
      get submitLabel() {
        return t`Unenroll Selected`;
      },
      enrolling: false,
      // Progress on courses held only through the playlist is deleted, so Unenroll asks first.
      get removal() {
        return { title: t`Unenroll from playlist`, message: specText(MSG.PLAYLIST_UNENROL_WARNING) };
      },
      save: async (id, { users, groups }) => {
        const result = await assignPlaylist(id, { unassign_users: users, unassign_groups: groups });
        return specText(result.data.summary || result.message);
      },
    },
  },
};
