import { MSG } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { courseExists, requireCourse } from '../../content/courses/course-repository';
import { findPlaylist, requirePlaylist } from '../../content/playlists/playlist-repository';
import type { TTarget, TTargetType } from './enrolment-rules';
import { courseTarget, playlistTarget } from './enrolment-targets';

/**
 * What tells a course apart from a playlist wherever users and groups are enrolled on one: the same commands, lists
 * and events serve both, reading the differences from here.
 */
export interface TEnrolmentTargetKind {
  type: TTargetType;
  targetOf: (id: string) => TTarget;
  /** The target by id with its name; 404 for an unknown one (or another company's). */
  require: (companyId: string, id: string) => Promise<{ id: string; name: string }>;
  /** Whether it still exists when a group is linked to it. */
  exists: (companyId: string, id: string) => Promise<boolean>;
  /** The events announcing enrolments made and taken away. */
  events: { assigned: string; unassigned: string };
  /**
   * A course's enrolments carry deadlines (the enrol call takes one, deadlines can be changed); a playlist has none.
   */
  deadlines?: { set: string; changed: string };
  /** The message of a call that only unenrols; without one, the enrol message answers every call. */
  unenrolledMessage?: string;
  /** A course's lists show each learner's progress and the deadline each enrolled group gives. */
  lists: { withProgress: boolean; withGroupDeadlines: boolean };
}

export const COURSE_ENROLMENT = {
  type: 'course',
  targetOf: courseTarget,
  require: async (companyId, id) => {
    const course = await requireCourse(companyId, id);
    return { id: course.course_id, name: course.name };
  },
  exists: courseExists,
  events: { assigned: DETAIL_TYPE.COURSE_ASSIGNED, unassigned: DETAIL_TYPE.COURSE_UNASSIGNED },
  deadlines: { set: DETAIL_TYPE.COURSE_DEADLINE_SET, changed: DETAIL_TYPE.COURSE_DEADLINE_CHANGED },
  lists: { withProgress: true, withGroupDeadlines: true },
} satisfies TEnrolmentTargetKind;

export const PLAYLIST_ENROLMENT: TEnrolmentTargetKind = {
  type: 'channel',
  targetOf: playlistTarget,
  require: async (companyId, id) => {
    const playlist = await requirePlaylist(companyId, id);
    return { id: playlist.playlist_id, name: playlist.name };
  },
  exists: async (companyId, id) => (await findPlaylist(companyId, id)) !== undefined,
  events: { assigned: DETAIL_TYPE.PLAYLIST_ASSIGNED, unassigned: DETAIL_TYPE.PLAYLIST_UNASSIGNED },
  unenrolledMessage: MSG.PLAYLIST_USERS_UNENROLLED,
  lists: { withProgress: false, withGroupDeadlines: false },
};
