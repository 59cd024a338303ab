import { COURSE_REPORT_BAR_MAX, type TCoursesReportData } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import type { TCourseStatsItem } from '../../content/courses/course-repository';
import { listCompanyCourses, listCourseStats } from '../../content/courses/course-repository';
import { presentCounters } from '../../content/courses/present-course';

const STATES = [
  { name: 'Completed', key: 'total_completed' },
  { name: 'In Progress', key: 'total_inprogress' },
  { name: 'Not Started', key: 'total_not_started' },
] as const;

/**
 * The course report's figures (pure): company totals, a bar per course for the busiest courses, and a pie of the
 * enrolments by state. Every number comes from the counters kept on write; nothing counts enrolments here.
 */
export function courseReportData(
  courses: readonly TCourseItem[],
  stats: ReadonlyMap<string, TCourseStatsItem>,
): TCoursesReportData['data'] {
  const rows = courses.map((course) => ({ course, counters: presentCounters(course, stats.get(course.course_id)) }));
  const sum = (read: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + read(row), 0);
  const totalUsers = sum((row) => row.counters.total_users);
  const completed = sum((row) => row.counters.total_completed);
  const inProgress = sum((row) => row.counters.total_inprogress);
  const notStarted = sum((row) => row.counters.total_not_started);
  const busiest = rows
    .filter((row) => row.counters.total_users > 0)
    .sort(
      (a, b) =>
        b.counters.total_users - a.counters.total_users ||
        a.course.name.localeCompare(b.course.name, 'en', { sensitivity: 'base' }),
    )
    .slice(0, COURSE_REPORT_BAR_MAX);
  return {
    totals: {
      courses: courses.length,
      published_courses: courses.filter((course) => course.published).length,
      individual_users: sum((row) => row.counters.total_enrolled_individual_users),
      groups: sum((row) => row.counters.total_groups),
      total_users: totalUsers,
      in_progress: inProgress,
      completed,
      not_started: notStarted,
      completion_progress: totalUsers > 0 ? Math.round((completed / totalUsers) * 100) : 0,
    },
    bar: {
      categories: busiest.map((row) => row.course.name),
      series: STATES.map((state) => ({ name: state.name, data: busiest.map((row) => row.counters[state.key]) })),
    },
    pie: { labels: STATES.map((state) => state.name), series: [completed, inProgress, notStarted] },
  };
}

/** GET /courses-report-data: two Queries (the company's courses and their counters), whatever the enrolments. */
export async function getCoursesReportData(companyId: string): Promise<TCoursesReportData> {
  const [courses, stats] = await Promise.all([listCompanyCourses(companyId), listCourseStats(companyId)]);
  return { data: courseReportData(courses, stats) };
}
