import type { I18n } from '@lingui/core';
import { agreeStatusText } from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
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
import { reportTexts, subtitle, yesNo } from './report-table';
import { presentCounters } from '../../content/courses/present-course';
import type { TReportTable } from './report-table';

const USER_FIELDS = {
  first_name: (user: TUserItem) => user.first_name,
  last_name: (user: TUserItem) => user.last_name,
  email: (user: TUserItem) => user.email,
};

function nameColumns(i18n: I18n): TExportColumn[] {
  return [
    { header: i18n._('First Name'), weight: 1.1 },
    { header: i18n._('Surname'), weight: 1.1 },
    { header: i18n._('Email'), weight: 2 },
  ];
}

function userCount(count: number, i18n: I18n): string {
  return i18n._('{count, plural, one {{count} user} other {{count} users}}', { count });
}

/**
 * GET /courses-export and the emailed course report: the course library with its counters (as the course report
 * lists them). Each export below is written in `language`, the requester's (build-report.ts).
 */
export async function coursesTable(
  companyId: string,
  query: {
    search?: string | undefined;
    start?: string | undefined;
    end?: string | undefined;
    language?: TLanguage | undefined;
  },
  now = new Date(),
  language?: TLanguage,
): Promise<TReportTable> {
  const { i18n } = reportTexts(language);
  const [courses, stats] = await Promise.all([listCompanyCourses(companyId), listCourseStats(companyId)]);
  const rows = filterCourses(courses, {
    search: query.search,
    start: query.start,
    end: query.end,
    language: query.language,
  });
  const count = rows.length;
  const table: TExportTable = {
    title: i18n._('Course Report'),
    subtitle: subtitle([i18n._('{count, plural, one {{count} course} other {{count} courses}}', { count })], now, i18n),
    columns: [
      { header: i18n._('Course'), weight: 3 },
      { header: i18n._('Published'), weight: 0.8 },
      { header: i18n._('Individual Users'), kind: 'number' },
      { header: i18n._('Groups'), kind: 'number', weight: 0.8 },
      { header: i18n._('Total Users'), kind: 'number' },
      { header: i18n._('In Progress'), kind: 'number' },
      { header: i18n._('Completed'), kind: 'number' },
      { header: i18n._('Not Started'), kind: 'number' },
      { header: i18n._('Total Completion %'), kind: 'percent' },
    ],
    rows: rows.map((course) => {
      const counters = presentCounters(course, stats.get(course.course_id));
      return [
        course.name,
        yesNo(!!course.published, i18n),
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
function enrolledThrough(
  sources: Readonly<Record<string, string>>,
  groupName: (id: string) => string,
  i18n: I18n,
): string {
  return Object.keys(sources)
    .map((source) => {
      const kind = sourceKind(source);
      if (kind === 'individual') return i18n._('Individual');
      if (kind === 'group')
        return i18n._('Group: {groupName}', { groupName: groupName(source.slice('group:'.length)) });
      if (kind === 'channel') return i18n._('Playlist');
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
  language?: TLanguage,
): Promise<TReportTable> {
  const { i18n, spec } = reportTexts(language);
  const [{ course, entries }, groups] = await Promise.all([
    loadCourseReport(companyId, courseId, query.search),
    listGroups(companyId),
  ]);
  const names = new Map(groups.map((group) => [group.group_id, group.name]));
  const active = sortEntries(entries.filter((entry) => entry.user.is_archived !== 1));
  const rows = await presentEntries(active, { hasTest: false, hasAgreement: false }, { certificates: false });
  const table: TExportTable = {
    title: i18n._('{courseName}: Enrolled Users', { courseName: course.name }),
    subtitle: subtitle([userCount(rows.length, i18n)], now, i18n),
    columns: [
      ...nameColumns(i18n),
      { header: i18n._('Enrolled Through'), weight: 1.8 },
      { header: i18n._('Enrolled Date') },
      { header: i18n._('Deadline') },
      { header: i18n._('Status') },
    ],
    rows: active.map(({ user, enrolment }, index) => [
      user.first_name,
      user.last_name,
      user.email,
      enrolledThrough(enrolment.sources, (id) => names.get(id) ?? i18n._('deleted group'), i18n),
      rows[index]!.enrolled_date_formatted,
      rows[index]!.deadline_formatted,
      spec(rows[index]!.state_text),
    ]),
  };
  return { table, name: `${course.name} users` };
}

/** A course's export built for one course: the report screens' search, the clock and the requester's language. */
type TCourseTableBuilder = (
  companyId: string,
  courseId: string,
  query: { search?: string | undefined },
  now?: Date,
  language?: TLanguage,
) => Promise<TReportTable>;

/** GET /course/user-course-report-export/{id} and the emailed 'course' report: the course details report, every column of the screen. */
export const courseReportTable: TCourseTableBuilder = async (
  companyId,
  courseId,
  query,
  now = new Date(),
  language,
) => {
  const { i18n, spec, score } = reportTexts(language);
  const { course, entries, test } = await loadCourseReport(companyId, courseId, query.search);
  const rows = await presentEntries(sortEntries(entries), test, { certificates: false });
  const table: TExportTable = {
    title: i18n._('{courseName}: Course Report', { courseName: course.name }),
    subtitle: subtitle([userCount(rows.length, i18n)], now, i18n),
    columns: [
      ...nameColumns(i18n),
      { header: i18n._('Status'), weight: 1 },
      { header: i18n._('Enrolled Date') },
      { header: i18n._('Deadline') },
      { header: i18n._('Started Date') },
      { header: i18n._('Date Completed') },
      { header: i18n._('Last Accessed') },
      { header: i18n._('Progress (%)'), kind: 'percent', weight: 0.8 },
      { header: i18n._('Test Score'), weight: 0.8 },
      { header: i18n._('Attempts'), kind: 'number', weight: 0.8 },
      { header: i18n._('Agree Status'), weight: 0.8 },
      { header: i18n._('Agreed By') },
    ],
    rows: rows.map((row) => [
      row.first_name,
      row.last_name,
      row.email,
      row.user_archived ? i18n._('{state} (archived user)', { state: spec(row.state_text) }) : spec(row.state_text),
      row.enrolled_date_formatted,
      row.deadline_formatted,
      row.start_date_formatted,
      row.complete_date_formatted,
      row.last_accessed_date,
      row.progress,
      score(row.test_score_text),
      row.attempts,
      spec(agreeStatusText(row)),
      row.signed_name,
    ]),
  };
  return { table, name: `${course.name} report` };
};

/** GET /course/archived-user-course-export/{id}: every archived run of the course (its course history), newest first. */
export const archivedCourseTable: TCourseTableBuilder = async (
  companyId,
  courseId,
  query,
  now = new Date(),
  language,
) => {
  const { i18n, spec, score } = reportTexts(language);
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
    title: i18n._('{courseName}: Archived Course Data', { courseName: course.name }),
    subtitle: subtitle(
      [
        i18n._('{count, plural, one {{count} archived record} other {{count} archived records}}', {
          count: runs.length,
        }),
      ],
      now,
      i18n,
    ),
    columns: [
      ...nameColumns(i18n),
      { header: i18n._('Status') },
      { header: i18n._('Enrolled Date') },
      { header: i18n._('Started Date') },
      { header: i18n._('Date Completed') },
      { header: i18n._('Progress (%)'), kind: 'percent', weight: 0.8 },
      { header: i18n._('Test Score'), weight: 0.8 },
      { header: i18n._('Attempts'), kind: 'number', weight: 0.8 },
      { header: i18n._('Archived On') },
    ],
    rows: runs.map((item, index) => {
      const user = byUser.get(item.user_id)!;
      const row = presented[index]!;
      return [
        user.first_name,
        user.last_name,
        user.email,
        spec(row.state_text),
        row.enrolled_date,
        row.start_date,
        row.complete_date,
        row.progress,
        score(row.test_score_text),
        row.attempts,
        formatDay(row.archived_at),
      ];
    }),
  };
  return { table, name: `${course.name} archived` };
};
