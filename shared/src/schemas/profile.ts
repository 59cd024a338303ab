import * as z from 'zod/mini';
import { ZPageQuery } from './common';
import { ZImageUrls } from './courses';
import { ZEmail, ZId, requiredString } from './fields';
import { ZLanguage, languageField } from './languages';
import { SUSPENSION_REASONS } from '../constants/billing';

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
export const ZDashboardPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  total_modules: z.number(),
});
export type TDashboardPlaylist = z.infer<typeof ZDashboardPlaylist>;

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

export const ZCompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  state: z.number(),
  state_description: z.string(),
  trial_days_left: z.number(),
  trial_expired_date: z.nullable(z.string()),
  banding: z.number(),
  banding_description: z.object({ name: z.string(), max: z.number() }),
  total_users: z.number(),
  company_logo: z.nullable(z.string()),
  created_at: z.string(),
  /** The BreatheHR import panel is shown (companies created before 2021-04-30, or with the setting on). */
  breathe_enabled: z.boolean(),
  /** 1: adding a user sends the welcome email (the /admin/users switch, POST /company/update-mail-setting); 0: not. */
  enable_mail: z.number(),
  /**
   * True while a self-registered company's mail to anyone but its administrator waits for the administrator's
   * verified address (not in the spec; docs/security.md): the admin screens say so.
   */
  mail_held: z.boolean(),
  /** States 2 and 4: why administration is paused (SUSPENSION_REASON); null or absent otherwise. */
  suspension_reason: z.optional(z.nullable(z.enum(SUSPENSION_REASONS))),
  /** The language of the company's users who have not chosen one (Company Information; en-GB until set). */
  default_language: languageField('default_language'),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

export const ZProfile = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number(),
  role_name: z.string(),
  is_reset_default_password: z.number(),
  is_notification: z.number(),
  last_login: z.nullable(z.string()),
  /** Signed image URLs of the profile picture, or null. */
  thumbnail: z.nullable(z.object({ key: z.string(), small: z.string(), medium: z.string(), thumb: z.string() })),
  /** Null for the super administrator, who belongs to no customer company. */
  company: z.nullable(ZCompanySummary),
  total_courses: z.number(),
  total_in_progress_courses: z.number(),
  total_completed_courses: z.number(),
  /** The Courses widget: a few enrolled, published courses, most recently active first (GET /user/profile only). */
  dashboardCourses: z.array(ZDashboardCourse),
  /**
   * The spec's Playlists widget field, kept empty: which playlists a learner may open (published ones) is the
   * playlists module's rule, so the dashboard reads GET /user/my-channels instead.
   */
  dashboardChannels: z.array(ZDashboardPlaylist),
  /** From the user's counters (kept on write): not started = total_courses - in progress - completed. */
  activityWidget: z.object({ not_started: z.number(), in_progress: z.number(), completed: z.number() }),
  /**
   * The language the product shows the user (issue 34): their own choice, else their company's `default_language`,
   * else en-GB (the super administrator's, who has no company, is their choice or en-GB).
   */
  language: ZLanguage,
  /** True when `language` is the user's own choice (the Profile's Language), false when it is the default. */
  language_chosen: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdateBody = z.object({
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
  email: ZEmail,
  /** Key returned by POST /v1/sign for an `avatar` upload; omitted keeps the picture, null removes it. */
  s3_url: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
  /**
   * Required when `email` differs from the current address: the change then waits for the link sent to the new
   * address (the profile keeps the old one until it is followed).
   */
  current_password: z.optional(z.string().check(z.maxLength(256))),
  /** The user's own language; omitted keeps it, null clears it (their company's default language then applies). */
  language: z.optional(z.nullable(ZLanguage)),
});
export type TProfileUpdateBody = z.infer<typeof ZProfileUpdateBody>;
