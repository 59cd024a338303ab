import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list } from '../../schemas/common';
import { ZEnrolmentId } from '../../schemas/enrolment-ids';
import { ZReportEmailBody, ZReportFile, ZReportSchedule, ZReportScheduleBody } from '../../schemas/report-jobs';
import {
  ZCourseArchiveResult,
  ZCourseHistoryRow,
  ZCourseReportRow,
  ZCoursesReportData,
  ZExportAnswer,
  ZReportCharts,
  ZReportQueued,
  ZTabularExportQuery,
} from '../../schemas/reports';
import { ZCoursesExportQuery } from '../../schemas/courses';
import { ZId } from '../../schemas/fields';
import { ADMINS, STAFF_AND_SUPER_ADMINS } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const courseParam = z.object({ id: ZId });
const fileParam = z.object({ id: ZId });
/** An enrolment is named `<courseId>:<userId>` (the users screens' course rows carry the same id). */
const enrolmentParam = z.object({ id: ZEnrolmentId });

/**
 * A course's users, reports, archived history and exports (administration spec: Course admin list, Reports,
 * section 7 Courses). Administrators only, on their own company's courses; exports answer a download URL valid
 * for 5 minutes, of a file written under the company's prefix.
 */
export const reportRows = defineRows({
  'reports.course': {
    method: 'GET',
    path: '/v1/course/user-course-report/{id}',
    handler: 'api/reports/course-report',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      'The course details report: every enrolled user with state, dates, progress, test score (N/A, T.B.C or the percentage), attempts and agreement; paged, search=first_name:text;last_name:text.',
    request: { params: courseParam, query: ZPageQuery },
    response: list(ZCourseReportRow),
    audit: NOT_AUDITED.READ,
  },
  'reports.coursesData': {
    method: 'GET',
    path: '/v1/courses-report-data',
    handler: 'api/reports/courses-report-data',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      "The course report's figures from the counters kept on write: company totals, a bar of the busiest courses by state, and a pie of all enrolments by state.",
    response: ZCoursesReportData,
    audit: NOT_AUDITED.READ,
  },
  'reports.archiveAll': {
    method: 'POST',
    path: '/v1/archive-all-user-course/{id}',
    handler: 'api/reports/archive-course',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      'Archive course data: every enrolment with progress is kept as a course-history record and starts again as not started (users stay enrolled).',
    request: { params: courseParam },
    response: ZCourseArchiveResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment', 'CourseHistory'] },
  },
  'reports.archiveEnrolment': {
    method: 'POST',
    path: '/v1/archive-user-course/{id}',
    handler: 'api/reports/archive-user-course',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      'Archive one enrolment (id = <courseId>:<userId>): its progress becomes a course-history record and the course starts again for the user; 422 when nothing was started.',
    request: { params: enrolmentParam },
    response: ZCourseArchiveResult,
    audit: { items: ['Enrolment', 'CourseHistory'] },
  },
  'reports.userHistory': {
    method: 'GET',
    path: '/v1/course-user-history/{id}',
    handler: 'api/reports/course-user-history',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      'The archived runs of one enrolment (id = <courseId>:<userId>), newest first: start and complete dates, progress, test score, attempts and the certificate link.',
    request: { params: enrolmentParam, query: ZPageQuery },
    response: list(ZCourseHistoryRow),
    audit: NOT_AUDITED.READ,
  },
  'reports.coursesExport': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'GET',
    path: '/v1/courses-export',
    handler: 'api/reports/export-courses',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      'The course library with its counters as Excel or PDF (type=excel|pdf; search=name:text, start, end as on the screen).',
    request: { query: ZCoursesExportQuery },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'report' },
  },
  'reports.enrolledUsersExport': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'GET',
    path: '/v1/course/enrolled-users-export/{id}',
    handler: 'api/reports/export-enrolled-users',
    access: ADMINS,
    tag: 'Course reports',
    summary:
      "The course's enrolled (active) users with how they are enrolled, their deadline and state, as Excel or PDF.",
    request: { params: courseParam, query: ZTabularExportQuery },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'course' },
  },
  'reports.archivedExport': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'GET',
    path: '/v1/course/archived-user-course-export/{id}',
    handler: 'api/reports/export-archived-course-data',
    access: ADMINS,
    tag: 'Course reports',
    summary: 'Every archived run of the course (its course history) as Excel or PDF, newest first.',
    request: { params: courseParam, query: ZTabularExportQuery },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'course' },
  },
  'reports.courseExport': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'GET',
    path: '/v1/course/user-course-report-export/{id}',
    handler: 'api/reports/export-course-report',
    access: ADMINS,
    tag: 'Course reports',
    summary: 'The course details report (every column of the screen) as Excel or PDF.',
    request: { params: courseParam, query: ZTabularExportQuery },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'course' },
  },
  'reports.charts': {
    method: 'GET',
    path: '/v1/reports',
    handler: 'api/reports/report-charts',
    access: ADMINS,
    tag: 'Reports',
    summary:
      "The reports landing's charts from counters kept on write: logins per month (line, last 12 months), completions per month per course type (bar) and current enrolments by state (pie).",
    response: ZReportCharts,
    audit: NOT_AUDITED.READ,
  },
  'reports.email': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'POST',
    path: '/v1/reports/email',
    handler: 'api/reports/email-report',
    access: ADMINS,
    tag: 'Reports',
    status: 202,
    summary:
      'Email a report (users, courses, course, groups, playlists, external-training) as Excel or PDF: a background job builds the file and emails the requesting administrator a link to /admin/reports/files/{id}.',
    request: { body: ZReportEmailBody },
    response: ZReportQueued,
    audit: { read: 'report' },
  },
  'reports.export': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'POST',
    path: '/v1/reports/export',
    handler: 'api/reports/export-report',
    access: ADMINS,
    tag: 'Reports',
    summary:
      "Export a report (users, courses, course, groups, playlists, external-training) as Excel or PDF with the screen's filters: a short-lived download link, or (a file that takes long) the report request message, the file then coming by email.",
    request: { body: ZReportEmailBody },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'report' },
  },
  'reports.file': {
    method: 'GET',
    path: '/v1/reports/files/{id}',
    handler: 'api/reports/report-file',
    access: STAFF_AND_SUPER_ADMINS,
    tag: 'Reports',
    summary:
      'A fresh short-lived download link to a ready report file of the company (any administrator of the company; a team manager only a report emailed to them; a super administrator only an audit log export of theirs, 403 otherwise); 404 when it does not exist, is not theirs to open, is not ready or has expired (7 days).',
    request: { params: fileParam },
    response: ZReportFile,
    audit: NOT_AUDITED.READ,
  },
  'reports.schedules': {
    method: 'GET',
    path: '/v1/report-schedules',
    handler: 'api/reports/list-report-schedules',
    access: ADMINS,
    tag: 'Reports',
    summary:
      "The company's scheduled reports (Email to... every week or month), next due first, with their recipients.",
    response: z.object({ data: z.array(ZReportSchedule) }),
    audit: NOT_AUDITED.READ,
  },
  'reports.scheduleCreate': {
    method: 'POST',
    path: '/v1/report-schedules',
    handler: 'api/reports/create-report-schedule',
    access: ADMINS,
    tag: 'Reports',
    status: 201,
    summary:
      'Schedule a report (as Email to... takes it) to be emailed to its recipients every week on a weekday (1 = Monday) or every month on a day (1-28), from tomorrow, by the daily send-scheduled-reports run.',
    request: { body: ZReportScheduleBody },
    response: z.object({ message: z.string(), data: ZReportSchedule }),
    audit: { items: ['ReportSchedule'] },
  },
  'reports.scheduleDelete': {
    method: 'DELETE',
    path: '/v1/report-schedules/{id}',
    handler: 'api/reports/delete-report-schedule',
    access: ADMINS,
    tag: 'Reports',
    summary: "Stop a scheduled report; another company's is 404.",
    request: { params: fileParam },
    response: ZMessage,
    audit: { items: ['ReportSchedule'] },
  },
});
