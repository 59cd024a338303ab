import * as z from 'zod/mini';
import { ZPageQuery } from './common';
import { ZImageUrls } from './course-image';
import { ZId } from './fields';

/**
 * The learner's own progress screens (learner spec: Dashboard, Profile Courses and Activity, Profile Playlists).
 * The user course row itself is ZUserCourseRow (schemas/users.ts): the admin user-course report shows the same rows.
 */

/** How many enrolled courses the dashboard's Courses widget shows, most recently active first. */
export const DASHBOARD_COURSES_MAX = 4;

/** One course card of the dashboard's Courses widget. */
export const ZDashboardCourse = z.object({
  /** The course id (the player is /courses/player/{id}). */
  id: z.string(),
  name: z.string(),
  /** USER_COURSE_STATE and its text. */
  state: z.number(),
  state_text: z.string(),
  /** Whole percent 0..100. */
  progress: z.number(),
  thumbnail: z.nullable(ZImageUrls),
  /** yyyy-mm-dd, or null. */
  deadline: z.nullable(z.string()),
  /** ISO time of the last access, else of the enrolment: the widget's order. */
  last_activity_at: z.string(),
});
export type TDashboardCourse = z.infer<typeof ZDashboardCourse>;

/** How many playlists the dashboard's Playlists widget shows. */
export const DASHBOARD_CHANNELS_MAX = 4;

/** One playlist of the dashboard's Playlists widget (spec entity Playlist: id, name, total_modules). */
export const ZDashboardChannel = z.object({
  id: z.string(),
  name: z.string(),
  total_modules: z.number(),
});

/**
 * One playlist enrolment of the user (Profile Playlists: name, modules, a view button to the playlist). The user's
 * own list holds only the playlists they can open (published ones); an administrator or manager looking at someone
 * else's sees every enrolment, `published` telling which the user can take.
 */
export const ZUserPlaylistRow = z.object({
  /** The playlist (channel) id: /playlist/details/{id}. */
  id: z.string(),
  name: z.string(),
  /** The playlist's published courses: the modules the user can take. */
  total_modules: z.number(),
  /** At least one of its courses is published (else the user cannot open it). */
  published: z.boolean(),
  /** dd-mm-yyyy, or null. */
  enrolled_date_formatted: z.nullable(z.string()),
  deadline_formatted: z.nullable(z.string()),
});
export type TUserPlaylistRow = z.infer<typeof ZUserPlaylistRow>;

/** GET /v1/user/channels: paging, `orderBy=name|total_modules|enrolled_at|deadline`, search name:{text}, optional `id`. */
export const ZUserPlaylistsQuery = z.extend(ZPageQuery, { id: z.optional(ZId) });
