import { COURSE_TYPES, REPORT_CHART_MONTHS, REPORT_PIE_STATES, type TReportCharts } from '@skillway/shared';
import { listCourseStats } from '../../content/courses/course-repository';
import { completionAttribute, type TMonthStatsItem } from '../../platform/db/entities/month-stats';
import { lastMonths, readMonthStats } from '../../platform/stats/month-stats';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Dec 2025' for '2025-12'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? ''} ${year ?? ''}`;
}

/** The pie from the course counters: in_progress includes the pending tests, shown as their own slice. */
export function enrolmentPie(
  stats: Iterable<{ not_started?: number; in_progress?: number; completed?: number; test_pending?: number }>,
): TReportCharts['pie'] {
  let notStarted = 0;
  let inProgress = 0;
  let testPending = 0;
  let completed = 0;
  for (const item of stats) {
    notStarted += Math.max(0, item.not_started ?? 0);
    inProgress += Math.max(0, item.in_progress ?? 0);
    testPending += Math.max(0, item.test_pending ?? 0);
    completed += Math.max(0, item.completed ?? 0);
  }
  const values = [notStarted, Math.max(0, inProgress - testPending), testPending, completed];
  return REPORT_PIE_STATES.map((name, index) => ({ name, value: values[index] ?? 0 }));
}

/** The line and the bar from the company's monthly counters (months oldest first; a missing month is zero). */
export function monthlyCharts(
  months: readonly string[],
  stats: ReadonlyMap<string, TMonthStatsItem>,
): Pick<TReportCharts, 'line' | 'bar'> {
  const categories = months.map(monthLabel);
  const series = COURSE_TYPES.map((type) => ({
    name: type.name,
    data: months.map((month) => stats.get(month)?.[completionAttribute(type.id)] ?? 0),
  })).filter((one) => one.data.some((value) => value > 0));
  return {
    line: { months: categories, logins: months.map((month) => stats.get(month)?.logins ?? 0) },
    bar: { categories, series },
  };
}

/**
 * GET /reports: the landing's charts. One Query of the company's last 12 MSTAT items (logins and completions per
 * course type, counted on write) and one of the course counters (TSTAT#course#, for the pie): bounded by the
 * company's courses, never by its other data.
 */
export async function reportCharts(companyId: string, now = new Date()): Promise<TReportCharts> {
  const months = lastMonths(now, REPORT_CHART_MONTHS);
  const [stats, courseStats] = await Promise.all([
    readMonthStats(companyId, months[0]!, months[months.length - 1]!),
    listCourseStats(companyId),
  ]);
  return { ...monthlyCharts(months, stats), pie: enrolmentPie(courseStats.values()) };
}
