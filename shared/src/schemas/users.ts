import * as z from 'zod/mini';
import { MSG } from '../constants/messages';
import { ROLE } from '../constants/roles';
import { MAX_GROUPS_PER_USER, MAX_TEAM_SIZE, WELCOME_EMAIL_OPTION } from '../constants/users';
import { ZPageQuery, ZPaginationMeta } from './common';
import { ZEmail, ZId, ZPassword, dayQuery, optionalString, requiredString, userIdentity } from './fields';

const ZFlagInput = z.union([z.boolean(), z.number(), z.string()]);
const toFlag = (value: boolean | number | string): 0 | 1 =>
  value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;

/** A 0/1 flag as the spec's forms send it (1, 0, true, false or their strings); anything else is refused. */
function strictFlag(field: string) {
  const label = field.replace(/_/g, ' ');
  return z.pipe(
    ZFlagInput.check(
      z.refine(
        (value) => [0, 1, true, false, '0', '1', 'true', 'false'].includes(value as never),
        `The ${label} field must be true or false.`,
      ),
    ),
    z.transform(toFlag),
  );
}

/** A list of ids: an array, or a comma-separated string as query strings carry it. */
function idList(field: string, max: number) {
  const label = field.replace(/_/g, ' ');
  return z.pipe(
    z.union([z.array(z.string()), z.string()], { error: `The ${label} must be a list.` }),
    z
      .transform((value: string | string[]) =>
        (Array.isArray(value) ? value : value.split(',')).map((id) => String(id).trim()).filter((id) => id.length > 0),
      )
      .check(
        z.refine((ids) => ids.length <= max, `The ${label} may not have more than ${max} items.`),
        z.refine((ids) => ids.every((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)), `The ${label} contain an invalid id.`),
      ),
  );
}

/** `dd-mm-yyyy` (the screens' format) or `yyyy-mm-dd`, normalised to `yyyy-mm-dd`: a day the calendar has. */
const ZDateQuery = dayQuery({ realDay: true });

const ZRoleChoice = z.pipe(
  z.union([z.number(), z.string()], { error: 'The role id field is required.' }),
  z
    .transform(Number)
    .check(
      z.refine((n) => n === ROLE.ADMIN || n === ROLE.USER || n === ROLE.MANAGER, 'The selected role id is invalid.'),
    ),
);

const ZGroupRef = z.object({ id: z.string(), name: z.string() });
export type TGroupRef = z.infer<typeof ZGroupRef>;

/** Per-user counters, maintained on write by the features that change them (enrolment, groups, playlists). */
const counters = {
  total_courses: z.number(),
  total_groups: z.number(),
  total_channels: z.number(),
  total_in_progress: z.number(),
  total_completed_courses: z.number(),
};

/** A row of the user management table (GET /v1/clients) and of the archived list. */
export const ZUserRow = z.object({
  ...userIdentity,
  role_id: z.number(),
  role_name: z.string(),
  last_login: z.nullable(z.string()),
  created_at: z.string(),
  /** True once the user has chosen their own password (signed in and replaced the temporary one). */
  confirmed: z.boolean(),
  /** 1 once a welcome email went out. */
  is_mail_sent: z.number(),
  is_archived: z.number(),
  archived_at: z.nullable(z.string()),
  manager_id: z.nullable(z.string()),
  groups: z.array(ZGroupRef),
  ...counters,
});
export type TUserRow = z.infer<typeof ZUserRow>;

