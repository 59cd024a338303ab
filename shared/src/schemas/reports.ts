import * as z from 'zod/mini';
import { ZPageQuery } from './common';
import { ZDownload } from './users';

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
