import * as z from 'zod/mini';
import { ZPageQuery } from './common';
import { MSG } from '../constants/messages';
import { ZId, dayQuery } from './fields';
import { ZDownload } from './users';

/* ------------------------------------------------------------------ enrolment ids */

const ID_PART = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One user's enrolment on one course, named by both ids: `<courseId>:<userId>` (the users screens' course rows use
 * the same id). `/archive-user-course/{id}` and `/course-user-history/{id}` take it.
 */
export function enrolmentIdOf(courseId: string, userId: string): string {
  return `${courseId}:${userId}`;
}

/** The course and user of an enrolment id, or null when it is not one. */
export function parseEnrolmentId(id: string): { courseId: string; userId: string } | null {
  const [courseId, userId, ...rest] = id.split(':');
  if (rest.length > 0 || !courseId || !userId || !ID_PART.test(courseId) || !ID_PART.test(userId)) return null;
  return { courseId, userId };
}

export const ZEnrolmentId = z
  .string()
  .check(z.refine((value: string) => parseEnrolmentId(value) !== null, 'The enrolment id is invalid.'));

/* ------------------------------------------------------------------ exports */

export const EXPORT_TYPES = ['excel', 'pdf'] as const;
export type TExportType = (typeof EXPORT_TYPES)[number];

/**
 * The course exports' query: `type=excel|pdf`. The spec's clients also send `page=1&limit=<total>`: an export is
 * always the whole list, so paging is accepted and ignored; `search` narrows it as on the screen.
 */
export const ZTabularExportQuery = z.object({
  type: z.enum(EXPORT_TYPES, 'The selected type is invalid.'),
  page: ZPageQuery.shape.page,
  limit: ZPageQuery.shape.limit,
  search: ZPageQuery.shape.search,
});

/* ------------------------------------------------------------------ course report rows */

/** Test score as the report shows it: 'N/A' without a test, 'T.B.C' until the test is done, else the percentage. */
export const TEST_SCORE_TEXT = { NO_TEST: 'N/A', PENDING: 'T.B.C' } as const;

/** One enrolled user of a course with their progress (the course details report, `/admin/courses-report/{id}`). */
export const ZCourseReportRow = z.object({
  /** The user's id. */
  id: z.string(),
  enrolment_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The user is archived (their enrolment and progress stay until they are deleted). */
  user_archived: z.boolean(),
  /** USER_COURSE_STATE and its text. */
  state: z.number(),
  state_text: z.string(),
  /** dd-mm-yyyy, or null. */
  enrolled_date_formatted: z.nullable(z.string()),
  deadline_formatted: z.nullable(z.string()),
  start_date_formatted: z.nullable(z.string()),
  complete_date_formatted: z.nullable(z.string()),
  last_accessed_date: z.nullable(z.string()),
  /** Whole percent 0..100. */
  progress: z.number(),
  has_test: z.boolean(),
  test_complete: z.boolean(),
  test_passed: z.boolean(),
  test_score: z.nullable(z.number()),
  /** 'N/A', 'T.B.C' or 'NN%'. */
  test_score_text: z.string(),
  attempts: z.number(),
  /** The course's test has an agreement statement (or the learner agreed to one): else Agree Status is N/A. */
  has_agreement: z.boolean(),
  is_agree: z.boolean(),
  /** The name the learner signed the agreement statement with. */
  signed_name: z.nullable(z.string()),
  /** Enrolled by an administrator directly (Remove and Update Deadline act on this source). */
  individual: z.boolean(),
  /** Enrolled only through a group or playlist. */
  disabled: z.boolean(),
  /** The completion certificate (a short-lived link), once the course is complete. */
  certificate_url: z.nullable(z.string()),
});
export type TCourseReportRow = z.infer<typeof ZCourseReportRow>;

/* ------------------------------------------------------------------ course history */

/**
 * One archived run of a course by one user (`GET /course-user-history/{id}`, id = the enrolment id): what the
 * enrolment held when it was archived. Dates are dd-mm-yyyy as the screens show them; `archived_at` is ISO.
 */
export const ZCourseHistoryRow = z.object({
  id: z.string(),
  course_id: z.string(),
  user_id: z.string(),
  state: z.number(),
  state_text: z.string(),
  enrolled_date: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  complete_date: z.nullable(z.string()),
  deadline: z.nullable(z.string()),
  progress: z.number(),
  test_score: z.nullable(z.number()),
  test_score_text: z.string(),
  attempts: z.number(),
  /** A short-lived link to the certificate of that run, when it earned one. */
  certificate_url: z.nullable(z.string()),
  /** The certificate that run earned (its History in the audit log, its verification page). */
  certificate_id: z.optional(z.string()),
  /** Recertification: the certification cycle a completed run earned (1 for the first), and its expiry (dd-mm-yyyy). */
  cycle: z.nullable(z.number()),
  expiry_date: z.nullable(z.string()),
  /** When the run was archived; null for the learner's current, completed run (listed first, id 'current'). */
  archived_at: z.nullable(z.string()),
});
export type TCourseHistoryRow = z.infer<typeof ZCourseHistoryRow>;

