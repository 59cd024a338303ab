import { agreeStatusText } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { sourceKind } from '../../delivery/enrolment/enrolment-rules';
import type { TExportColumn, TExportTable } from '../../platform/export/table';
import { listGroups } from '../../people/groups/group-repository';
import { matchesSearch } from '../../platform/http/list-options';
import { listCompanyUsers } from '../../people/users/user-repository';
import { filterCourses } from '../../content/courses/course-filters';
import { listCourseHistory } from '../../content/courses/course-history-repository';
import { presentHistory } from './course-history';
import { listCompanyCourses, listCourseStats, requireCourse } from '../../content/courses/course-repository';
import { loadCourseReport, presentEntries, sortEntries } from './course-report';
import { formatDay } from '../../platform/format/format-day';
import { plural, subtitle } from './report-table';
import { presentCounters } from '../../content/courses/present-course';
import type { TReportTable } from './report-table';

const USER_FIELDS = {
  first_name: (user: TUserItem) => user.first_name,
  last_name: (user: TUserItem) => user.last_name,
  email: (user: TUserItem) => user.email,
};

const NAME_COLUMNS: TExportColumn[] = [
  { header: 'First Name', weight: 1.1 },
  { header: 'Surname', weight: 1.1 },
  { header: 'Email', weight: 2 },
];

/** GET /courses-export and the emailed course report: the course library with its counters (as the course report lists them). */
export async function coursesTable(
  companyId: string,
  query: { search?: string | undefined; start?: string | undefined; end?: string | undefined },
  now = new Date(),
): Promise<TReportTable> {
  const [courses, stats] = await Promise.all([listCompanyCourses(companyId), listCourseStats(companyId)]);
  const rows = filterCourses(courses, { search: query.search, start: query.start, end: query.end });
  const table: TExportTable = {
    title: 'Course Report',
    subtitle: subtitle([plural(rows.length, 'course')], now),
    columns: [
      { header: 'Course', weight: 3 },
      { header: 'Published', weight: 0.8 },
      { header: 'Individual Users', kind: 'number' },
      { header: 'Groups', kind: 'number', weight: 0.8 },
      { header: 'Total Users', kind: 'number' },
      { header: 'In Progress', kind: 'number' },
      { header: 'Completed', kind: 'number' },
      { header: 'Not Started', kind: 'number' },
      { header: 'Total Completion %', kind: 'percent' },
    ],
    rows: rows.map((course) => {
      const counters = presentCounters(course, stats.get(course.course_id));
      return [
        course.name,
        course.published ? 'Yes' : 'No',
        counters.total_enrolled_individual_users,
        counters.total_groups,
        counters.total_users,
        counters.total_inprogress,
        counters.total_completed,
        counters.total_not_started,
        counters.completion_progress,
      ];
    }),
  };
  return { table, name: 'courses' };
}

/** "Individual; Group: Ops; Playlist": why a user is enrolled. */
function enrolledThrough(sources: Readonly<Record<string, string>>, groupName: (id: string) => string): string {
  return Object.keys(sources)
    .map((source) => {
      const kind = sourceKind(source);
      if (kind === 'individual') return 'Individual';
      if (kind === 'group') return `Group: ${groupName(source.slice('group:'.length))}`;
      if (kind === 'channel') return 'Playlist';
      return '';
    })
    .filter(Boolean)
    .sort()
    .join('; ');
}

/** GET /course/enrolled-users-export/{id}: the course users screen (its active enrolled users) with how and until when. */
export async function enrolledUsersTable(
  companyId: string,
  courseId: string,
  query: { search?: string | undefined },
  now = new Date(),
): Promise<TReportTable> {
  const [{ course, entries }, groups] = await Promise.all([
    loadCourseReport(companyId, courseId, query.search),
    listGroups(companyId),
  ]);
  const names = new Map(groups.map((group) => [group.group_id, group.name]));
  const active = sortEntries(entries.filter((entry) => entry.user.is_archived !== 1));
  const rows = await presentEntries(active, { hasTest: false, hasAgreement: false }, { certificates: false });
  const table: TExportTable = {
    title: `${course.name}: Enrolled Users`,
    subtitle: subtitle([plural(rows.length, 'user')], now),
    columns: [
      ...NAME_COLUMNS,
      { header: 'Enrolled Through', weight: 1.8 },
      { header: 'Enrolled Date' },
      { header: 'Deadline' },
      { header: 'Status' },
    ],
    rows: active.map(({ user, enrolment }, index) => [
      user.first_name,
      user.last_name,
      user.email,
      enrolledThrough(enrolment.sources, (id) => names.get(id) ?? 'deleted group'),
      rows[index]!.enrolled_date_formatted,
      rows[index]!.deadline_formatted,
      rows[index]!.state_text,
    ]),
  };
  return { table, name: `${course.name} users` };
}

