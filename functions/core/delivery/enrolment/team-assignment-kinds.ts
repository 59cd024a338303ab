import { MSG, type TTeamCourse, type TTeamPlaylist } from '@skillway/shared';
import { listCompanyCourses } from '../../content/courses/course-repository';
import type { TEnrolmentItem } from './enrolment-repository';
import { COURSE_ENROLMENT, PLAYLIST_ENROLMENT, type TEnrolmentTargetKind } from './enrolment-target-kinds';
import type { TAuth } from '../../platform/http/principal';
import { companyCourseLookup, isPublished, liveModules } from '../../content/playlists/playlist-courses';
import { canHandOut } from '../../content/playlists/playlist-policy';
import { listCompanyPlaylists } from '../../content/playlists/playlist-repository';

/** A course or playlist My Team's panels may hand out. */
export interface TAssignable {
  id: string;
  name: string;
  published: boolean;
}

/** What every row of the assign panels shows, course or playlist. */
export type TTeamRowBase = Pick<TTeamCourse, 'id' | 'name' | 'published' | 'enrolled' | 'individual' | 'disabled'>;

/**
 * What tells My Team's course assignment apart from its playlist assignment: the same commands, rules and lists
 * serve both, reading the differences (fields, messages, who may hand out what, a row's extra column) from here.
 */
export interface TTeamAssignmentKind<
  TItem extends TAssignable = TAssignable,
  TRow extends TTeamRowBase = TTeamRowBase,
> {
  enrolment: TEnrolmentTargetKind;
  /** The word in the summaries ("You have assigned 2 course(s) to Ann Lee"). */
  noun: string;
  /** The body fields the targets to assign and unassign arrive in. */
  fields: { assign: string; unassign: string };
  messages: {
    none: string;
    both: string;
    invalid: string;
    unpublished: string;
    /** Unassigning an enrolment held only through a group (or, for a course, a playlist). */
    throughGroup: string;
    userEnrolled: string;
    userUnenrolled: string;
    teamEnrolled: (targets: number) => string;
  };
  // Methods, not function properties: a kind of a narrower item still passes where any kind is taken.
  /** The company's targets by id (one Query each for what they need). */
  load(companyId: string): Promise<Map<string, TItem>>;
  mayHandOut(auth: Pick<TAuth, 'roleId'>, item: TItem): boolean;
  /** The row with the kind's own column (a course's deadline, a playlist's number of courses). */
  present(base: TTeamRowBase, item: TItem, enrolment: TEnrolmentItem | undefined): TRow;
}

/** Courses: only published ones are handed out, whoever the caller. */
export const TEAM_COURSES: TTeamAssignmentKind<TAssignable, TTeamCourse> = {
  enrolment: COURSE_ENROLMENT,
  noun: 'course',
  fields: { assign: 'assign_courses', unassign: 'unassign_courses' },
  messages: {
    none: MSG.TEAM_COURSES_NONE_SELECTED,
    both: MSG.TEAM_COURSES_BOTH,
    invalid: MSG.TEAM_COURSES_INVALID,
    unpublished: MSG.TEAM_COURSE_UNPUBLISHED,
    throughGroup: MSG.TEAM_COURSE_THROUGH_GROUP,
    userEnrolled: MSG.TEAM_COURSES_ENROLLED,
    userUnenrolled: MSG.TEAM_COURSES_UNENROLLED,
    teamEnrolled: () => MSG.TEAM_COURSES_ENROLLED,
  },
  load: async (companyId) =>
    new Map(
      (await listCompanyCourses(companyId)).map((course) => [
        course.course_id,
        { id: course.course_id, name: course.name, published: course.published },
      ]),
    ),
  mayHandOut: (_auth, course) => course.published,
  present: (base, _course, enrolment) => ({ ...base, deadline: enrolment?.deadline || null }),
};

interface TAssignablePlaylist extends TAssignable {
  total_modules: number;
}

/** Playlists: a manager hands out only published ones (see canHandOut), the administrator any. */
export const TEAM_PLAYLISTS: TTeamAssignmentKind<TAssignablePlaylist, TTeamPlaylist> = {
  enrolment: PLAYLIST_ENROLMENT,
  noun: 'playlist',
  fields: { assign: 'assign_playlists', unassign: 'unassign_playlists' },
  messages: {
    none: MSG.PLAYLISTS_NONE_SELECTED,
    both: MSG.PLAYLISTS_BOTH,
    invalid: MSG.PLAYLISTS_INVALID,
    unpublished: MSG.PLAYLIST_UNPUBLISHED,
    throughGroup: MSG.PLAYLIST_THROUGH_GROUP,
    userEnrolled: MSG.PLAYLISTS_ENROLLED,
    userUnenrolled: MSG.PLAYLISTS_UNENROLLED,
    teamEnrolled: (targets) => (targets === 1 ? MSG.PLAYLIST_ENROLLED : MSG.PLAYLISTS_ENROLLED),
  },
  load: async (companyId) => {
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
  },
  mayHandOut: (auth, playlist) => canHandOut(auth, playlist.published),
  present: (base, playlist) => ({ ...base, total_modules: playlist.total_modules }),
};
