import * as z from 'zod/mini';
import { ZEmail, requiredString } from './fields';
import { ZDashboardChannel, ZDashboardCourse } from './profile';

const ZCompanySummary = z.object({
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
  dashboardChannels: z.array(ZDashboardChannel),
  /** From the user's counters (kept on write): not started = total_courses - in progress - completed. */
  activityWidget: z.object({ not_started: z.number(), in_progress: z.number(), completed: z.number() }),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdateBody = z.object({
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
  email: ZEmail,
  /** Key returned by POST /v1/sign for an `avatar` upload; omitted keeps the picture, null removes it. */
  s3_url: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
});
export type TProfileUpdateBody = z.infer<typeof ZProfileUpdateBody>;
