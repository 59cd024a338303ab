import type { TLanguage } from '@skillway/shared/constants/languages';
import type { TExportTable } from '../../platform/export/table';
import { archivedCourseTable, courseReportTable, coursesTable, enrolledUsersTable } from './course-exports';
import { groupsReportTable, playlistsReportTable, usersExportTable, usersReportTable } from './people-reports';
import { externalTrainingReportTable } from './external-training-report';
import { complianceReportTable } from '../compliance/compliance-report';
import { auditLogTable } from '../audit-log/audit-log-table';
import type { TJobReport } from './report-jobs';
import type { TReportJobFilters, TReportTable } from './report-table';

/**
 * Builds one report's table from the job's filters (the screen's filters, and `course_id` for a course's reports),
 * its words in `language`, the requester's (issue 34).
 */
export type TReportBuilder = (
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
  language: TLanguage,
) => Promise<TReportTable>;

/** A builder that answers a bare table, named for its file. */
type TTableBuilder = (
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
  language: TLanguage,
) => Promise<TExportTable>;

function named(build: TTableBuilder, name: string): TReportBuilder {
  return async (companyId, filters, now, language) => ({ table: await build(companyId, filters, now, language), name });
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
  courses: (companyId, filters, now, language) => coursesTable(companyId, filters, now, language),
  course: (companyId, filters, now, language) =>
    courseReportTable(companyId, courseId(filters), filters, now, language),
  'enrolled-users': (companyId, filters, now, language) =>
    enrolledUsersTable(companyId, courseId(filters), filters, now, language),
  'archived-course': (companyId, filters, now, language) =>
    archivedCourseTable(companyId, courseId(filters), filters, now, language),
  groups: groupsReportTable,
  playlists: playlistsReportTable,
  'external-training': named(externalTrainingReportTable, 'external-training-report'),
  compliance: named(complianceReportTable, 'compliance-report'),
  'audit-log': named(auditLogTable, 'audit-log'),
};

export function reportBuilder(report: TJobReport): TReportBuilder | undefined {
  return REPORT_BUILDERS[report];
}