/** GET /course/user-course-report-export/{id} and the emailed 'course' report: the course details report, every column of the screen. */
export async function courseReportTable(
  companyId: string,
  courseId: string,
  query: { search?: string | undefined },
  now = new Date(),
): Promise<TReportTable> {
  const { course, entries, test } = await loadCourseReport(companyId, courseId, query.search);
  const rows = await presentEntries(sortEntries(entries), test, { certificates: false });
  const table: TExportTable = {
    title: `${course.name}: Course Report`,
    subtitle: subtitle([plural(rows.length, 'user')], now),
    columns: [
      ...NAME_COLUMNS,
      { header: 'Status', weight: 1 },
      { header: 'Enrolled Date' },
      { header: 'Deadline' },
      { header: 'Started Date' },
      { header: 'Date Completed' },
      { header: 'Last Accessed' },
      { header: 'Progress (%)', kind: 'percent', weight: 0.8 },
      { header: 'Test Score', weight: 0.8 },
      { header: 'Attempts', kind: 'number', weight: 0.8 },
      { header: 'Agree Status', weight: 0.8 },
      { header: 'Agreed By' },
    ],
    rows: rows.map((row) => [
      row.first_name,
      row.last_name,
      row.email,
      row.user_archived ? `${row.state_text} (archived user)` : row.state_text,
      row.enrolled_date_formatted,
      row.deadline_formatted,
      row.start_date_formatted,
      row.complete_date_formatted,
      row.last_accessed_date,
      row.progress,
      row.test_score_text,
      row.attempts,
      agreeStatusText(row),
      row.signed_name,
    ]),
  };
  return { table, name: `${course.name} report` };
}

/** GET /course/archived-user-course-export/{id}: every archived run of the course (its course history), newest first. */
export async function archivedCourseTable(
  companyId: string,
  courseId: string,
  query: { search?: string | undefined },
  now = new Date(),
): Promise<TReportTable> {
  const course = await requireCourse(companyId, courseId);
  const [history, users] = await Promise.all([listCourseHistory(companyId, courseId), listCompanyUsers(companyId)]);
  const byUser = new Map(users.map((user) => [user.user_id, user]));
  const runs = history
    .filter((item) => {
      const user = byUser.get(item.user_id);
      return !!user && matchesSearch(user, query.search, USER_FIELDS, ['first_name', 'last_name']);
    })
    .sort((a, b) => b.history_id.localeCompare(a.history_id));
  const presented = await Promise.all(runs.map((item) => presentHistory(item, { certificates: false })));
  const table: TExportTable = {
    title: `${course.name}: Archived Course Data`,
    subtitle: subtitle([plural(runs.length, 'archived record')], now),
    columns: [
      ...NAME_COLUMNS,
      { header: 'Status' },
      { header: 'Enrolled Date' },
      { header: 'Started Date' },
      { header: 'Date Completed' },
      { header: 'Progress (%)', kind: 'percent', weight: 0.8 },
      { header: 'Test Score', weight: 0.8 },
      { header: 'Attempts', kind: 'number', weight: 0.8 },
      { header: 'Archived On' },
    ],
    rows: runs.map((item, index) => {
      const user = byUser.get(item.user_id)!;
      const row = presented[index]!;
      return [
        user.first_name,
        user.last_name,
        user.email,
        row.state_text,
        row.enrolled_date,
        row.start_date,
        row.complete_date,
        row.progress,
        row.test_score_text,
        row.attempts,
        formatDay(row.archived_at),
      ];
    }),
  };
  return { table, name: `${course.name} archived` };
}
