import * as z from 'zod/mini';
import { TEAM_EMAIL_LIMITS } from '../constants/users';
import { ZDeadlineDate } from './enrolment';
import { ZEmail, ZId, label, requiredString } from './fields';

/** A card of My Team (spec: Team user). */
export const ZTeamUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number(),
  /** The company logo (signed image URL), or null for the placeholder. */
  company_logo: z.nullable(z.string()),
  /** The user's picture (signed image URL), or null. */
  avatar: z.nullable(z.string()),
  total_courses: z.number(),
  total_in_progress: z.number(),
  total_completed_courses: z.number(),
  last_login: z.nullable(z.string()),
});
export type TTeamUser = z.infer<typeof ZTeamUser>;

/**
 * A card of My Team (GET /my-team): the team user with their deadlines as the Nudge needs them. Progress is the
 * counters (`total_completed_courses` of `total_courses`); the deadline counts are of course enrolments not complete.
 */
export const ZTeamCard = z.extend(ZTeamUser, {
  /** Courses whose deadline day has passed (Europe/London). */
  overdue_courses: z.number(),
  /** Courses due today or within the week (TEAM_NUDGE.dueSoonDays), not yet overdue. */
  due_soon_courses: z.number(),
});
export type TTeamCard = z.infer<typeof ZTeamCard>;

/** GET /v1/customer-user/{id}: one team member for the User Summary. */
export const ZCustomerUser = z.extend(ZTeamUser, {
  role_name: z.string(),
  unique_id: z.nullable(z.string()),
  total_groups: z.number(),
  total_channels: z.number(),
  total_not_started: z.number(),
  manager_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type TCustomerUser = z.infer<typeof ZCustomerUser>;

/** GET /v1/get-manager-teams: each manager with the members of their team. */
export const ZManagerTeam = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  total_users: z.number(),
  users: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })),
});

/** POST /v1/user/send-email: rich text from the editor, sanitised on the server before it is sent. */
export const ZSendEmailBody = z.object({
  subject: requiredString('subject', TEAM_EMAIL_LIMITS.subjectMax),
  email: ZEmail,
  content: requiredString('content', TEAM_EMAIL_LIMITS.contentMax),
});
export type TSendEmailBody = z.infer<typeof ZSendEmailBody>;

/** Ids per list in one team assignment: a company has at most 500 users and a few hundred courses. */
export const TEAM_ASSIGN_MAX = 500;
/** Enrolments (users × courses) one team-wide assignment may make: keeps one call well inside the API's time limit. */
export const TEAM_ASSIGN_PAIRS_MAX = 2000;

const ids = (field: string) =>
  z.optional(
    z
      .array(ZId, { error: `The ${label(field)} must be a list of ids.` })
      .check(z.maxLength(TEAM_ASSIGN_MAX, `The ${label(field)} may not have more than ${TEAM_ASSIGN_MAX} items.`)),
  );

/**
 * A course on the My Team assign panels (one user's Assigned / Unassigned lists, and the team-wide stepper's
 * course step). Learner spec, My Team: columns Course and Published.
 */
export const ZTeamCourse = z.object({
  id: z.string(),
  name: z.string(),
  /** Tick or cross; only published courses may be assigned. */
  published: z.boolean(),
  /** The user is enrolled on it (for the team-wide course step: always false). */
  enrolled: z.boolean(),
  /** Enrolled by an administrator or manager directly: only such an enrolment may be unassigned here. */
  individual: z.boolean(),
  /**
   * The row cannot be ticked: on the Assigned list, an enrolment only through a group (or playlist); on the
   * Unassigned list, a course that is not published.
   */
  disabled: z.boolean(),
  /** yyyy-mm-dd, the enrolment's deadline, or null. */
  deadline: z.nullable(z.string()),
});
export type TTeamCourse = z.infer<typeof ZTeamCourse>;

/**
 * The deadline of the courses a My Team call assigns, by the administrator's enrol rules (`selected_date`, a day from
 * today on); none when absent or null. Courses the user already holds individually keep their own.
 */
const teamDeadline = () => z.optional(z.nullable(ZDeadlineDate));

/** POST /v1/enrol/courses/{id} (id = the user): `assign_courses` enrol, `unassign_courses` unenrol (individual only). */
export const ZUserCoursesBody = z.object({
  assign_courses: ids('assign_courses'),
  unassign_courses: ids('unassign_courses'),
  selected_date: teamDeadline(),
});
export type TUserCoursesBody = z.input<typeof ZUserCoursesBody>;

/** POST /v1/enrol/users-to-courses: every user in `users` is enrolled on every course in `assign_courses`. */
export const ZUsersToCoursesBody = z.object({
  assign_courses: ids('assign_courses'),
  users: ids('users'),
  selected_date: teamDeadline(),
});
export type TUsersToCoursesBody = z.input<typeof ZUsersToCoursesBody>;

/** What a team assignment changed. */
export const ZTeamEnrolResult = z.object({
  message: z.string(),
  data: z.object({
    /** e.g. 'You have enrolled 2 user(s) on 3 course(s)'. */
    summary: z.string(),
    /** New enrolments (user × course) made by this call. */
    enrolled: z.number(),
    /** Enrolments removed by this call. */
    unenrolled: z.number(),
  }),
});
export type TTeamEnrolResult = z.infer<typeof ZTeamEnrolResult>;

/** POST /v1/my-team/{id}/nudge: what the member was reminded of. */
export const ZTeamNudgeResult = z.object({
  message: z.string(),
  data: z.object({
    overdue_courses: z.number(),
    due_soon_courses: z.number(),
    /** False when the member turned notification emails off: the bell notification alone was sent. */
    emailed: z.boolean(),
  }),
});
export type TTeamNudgeResult = z.infer<typeof ZTeamNudgeResult>;