/** What an archive call did: how many enrolments were archived (and reset to not started). */
export const ZCourseArchiveResult = z.object({
  message: z.string(),
  data: z.object({ archived: z.number() }),
});
export type TCourseArchiveResult = z.infer<typeof ZCourseArchiveResult>;

/* ------------------------------------------------------------------ the caller's own enrolment */

/** `GET /courses/{id}?include=enrolled`: the caller's own enrolment on the course (null when not enrolled). */
export const ZOwnCourseEnrolment = z.object({
  id: z.string(),
  state: z.number(),
  state_text: z.string(),
  progress: z.number(),
  /** yyyy-mm-dd or null. */
  deadline: z.nullable(z.string()),
  enrolled_at: z.nullable(z.string()),
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  last_accessed_at: z.nullable(z.string()),
  test_complete: z.boolean(),
  test_passed: z.boolean(),
  test_score: z.nullable(z.number()),
  attempts: z.number(),
  /** Recertification: the current certificate's expiry day (yyyy-mm-dd), null when it never expires or none yet. */
  expires_on: z.nullable(z.string()),
  /** The renewal's deadline, while a renewal is under way or due. */
  renewal_due: z.nullable(z.string()),
  /** Certifications earned on the enrolment (0 before the first completion; each renewal adds one). */
  cycle: z.number(),
});
export type TOwnCourseEnrolment = z.infer<typeof ZOwnCourseEnrolment>;

/* ------------------------------------------------------------------ course report data */

const ZStateTotals = z.object({
  total_users: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  not_started: z.number(),
  /** Completed out of enrolled, a whole percentage. */
  completion_progress: z.number(),
});

/**
 * `GET /courses-report-data`: the course report's figures, from the counters kept on write (one Query of the
 * courses, one of their counters): company totals, a bar per course (the busiest first) and a pie of the states.
 */
export const ZCoursesReportData = z.object({
  data: z.object({
    totals: z.object({
      courses: z.number(),
      published_courses: z.number(),
      individual_users: z.number(),
      groups: z.number(),
      ...ZStateTotals.shape,
    }),
    bar: z.object({
      categories: z.array(z.string()),
      series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
    }),
    pie: z.object({ labels: z.array(z.string()), series: z.array(z.number()) }),
  }),
});
export type TCoursesReportData = z.infer<typeof ZCoursesReportData>;

/** Courses a bar chart names (the ones with the most enrolled users). */
export const COURSE_REPORT_BAR_MAX = 10;

/* ------------------------------------------------------------------ reports landing charts */

/**
 * `GET /reports`: the reports landing's charts, read from the company's monthly counters (MSTAT items, kept on
 * write) and the course counters. `line`: logins per month for the last 12 months, oldest first ('Dec 2025');
 * `bar`: completions per month (the same 12 months) with one series per course type that has any; `pie`:
 * current enrolments by state (Not Started, In Progress, Test Pending, Completed).
 */
export const ZReportCharts = z.object({
  line: z.object({ months: z.array(z.string()), logins: z.array(z.number()) }),
  bar: z.object({
    categories: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
  }),
  pie: z.array(z.object({ name: z.string(), value: z.number() })),
});
export type TReportCharts = z.infer<typeof ZReportCharts>;

/** The pie's slices, in order. */
export const REPORT_PIE_STATES = ['Not Started', 'In Progress', 'Test Pending', 'Completed'] as const;
/** Months the landing's line and bar cover. */
export const REPORT_CHART_MONTHS = 12;

/* ------------------------------------------------------------------ emailed reports and report files */

export const REPORT_NAMES = ['users', 'courses', 'course', 'groups', 'playlists', 'external-training', 'compliance'] as const;
export type TReportName = (typeof REPORT_NAMES)[number];

const ZFilterText = z.optional(z.string().check(z.maxLength(500)));

/**
 * A report's filters, as its screen sends them: `search` (the screen's search, e.g. `first_name:ann` or `name:x`),
 * `start`/`end` (dd-mm-yyyy or yyyy-mm-dd: the users and courses screens), `groups` (comma list of group ids: the
 * users screen), and the external training report's `searchUser`, `completed` and `types` (comma list of type ids).
 */
/** A filter date, dd-mm-yyyy or yyyy-mm-dd, kept as yyyy-mm-dd. */
const ZReportDate = z.optional(dayQuery());

export const ZReportFilters = z.object({
  search: ZFilterText,
  start: ZReportDate,
  end: ZReportDate,
  groups: ZFilterText,
  searchUser: ZFilterText,
  completed: z.optional(z.string().check(z.maxLength(10))),
  types: ZFilterText,
  /** The compliance report's: a group, a manager's team, and the matrix's order. */
  group_id: z.optional(ZId),
  manager_id: z.optional(ZId),
  orderBy: z.optional(z.string().check(z.maxLength(64))),
  sortedBy: z.optional(z.enum(['asc', 'desc'])),
});
export type TReportFilters = z.infer<typeof ZReportFilters>;