/** GET /v1/users/{id}: the row plus the manager's team and the notification switch. */
export const ZUserDetail = z.extend(ZUserRow, {
  assigned_users: z.array(z.string()),
  is_notification: z.number(),
  company_id: z.string(),
  /** Whether the user has two-step verification set up (the administrator's Reset is offered only then). */
  two_step_enabled: z.boolean(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

/** The counter 'Current Users: N / max' (active users against the band's maximum). */
const ZUserCounter = z.object({ current: z.number(), max: z.number() });
export type TUserCounter = z.infer<typeof ZUserCounter>;

export const ZUserListResponse = z.object({
  data: z.array(ZUserRow),
  meta: z.extend(ZPaginationMeta, { users: ZUserCounter }),
});

/** GET /v1/clients: paging, `search=first_name:..;last_name:..`, created-date range, groups (any of). */
export const ZUserListQuery = z.extend(ZPageQuery, {
  start: z.optional(ZDateQuery),
  end: z.optional(ZDateQuery),
  groups: z.optional(idList('groups', 100)),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** Company ids only matter to the super administrator (the one cross-tenant role); everyone else's is the token's. */
export const ZCompanyScopeQuery = z.object({
  company_id: z.optional(ZId),
  include: z.optional(z.string().check(z.maxLength(200))),
});

/** A short row for pickers (team members, group members): GET /v1/clients-baisc-details and /v1/get-all-clients. */
export const ZUserBasic = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number(),
  unique_id: z.nullable(z.string()),
});
export type TUserBasic = z.infer<typeof ZUserBasic>;

/** GET /v1/client-reports: one row per active user with their learning counters. */
export const ZUserReportRow = z.object({
  ...userIdentity,
  last_login: z.nullable(z.string()),
  /** The user has set their own password (the report's Confirmed tick or cross). */
  confirmed: z.boolean(),
  total_not_started: z.number(),
  ...counters,
});
export type TUserReportRow = z.infer<typeof ZUserReportRow>;

/**
 * GET /v1/clients-export: `type=csv&withArchive=1&skipPagination=1&limit=0` (type csv by default; excel and pdf are
 * the user report's exports); the answer is a download URL.
 */
export const ZUserExportQuery = z.object({
  type: z.optional(z.enum(['csv', 'excel', 'pdf'], 'The selected type is invalid.')),
  withArchive: z.optional(z.string().check(z.maxLength(5))),
  skipPagination: z.optional(z.string().check(z.maxLength(5))),
  limit: z.optional(z.string().check(z.maxLength(10))),
  page: z.optional(z.string().check(z.maxLength(10))),
});
export const ZDownload = z.object({
  data: z.object({ url: z.string(), file_name: z.string(), expires_in: z.number() }),
  url: z.string(),
});
export type TDownload = z.infer<typeof ZDownload>;

/** A user's course row (profile courses, the user and archived-user course reports): functions/core/learner/profile. */
export const ZUserCourseRow = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  state: z.number(),
  state_text: z.string(),
  enrolled_date_formatted: z.nullable(z.string()),
  start_date_formatted: z.nullable(z.string()),
  complete_date_formatted: z.nullable(z.string()),
  last_accessed_date: z.nullable(z.string()),
  deadline_formatted: z.nullable(z.string()),
  progress: z.number(),
  has_test: z.boolean(),
  test_complete: z.boolean(),
  test_passed: z.boolean(),
  test_score: z.nullable(z.number()),
  attempts: z.number(),
  /**
   * A short-lived link to the certificate PDF once it has been made, and only when Download Certificate applies
   * (state 3, and no test or the test passed); else null (the certificate call makes a missing one).
   */
  certificate_url: z.nullable(z.string()),
  /** The certificate's id where Download Certificate applies (its History in the audit log, its verification page). */
  certificate_id: z.optional(z.string()),
  /** Enrolled through a group: shown disabled in individual lists. */
  disabled: z.boolean(),
});
export type TUserCourseRow = z.infer<typeof ZUserCourseRow>;

export const ZUserCoursesQuery = z.extend(ZPageQuery, { id: z.optional(ZId) });

const ZOptionalIds = (field: string, max: number) => z.optional(idList(field, max));

const passwordPair = {
  password: z.optional(ZPassword),
  confirm_password: z.optional(z.string().check(z.maxLength(128))),
};

function passwordsMatch<T extends { password?: string | undefined; confirm_password?: string | undefined }>() {
  return z.refine<T>((value) => value.password === undefined || value.password === value.confirm_password, {
    message: 'The password confirmation does not match.',
    path: ['confirm_password'],
  });
}

/** The fields the Add User and Edit User panels share. */
const userFormFields = {
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
  email: ZEmail,
  unique_id: z.optional(z.nullable(optionalString('unique_id', 100))),
  groups: ZOptionalIds('groups', MAX_GROUPS_PER_USER),
  role_id: z.optional(ZRoleChoice),
  assigned_users: ZOptionalIds('assigned_users', MAX_TEAM_SIZE),
};

/**
 * POST /v1/user. Role 3 (User) or 4 (Team Manager); an administrator is appointed only by handing the role over
 * (PUT /v1/users/{id} with role_id 2). `send_email` queues the welcome email when the company's mail is enabled.
 * A password, if given, is the temporary one the new user replaces at first sign-in.
 */
export const ZUserCreateBody = z
  .object({
    ...userFormFields,
    send_email: z.optional(strictFlag('send_email')),
    ...passwordPair,
  })
  .check(
    passwordsMatch(),
    z.refine((value) => value.role_id !== ROLE.ADMIN, {
      message: MSG.NEW_USER_NOT_ADMIN,
      path: ['role_id'],
    }),
  );
export type TUserCreateBody = z.infer<typeof ZUserCreateBody>;

/**
 * PUT /v1/users/{id}. `password`/`confirm_password` only when editing oneself; `role_id` 2 on another user hands
 * the administrator role over; `reset_email` 1 marks the welcome email as not sent (the toggle sets the opposite).
 */
export const ZUserUpdateBody = z
  .object({
    ...userFormFields,
    reset_email: z.optional(strictFlag('reset_email')),
    ...passwordPair,
  })
  .check(passwordsMatch());
export type TUserUpdateBody = z.infer<typeof ZUserUpdateBody>;

/** PUT /v1/archive-account/{id}: 1 archives, 0 restores. */
export const ZArchiveBody = z.object({ is_archived: strictFlag('is_archived') });

/** POST /v1/company/update-mail-setting: whether adding a user sends the welcome email. */
export const ZMailSettingBody = z.object({ enable_mail: strictFlag('enable_mail') });
export const ZMailSetting = z.object({ data: z.object({ enable_mail: z.number() }), message: z.string() });

/** POST /v1/user/send-mass-welcome-email. */
export const ZMassWelcomeBody = z.object({
  send_mail_option: z.pipe(
    z.union([z.number(), z.string()], { error: 'The send mail option field is required.' }),
    z
      .transform(Number)
      .check(
        z.refine(
          (n) => (Object.values(WELCOME_EMAIL_OPTION) as number[]).includes(n),
          'The selected send mail option is invalid.',
        ),
      ),
  ),
  users: ZOptionalIds('users', 500),
});
export type TMassWelcomeBody = z.infer<typeof ZMassWelcomeBody>;

export const ZQueuedResponse = z.object({ message: z.string(), data: z.object({ queued: z.number() }) });

/** PUT /v1/user/update-notification/{id}. */
export const ZNotificationSwitchBody = z.object({ is_notification: strictFlag('is_notification') });
export const ZNotificationSwitch = z.object({ data: z.object({ is_notification: z.number() }), message: z.string() });

/** The detail of `users.welcome-email-requested`: one batch of at most 25 users of one company. */
export const ZWelcomeEmailDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  user_ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(25)),
  /** One id per batch: a redelivered event does not send twice; a later request sends again. */
  request_id: z.string().check(z.minLength(1)),
});
export type TWelcomeEmailDetail = z.infer<typeof ZWelcomeEmailDetail>;
