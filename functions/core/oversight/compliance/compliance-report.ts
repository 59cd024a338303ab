import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';
import { complianceCellText, shiftDays, shortDay, type TComplianceCell } from '@skillway/shared/rules/recertification';
import type { TExportColumn, TExportTable } from '../../platform/export/table';
import { londonDay } from '../../platform/format/calendar-day';
import { formatDay } from '../../platform/format/format-day';
import { reportTexts } from '../reports/report-table';
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

const shortDayFormats = new Map<TLanguage, Intl.DateTimeFormat>();

/** "12 Mar 2027" in English (the matrix's form); the language's own short date in another ("12 mar 2027"). */
function shortDayIn(day: string, language: TLanguage): string {
  if (language === DEFAULT_LANGUAGE) return shortDay(day);
  let format = shortDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    shortDayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A cell's words in the requester's language (issue 34): English is complianceCellText's, as the matrix and My Team
 * show it, exactly.
 */
function complianceCellTextIn(cell: TComplianceCell, language: TLanguage, i18n: I18n): string {
  if (language === DEFAULT_LANGUAGE) return complianceCellText(cell);
  const day = (date: string) => shortDayIn(date, language);
  switch (cell.status) {
    case 'certified':
      return cell.date ? i18n._('Certified until {date}', { date: day(cell.date) }) : i18n._('Certified');
    case 'expiring':
      return i18n._('{days, plural, one {Expiring in # day} other {Expiring in # days}}', { days: cell.days ?? 0 });
    case 'expired':
      return cell.date ? i18n._('Expired on {date}', { date: day(cell.date) }) : i18n._('Expired');
    case 'overdue':
      return cell.date ? i18n._('Overdue since {date}', { date: day(shiftDays(cell.date, 1)) }) : i18n._('Overdue');
    case 'in_progress':
      return i18n._('In progress');
    default:
      return i18n._('Not started');
  }
}

/**
 * The compliance matrix as a table for the Excel and PDF exports and Email to…: one row per learner with each
 * required course's status in words (never colour alone), the screen's filters and order, and the headline figure
 * per course and overall in the subtitle. Its words in the requester's language (issue 34).
 */
export async function complianceReportTable(
  companyId: string,
  filters: TComplianceReportFilters,
  now: Date,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<TExportTable> {
  const { i18n } = reportTexts(language);
  const data = await loadComplianceData(
    companyId,
    { groupId: filters.group_id, managerId: filters.manager_id },
    londonDay(now),
  );
  const figures = figuresOf(data);
  const sortedBy = filters.sortedBy === 'desc' ? 'desc' : filters.sortedBy === 'asc' ? 'asc' : undefined;
  const rows = orderedRows(data, { search: filters.search, orderBy: filters.orderBy, sortedBy });
  const columns: TExportColumn[] = [
    { header: i18n._('First Name'), weight: 1.1 },
    { header: i18n._('Last Name'), weight: 1.1 },
    { header: i18n._('Email'), weight: 2 },
    ...data.courses.map((course) => ({ header: course.name, weight: 1.6 })),
  ];
  const headline = figures.courses.map((course) => `${course.name} ${course.percent}%`).join(' · ');
  const overall = i18n._('{percent}% in date on {date}', {
    percent: String(percentOf(figures.in_date, figures.required)),
    date: formatDay(londonDay(now)),
  });
  const notRequired = i18n._('Not required');
  return {
    title: i18n._('Compliance Report'),
    subtitle: `${overall}${headline ? ` · ${headline}` : ''}`,
    columns,
    rows: rows.map(({ user, cells }) => [
      user.first_name,
      user.last_name,
      user.email,
      ...data.courses.map((course) => {
        const cell = cells.find((found) => found.course_id === course.course_id);
        return cell ? complianceCellTextIn(cell, language, i18n) : notRequired;
      }),
    ]),
  };
}
