import type { TJobReport } from './report-jobs';

/** How a report is called in its email and in the audit log. */
export const REPORT_TITLES: Readonly<Record<TJobReport, string>> = {
  users: 'User Report',
  'users-export': 'Users Export',
  courses: 'Course Report',
  course: 'Course Details Report',
  'enrolled-users': 'Course Enrolled Users',
  'archived-course': 'Archived Course Data',
  groups: 'Group Report',
  playlists: 'Playlist Report',
  'external-training': 'External Training Report',
  compliance: 'Compliance Report',
  'audit-log': 'Audit Log',
};