/** Recipients one emailed or scheduled report may have. */
export const REPORT_MAX_RECIPIENTS = 20;
const ZRecipients = z
  .array(ZId, MSG.REPORT_RECIPIENTS_REQUIRED)
  .check(
    z.minLength(1, MSG.REPORT_RECIPIENTS_REQUIRED),
    z.maxLength(REPORT_MAX_RECIPIENTS, `Choose at most ${REPORT_MAX_RECIPIENTS} recipients.`),
  );

/**
 * `POST /reports/email`: build a report in the background and email the requesting administrator a link to it.
 * `course_id` is required for the 'course' report (the course details report); the screen's filters come along.
 */
export const ZReportEmailBody = z.object({
  report: z.enum(REPORT_NAMES, 'The selected report is invalid.'),
  type: z.enum(EXPORT_TYPES, 'The selected type is invalid.'),
  course_id: z.optional(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'The course id is invalid.'))),
  /**
   * Email to…: the company's administrators and team managers to send it to (user ids); without it, the requesting
   * administrator. A manager who is sent a report may open its file.
   */
  recipients: z.optional(ZRecipients),
  ...ZReportFilters.shape,
});
export type TReportEmailBody = z.infer<typeof ZReportEmailBody>;

/** How often a scheduled report is sent: every week on a weekday, or every month on a day (1–28: every month has it). */
export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type TReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** ISO weekdays, Monday first (spec section 9: Monday is the first day of the week). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const REPORT_LAST_MONTH_DAY = 28;

/**
 * `POST /report-schedules`: a report emailed to its recipients every week (`weekday` 1–7, Monday = 1) or every month
 * (`day` 1–28), at the daily schedule's hour in the company's calendar (Europe/London).
 */
export const ZReportScheduleBody = z
  .object({
    ...ZReportEmailBody.shape,
    recipients: ZRecipients,
    frequency: z.enum(REPORT_FREQUENCIES, 'The selected frequency is invalid.'),
    weekday: z.optional(z.int('The weekday must be a whole number.').check(z.gte(1), z.lte(7))),
    day: z.optional(z.int('The day must be a whole number.').check(z.gte(1), z.lte(REPORT_LAST_MONTH_DAY))),
  })
  .check(
    z.refine((body) => body.frequency !== 'weekly' || body.weekday !== undefined, {
      message: 'The weekday field is required for a weekly report.',
      path: ['weekday'],
    }),
    z.refine((body) => body.frequency !== 'monthly' || body.day !== undefined, {
      message: 'The day field is required for a monthly report.',
      path: ['day'],
    }),
  );
export type TReportScheduleBody = z.infer<typeof ZReportScheduleBody>;

/** A scheduled report as its list shows it. */
export const ZReportSchedule = z.object({
  id: z.string(),
  report: z.enum(REPORT_NAMES),
  type: z.enum(EXPORT_TYPES),
  course_id: z.nullable(z.string()),
  course_name: z.nullable(z.string()),
  search: z.nullable(z.string()),
  frequency: z.enum(REPORT_FREQUENCIES),
  weekday: z.nullable(z.number()),
  day: z.nullable(z.number()),
  recipients: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** The next day it is sent (yyyy-mm-dd, Europe/London). */
  next_run: z.string(),
  last_sent_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type TReportSchedule = z.infer<typeof ZReportSchedule>;

/** 202 answer of `POST /reports/email`, and of an export that took too long and goes by email instead. */
export const ZReportQueued = z.object({
  message: z.string(),
  data: z.object({ id: z.string(), delivery: z.literal('email') }),
});
export type TReportQueued = z.infer<typeof ZReportQueued>;

/**
 * A synchronous export's answer: the download (200, `url`) or, when the file took longer than the wait, the report
 * request message (202, `message`): the file then comes by email.
 */
export const ZExportAnswer = z.union([ZDownload, ZReportQueued]);
export type TExportAnswer = z.infer<typeof ZExportAnswer>;

/** `GET /reports/files/{id}`: a fresh short-lived link to a report file (the emailed link's page calls it). */
export const ZReportFile = z.object({
  url: z.string(),
  data: z.object({ url: z.string(), file_name: z.string(), expires_in: z.number(), report: z.string(), type: z.string() }),
});
export type TReportFile = z.infer<typeof ZReportFile>;

/** Days a report file and its job are kept (S3 lifecycle rule on AWS, the clean-up schedule locally). */
export const REPORT_RETENTION_DAYS = 7;

/** `reports.report-requested`: a report job to build (the job item holds the request). */
export const ZReportRequestedDetail = z.object({
  company_id: z.string(),
  job_id: z.string(),
});
export type TReportRequestedDetail = z.infer<typeof ZReportRequestedDetail>;
