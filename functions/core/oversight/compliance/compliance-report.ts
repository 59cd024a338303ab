import type { TExportColumn, TExportTable } from '../../platform/export/table';
import { londonDay } from '../../platform/format/calendar-day';
import { formatDay } from '../../platform/format/format-day';
import { figuresOf, loadComplianceData, percentOf } from './compliance-data';
import { orderedRows } from './compliance-matrix';

/** The filters a compliance export carries (the screen's). */
export interface TComplianceReportFilters {
  search?: string | undefined;
  group_id?: string | undefined;
  manager_id?: string | undefined;
  orderBy?: string | undefined;
  sortedBy?: string | undefined;
}

/**
 * The compliance matrix as a table for the Excel and PDF exports and Email to…: one row per learner with each
 * required course's status in words (never colour alone), the screen's filters and order, and the headline figure
 * per course and overall in the subtitle.
 */
export async function complianceReportTable(
  companyId: string,
  filters: TComplianceReportFilters,
  now: Date,
): Promise<TExportTable> {
  const data = await loadComplianceData(
    companyId,
    { groupId: filters.group_id, managerId: filters.manager_id },
    londonDay(now),
  );
  const figures = figuresOf(data);
  const sortedBy = filters.sortedBy === 'desc' ? 'desc' : filters.sortedBy === 'asc' ? 'asc' : undefined;
  const rows = orderedRows(data, { search: filters.search, orderBy: filters.orderBy, sortedBy });
  const columns: TExportColumn[] = [
    { header: 'First Name', weight: 1.1 },
    { header: 'Last Name', weight: 1.1 },
    { header: 'Email', weight: 2 },
    ...data.courses.map((course) => ({ header: course.name, weight: 1.6 })),
  ];
  const headline = figures.courses.map((course) => `${course.name} ${course.percent}%`).join(' · ');
  return {
    title: 'Compliance Report',
    subtitle: `${percentOf(figures.in_date, figures.required)}% in date on ${formatDay(londonDay(now))}${headline ? ` · ${headline}` : ''}`,
    columns,
    rows: rows.map(({ user, cells }) => [
      user.first_name,
      user.last_name,
      user.email,
      ...data.courses.map(
        (course) => cells.find((cell) => cell.course_id === course.course_id)?.text ?? 'Not required',
      ),
    ]),
  };
}
