import type { TExportTable } from '../../platform/export/table';
import { archivedCourseTable, courseReportTable, coursesTable, enrolledUsersTable } from './course-exports';
import { groupsReportTable, playlistsReportTable, usersExportTable, usersReportTable } from './people-reports';
import { externalTrainingReportTable } from './external-training-report';
import { complianceReportTable } from '../compliance/compliance-report';
import { auditLogTable } from '../audit-log/audit-log-table';
import type { TJobReport } from './report-jobs';
import type { TReportJobFilters, TReportTable } from './report-table';

/** Builds one report's table from the job's filters (the screen's filters, and `course_id` for a course's reports). */
export type TReportBuilder = (companyId: string, filters: TReportJobFilters, now: Date) => Promise<TReportTable>;

/** A builder that answers a bare table, named for its file. */
type TTableBuilder = (companyId: string, filters: TReportJobFilters, now: Date) => Promise<TExportTable>;

function named(build: TTableBuilder, name: string): TReportBuilder {
  return async (companyId, filters, now) => ({ table: await build(companyId, filters, now), name });
}

function courseId(filters: TReportJobFilters): string {
  const id = filters.course_id;
  if (!id) throw new Error('a course report job without a course_id');
  return id;
}

/** Every report a job can build, by name. */
const REPORT_BUILDERS: Readonly<Record<TJobReport, TReportBuilder>> = {
  users: usersReportTable,
  'users-export': usersExportTable,
  courses: (companyId, filters, now) => coursesTable(companyId, filters, now),
  course: (companyId, filters, now) => courseReportTable(companyId, courseId(filters), filters, now),
  'enrolled-users': (companyId, filters, now) => enrolledUsersTable(companyId, courseId(filters), filters, now),
  'archived-course': (companyId, filters, now) => archivedCourseTable(companyId, courseId(filters), filters, now),
  groups: groupsReportTable,
  playlists: playlistsReportTable,
  'external-training': named(externalTrainingReportTable, 'external-training-report'),
  compliance: named(complianceReportTable, 'compliance-report'),
  'audit-log': named(auditLogTable, 'audit-log'),
};

export function reportBuilder(report: TJobReport): TReportBuilder | undefined {
  return REPORT_BUILDERS[report];
}
