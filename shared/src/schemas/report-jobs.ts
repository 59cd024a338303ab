import * as z from 'zod/mini';
import { MSG } from '../constants/messages';
import { ZId, dayQuery } from './fields';
import { EXPORT_TYPES } from './reports';

/** Reports built in the background: emailed now or on a schedule, their files, and the job's event. */

export const REPORT_NAMES = [
  'users',
  'courses',
  'course',
  'groups',
  'playlists',
  'external-training',
  'compliance',
] as const;
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

/** `GET /reports/files/{id}`: a fresh short-lived link to a report file (the emailed link's page calls it). */
export const ZReportFile = z.object({
  url: z.string(),
  data: z.object({
    url: z.string(),
    file_name: z.string(),
    expires_in: z.number(),
    report: z.string(),
    type: z.string(),
  }),
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
